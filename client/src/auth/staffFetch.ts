import { clearSessionOnRefusal } from './session';

/** A back-office request outside Apollo (a download, an export): the session cookie goes with it (same
 * origin), and a 401 ends the session here as a refused GraphQL request does, so the login screen
 * follows at once and brings the staff member back to the same address (RequireAuth). */
export async function staffFetch(input: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(input, { credentials: 'same-origin', ...init });
  clearSessionOnRefusal(response.status, undefined);
  return response;
}
