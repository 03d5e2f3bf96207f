import { ApolloProvider } from '@apollo/client/react';
import { OverlaysProvider } from '@blueprintjs/core';
import { type ReactNode, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { FALLBACK_LOCALE, LOCALE, messages } from '../i18n/messages';
import { createApolloClient } from './apolloClient';

export function AppProviders({ children }: { children: ReactNode }) {
  const [client] = useState(createApolloClient);
  return (
    <IntlProvider locale={LOCALE} defaultLocale={FALLBACK_LOCALE} messages={messages}>
      <ApolloProvider client={client}>
        <OverlaysProvider>{children}</OverlaysProvider>
      </ApolloProvider>
    </IntlProvider>
  );
}
