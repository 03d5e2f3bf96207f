import { type ReactNode, useMemo } from 'react';
import { IntlProvider, type MessageFormatElement } from 'react-intl';
import { FALLBACK_LOCALE, LOCALE, type MessageId, messages } from './messages';

export type MessageTable = Record<string, MessageFormatElement[]>;

/** A page's own texts (loaded with its chunk, see router.tsx) added to the public ones. */
export function PageMessages({ extra, children }: { extra: MessageTable; children: ReactNode }) {
  const all = useMemo(() => ({ ...messages, ...extra }) as Record<MessageId, MessageFormatElement[]>, [extra]);
  return (
    <IntlProvider locale={LOCALE} defaultLocale={FALLBACK_LOCALE} messages={all}>
      {children}
    </IntlProvider>
  );
}
