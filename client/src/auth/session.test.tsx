import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { MeDocument } from '../features/admin/common/Me.generated';
import { AdminRegistrationsDocument } from '../features/admin/registrations/AdminRegistrations.generated';
import { uploadPicture } from '../features/admin/pictures/uploadPicture';
import { LoginDocument } from '../features/login/Login.generated';
import { apolloClient } from '../test/api';
import { RequireAuth } from './RequireAuth';
import { clearSession, getSession, saveSession, SESSION_LIFETIME_MS } from './session';
import { staffFetch } from './staffFetch';
import { useSession } from './useSession';

// The staff session as the browser keeps it: remembered at login, ended by logout, by its expiry and
// by any answer of the real app that refuses it.

/** The app's client around the screen, as WithApollo (app/WithApollo.tsx) puts it. */
const withClient = (children: ReactNode, client = apolloClient()) => (
  <ApolloProvider client={client}>{children}</ApolloProvider>
);

const inAnHour = () => new Date(Date.now() + 60 * 60 * 1000).toISOString();

afterEach(() => {
  clearSession();
  window.localStorage.clear();
});

describe('the staff session', () => {
  it('is what the last login saved, until a logout', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current).toBeNull();
    act(() => saveSession('spravce', inAnHour()));
    expect(result.current?.username).toBe('spravce');
    act(() => clearSession());
    expect(result.current).toBeNull();
  });

  it('never outlives a day, whatever the server says, and is gone once expired', () => {
    saveSession('spravce', new Date(Date.now() + 7 * SESSION_LIFETIME_MS).toISOString());
    expect(getSession()?.expiresAt).toBeLessThanOrEqual(Date.now() + SESSION_LIFETIME_MS);
    window.localStorage.setItem('kurzy.staff', JSON.stringify({ username: 'spravce', expiresAt: Date.now() - 1 }));
    expect(getSession()).toBeNull();
  });

  it('hears a logout in another tab', () => {
    saveSession('spravce', inAnHour());
    const { result } = renderHook(() => useSession());
    expect(result.current).not.toBeNull();
    act(() => {
      window.localStorage.removeItem('kurzy.staff');
      window.dispatchEvent(new StorageEvent('storage', { key: 'kurzy.staff' }));
    });
    expect(result.current).toBeNull();
  });

  it('ends when the app refuses it (UNAUTHENTICATED)', async () => {
    saveSession('spravce', inAnHour());
    const { result } = renderHook(() => useSession());
    // The browser's cookie is gone (expired, revoked elsewhere): the request goes without a session.
    await expect(apolloClient().query({ query: AdminRegistrationsDocument, variables: {} })).rejects.toThrow();
    expect(result.current).toBeNull();
  });

  it('is kept when a login fails: wrong credentials are no ended session', async () => {
    saveSession('spravce', inAnHour());
    await expect(
      apolloClient().mutate({
        mutation: LoginDocument,
        variables: { username: 'spravce', password: 'spatne-heslo-123' },
      }),
    ).rejects.toThrow();
    expect(getSession()?.username).toBe('spravce');
  });

  it('ends when an upload is refused with 401', async () => {
    saveSession('spravce', inAnHour());
    const upload = uploadPicture(
      new File(['obrázek'], 'foto.jpg', { type: 'image/jpeg' }),
      'gallery',
      1,
      () => undefined,
    );
    await expect(upload.done).rejects.toThrow();
    expect(getSession()).toBeNull();
  });

  it('guards the back-office: without it the login screen, with it the screen asked for', () => {
    const guarded = withClient(
      <MemoryRouter initialEntries={['/admin/news']}>
        <Routes>
          <Route path="/login" element={<p>přihlášení</p>} />
          <Route
            path="/admin/news"
            element={
              <RequireAuth>
                <p>aktuality</p>
              </RequireAuth>
            }
          />
        </Routes>
      </MemoryRouter>,
    );
    const { unmount } = render(guarded);
    expect(screen.getByText('přihlášení')).toBeTruthy();
    unmount();
    saveSession('spravce', inAnHour());
    render(guarded);
    expect(screen.getByText('aktuality')).toBeTruthy();
  });

  it('ends when a REST request of the back-office is refused with 401', async () => {
    saveSession('spravce', inAnHour());
    expect((await staffFetch('/api/registrations')).status).toBe(401);
    expect(getSession()).toBeNull();
  });

  it('once gone, sends to the login with the address to come back to, filters included, and forgets its data', async () => {
    function LoginScreen() {
      return <p>přihlášení z {new URLSearchParams(useLocation().search).get('from')}</p>;
    }
    const client = apolloClient('administrator');
    await client.query({ query: MeDocument });
    expect(client.extract()).not.toEqual({});
    render(
      withClient(
        <MemoryRouter initialEntries={['/admin/registrations?q=nov%C3%A1k&paid=no&page=2']}>
          <Routes>
            <Route path="/login" element={<LoginScreen />} />
            <Route
              path="/admin/registrations"
              element={
                <RequireAuth>
                  <p>přihlášky</p>
                </RequireAuth>
              }
            />
          </Routes>
        </MemoryRouter>,
        client,
      ),
    );
    expect(screen.getByText('přihlášení z /admin/registrations?q=nov%C3%A1k&paid=no&page=2')).toBeTruthy();
    await waitFor(() => expect(client.extract()).toEqual({}));
  });
});
