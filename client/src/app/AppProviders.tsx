import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { IntlProvider, type MessageFormatElement } from 'react-intl';
import { FALLBACK_LOCALE, LOCALE, type MessageId, messages } from '../i18n/messages';
import { type PageStatus, PageStatusContext } from '../ui/pageStatus';

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
    <IntlProvider
      locale={LOCALE}
      defaultLocale={FALLBACK_LOCALE}
      messages={messages as Record<MessageId, MessageFormatElement[]>}
    >
      <ApolloProvider client={client}>
        <PageStatusContext value={status ?? null}>{children}</PageStatusContext>
      </ApolloProvider>
    </IntlProvider>
  );
}
