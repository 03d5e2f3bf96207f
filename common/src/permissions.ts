// Who may do what: every operation of the API with its audience, declared once, and the one check of
// it (authorize). The server's services call it, the REST route table derives each route's audience
// from it (for OpenAPI and the 401/403 tests), and the client asks it before showing a button.
import { Role } from './enums';
import { AuthErrorCode } from './errors/auth';

/** Anybody, any logged-in staff member (lectors included), administrators and the lectors an
 * administrator allowed to edit the public content (news, galleries, videos), or administrators only. */
export type Audience = 'public' | 'staff' | 'content' | 'admin';

/** Who asks: a role, or a staff member with the grants an administrator gave them. */
export type Asker = Role | { role: Role; editsContent?: boolean } | null | undefined;

/** Lectors read everything in the back-office except money, and write content (news, galleries,
 * pictures, videos) once an administrator allows them (off for new lectors, issue 41 item 9);
 * payments, invoices, users and deleting registrations are for administrators. */
export const PERMISSIONS = {
  /** Health, the operator's details, the API description. */
  'system.read': 'public',
  'session.start': 'public',
  'session.end': 'staff',
  'user.read': 'public',
  'user.write': 'admin',
  /** Sends a staff member an e-mail with a link to set their own password. */
  'user.invite': 'admin',
  /** Setting one's password through the link of an invitation: the token is the credential. */
  'invitation.accept': 'public',
  /** Downloads a staff list (courses, camps, ...) as CSV or XLSX; the list's read is checked too. */
  'list.export': 'staff',
  'customer.read': 'staff',
  'customer.write': 'admin',
  'branch.read': 'public',
  'branch.write': 'admin',
  'course.read': 'public',
  'course.write': 'admin',
  'camp.read': 'public',
  'camp.write': 'admin',
  /** A camp's paperwork (health declarations, pickup persons, health data): staff of that camp only
   * (a lector their own camps, the registrations scope), for the camp day and a paper copy. */
  'paperwork.record': 'staff',
  /** The lector's camp day: the children with their paperwork and health data, and its printable
   * list (an administrator, or the camp's lector: the camp-day service holds that rule). */
  'campday.read': 'staff',
  /** Check-in and check-out on a camp day and their undo, on the same camps; a check-out to someone
   * the family did not list is an administrator's override (the service). */
  'campday.handover': 'staff',
  'schedule.read': 'public',
  'schedule.write': 'admin',
  /** The public registration form. */
  'registration.register': 'public',
  'registration.read': 'staff',
  /** Staff create and edit registrations through the back-office. */
  'registration.write': 'admin',
  'registration.cancel': 'admin',
  'registration.delete': 'admin',
  'registration.pay': 'admin',
  /** Waiting-list offers: see them, offer by hand, move a deadline, withdraw, set a priority. */
  'waitlist.read': 'admin',
  'waitlist.write': 'admin',
  /** Re-enrolment into the next term (issue 45): copying courses forward, inviting a course's
   * families, moving the window's end, enrolling a family by hand, and reading the answers. */
  'reenrolment.read': 'admin',
  'reenrolment.write': 'admin',
  /** The staff overview (occupancy, registrations over time, what needs a person); its money
   * panels are payment.read. */
  'overview.read': 'staff',
  /** The payments: bank statements, pairing, cash; lectors see nothing of money. */
  'payment.read': 'admin',
  'payment.write': 'admin',
  /** Discount rules (issue 47) and staff's own discount on a registration: money, administrators only. */
  'discount.read': 'admin',
  'discount.write': 'admin',
  'invoice.read': 'staff',
  /** The accountant's exports (issue 47): invoices as Pohoda XML and ISDOC, the received payments. */
  'accounting.export': 'admin',
  'invoice.send': 'admin',
  /** A parent's own page (/moje-prihlasky/<token>): the token of their personal link is the credential. */
  'parent.read': 'public',
  /** "Pošlete mi odkaz znovu": a fresh personal link to an address that has registrations, same answer for any. */
  'parent.link': 'public',
  /** Withdrawing the photo consent on the parent's own page (the token is the credential). */
  'parent.consent': 'public',
  /** The legal texts (terms, personal data, photographs) and their older versions. */
  'legal.read': 'public',
  /** Publishing a new version of a legal text. */
  'legal.write': 'admin',
  /** Consents of registrations: a registration's history, the children without a photo consent
   * (lectors choose pictures to publish; they see names, course and branch only). */
  'consent.read': 'staff',
  /** What a parent does on their page by its token: cancel an unpaid place, correct the contact,
   * send staff a request (a paid place's cancellation, erasure, an employer's invoice). */
  'parent.act': 'public',
  /** The parents' requests in the back-office, and their handling. */
  'request.read': 'admin',
  'request.handle': 'admin',
  /** Erases a family's personal data (GDPR art. 17): at its request, through staff. */
  'privacy.erase': 'admin',
  /** Messages to families (issue 43): the sent ones with their delivery (a lector sees those they sent). */
  'message.read': 'staff',
  /** Writing to families: administrators to anyone; a lector provozní messages to the families of
   * their own slots and camps only (the messages service holds that rule). */
  'message.send': 'staff',
  'mail.read': 'staff',
  'mail.retry': 'admin',
  'news.read': 'public',
  'news.write': 'content',
  'video.read': 'public',
  'video.write': 'content',
  'gallery.read': 'public',
  'gallery.write': 'content',
  /** The public sees the pictures of what it may see (the owner decides). */
  'picture.read': 'public',
  /** And the owner's own write operation: a lector may not change a course's pictures (picture.service.ts). */
  'picture.write': 'content',
  /** Supporters with their logos in the public footer. */
  'supporter.read': 'public',
  'supporter.write': 'admin',
  /** The lector's day: their lessons and rosters (a lector only those of their own slots and of the
   * lessons they substitute in; the attendance service holds that rule). */
  'attendance.read': 'staff',
  /** Marking přítomen / nepřítomen / omluven and the lesson's note, on the same lessons. */
  'attendance.mark': 'staff',
  /** Cancelling, moving, make-up lessons, substitutes and the non-teaching days. */
  'lesson.manage': 'admin',
  /** A registration's make-up credits and a course's report of them (lectors see families of their
   * own slots only, so this is for administrators). */
  'makeup.read': 'admin',
  /** Granting, extending and revoking a credit by hand, with a reason. */
  'makeup.write': 'admin',
  /** Looking an address up on the map while editing a branch. */
  'address.lookup': 'staff',
} as const satisfies Record<string, Audience>;

