import type { ReactNode } from 'react';
import type { Locale } from '@kurzy/common/locale';
import { createIntl, createIntlCache, type IntlShape, type MessageFormatElement, RawIntlProvider } from 'react-intl';
import { FALLBACK_LOCALE, type MessageId, publicMessages } from '../i18n/messages';
import { PageQueryContext } from '../ui/pageQuery';
import { type PageStatus, PageStatusContext } from '../ui/pageStatus';
import { usePrerenderedQuery } from './prerenderedQuery';

/** The public texts of a language, formatted by one object for the life of the page (or of the
 * server): each message's formatter is made once, not on every render (a server-rendered page renders
 * in several passes, each page anew). The language's texts are loaded before (loadPublicMessages). */
const intls = new Map<Locale, IntlShape>();
function publicIntl(locale: Locale): IntlShape {
  let intl = intls.get(locale);
  if (!intl) {
    intl = createIntl(
      {
        locale,
        defaultLocale: FALLBACK_LOCALE,
        messages: publicMessages(locale) as Record<MessageId, MessageFormatElement[]>,
      },
      createIntlCache(),
    );
    intls.set(locale, intl);
  }
  return intl;
}

/** The texts, the page's status and the home route's queries (ui/pageQuery.ts) around the router; the
 * browser (main.tsx) and server-side rendering (entry-server.tsx) each bring their own view of the
 * status. Apollo's client is not here: the server and the tests put it under these (WithApollo.tsx),
 * the browser around each page that needs it (app/router.tsx). */
export function AppProviders({
  status,
  locale = 'cs',
  children,
}: {
  status?: PageStatus;
  /** The page's language (from its address, common/src/locale.ts). */
  locale?: Locale;
  children: ReactNode;
}) {
  return (
    // The public texts only: the back-office's load with its lazy chunk (AdminProviders).
    <RawIntlProvider value={publicIntl(locale)}>
      <PageStatusContext value={status ?? null}>
        <PageQueryContext value={usePrerenderedQuery}>{children}</PageQueryContext>
      </PageStatusContext>
    </RawIntlProvider>
  );
}
