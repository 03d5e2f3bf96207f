import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { IntlProvider, type MessageFormatElement } from 'react-intl';
import { FALLBACK_LOCALE, LOCALE, type MessageId, messages } from '../i18n/messages';

/** The texts and the Apollo client around the router; the browser (main.tsx) and server-side
 * rendering (entry-server.tsx) each bring their own client. */
export function AppProviders({ client, children }: { client: ApolloClient; children: ReactNode }) {
  return (
    // The public texts only: the back-office's load with its lazy chunk (AdminProviders).
    <IntlProvider
      locale={LOCALE}
      defaultLocale={FALLBACK_LOCALE}
      messages={messages as Record<MessageId, MessageFormatElement[]>}
    >
      <ApolloProvider client={client}>{children}</ApolloProvider>
    </IntlProvider>
  );
}