export type Operation = keyof typeof PERMISSIONS;

export function isOperation(name: string): name is Operation {
  return Object.hasOwn(PERMISSIONS, name);
}

/** Why an operation is refused: nobody is logged in, or the role may not perform it. */
export type PermissionRefusal = AuthErrorCode.NotLoggedIn | AuthErrorCode.Forbidden;

/** The one permission check, at every door: null when someone with this role (null: an anonymous
 * visitor) may perform the operation, else the code of the refusal. The server's services throw it
 * (server/src/core/actor.ts `authorize`); the client offers only what it allows (`mayPerform`). */
export function authorize(asker: Asker, operation: Operation): PermissionRefusal | null {
  const audience: Audience = PERMISSIONS[operation];
  if (audience === 'public') return null;
  const role = typeof asker === 'object' && asker ? asker.role : asker;
  if (!role) return AuthErrorCode.NotLoggedIn;
  if (role === Role.administrator || audience === 'staff') return null;
  const editsContent = typeof asker === 'object' && asker !== null && asker.editsContent === true;
  return audience === 'content' && editsContent ? null : AuthErrorCode.Forbidden;
}

/** Whether someone with this role may perform the operation, for a client deciding whether to offer it. */
export function mayPerform(asker: Asker, operation: Operation): boolean {
  return authorize(asker, operation) === null;
}
