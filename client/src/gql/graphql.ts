/* eslint-disable */
/** What the children do */
export type ActivityType =
  | 'creative'
  | 'dancing'
  | 'other'
  | 'sport';

/** Age band of a course or camp */
export type AgeCategory =
  | 'babies'
  | 'older_children'
  | 'preschool'
  | 'uncategorized'
  | 'younger_children';

/** A part of a payment paying one registration */
export type AllocationPartInput = {
  /** In haléře */
  amountHaler: number;
  registrationId: number;
};

/** One tap: a child’s state at a lesson, with the time it was made on the phone */
export type AttendanceMarkInput = {
  lessonId: string | number;
  markedAt: string;
  registrationId: number;
  state: AttendanceState;
};

/** A child at a lesson: přítomen, nepřítomen, omluven */
export type AttendanceState =
  | 'absent'
  | 'excused'
  | 'present';

/** free: places left; replacementsOnly: capacity reached; closed: maxCapacity reached, nothing is taken */
export type Availability =
  | 'closed'
  | 'free'
  | 'replacementsOnly';

/** Empty values are ignored; text matches case-insensitively anywhere in the value */
export type BranchFilter = {
  active?: boolean | null | undefined;
  address?: string | null | undefined;
  /** Accepted for older clients; every branch passes it */
  availability?: string | null | undefined;
  /** ISO date: created that day */
  createdAt?: string | null | undefined;
  description?: string | null | undefined;
  email?: string | null | undefined;
  id?: number | null | undefined;
  phone?: string | null | undefined;
  title?: string | null | undefined;
  visible?: boolean | null | undefined;
  web?: string | null | undefined;
};

export type BranchInput = {
  active?: boolean | null | undefined;
  address: string;
  description?: string | null | undefined;
  /** One of the districts (okresy), or empty */
  district?: string | null | undefined;
  email?: string | null | undefined;
  phone?: string | null | undefined;
  title: string;
  /** The version a change was made from: if the item has changed since, the change is refused (RECORD_CHANGED_MEANWHILE); without it the change overwrites. Ignored on creation */
  version?: number | null | undefined;
  visible?: boolean | null | undefined;
  web?: string | null | undefined;
};

/** Order of the Branch list; ties keep its default order */
export type BranchSort = {
  direction?: SortDirection;
  field: BranchSortField;
};

/** What the Branch list sorts by */
export type BranchSortField =
  | 'active'
  | 'address'
  | 'email'
  | 'title'
  | 'visible';

/** Empty values are ignored; text matches case-insensitively anywhere in the value, type and category case-insensitively as a whole */
export type CampFilter = {
  active?: boolean | null | undefined;
  /** Accepted for the old clients; passes every camp */
  availability?: string | null | undefined;
  branchId?: number | null | undefined;
  capacity?: number | null | undefined;
  /** Age category, any letter case */
  category?: string | null | undefined;
  /** ISO date: created that day */
  createdAt?: string | null | undefined;
  description?: string | null | undefined;
  /** ISO date: starts that day */
  from?: string | null | undefined;
  id?: number | null | undefined;
  maxCapacity?: number | null | undefined;
  price?: number | null | undefined;
  title?: string | null | undefined;
  /** ISO date: ends that day */
  to?: string | null | undefined;
  /** Activity type, any letter case */
  type?: string | null | undefined;
  visible?: boolean | null | undefined;
};

export type CampInput = {
  active?: boolean | null | undefined;
  branchId?: number | null | undefined;
  /** Places with a confirmed registration */
  capacity: number;
  category: AgeCategory;
  description?: string | null | undefined;
  /** First day (ISO date) */
  from: string;
  /** The lector who runs the camp (a user) */
  lectorId?: number | null | undefined;
  /** Places including replacements; at least the capacity */
  maxCapacity: number;
  /** Hours a family has to accept a freed place of the camp (1–168); left out: unchanged (a new camp: 48) */
  offerHours?: number | null | undefined;
  /** Price of the whole camp in Kč */
  price: number;
  title: string;
  /** Last day (ISO date) */
  to: string;
  type: ActivityType;
  /** The version a change was made from: if the item has changed since, the change is refused (RECORD_CHANGED_MEANWHILE); without it the change overwrites. Ignored on creation */
  version?: number | null | undefined;
  visible?: boolean | null | undefined;
};

