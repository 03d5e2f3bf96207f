// Screens as the app mounts them: its providers (texts, the Apollo client), a router at the given
// address, and for the back-office its providers and the logged-in staff member.
import type { ApolloClient } from '@apollo/client';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminProviders } from '../app/AdminProviders';
import { AppProviders } from '../app/AppProviders';
import { WithApollo } from '../app/WithApollo';
import { MeDocument } from '../features/admin/common/Me.generated';
import { StaffContext } from '../features/admin/common/staff';
import { apolloClient, type Role } from './api';

interface ScreenOptions {
  /** The address the screen is opened at. */
  path?: string;
  /** The route pattern the screen is mounted under, for its parameters (`/registration/:id?`). */
  route?: string;
}

function mount(client: ApolloClient, screen: ReactElement, { path = '/', route = '*' }: ScreenOptions) {
  const user = userEvent.setup();
  const view = render(
    <AppProviders>
      <WithApollo client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={screen} />
          </Routes>
        </MemoryRouter>
      </WithApollo>
    </AppProviders>,
  );
  return { client, user, ...view };
}

/** A public screen, as an anonymous visitor. */
export function renderPublic(screen: ReactElement, options: ScreenOptions = {}) {
  return mount(apolloClient(), screen, options);
}

/** A back-office screen, as a logged-in staff member of the role. */
export async function renderAdmin(screen: ReactElement, role: Role, options: ScreenOptions = {}) {
  const client = apolloClient(role);
  const { data } = await client.query({ query: MeDocument });
  return mount(
    client,
    <AdminProviders>
      <StaffContext.Provider value={data?.me ?? null}>{screen}</StaffContext.Provider>
    </AdminProviders>,
    options,
  );
}
