import { ApolloProvider } from '@apollo/client/react';
import { type ReactNode, useState } from 'react';
import { IntlProvider, type MessageFormatElement } from 'react-intl';
import { FALLBACK_LOCALE, LOCALE, type MessageId, messages } from '../i18n/messages';
import { createApolloClient } from './apolloClient';

export function AppProviders({ children }: { children: ReactNode }) {
  const [client] = useState(createApolloClient);
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
