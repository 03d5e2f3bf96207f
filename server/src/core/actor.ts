import { Role } from '@kurzy/common';
import { AppError } from './errors';

/** Who is asking: a logged-in staff member, or null for an anonymous visitor. */
export type Actor = { userId: number; username: string; role: Role; sessionId: number } | null;

/** Who may do something: anybody, any logged-in staff member, or administrators only. */
export type Audience = 'public' | 'staff' | 'admin';

export const NOT_LOGGED_IN = 'Pro tuto akci se prosím přihlaste.';
export const NOT_ALLOWED = 'K této akci nemáte oprávnění.';

export function isStaff(actor: Actor): actor is NonNullable<Actor> {
  return actor !== null;
}

/** Throws UNAUTHENTICATED for an anonymous visitor and FORBIDDEN for a lector where an
 * administrator is needed. Every service calls this before doing anything else. */
export function authorize(actor: Actor, audience: Audience): void {
  if (audience === 'public') return;
  if (actor === null) throw new AppError('UNAUTHENTICATED', NOT_LOGGED_IN);
  if (audience === 'admin' && actor.role !== Role.administrator) throw new AppError('FORBIDDEN', NOT_ALLOWED);
}