/** Order of the Camp list; ties keep its default order */
export type CampSort = {
  direction?: SortDirection;
  field: CampSortField;
};

/** What the Camp list sorts by */
export type CampSortField =
  | 'active'
  | 'capacity'
  | 'category'
  | 'from'
  | 'maxCapacity'
  | 'price'
  | 'title'
  | 'to'
  | 'type'
  | 'visible';

/** A card payment at the gateway: pending, paid, cancelled, mismatched (another amount), expired */
export type CardPaymentState =
  | 'cancelled'
  | 'expired'
  | 'mismatched'
  | 'paid'
  | 'pending';

/** Cash taken by staff for a registration */
export type CashPaymentInput = {
  /** In haléře */
  amountHaler: number;
  /** ISO date the cash was taken */
  bookedOn: string;
  receiptNumber: string;
  registrationId: number;
};

export type ConsentAction =
  | 'given'
  | 'withdrawn';

/** form: the registration form; parent_page: the parent’s own page; staff: the back-office */
export type ConsentSource =
  | 'form'
  | 'parent_page'
  | 'staff';

/** Empty values are ignored; text matches case-insensitively anywhere in the value, type and category case-insensitively as a whole */
export type CourseFilter = {
  active?: boolean | null | undefined;
  /** A child of this age in whole years fits the age category */
  age?: number | null | undefined;
  /** Accepted for the old clients; passes every course */
  availability?: string | null | undefined;
  /** Has a weekly slot at this branch */
  branchId?: number | null | undefined;
  capacity?: number | null | undefined;
  /** Age category, any letter case */
  category?: string | null | undefined;
  /** ISO date: created that day */
  createdAt?: string | null | undefined;
  /** Has a weekly slot on this day (1 = Monday ... 7 = Sunday) */
  dayOfWeek?: number | null | undefined;
  description?: string | null | undefined;
  /** ISO date */
  endDate?: string | null | undefined;
  /** true: only courses with a free place (false or empty: every course) */
  hasFreeSpots?: boolean | null | undefined;
  id?: number | null | undefined;
  /** beginner, intermediate, advanced; any letter case */
  level?: string | null | undefined;
  /** Contained anywhere, any letter case */
  location?: string | null | undefined;
  maxCapacity?: number | null | undefined;
  numberOfLessons?: number | null | undefined;
  order?: number | null | undefined;
  price?: number | null | undefined;
  pricePerLesson?: number | null | undefined;
  /** ISO date */
  startDate?: string | null | undefined;
  /** Contained anywhere, any letter case */
  time?: string | null | undefined;
  title?: string | null | undefined;
  /** Activity type, any letter case */
  type?: string | null | undefined;
  visible?: boolean | null | undefined;
};

export type CourseInput = {
  active?: boolean | null | undefined;
  /** Places with a confirmed registration */
  capacity: number;
  category: AgeCategory;
  description?: string | null | undefined;
  /** ISO date */
  endDate?: string | null | undefined;
  /** Left out: unchanged (a new course: 12) */
  excuseCutoffHours?: number | null | undefined;
  /** Who it is for by what the children already know */
  level?: CourseLevel | null | undefined;
  location?: string | null | undefined;
  makeupGroup?: string | null | undefined;
  /** Left out: unchanged (a new course: 60) */
  makeupValidDays?: number | null | undefined;
  /** Places including replacements; at least the capacity */
  maxCapacity: number;
  numberOfLessons?: number | null | undefined;
  /** Hours a family has to accept a freed place of the course (1–168); left out: unchanged (a new course: 48) */
  offerHours?: number | null | undefined;
  /** Display order; missing sorts last */
  order?: number | null | undefined;
  /** Price of the whole course in Kč */
  price: number;
  pricePerLesson?: number | null | undefined;
  /** ISO date */
  startDate?: string | null | undefined;
  time?: string | null | undefined;
  title: string;
  type: ActivityType;
  /** The version a change was made from: if the item has changed since, the change is refused (RECORD_CHANGED_MEANWHILE); without it the change overwrites. Ignored on creation */
  version?: number | null | undefined;
  visible?: boolean | null | undefined;
};

