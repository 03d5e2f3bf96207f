import { type ReactNode, useMemo } from 'react';
import { IntlProvider, type MessageFormatElement, useIntl } from 'react-intl';
import { FALLBACK_LOCALE, type MessageId, type MessageTable } from './messages';

export type { MessageTable } from './messages';

/** A page's own texts (loaded with its chunk in the page's language, see router.tsx) added to the
 * public ones of that language. */
export function PageMessages({ extra, children }: { extra: MessageTable; children: ReactNode }) {
  const { locale, messages } = useIntl();
  const all = useMemo(
    () => ({ ...messages, ...extra }) as Record<MessageId, MessageFormatElement[]>,
    [messages, extra],
  );
  return (
    <IntlProvider locale={locale} defaultLocale={FALLBACK_LOCALE} messages={all}>
      {children}
    </IntlProvider>
  );
}

const NONE: MessageTable = {};

/** A component's own Czech texts (imported by the component, vite.config.ts COMPONENT_SETS); in
 * another language they are among that language's public texts already. */
export function CzechComponentMessages({ czech, children }: { czech: MessageTable; children: ReactNode }) {
  const { locale } = useIntl();
  return <PageMessages extra={locale === 'cs' ? czech : NONE}>{children}</PageMessages>;
}
