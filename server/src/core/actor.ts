import { AuthErrorCode, errorMessage, PERMISSIONS, Role, type Operation } from '@kurzy/common';
import { AppError } from './errors';

/** Who is asking: a logged-in staff member, or null for an anonymous visitor. */
export type Actor = { userId: number; username: string; role: Role; sessionId: number } | null;

// The catalogue's texts under the names the tests compare answers with.
export const NOT_LOGGED_IN = errorMessage(AuthErrorCode.NotLoggedIn);
export const NOT_ALLOWED = errorMessage(AuthErrorCode.Forbidden);

export function isStaff(actor: Actor): actor is NonNullable<Actor> {
  return actor !== null;
}

/** Throws UNAUTHENTICATED for an anonymous visitor and FORBIDDEN for a lector where the operation
 * is for administrators (common/src/permissions.ts says which). Every service calls this before
 * doing anything else. */
export function authorize(actor: Actor, operation: Operation): void {
  const audience = PERMISSIONS[operation];
  if (audience === 'public') return;
  if (actor === null) throw new AppError(AuthErrorCode.NotLoggedIn);
  if (audience === 'admin' && actor.role !== Role.administrator) throw new AppError(AuthErrorCode.Forbidden);
}