/** Who a course is for: beginner (začátečníci), intermediate (mírně pokročilí), advanced (pokročilí) */
export type CourseLevel =
  | 'advanced'
  | 'beginner'
  | 'intermediate';

/** Order of the Course list; ties keep its default order */
export type CourseSort = {
  direction?: SortDirection;
  field: CourseSortField;
};

/** What the Course list sorts by */
export type CourseSortField =
  | 'active'
  | 'capacity'
  | 'category'
  | 'endDate'
  | 'level'
  | 'maxCapacity'
  | 'numberOfLessons'
  | 'order'
  | 'price'
  | 'pricePerLesson'
  | 'startDate'
  | 'title'
  | 'type'
  | 'visible';

export type EmployerInvoiceInput = {
  address: string;
  companyId: string;
  name: string;
  note?: string | null | undefined;
};

/** operational (provozní: always sent) or informational (informační: not to families who opted out) */
export type FamilyMessageKind =
  | 'informational'
  | 'operational';

/** How full a course slot or camp is */
export type Fullness =
  | 'filling'
  | 'full'
  | 'nearly_empty';

/** Empty values are ignored; text matches case-insensitively anywhere in the value */
export type GalleryFilter = {
  /** ISO date: created that day */
  createdAt?: string | null | undefined;
  description?: string | null | undefined;
  id?: number | null | undefined;
  title?: string | null | undefined;
  visible?: boolean | null | undefined;
};

export type GalleryInput = {
  description?: string | null | undefined;
  title: string;
  /** The version a change was made from: if the item has changed since, the change is refused (RECORD_CHANGED_MEANWHILE); without it the change overwrites. Ignored on creation */
  version?: number | null | undefined;
  visible?: boolean | null | undefined;
};

/** Order of the Gallery list; ties keep its default order */
export type GallerySort = {
  direction?: SortDirection;
  field: GallerySortField;
};

/** What the Gallery list sorts by */
export type GallerySortField =
  | 'createdAt'
  | 'title'
  | 'visible';

/** A new version of a legal text */
export type LegalTextInput = {
  /** The version it was edited from: publishing over a newer one is LEGAL_TEXT_CHANGED */
  baseVersion?: number | null | undefined;
  /** The text in its markup (see LegalText.body) */
  body: string;
};

/** conditions (/conditions), gdpr (/gdpr), photo (/agreementPhoto) */
export type LegalTextKind =
  | 'conditions'
  | 'gdpr'
  | 'photo';

export type LessonMoveInput = {
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm */
  from: string;
  /** HH:mm */
  to: string;
};

/** Planned, moved to another day or time, cancelled, or a make-up lesson */
export type LessonStatus =
  | 'cancelled'
  | 'makeup'
  | 'moved'
  | 'regular';

export type MakeupCreditOrigin =
  | 'cancelled'
  | 'excuse'
  | 'staff';

/** available, booked on a lesson, used, expired, revoked by staff */
export type MakeupCreditState =
  | 'available'
  | 'booked'
  | 'expired'
  | 'revoked'
  | 'used';

export type MakeupLessonInput = {
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm */
  from: string;
  scheduleId: number;
  /** HH:mm */
  to: string;
};

/** Exactly one of: a course slot, a whole course, a camp, one lesson, chosen registrations */
export type MessageAudienceInput = {
  campId?: number | null | undefined;
  courseId?: number | null | undefined;
  /** A lesson of a slot (`s12-2026-03-02`) or a camp day */
  lessonId?: string | number | null | undefined;
  registrationIds?: Array<number> | null | undefined;
  scheduleId?: number | null | undefined;
};

export type MessageChannel =
  | 'email'
  | 'sms';

export type MessageInput = {
  audience: MessageAudienceInput;
  /** E-mail unless given */
  channels?: Array<MessageChannel> | null | undefined;
  /** Also the children on the waiting list (never cancelled registrations) */
  includeReplacements?: boolean | null | undefined;
  kind: FamilyMessageKind;
  subject: string;
  text: string;
};

