import type { ApolloClient } from '@apollo/client';
import { BrowserRouter } from 'react-router-dom';
import type { PageStatus } from '../ui/pageStatus';
import { AppProviders } from './AppProviders';
import { AppRoutes } from './router';

export function App({ client, status }: { client: ApolloClient; status?: PageStatus }) {
  return (
    <AppProviders client={client} status={status}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
