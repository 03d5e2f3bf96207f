// Every enum of the domain, defined once and shared by the server (database + GraphQL) and the client.

export enum AgeCategory {
  babies = 'babies',
  preschool = 'preschool',
  younger_children = 'younger_children',
  older_children = 'older_children',
  uncategorized = 'uncategorized',
}

/** Age band of each category in whole years, inclusive; `uncategorized` accepts any child. */
export const AGE_CATEGORY_YEARS: Record<AgeCategory, { from: number; to: number } | null> = {
  [AgeCategory.babies]: { from: 2, to: 4 },
  [AgeCategory.preschool]: { from: 4, to: 6 },
  [AgeCategory.younger_children]: { from: 6, to: 12 },
  [AgeCategory.older_children]: { from: 12, to: 15 },
  [AgeCategory.uncategorized]: null,
};

/** How staff and exports name each age category. */
export const AGE_CATEGORY_LABELS: Record<AgeCategory, string> = {
  [AgeCategory.babies]: 'Batolata (2–4 roky)',
  [AgeCategory.preschool]: 'Předškoláci (4–6 let)',
  [AgeCategory.younger_children]: 'Mladší děti (6–12 let)',
  [AgeCategory.older_children]: 'Starší děti (12–15 let)',
  [AgeCategory.uncategorized]: 'Bez kategorie',
};

/** Who a course is for by what the children already know. */
export enum CourseLevel {
  beginner = 'beginner',
  intermediate = 'intermediate',
  advanced = 'advanced',
}

/** How the site, staff and exports name each level. */
export const COURSE_LEVEL_LABELS: Record<CourseLevel, string> = {
  [CourseLevel.beginner]: 'začátečníci',
  [CourseLevel.intermediate]: 'mírně pokročilí',
  [CourseLevel.advanced]: 'pokročilí',
};

export enum ActivityType {
  dancing = 'dancing',
  sport = 'sport',
  creative = 'creative',
  other = 'other',
}

/** A registration's payment, derived from the payments paired with it and what is due. */
export enum PaymentState {
  unpaid = 'unpaid',
  /** Some received, the rest still due. */
  partially_paid = 'partially_paid',
  paid = 'paid',
  /** More received than due: staff decide about a refund. */
  overpaid = 'overpaid',
}

/** How staff and exports name each payment state. */
export const PAYMENT_STATE_LABELS: Record<PaymentState, string> = {
  [PaymentState.unpaid]: 'Nezaplaceno',
  [PaymentState.partially_paid]: 'Zaplaceno zčásti',
  [PaymentState.paid]: 'Zaplaceno',
  [PaymentState.overpaid]: 'Přeplaceno',
};

const PAID_IN_FULL: readonly string[] = [PaymentState.paid, PaymentState.overpaid];
const UNPAID: string = PaymentState.unpaid;

/** Paid in full (or more): nothing is due. */
export const isPaidInFull = (state: string | null) => state !== null && PAID_IN_FULL.includes(state);

/** Some money has come for it. A state the reader may not see (null: a lector) says nothing. */
export const holdsPayment = (state: string | null) => state !== null && state !== UNPAID;

/** Where a payment was recorded from. */
export enum PaymentSource {
  /** A bank statement file staff imported (GPC, camt.053, Fio CSV or JSON). */
  statement = 'statement',
  /** Fetched from the bank's API (Fio). */
  bank_api = 'bank_api',
  /** Cash taken by staff, with a receipt number. */
  cash = 'cash',
  /** "Zaplaceno" ticked by staff without a bank record: what is due, assumed received. */
  manual = 'manual',
  /** Paid by card, Apple Pay or Google Pay through the card gateway (Comgate), once its state said PAID. */
  card = 'card',
}

/** A card payment at the gateway, as the app knows it (modules/payments/card): `pending` until the
 * gateway says otherwise; `mismatched` when it says paid for another amount or currency than was
 * created (staff look at it, nothing is recorded); `expired` when nothing final came in 7 days. */
export enum CardPaymentState {
  pending = 'pending',
  paid = 'paid',
  cancelled = 'cancelled',
  mismatched = 'mismatched',
  expired = 'expired',
}

/** A refund (issue 46): a card one is `pending` until the gateway said done (`refunded`) or refused
 * it (`failed`, the money counts as received again); a bank or cash one waits for the payment-order
 * file (`to_transfer`) until staff say their bank sent it (`transferred`). */
export enum RefundState {
  pending = 'pending',
  refunded = 'refunded',
  failed = 'failed',
  to_transfer = 'to_transfer',
  transferred = 'transferred',
}

/** How money goes back: to the card it came from, or by a bank transfer to the parent's account. */
export enum RefundMethod {
  card = 'card',
  transfer = 'transfer',
}

export enum RegistrationType {
  course = 'course',
  camp = 'camp',
}

/** Whether a course or camp takes a child: on a place, only as a replacement (capacity reached), or not
 * at all (maxCapacity reached, replacements included). */
export enum Availability {
  free = 'free',
  replacementsOnly = 'replacementsOnly',
  closed = 'closed',
}

export enum Role {
  administrator = 'administrator',
  lector = 'lector',
}

/** ISO 8601 numbering: 1 = Monday ... 7 = Sunday. */
export enum DayOfWeek {
  monday = 1,
  tuesday = 2,
  wednesday = 3,
  thursday = 4,
  friday = 5,
  saturday = 6,
  sunday = 7,
}

/** What a picture can belong to. */
export enum PictureOwner {
  gallery = 'gallery',
  course = 'course',
  camp = 'camp',
  branch = 'branch',
  news = 'news',
  user = 'user',
  supporter = 'supporter',
}

/** Direction of a sorted staff list. */
export enum SortDirection {
  asc = 'asc',
  desc = 'desc',
}

/** Columns the staff registrations grid may sort by (server side, before paging). */
export enum RegistrationSortField {
  createdAt = 'createdAt',
  childFullName = 'childFullName',
  childBornYear = 'childBornYear',
  parentLastName = 'parentLastName',
  email = 'email',
  phone = 'phone',
  type = 'type',
  paymentState = 'paymentState',
  replacement = 'replacement',
  variableSymbol = 'variableSymbol',
  cancelledAt = 'cancelledAt',
}

/** Lists of the string enums' values, for database checks, selects and validation. */
export const AGE_CATEGORIES = Object.values(AgeCategory);
export const ACTIVITY_TYPES = Object.values(ActivityType);
export const COURSE_LEVELS = Object.values(CourseLevel);
export const PAYMENT_STATES = Object.values(PaymentState);
export const REGISTRATION_TYPES = Object.values(RegistrationType);
export const ROLES = Object.values(Role);
export const PICTURE_OWNERS = Object.values(PictureOwner);
export const DAYS_OF_WEEK: DayOfWeek[] = [1, 2, 3, 4, 5, 6, 7];