export type MessagePreviewInput = {
  audience: MessageAudienceInput;
  /** E-mail unless given */
  channels?: Array<MessageChannel> | null | undefined;
  /** Also the children on the waiting list (never cancelled registrations) */
  includeReplacements?: boolean | null | undefined;
  kind: FamilyMessageKind;
};

/** Empty values are ignored; text matches case-insensitively anywhere in the value */
export type NewsFilter = {
  active?: boolean | null | undefined;
  /** ISO date: created that day */
  createdAt?: string | null | undefined;
  /** ISO date */
  endDate?: string | null | undefined;
  id?: number | null | undefined;
  /** ISO date */
  startDate?: string | null | undefined;
  text?: string | null | undefined;
  title?: string | null | undefined;
  visible?: boolean | null | undefined;
};

export type NewsInput = {
  active?: boolean | null | undefined;
  /** Shown until this day (ISO date) */
  endDate?: string | null | undefined;
  /** Shown from this day (ISO date) */
  startDate?: string | null | undefined;
  text: string;
  title: string;
  /** The version a change was made from: if the item has changed since, the change is refused (RECORD_CHANGED_MEANWHILE); without it the change overwrites. Ignored on creation */
  version?: number | null | undefined;
  visible?: boolean | null | undefined;
};

/** Order of the News list; ties keep its default order */
export type NewsSort = {
  direction?: SortDirection;
  field: NewsSortField;
};

/** What the News list sorts by */
export type NewsSortField =
  | 'active'
  | 'createdAt'
  | 'endDate'
  | 'startDate'
  | 'title'
  | 'visible';

export type NonTeachingDayInput = {
  /** Empty: every branch */
  branchId?: number | null | undefined;
  /** YYYY-MM-DD */
  from: string;
  title: string;
  /** YYYY-MM-DD */
  to: string;
};

/** What happened on a family’s own page */
export type ParentActivityType =
  | 'cancelled'
  | 'contact_changed'
  | 'email_change_requested'
  | 'email_changed'
  | 'link_sent'
  | 'offer_accepted'
  | 'offer_declined'
  | 'request_created'
  | 'request_handled'
  | 'viewed';

/** What confirming a new e-mail address did */
export type ParentEmailChangeOutcome =
  /** The family moved to the address; a fresh link to its page went there by e-mail */
  | 'changed'
  /** The address has registrations of its own: staff decide, nothing moved yet */
  | 'staff_review';

/** Where a registration stands, as the parent’s own page says it */
export type ParentRegistrationState =
  | 'cancelled'
  | 'confirmed'
  | 'offered'
  | 'promoted'
  | 'replacement';

export type ParentRequestState =
  | 'done'
  | 'open'
  | 'rejected';

/** What a parent asks staff for from their page */
export type ParentRequestType =
  | 'email_change'
  | 'employer_invoice'
  | 'erasure'
  | 'paid_cancellation';

/** The payments grid: empty values are ignored */
export type PaymentFilter = {
  /** In haléře */
  amountHaler?: number | null | undefined;
  /** ISO date: booked that day or later */
  bookedFrom?: string | null | undefined;
  /** ISO date: booked that day or earlier */
  bookedTo?: string | null | undefined;
  id?: number | null | undefined;
  /** statement, bank_api, cash or manual */
  source?: string | null | undefined;
  /** paired, unmatched, partial, overpaid, refused, reversed */
  state?: string | null | undefined;
  /** Contained in the counter-account, its name or the message */
  text?: string | null | undefined;
  /** The variable symbol, its digits (leading zeros do not matter) */
  variableSymbol?: string | null | undefined;
};

/** Order of the payments grid; ties keep the newest first */
export type PaymentSort = {
  direction?: SortDirection;
  /** bookedOn, amountHaler, variableSymbol or counterName */
  field: string;
};

/** Where a payment was recorded from */
export type PaymentSource =
  | 'bank_api'
  | 'card'
  | 'cash'
  | 'manual'
  | 'statement';

/** From the payments paired with a registration and what is due: unpaid, partially_paid, paid, overpaid */
export type PaymentState =
  | 'overpaid'
  | 'paid'
  | 'partially_paid'
  | 'unpaid';

/** What a picture belongs to */
export type PictureOwner =
  | 'branch'
  | 'camp'
  | 'course'
  | 'gallery'
  | 'news'
  | 'supporter'
  | 'user';

