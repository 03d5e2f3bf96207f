import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { createIntl, createIntlCache, type MessageFormatElement, RawIntlProvider } from 'react-intl';
import { FALLBACK_LOCALE, LOCALE, type MessageId, messages } from '../i18n/messages';
import { type PageStatus, PageStatusContext } from '../ui/pageStatus';

/** The public texts, formatted by one object for the life of the page (or of the server): each
 * message's formatter is made once, not on every render (a server-rendered page renders in several
 * passes, each page anew). */
const publicIntl = createIntl(
  {
    locale: LOCALE,
    defaultLocale: FALLBACK_LOCALE,
    messages: messages as Record<MessageId, MessageFormatElement[]>,
  },
  createIntlCache(),
);

/** The texts and the Apollo client around the router; the browser (main.tsx) and server-side
 * rendering (entry-server.tsx) each bring their own client, and their own view of the page's status. */
export function AppProviders({
  client,
  status,
  children,
}: {
  client: ApolloClient;
  status?: PageStatus;
  children: ReactNode;
}) {
  return (
    // The public texts only: the back-office's load with its lazy chunk (AdminProviders).
    <RawIntlProvider value={publicIntl}>
      <ApolloProvider client={client}>
        <PageStatusContext value={status ?? null}>{children}</PageStatusContext>
      </ApolloProvider>
    </RawIntlProvider>
  );
}
