// The real app the client's tests talk to (client/test/global-setup.cjs started it): Apollo clients as
// a visitor or a staff member, and the staff's GraphQL for preparing data.
import { createApolloClient } from '../app/apolloClient';
import { endRefusedSessions } from '../auth/sessionEndedLink';

export type Role = 'administrator' | 'lector';

function token(role: Role): string {
  const value =
    process.env[role === 'administrator' ? 'KURZY_CLIENT_TEST_ADMIN_TOKEN' : 'KURZY_CLIENT_TEST_LECTOR_TOKEN'];
  if (!value) throw new Error('No test app: run the client tests through jest (its global setup starts one)');
  return value;
}

/** The app's own Apollo client with the links the back-office adds; a staff member's sends their
 * session token. */
export function apolloClient(role?: Role) {
  return endRefusedSessions(createApolloClient(undefined, role ? { headers: { 'access-token': token(role) } } : {}));
}

/** A GraphQL request as the administrator, for the data a test needs; fails on any error. */
export async function asAdministrator<T = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'access-token': token('administrator') },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: T; errors?: unknown[] };
  if (!body.data || body.errors) throw new Error(`${query}: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** The test lector's user id: a lector reads only the families of their own slots and camps. */
export async function lectorId(): Promise<number> {
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'access-token': token('lector') },
    body: JSON.stringify({ query: '{ me { id } }' }),
  });
  const body = (await response.json()) as { data?: { me: { id: number } } };
  if (!body.data) throw new Error('No test lector');
  return body.data.me.id;
}

/** A name no other test uses: tests share the app's database and find their own rows by it. Letters
 * only, as person names take no digits (common/src/validation/names.ts). */
export const unique = (prefix: string) =>
  `${prefix} ${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