/** Empty values are ignored; text matches parents, child, e-mail, phone and variable symbol */
export type RegistrationFilter = {
  branchId?: number | null | undefined;
  campId?: number | null | undefined;
  cancelled?: boolean | null | undefined;
  courseId?: number | null | undefined;
  /** ISO date: created that day */
  createdAt?: string | null | undefined;
  /** ISO date: created that day or later */
  createdFrom?: string | null | undefined;
  /** ISO date: created that day or earlier */
  createdTo?: string | null | undefined;
  customerId?: number | null | undefined;
  id?: number | null | undefined;
  /** Where the newest waiting-list offer stands, as of now (offered, accepted, declined, expired, withdrawn) */
  offerState?: string | null | undefined;
  /** paid or unpaid, any letter case */
  paymentState?: string | null | undefined;
  replacement?: boolean | null | undefined;
  scheduleId?: number | null | undefined;
  /** Each word contained in the parent or child name, e-mail or variable symbol, without regard to case or diacritics; a phone number or "VS 123" by its digits however written */
  text?: string | null | undefined;
  /** course or camp, any letter case */
  type?: string | null | undefined;
};

/** The registration form */
export type RegistrationInput = {
  /** For a camp */
  campId?: number | null | undefined;
  /** The child's birth date (ISO date) */
  childBornYear: string;
  childFullName: string;
  email: string;
  note?: string | null | undefined;
  parentFirstName: string;
  parentLastName: string;
  personalDataConsent: boolean;
  phone: string;
  photoConsent?: boolean | null | undefined;
  /** For a course: the chosen schedule slot */
  scheduleId?: number | null | undefined;
  type: RegistrationType;
};

/** Order of the staff registrations grid; ties keep the newest first */
export type RegistrationSort = {
  direction?: SortDirection;
  field: RegistrationSortField;
};

/** What the registrations grid sorts by */
export type RegistrationSortField =
  | 'cancelledAt'
  | 'childBornYear'
  | 'childFullName'
  | 'createdAt'
  | 'email'
  | 'parentLastName'
  | 'paymentState'
  | 'phone'
  | 'replacement'
  | 'type'
  | 'variableSymbol';

/** course: weekly lessons for a term; camp: a run of days */
export type RegistrationType =
  | 'camp'
  | 'course';

/** Staff edit: the form, plus the waiting-list flag */
export type RegistrationUpdateInput = {
  /** The branch, as the spec's client sends it: the slot's or camp's own; another one is refused */
  branchId?: number | null | undefined;
  /** For a camp */
  campId?: number | null | undefined;
  /** The child's birth date (ISO date) */
  childBornYear: string;
  childFullName: string;
  email: string;
  note?: string | null | undefined;
  parentFirstName: string;
  parentLastName: string;
  personalDataConsent: boolean;
  phone: string;
  photoConsent?: boolean | null | undefined;
  /** Empty: keep (or, when moved, a place if one is free) */
  replacement?: boolean | null | undefined;
  /** For a course: the chosen schedule slot */
  scheduleId?: number | null | undefined;
  type: RegistrationType;
};

export type RequestHandlingInput = {
  /** With done on an employer’s invoice request: issues the invoice to the employer and e-mails it to the parent first */
  issueInvoice?: boolean | null | undefined;
  note?: string | null | undefined;
  /** done or rejected */
  state: ParentRequestState;
};

/** Staff role */
export type Role =
  | 'administrator'
  | 'lector';

/** Empty values are ignored; category and type are the course’s, in any letter case */
export type ScheduleFilter = {
  /** A child of this age in whole years fits the course’s age category */
  age?: number | null | undefined;
  branchId?: number | null | undefined;
  /** Age category of the course, any letter case */
  category?: string | null | undefined;
  courseId?: number | null | undefined;
  /** ISO date: created that day */
  createdAt?: string | null | undefined;
  /** 1 = Monday ... 7 = Sunday */
  dayOfWeek?: number | null | undefined;
  /** true: only slots of courses with a free place (false or empty: every slot) */
  hasFreeSpots?: boolean | null | undefined;
  id?: number | null | undefined;
  lectorId?: number | null | undefined;
  /** Level of the course (beginner, intermediate, advanced), any letter case */
  level?: string | null | undefined;
  order?: number | null | undefined;
  /** Activity type of the course, any letter case */
  type?: string | null | undefined;
};

