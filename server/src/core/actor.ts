import { AuthErrorCode, authorize as refusalOf, errorMessage, Role, type Operation } from '@kurzy/common';
import { AppError } from './errors';

/** Who is asking: a logged-in staff member, or null for an anonymous visitor; `editsContent`: an
 * administrator allowed this lector to write the public content. */
export type Actor = {
  userId: number;
  username: string;
  role: Role;
  editsContent: boolean;
  sessionId: number;
} | null;

// The catalogue's texts under the names the tests compare answers with.
export const NOT_LOGGED_IN = errorMessage(AuthErrorCode.NotLoggedIn);
export const NOT_ALLOWED = errorMessage(AuthErrorCode.Forbidden);

export function isStaff(actor: Actor): actor is NonNullable<Actor> {
  return actor !== null;
}

/** Throws UNAUTHENTICATED for an anonymous visitor and FORBIDDEN for a lector where the operation
 * is for administrators: the refusal of common's `authorize`, the check the client asks too. Every
 * service calls this before doing anything else. */
export function authorize(actor: Actor, operation: Operation): void {
  const refusal = refusalOf(actor, operation);
  if (refusal) throw new AppError(refusal);
}