export type ScheduleInput = {
  branchId: number;
  courseId: number;
  /** 1 = Monday ... 7 = Sunday */
  dayOfWeek: number;
  /** Start, HH:mm */
  from: string;
  lectorId?: number | null | undefined;
  /** Left out: unchanged (a new slot: 0) */
  makeupPlaces?: number | null | undefined;
  order?: number | null | undefined;
  /** End, HH:mm */
  to: string;
  /** The version a change was made from: if the item has changed since, the change is refused (RECORD_CHANGED_MEANWHILE); without it the change overwrites. Ignored on creation */
  version?: number | null | undefined;
};

/** asc: ascending; desc: descending */
export type SortDirection =
  | 'asc'
  | 'desc';

/** Empty values are ignored; text matches case-insensitively anywhere in the value */
export type SupporterFilter = {
  id?: number | null | undefined;
  name?: string | null | undefined;
  url?: string | null | undefined;
};

export type SupporterInput = {
  name: string;
  /** Order in the footer: lower first (default 0) */
  position?: number | null | undefined;
  /** https address of the supporter’s web page */
  url: string;
  /** The version a change was made from: if the item has changed since, the change is refused (RECORD_CHANGED_MEANWHILE); without it the change overwrites. Ignored on creation */
  version?: number | null | undefined;
};

/** Order of the Supporter list; ties keep its default order */
export type SupporterSort = {
  direction?: SortDirection;
  field: SupporterSortField;
};

/** What the Supporter list sorts by */
export type SupporterSortField =
  | 'name'
  | 'position';

/** Empty values are ignored; text matches case-insensitively anywhere in the value */
export type UserFilter = {
  active?: boolean | null | undefined;
  /** ISO date: created that day */
  createdAt?: string | null | undefined;
  email?: string | null | undefined;
  id?: number | null | undefined;
  name?: string | null | undefined;
  /** administrator or lector, any letter case */
  role?: string | null | undefined;
  username?: string | null | undefined;
  visible?: boolean | null | undefined;
};

export type UserInput = {
  active?: boolean | null | undefined;
  description?: string | null | undefined;
  email?: string | null | undefined;
  emailPublic?: boolean | null | undefined;
  name: string;
  /** Required for a new user; on update, empty keeps the current password */
  password?: string | null | undefined;
  phone?: string | null | undefined;
  role: Role;
  username: string;
  /** The version a change was made from: if the item has changed since, the change is refused (RECORD_CHANGED_MEANWHILE); without it the change overwrites. Ignored on creation */
  version?: number | null | undefined;
  visible?: boolean | null | undefined;
};

/** Order of the User list; ties keep its default order */
export type UserSort = {
  direction?: SortDirection;
  field: UserSortField;
};

/** What the User list sorts by */
export type UserSortField =
  | 'active'
  | 'email'
  | 'name'
  | 'role'
  | 'username'
  | 'visible';

/** Empty values are ignored; text matches case-insensitively anywhere in the value */
export type VideoFilter = {
  /** ISO date: created that day */
  createdAt?: string | null | undefined;
  id?: number | null | undefined;
  title?: string | null | undefined;
  url?: string | null | undefined;
  visible?: boolean | null | undefined;
};

export type VideoInput = {
  title: string;
  /** Page or embed address of the video */
  url: string;
  /** The version a change was made from: if the item has changed since, the change is refused (RECORD_CHANGED_MEANWHILE); without it the change overwrites. Ignored on creation */
  version?: number | null | undefined;
  visible?: boolean | null | undefined;
};

/** Order of the Video list; ties keep its default order */
export type VideoSort = {
  direction?: SortDirection;
  field: VideoSortField;
};

/** What the Video list sorts by */
export type VideoSortField =
  | 'title'
  | 'visible';

/** Where an offer of a freed place stands; only `offered` holds the place, until its deadline */
export type WaitlistOfferState =
  | 'accepted'
  | 'declined'
  | 'expired'
  | 'offered'
  | 'withdrawn';

export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };