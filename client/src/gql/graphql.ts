/* eslint-disable */
/** What the children do */
export type ActivityType =
  /** Arts and crafts ("Tvoření") */
  | 'creative'
  /** Dance ("Tanec") */
  | 'dancing'
  /** Anything else ("Ostatní") */
  | 'other'
  /** Sport and movement ("Sport") */
  | 'sport';

/** Age band of a course or camp */
export type AgeCategory =
  /** Children of 2 to 4 years ("Batolata (2–4 roky)") */
  | 'babies'
  /** Children of 12 to 15 years ("Starší děti (12–15 let)") */
  | 'older_children'
  /** Children of 4 to 6 years ("Předškoláci (4–6 let)") */
  | 'preschool'
  /** Any age ("Bez kategorie") */
  | 'uncategorized'
  /** Children of 6 to 12 years ("Mladší děti (6–12 let)") */
  | 'younger_children';

/** A part of a payment paying one registration */
export type AllocationPartInput = {
  /** In haléře */
  amountHaler: number;
  /** The registration this part pays */
  registrationId: number;
};

/** One tap: a child’s state at a lesson, with the time it was made on the phone */
export type AttendanceMarkInput = {
  /** The lesson's id (s<scheduleId>-<planned day> or c<campId>-<day>) */
  lessonId: string | number;
  /** When the tap was made on the phone; a time later than the server's now counts as now */
  markedAt: string;
  /** The child's registration */
  registrationId: number;
  /** Přítomen, nepřítomen or omluven */
  state: AttendanceState;
};

/** A child at a lesson: přítomen, nepřítomen, omluven */
export type AttendanceState =
  /** Nepřítomen: the child did not come, not excused */
  | 'absent'
  /** Omluven: excused by the parent (from their page) or by staff */
  | 'excused'
  /** Přítomen: the child came */
  | 'present';

/** free: places left; replacementsOnly: capacity reached; closed: maxCapacity reached, nothing is taken */
export type Availability =
  /** maxCapacity reached, replacements included: nothing more is taken */
  | 'closed'
  /** Places left: a registration gets a place */
  | 'free'
  /** Capacity reached: a registration goes on the waiting list as a replacement (náhradník) */
  | 'replacementsOnly';

/** Empty values are ignored; text matches case-insensitively anywhere in the value */
export type BranchFilter = {
  /** Only items whose active is this (true or false) */
  active?: boolean | null | undefined;
  /** Only items whose address contains this text anywhere, any letter case */
  address?: string | null | undefined;
  /** Accepted for older clients; every branch passes it */
  availability?: string | null | undefined;
  /** ISO date: created that day */
  createdAt?: string | null | undefined;
  /** Only items whose description contains this text anywhere, any letter case */
  description?: string | null | undefined;
  /** Only items whose email contains this text anywhere, any letter case */
  email?: string | null | undefined;
  /** Only items whose id equals this number */
  id?: number | null | undefined;
  /** Only branches whose phone contains these digits, however written ("777 111" finds +420777111222) */
  phone?: string | null | undefined;
  /** Only items whose title contains this text anywhere, any letter case */
  title?: string | null | undefined;
  /** Only items whose visible is this (true or false) */
  visible?: boolean | null | undefined;
  /** Only items whose web contains this text anywhere, any letter case */
  web?: string | null | undefined;
};

/** A branch's values, as administrators enter them */
export type BranchInput = {
  /** Off: no longer used; hidden from the public */
  active?: boolean | null | undefined;
  /** Street, number and town: the map looks it up on saving */
  address: string;
  /** A longer text about the place; empty for none */
  description?: string | null | undefined;
  /** One of the districts (okresy), or empty */
  district?: string | null | undefined;
  /** An e-mail address of the place, shown on the site; empty for none */
  email?: string | null | undefined;
  /** A phone of the place, shown on the site; empty for none */
  phone?: string | null | undefined;
  /** The branch's name as the site shows it (one line) */
  title: string;
  /** In English and Ukrainian (issue 49) */
  translations?: TextTranslationsInput | null | undefined;
  /** The version a change was made from: if the item has changed since, the change is refused (RECORD_CHANGED_MEANWHILE); without it the change overwrites. Ignored on creation */
  version?: number | null | undefined;
  /** Shown on the public site (when also active) */
  visible?: boolean | null | undefined;
  /** The place's own web address; empty for none */
  web?: string | null | undefined;
};

/** Order of the Branch list; ties keep its default order */
export type BranchSort = {
  /** Ascending unless given */
  direction?: SortDirection;
  /** The column to sort by */
  field: BranchSortField;
};

/** What the Branch list sorts by */
export type BranchSortField =
  /** By the list's column "Aktivní" */
  | 'active'
  /** By the list's column "Adresa" */
  | 'address'
  /** By the list's column "E-mail" */
  | 'email'
  /** By the list's column "Název" */
  | 'title'
  /** By the list's column "Zobrazit na webu" */
  | 'visible';

/** Where a doctor’s certificate stands */
export type CampCertificateStatus =
  /** Checked by staff */
  | 'checked'
  /** Its two years from the issue end before the camp’s last day, or have run out */
  | 'expired'
  /** Not uploaded (or deleted 60 days after the camp) */
  | 'missing'
  /** Uploaded, not checked by staff yet */
  | 'uploaded';

/** A check-out: who took the child */
export type CampCheckoutInput = {
  /** A parent, a listed person, alone, or anyone else (override) */
  collector: CampCollector;
  /** The person’s name (a listed person, or anyone else) */
  name?: string | null | undefined;
  /** The override’s note (anyone else: an administrator only, the note required) */
  note?: string | null | undefined;
  /** The child's registration */
  registrationId: number;
};

/** Who took the child: a parent, a listed person, alone („odchází sám“), anyone else (override) */
export type CampCollector =
  /** „Odchází sám“: alone, from the time the family gave */
  | 'alone'
  /** Anyone else: an administrator’s override with a note */
  | 'other'
  /** A parent */
  | 'parent'
  /** A person the family listed (by name) */
  | 'person';

/** Empty values are ignored; text matches case-insensitively anywhere in the value, type and category case-insensitively as a whole */
export type CampFilter = {
  /** Only items whose active is this (true or false) */
  active?: boolean | null | undefined;
  /** Accepted for the old clients; passes every camp */
  availability?: string | null | undefined;
  /** Only items whose branchId equals this number */
  branchId?: number | null | undefined;
  /** Only items whose capacity equals this number */
  capacity?: number | null | undefined;
  /** Age category, any letter case */
  category?: string | null | undefined;
  /** ISO date: created that day */
  createdAt?: string | null | undefined;
  /** Only items whose description contains this text anywhere, any letter case */
  description?: string | null | undefined;
  /** ISO date: starts that day */
  from?: string | null | undefined;
  /** Only items whose id equals this number */
  id?: number | null | undefined;
  /** Only items whose maxCapacity equals this number */
  maxCapacity?: number | null | undefined;
  /** Only items whose price equals this number */
  price?: number | null | undefined;
  /** Only items whose title contains this text anywhere, any letter case */
  title?: string | null | undefined;
  /** ISO date: ends that day */
  to?: string | null | undefined;
  /** Activity type, any letter case */
  type?: string | null | undefined;
  /** Only items whose visible is this (true or false) */
  visible?: boolean | null | undefined;
};

/** A camp's values, as administrators enter them */
export type CampInput = {
  /** Off: retired; hidden from the public and closed to the public form */
  active?: boolean | null | undefined;
  /** Days before the first day the balance is due (1–180); empty: 30 */
  balanceDueDays?: number | null | undefined;
  /** Where the camp takes place; empty for none */
  branchId?: number | null | undefined;
  /** Places with a confirmed registration */
  capacity: number;
  /** The age band it is for */
  category: AgeCategory;
  /** Doctor’s certificate asked of the families; empty: no */
  certificateRequired?: boolean | null | undefined;
  /** Health declaration asked of the families; empty: yes */
  declarationRequired?: boolean | null | undefined;
  /** Deposit (záloha) in Kč, at most the price; empty: the camp is paid at once */
  depositAmount?: number | null | undefined;
  /** A longer text for the site; empty for none */
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
  /** The title as the site shows it (one line) */
  title: string;
  /** Last day (ISO date) */
  to: string;
  /** In English and Ukrainian (issue 49) */
  translations?: TextTranslationsInput | null | undefined;
  /** What the children do */
  type: ActivityType;
  /** The version a change was made from: if the item has changed since, the change is refused (RECORD_CHANGED_MEANWHILE); without it the change overwrites. Ignored on creation */
  version?: number | null | undefined;
  /** Shown on the public site (when also active) */
  visible?: boolean | null | undefined;
};

/** The pickup choice on the family’s page: persons, or only the parents */
export type CampPickupInput = {
  /** „Odchází sám“ from a time; empty: never alone */
  leavesAlone?: LeavesAloneInput | null | undefined;
  /** „Jen rodiče“: only the parents collect the child */
  pickupParentsOnly?: boolean | null | undefined;
  /** Who may collect the child besides the parents (at least one unless pickupParentsOnly) */
  pickupPersons?: Array<PickupPersonInput> | null | undefined;
};

/** Order of the Camp list; ties keep its default order */
export type CampSort = {
  /** Ascending unless given */
  direction?: SortDirection;
  /** The column to sort by */
  field: CampSortField;
};

/** What the Camp list sorts by */
export type CampSortField =
  /** By the list's column "Aktivní" */
  | 'active'
  /** By the list's column "Kapacita" */
  | 'capacity'
  /** By the list's column "Věková kategorie" */
  | 'category'
  /** By the list's column "První den" */
  | 'from'
  /** By the list's column "Kapacita vč. náhradníků" */
  | 'maxCapacity'
  /** By the list's column "Cena (Kč)" */
  | 'price'
  /** By the list's column "Název" */
  | 'title'
  /** By the list's column "Poslední den" */
  | 'to'
  /** By the list's column "Typ aktivity" */
  | 'type'
  /** By the list's column "Zobrazit na webu" */
  | 'visible';

/** A card payment at the gateway: pending, paid, cancelled, mismatched (another amount), expired */
export type CardPaymentState =
  /** Cancelled at the gateway (by the parent or the bank): nothing is paid */
  | 'cancelled'
  /** Nothing final came within 7 days */
  | 'expired'
  /** The gateway said paid for another amount or currency: staff look at it, nothing is recorded */
  | 'mismatched'
  /** The gateway said paid for the amount asked: a card payment is recorded */
  | 'paid'
  /** Created; the gateway has not said it is final */
  | 'pending';

/** Cash taken by staff for a registration */
export type CashPaymentInput = {
  /** In haléře */
  amountHaler: number;
  /** ISO date the cash was taken */
  bookedOn: string;
  /** The number of the receipt given for the cash (one line) */
  receiptNumber: string;
  /** The registration the cash pays */
  registrationId: number;
};

/** Whether a consent was given or withdrawn */
export type ConsentAction =
  /** The parent gave the consent */
  | 'given'
  /** The parent withdrew it */
  | 'withdrawn';

/** form: the registration form; parent_page: the parent’s own page; staff: the back-office */
export type ConsentSource =
  /** The public registration form */
  | 'form'
  /** The parent's own page (/moje-prihlasky/<token>) */
  | 'parent_page'
  /** Staff, in the back-office */
  | 'staff';

/** Empty values are ignored; text matches case-insensitively anywhere in the value, type and category case-insensitively as a whole */
export type CourseFilter = {
  /** Only items whose active is this (true or false) */
  active?: boolean | null | undefined;
  /** A child of this age in whole years fits the age category */
  age?: number | null | undefined;
  /** Accepted for the old clients; passes every course */
  availability?: string | null | undefined;
  /** Has a weekly slot at this branch */
  branchId?: number | null | undefined;
  /** Only items whose capacity equals this number */
  capacity?: number | null | undefined;
  /** Age category, any letter case */
  category?: string | null | undefined;
  /** ISO date: created that day */
  createdAt?: string | null | undefined;
  /** Has a weekly slot on this day (1 = Monday ... 7 = Sunday) */
  dayOfWeek?: number | null | undefined;
  /** Only items whose description contains this text anywhere, any letter case */
  description?: string | null | undefined;
  /** The list's column "Do" falls on this day (ISO date, YYYY-MM-DD; a timestamp by its day in Prague) */
  endDate?: string | null | undefined;
  /** The list's column "Co s sebou" contains this text anywhere, any letter case */
  equipment?: string | null | undefined;
  /** true: only courses with a free place (false or empty: every course) */
  hasFreeSpots?: boolean | null | undefined;
  /** Only items whose id equals this number */
  id?: number | null | undefined;
  /** The list's column "Jazyk výuky" is this value (czech, english, bilingual); any letter case */
  language?: string | null | undefined;
  /** The list's column "Úroveň" is this value (beginner, intermediate, advanced); any letter case */
  level?: string | null | undefined;
  /** The list's column "Kde" contains this text anywhere, any letter case */
  location?: string | null | undefined;
  /** Only items whose maxCapacity equals this number */
  maxCapacity?: number | null | undefined;
  /** The list's column "Počet lekcí" equals this value */
  numberOfLessons?: number | null | undefined;
  /** The list's column "Pořadí" equals this value */
  order?: number | null | undefined;
  /** Only items whose price equals this number */
  price?: number | null | undefined;
  /** The list's column "Cena za lekci (Kč)" equals this value */
  pricePerLesson?: number | null | undefined;
  /** The list's column "Od" falls on this day (ISO date, YYYY-MM-DD; a timestamp by its day in Prague) */
  startDate?: string | null | undefined;
  /** The list's column "Kdy" contains this text anywhere, any letter case */
  time?: string | null | undefined;
  /** Only items whose title contains this text anywhere, any letter case */
  title?: string | null | undefined;
  /** Activity type, any letter case */
  type?: string | null | undefined;
  /** Only items whose visible is this (true or false) */
  visible?: boolean | null | undefined;
};

/** A course's values, as administrators enter them */
export type CourseInput = {
  /** Off: retired; hidden from the public and closed to the public form */
  active?: boolean | null | undefined;
  /** Places with a confirmed registration */
  capacity: number;
  /** The age band it is for */
  category: AgeCategory;
  /** A longer text for the site; empty for none */
  description?: string | null | undefined;
  /** ISO date */
  endDate?: string | null | undefined;
  /** What a child brings to the lessons (one line); empty when nothing special */
  equipment?: string | null | undefined;
  /** Left out: unchanged (a new course: 12) */
  excuseCutoffHours?: number | null | undefined;
  /** The language the lessons are taught in; empty when not said */
  language?: CourseLanguage | null | undefined;
  /** Who it is for by what the children already know */
  level?: CourseLevel | null | undefined;
  /** Where it runs, as free text; empty for none */
  location?: string | null | undefined;
  /** Courses with the same make-up group share their lessons for make-ups; empty: this course alone */
  makeupGroup?: string | null | undefined;
  /** Left out: unchanged (a new course: 60) */
  makeupValidDays?: number | null | undefined;
  /** Places including replacements; at least the capacity */
  maxCapacity: number;
  /** How many lessons the term has; empty when not said */
  numberOfLessons?: number | null | undefined;
  /** Hours a family has to accept a freed place of the course (1–168); left out: unchanged (a new course: 48) */
  offerHours?: number | null | undefined;
  /** Display order; missing sorts last */
  order?: number | null | undefined;
  /** Price of the whole course in Kč */
  price: number;
  /** Price of one lesson in Kč; empty for none */
  pricePerLesson?: number | null | undefined;
  /** ISO date */
  startDate?: string | null | undefined;
  /** When it runs, as free text; empty for none */
  time?: string | null | undefined;
  /** The title as the site shows it (one line) */
  title: string;
  /** In English and Ukrainian (issue 49) */
  translations?: TextTranslationsInput | null | undefined;
  /** What the children do */
  type: ActivityType;
  /** The version a change was made from: if the item has changed since, the change is refused (RECORD_CHANGED_MEANWHILE); without it the change overwrites. Ignored on creation */
  version?: number | null | undefined;
  /** Shown on the public site (when also active) */
  visible?: boolean | null | undefined;
};

/** The language the lessons are taught in: czech, english, bilingual */
export type CourseLanguage =
  /** bilingual (Czech and English) ("dvojjazyčně (česky a anglicky)") */
  | 'bilingual'
  /** Czech ("čeština") */
  | 'czech'
  /** English ("angličtina") */
  | 'english';

/** Who a course is for: beginner (začátečníci), intermediate (mírně pokročilí), advanced (pokročilí) */
export type CourseLevel =
  /** Children who already master the basics ("pokročilí") */
  | 'advanced'
  /** Children new to the activity ("začátečníci") */
  | 'beginner'
  /** Children with some experience ("mírně pokročilí") */
  | 'intermediate';

/** Order of the Course list; ties keep its default order */
export type CourseSort = {
  /** Ascending unless given */
  direction?: SortDirection;
  /** The column to sort by */
  field: CourseSortField;
};

/** What the Course list sorts by */
export type CourseSortField =
  /** By the list's column "Aktivní" */
  | 'active'
  /** By the list's column "Kapacita" */
  | 'capacity'
  /** By the list's column "Věková kategorie" */
  | 'category'
  /** By the list's column "Do" */
  | 'endDate'
  /** By the list's column "Jazyk výuky" */
  | 'language'
  /** By the list's column "Úroveň" */
  | 'level'
  /** By the list's column "Kapacita vč. náhradníků" */
  | 'maxCapacity'
  /** By the list's column "Počet lekcí" */
  | 'numberOfLessons'
  /** By the list's column "Pořadí" */
  | 'order'
  /** By the list's column "Cena (Kč)" */
  | 'price'
  /** By the list's column "Cena za lekci (Kč)" */
  | 'pricePerLesson'
  /** By the list's column "Od" */
  | 'startDate'
  /** By the list's column "Název" */
  | 'title'
  /** By the list's column "Typ aktivity" */
  | 'type'
  /** By the list's column "Zobrazit na webu" */
  | 'visible';

/** Empty values are ignored; text matches case-insensitively anywhere in the value */
export type DiscountFilter = {
  /** Only items whose id equals this number */
  id?: number | null | undefined;
  /** Only items whose kind equals this value, any letter case */
  kind?: string | null | undefined;
  /** Only items whose name contains this text anywhere, any letter case */
  name?: string | null | undefined;
};

/** A discount rule as administrators enter it: a percentage or an amount, never both */
export type DiscountInput = {
  /** Kč off the price */
  amount?: number | null | undefined;
  /** When it applies */
  kind: DiscountKind;
  /** What the family reads on the price (one line) */
  name: string;
  /** Percent of the price, 1-100 */
  percent?: number | null | undefined;
  /** Early-bird: registered before this day (ISO date) */
  registeredBefore?: string | null | undefined;
  /** First day (ISO date) it applies */
  validFrom: string;
  /** Last day (ISO date) it applies */
  validUntil: string;
  /** The version a change was made from: if the item has changed since, the change is refused (RECORD_CHANGED_MEANWHILE); without it the change overwrites. Ignored on creation */
  version?: number | null | undefined;
};

/** When an automatic discount rule applies to a place taken */
export type DiscountKind =
  /** Registered before the rule's date ("Sleva za včasnou přihlášku") */
  | 'earlyBird'
  /** The same child holds a place in another course or camp whose days overlap ("Sleva na další kroužek") */
  | 'secondCourse'
  /** Another child of the same family (e-mail) holds a place in a course or camp whose days overlap ("Sourozenecká sleva") */
  | 'sibling';

/** Order of the Discount list; ties keep its default order */
export type DiscountSort = {
  /** Ascending unless given */
  direction?: SortDirection;
  /** The column to sort by */
  field: DiscountSortField;
};

/** What the Discount list sorts by */
export type DiscountSortField =
  /** By the list's column "Částka (Kč)" */
  | 'amount'
  /** By the list's column "Druh" */
  | 'kind'
  /** By the list's column "Název" */
  | 'name'
  /** By the list's column "Procenta" */
  | 'percent'
  /** By the list's column "Přihláška do" */
  | 'registeredBefore'
  /** By the list's column "Platí od" */
  | 'validFrom'
  /** By the list's column "Platí do" */
  | 'validUntil';

/** The employer a parent asks an invoice to be made out to */
export type EmployerInvoiceInput = {
  /** The employer's registered address */
  address: string;
  /** The employer's IČO, 8 digits */
  companyId: string;
  /** The employer's name (one line) */
  name: string;
  /** Anything the invoice should say (e.g. an order number); empty for nothing */
  note?: string | null | undefined;
};

/** operational (provozní: always sent) or informational (informační: not to families who opted out) */
export type FamilyMessageKind =
  /** Informační: news and offers; not sent to families who opted out (administrators only) */
  | 'informational'
  /** Provozní: about the running of a course or camp; always sent */
  | 'operational';

/** How full a course slot or camp is */
export type Fullness =
  /** Between the two */
  | 'filling'
  /** Places held reach the capacity */
  | 'full'
  /** Fewer places held than a quarter of the capacity */
  | 'nearly_empty';

/** Empty values are ignored; text matches case-insensitively anywhere in the value */
export type GalleryFilter = {
  /** ISO date: created that day */
  createdAt?: string | null | undefined;
  /** Only items whose description contains this text anywhere, any letter case */
  description?: string | null | undefined;
  /** Only items whose id equals this number */
  id?: number | null | undefined;
  /** Only items whose title contains this text anywhere, any letter case */
  title?: string | null | undefined;
  /** Only items whose visible is this (true or false) */
  visible?: boolean | null | undefined;
};

/** A gallery's values, as staff enter them */
export type GalleryInput = {
  /** A text shown with the gallery; empty for none */
  description?: string | null | undefined;
  /** The gallery's name as the site shows it (one line) */
  title: string;
  /** The version a change was made from: if the item has changed since, the change is refused (RECORD_CHANGED_MEANWHILE); without it the change overwrites. Ignored on creation */
  version?: number | null | undefined;
  /** Shown on the public site */
  visible?: boolean | null | undefined;
};

/** Order of the Gallery list; ties keep its default order */
export type GallerySort = {
  /** Ascending unless given */
  direction?: SortDirection;
  /** The column to sort by */
  field: GallerySortField;
};

/** What the Gallery list sorts by */
export type GallerySortField =
  /** By the list's column "Vytvořeno" */
  | 'createdAt'
  /** By the list's column "Název" */
  | 'title'
  /** By the list's column "Zobrazit na webu" */
  | 'visible';

/** „Odchází sám“: the child may leave the camp alone */
export type LeavesAloneInput = {
  /** From this time of day (HH:mm) */
  from: string;
};

/** A new version of a legal text */
export type LegalTextInput = {
  /** The version it was edited from: publishing over a newer one is LEGAL_TEXT_CHANGED */
  baseVersion?: number | null | undefined;
  /** The text in its markup (see LegalText.body) */
  body: string;
};

/** conditions (/conditions), gdpr (/gdpr), photo (/agreementPhoto), campDeclaration (/prohlaseni-o-bezinfekcnosti) */
export type LegalTextKind =
  /** Prohlášení o bezinfekčnosti, signed on the family’s page before a camp, shown at /prohlaseni-o-bezinfekcnosti */
  | 'campDeclaration'
  /** The terms and conditions (obchodní podmínky), shown at /conditions */
  | 'conditions'
  /** The personal data notice (GDPR), shown at /gdpr */
  | 'gdpr'
  /** The consent to photographs of the child, shown at /agreementPhoto */
  | 'photo';

/** A lesson's new day and time (Prague) */
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
  /** Cancelled by staff (the parents were e-mailed) */
  | 'cancelled'
  /** A make-up lesson staff added to the slot */
  | 'makeup'
  /** Moved by staff to another day or time (the parents were e-mailed) */
  | 'moved'
  /** Takes place as the slot plans it */
  | 'regular';

/** Why a make-up credit exists */
export type MakeupCreditOrigin =
  /** The provider cancelled a lesson without a replacing one */
  | 'cancelled'
  /** The parent excused the child in time (before the course's excuse cut-off) */
  | 'excuse'
  /** Granted by staff by hand, with a reason */
  | 'staff';

/** available, booked on a lesson, used, expired, revoked by staff */
export type MakeupCreditState =
  /** Not yet spent and not expired: it may book a make-up lesson */
  | 'available'
  /** Booked on a coming make-up lesson (cancelling in time returns it) */
  | 'booked'
  /** Its expiry passed unspent */
  | 'expired'
  /** Revoked by staff, with a reason */
  | 'revoked'
  /** Spent on a make-up lesson that took place */
  | 'used';

/** A make-up lesson for a slot's group (Prague day and time) */
export type MakeupLessonInput = {
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm */
  from: string;
  /** The slot (schedule) whose children it is for */
  scheduleId: number;
  /** HH:mm */
  to: string;
};

/** Exactly one of: a course slot, a whole course, a camp, one lesson, chosen registrations */
export type MessageAudienceInput = {
  /** The families of this camp */
  campId?: number | null | undefined;
  /** The families of every slot of this course */
  courseId?: number | null | undefined;
  /** A lesson of a slot (`s12-2026-03-02`) or a camp day */
  lessonId?: string | number | null | undefined;
  /** These registrations' families (a grid selection) */
  registrationIds?: Array<number> | null | undefined;
  /** The families of this course slot */
  scheduleId?: number | null | undefined;
};

/** How a message reaches families */
export type MessageChannel =
  /** An e-mail to the family's address */
  | 'email'
  /** A text message to the family phone (provozní only; MESSAGE_SMS_OFF unless the site sends SMS) */
  | 'sms';

/** A message to families, as staff write it */
export type MessageInput = {
  /** Who it is for */
  audience: MessageAudienceInput;
  /** E-mail unless given; SMS only with an operational message, when the site sends SMS */
  channels?: Array<MessageChannel> | null | undefined;
  /** Also the children on the waiting list (never cancelled registrations) */
  includeReplacements?: boolean | null | undefined;
  /** Operational (always sent) or informational (not to families who opted out) */
  kind: FamilyMessageKind;
  /** The SMS copy without diacritics (GSM-7); the e-mail keeps them */
  smsWithoutDiacritics?: boolean | null | undefined;
  /** The e-mail's subject (one line) */
  subject: string;
  /** The message's text (plain text) */
  text: string;
};

/** A message's audience, kind and channels, to count who it would reach */
export type MessagePreviewInput = {
  /** Who it is for */
  audience: MessageAudienceInput;
  /** E-mail unless given; SMS only with an operational message, when the site sends SMS */
  channels?: Array<MessageChannel> | null | undefined;
  /** Also the children on the waiting list (never cancelled registrations) */
  includeReplacements?: boolean | null | undefined;
  /** Operational (always sent) or informational (not to families who opted out) */
  kind: FamilyMessageKind;
  /** The SMS copy without diacritics (GSM-7); the e-mail keeps them */
  smsWithoutDiacritics?: boolean | null | undefined;
  /** The text, for the count of SMS segments */
  text?: string | null | undefined;
};

/** Empty values are ignored; text matches case-insensitively anywhere in the value */
export type NewsFilter = {
  /** Only items whose active is this (true or false) */
  active?: boolean | null | undefined;
  /** ISO date: created that day */
  createdAt?: string | null | undefined;
  /** ISO date */
  endDate?: string | null | undefined;
  /** Only items whose id equals this number */
  id?: number | null | undefined;
  /** ISO date */
  startDate?: string | null | undefined;
  /** Only items whose text contains this text anywhere, any letter case */
  text?: string | null | undefined;
  /** Only items whose title contains this text anywhere, any letter case */
  title?: string | null | undefined;
  /** Only items whose visible is this (true or false) */
  visible?: boolean | null | undefined;
};

/** A news article's values, as staff enter them */
export type NewsInput = {
  /** Off: retired; hidden from the public */
  active?: boolean | null | undefined;
  /** Shown until this day (ISO date) */
  endDate?: string | null | undefined;
  /** Shown from this day (ISO date) */
  startDate?: string | null | undefined;
  /** The article's text */
  text: string;
  /** The headline (one line) */
  title: string;
  /** In English and Ukrainian (issue 49) */
  translations?: NewsTranslationsInput | null | undefined;
  /** The version a change was made from: if the item has changed since, the change is refused (RECORD_CHANGED_MEANWHILE); without it the change overwrites. Ignored on creation */
  version?: number | null | undefined;
  /** Shown on the public site (when also active and within its dates) */
  visible?: boolean | null | undefined;
};

/** Order of the News list; ties keep its default order */
export type NewsSort = {
  /** Ascending unless given */
  direction?: SortDirection;
  /** The column to sort by */
  field: NewsSortField;
};

/** What the News list sorts by */
export type NewsSortField =
  /** By the list's column "Aktivní" */
  | 'active'
  /** By the list's column "Vytvořeno" */
  | 'createdAt'
  /** By the list's column "Do" */
  | 'endDate'
  /** By the list's column "Od" */
  | 'startDate'
  /** By the list's column "Název" */
  | 'title'
  /** By the list's column "Zobrazit na webu" */
  | 'visible';

/** A news item's headline and text in one language; empty fields: not translated */
export type NewsTranslationInput = {
  /** The text in this language; empty: not translated */
  text?: string | null | undefined;
  /** One line, as the Czech headline */
  title?: string | null | undefined;
};

/** The English and Ukrainian versions; left out: unchanged; null: all removed */
export type NewsTranslationsInput = {
  /** The English version; null or empty: not translated */
  en?: NewsTranslationInput | null | undefined;
  /** The Ukrainian version; null or empty: not translated */
  uk?: NewsTranslationInput | null | undefined;
};

/** Days without lessons: from and to inclusive, of every branch or of one */
export type NonTeachingDayInput = {
  /** Empty: every branch */
  branchId?: number | null | undefined;
  /** YYYY-MM-DD */
  from: string;
  /** What they are, e.g. "Podzimní prázdniny" (one line) */
  title: string;
  /** YYYY-MM-DD */
  to: string;
};

/** What happened on a family’s own page */
export type ParentActivityType =
  /** The parent cancelled the registration */
  | 'cancelled'
  /** The parent corrected their phone */
  | 'contact_changed'
  /** The parent asked to change their e-mail address */
  | 'email_change_requested'
  /** The parent confirmed the new address from its mailbox */
  | 'email_changed'
  /** A link to the family's page was e-mailed */
  | 'link_sent'
  /** The parent accepted a place offered from the waiting list */
  | 'offer_accepted'
  /** The parent declined a place offered from the waiting list */
  | 'offer_declined'
  /** The parent sent a request to staff */
  | 'request_created'
  /** Staff handled the parent's request */
  | 'request_handled'
  /** The parent opened their page */
  | 'viewed';

/** What confirming a new e-mail address did */
export type ParentEmailChangeOutcome =
  /** The family moved to the address; a fresh link to its page went there by e-mail */
  | 'changed'
  /** The address has registrations of its own: staff decide, nothing moved yet */
  | 'staff_review';

/** Where a registration stands, as the parent’s own page says it */
export type ParentRegistrationState =
  /** Cancelled by the parent or staff: the child holds no place */
  | 'cancelled'
  /** The child has a place */
  | 'confirmed'
  /** On the waiting list, offered a freed place until offerExpiresAt: to accept or decline */
  | 'offered'
  /** Was on the waiting list and got a place that was freed */
  | 'promoted'
  /** On the waiting list (waitingPosition says where) */
  | 'replacement';

/** Where a parent's request stands */
export type ParentRequestState =
  /** Handled (Vyřízeno) */
  | 'done'
  /** Waiting for staff (Čeká na vyřízení) */
  | 'open'
  /** Turned down (Zamítnuto) */
  | 'rejected';

/** What a parent asks staff for from their page */
export type ParentRequestType =
  /** Moving the family to an e-mail address that already has registrations: staff check with both first */
  | 'email_change'
  /** An invoice to the parent's employer (FKSP, benefits), with its name, IČO and address */
  | 'employer_invoice'
  /** Erasure of the family's personal data (GDPR art. 17) */
  | 'erasure'
  /** Cancelling a place that is (partly) paid: money has to go back, a person decides */
  | 'paid_cancellation';

/** The payments grid: empty values are ignored */
export type PaymentFilter = {
  /** In haléře */
  amountHaler?: number | null | undefined;
  /** ISO date: booked that day or later */
  bookedFrom?: string | null | undefined;
  /** ISO date: booked that day or earlier */
  bookedTo?: string | null | undefined;
  /** Only items whose id equals this number */
  id?: number | null | undefined;
  /** statement, bank_api, cash or manual */
  source?: string | null | undefined;
  /** paired, unmatched, partial, overpaid, refunded, refused, reversed */
  state?: string | null | undefined;
  /** Contained in the counter-account, its name or the message */
  text?: string | null | undefined;
  /** The variable symbol, its digits (leading zeros do not matter) */
  variableSymbol?: string | null | undefined;
};

/** Order of the payments grid; ties keep the newest first */
export type PaymentSort = {
  /** Ascending unless given */
  direction?: SortDirection;
  /** bookedOn, amountHaler, variableSymbol or counterName */
  field: string;
};

/** Where a payment was recorded from */
export type PaymentSource =
  /** Fetched from the bank's API (Fio) */
  | 'bank_api'
  /** Paid by card, Apple Pay or Google Pay through the card gateway (Comgate) */
  | 'card'
  /** Cash taken by staff, with a receipt number */
  | 'cash'
  /** "Zaplaceno" ticked by staff without a bank record: what is due, assumed received */
  | 'manual'
  /** A bank statement file staff imported (GPC, camt.053, Fio CSV or JSON) */
  | 'statement';

/** From the payments paired with a registration and what is due: unpaid, partially_paid, paid, overpaid */
export type PaymentState =
  /** More received than due: staff decide about a refund ("Přeplaceno") */
  | 'overpaid'
  /** Exactly what is due received ("Zaplaceno") */
  | 'paid'
  /** Some received, the rest still due ("Zaplaceno zčásti") */
  | 'partially_paid'
  /** Nothing received ("Nezaplaceno") */
  | 'unpaid';

/** A person the family allows to collect the child from the camp */
export type PickupPersonInput = {
  /** Full name */
  name: string;
  /** Phone (a Czech number, or international with +) */
  phone: string;
  /** Relation to the child, e.g. babička */
  relation: string;
};

/** What a picture belongs to */
export type PictureOwner =
  /** Pictures of a branch */
  | 'branch'
  /** Pictures of a camp */
  | 'camp'
  /** Pictures of a course */
  | 'course'
  /** Photos of a gallery */
  | 'gallery'
  /** Pictures of a news article */
  | 'news'
  /** Pictures of a supporter (its logo) */
  | 'supporter'
  /** Pictures of a staff user (a lector) */
  | 'user';

/** A family’s answer to the invitation to continue: invited, opened (page viewed), accepted, declined */
export type ReenrolmentState =
  /** Continues: a new registration in the successor */
  | 'accepted'
  /** Does not continue (with an optional reason) */
  | 'declined'
  /** Invited; the family page not viewed since */
  | 'invited'
  /** The family page was viewed after the invitation; no answer yet */
  | 'opened';

/** A refund staff give: how much, why, and for bank or cash money the parent’s account */
export type RefundInput = {
  /** The parent’s Czech account (19-2000145399/0800), for money that did not come by card */
  account?: string | null | undefined;
  /** In haléře; at most what the payment brought minus what it gave back */
  amount: number;
  /** A UUID per confirmation: sent again (a double click, a lost answer) it answers the first refund */
  idempotencyKey?: string | null | undefined;
  /** Why (the history and the parent’s e-mail say it) */
  reason: string;
};

/** How money goes back */
export type RefundMethod =
  /** To the card it came from, through the gateway */
  | 'card'
  /** By a bank transfer to the parent’s account (the payment-order file) */
  | 'transfer';

/** Where a refund is */
export type RefundState =
  /** By card: the gateway refused after all; the money counts as received again */
  | 'failed'
  /** By card: the gateway has not yet said it is done (asked again by a job) */
  | 'pending'
  /** By card: the gateway gave the money back */
  | 'refunded'
  /** By transfer: waits for the payment-order file */
  | 'to_transfer'
  /** By transfer: staff said their bank sent it */
  | 'transferred';

/** Staff's own discount on one registration, with the reason */
export type RegistrationDiscountInput = {
  /** Kč off the price; 0 takes the discount away */
  amount: number;
  /** Why (kept for staff and the history) */
  reason: string;
};

/** Empty values are ignored; text matches parents, child, e-mail, phone and variable symbol */
export type RegistrationFilter = {
  /** Only items whose branchId equals this number */
  branchId?: number | null | undefined;
  /** Only items whose campId equals this number */
  campId?: number | null | undefined;
  /** true: only cancelled registrations; false: only those not cancelled */
  cancelled?: boolean | null | undefined;
  /** Only registrations in a slot of this course */
  courseId?: number | null | undefined;
  /** ISO date: created that day */
  createdAt?: string | null | undefined;
  /** ISO date: created that day or later */
  createdFrom?: string | null | undefined;
  /** ISO date: created that day or earlier */
  createdTo?: string | null | undefined;
  /** Only items whose customerId equals this number */
  customerId?: number | null | undefined;
  /** Only items whose id equals this number */
  id?: number | null | undefined;
  /** Where the newest waiting-list offer stands, as of now (offered, accepted, declined, expired, withdrawn) */
  offerState?: string | null | undefined;
  /** unpaid, partially_paid, paid, overpaid; any letter case; for those who may read payments (not lectors) */
  paymentState?: string | null | undefined;
  /** Only items whose replacement is this (true or false) */
  replacement?: boolean | null | undefined;
  /** Only items whose scheduleId equals this number */
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
  /** The child's full name */
  childFullName: string;
  /** The parent's e-mail address: confirmations and the personal link go there */
  email: string;
  /** For a camp: health notes, allergies and medication (seen only by the camp’s staff) */
  healthNotes?: string | null | undefined;
  /** For a camp: the child’s health insurer */
  insurer?: string | null | undefined;
  /** The page's language (cs, en, uk): the family's e-mails are written in it; empty: Czech (staff edit: keep) */
  language?: string | null | undefined;
  /** For a camp: „odchází sám“, the child may leave alone from a time (older children) */
  leavesAlone?: LeavesAloneInput | null | undefined;
  /** A note for the lector (health, who picks the child up); empty for none */
  note?: string | null | undefined;
  /** The parent's first name (one line) */
  parentFirstName: string;
  /** The parent's surname (one line) */
  parentLastName: string;
  /** Consent to the processing of personal data: must be true */
  personalDataConsent: boolean;
  /** The parent's phone (a Czech number, or international with +) */
  phone: string;
  /** Consent to photographs of the child; false when not given */
  photoConsent?: boolean | null | undefined;
  /** For a camp: „jen rodiče“, only the parents collect the child */
  pickupParentsOnly?: boolean | null | undefined;
  /** For a camp: who may collect the child besides the parents. Send at least one, or pickupParentsOnly; [] without it is refused. Not sent: the family’s page asks for the choice later */
  pickupPersons?: Array<PickupPersonInput> | null | undefined;
  /** For a course: the chosen schedule slot */
  scheduleId?: number | null | undefined;
  /** Course or camp */
  type: RegistrationType;
};

/** Order of the staff registrations grid; ties keep the newest first */
export type RegistrationSort = {
  /** Ascending unless given */
  direction?: SortDirection;
  /** The column to sort by */
  field: RegistrationSortField;
};

/** What the registrations grid sorts by */
export type RegistrationSortField =
  /** When it was cancelled (cancelled registrations) */
  | 'cancelledAt'
  /** The child's year of birth */
  | 'childBornYear'
  /** The child's name */
  | 'childFullName'
  /** When the registration was made */
  | 'createdAt'
  /** The parent's e-mail address */
  | 'email'
  /** The parent's surname */
  | 'parentLastName'
  /** How much of what is due has been paid */
  | 'paymentState'
  /** The parent's phone */
  | 'phone'
  /** Replacements (on the waiting list) apart from places held */
  | 'replacement'
  /** Course or camp */
  | 'type'
  /** The variable symbol */
  | 'variableSymbol';

/** course: weekly lessons for a term; camp: a run of days */
export type RegistrationType =
  /** A place in a camp: a run of whole days */
  | 'camp'
  /** A place in a slot of a course: weekly lessons for a term */
  | 'course';

/** Staff edit: the form, plus the waiting-list flag */
export type RegistrationUpdateInput = {
  /** The branch, as the spec's client sends it: the slot's or camp's own; another one is refused */
  branchId?: number | null | undefined;
  /** For a camp */
  campId?: number | null | undefined;
  /** The child's birth date (ISO date) */
  childBornYear: string;
  /** The child's full name */
  childFullName: string;
  /** The parent's e-mail address: confirmations and the personal link go there */
  email: string;
  /** For a camp: health notes, allergies and medication (seen only by the camp’s staff) */
  healthNotes?: string | null | undefined;
  /** For a camp: the child’s health insurer */
  insurer?: string | null | undefined;
  /** The page's language (cs, en, uk): the family's e-mails are written in it; empty: Czech (staff edit: keep) */
  language?: string | null | undefined;
  /** For a camp: „odchází sám“, the child may leave alone from a time (older children) */
  leavesAlone?: LeavesAloneInput | null | undefined;
  /** A note for the lector (health, who picks the child up); empty for none */
  note?: string | null | undefined;
  /** The parent's first name (one line) */
  parentFirstName: string;
  /** The parent's surname (one line) */
  parentLastName: string;
  /** Consent to the processing of personal data: must be true */
  personalDataConsent: boolean;
  /** The parent's phone (a Czech number, or international with +) */
  phone: string;
  /** Consent to photographs of the child; false when not given */
  photoConsent?: boolean | null | undefined;
  /** For a camp: „jen rodiče“, only the parents collect the child */
  pickupParentsOnly?: boolean | null | undefined;
  /** For a camp: who may collect the child besides the parents. Send at least one, or pickupParentsOnly; [] without it is refused. Not sent: the family’s page asks for the choice later */
  pickupPersons?: Array<PickupPersonInput> | null | undefined;
  /** Empty: keep (or, when moved, a place if one is free) */
  replacement?: boolean | null | undefined;
  /** For a course: the chosen schedule slot */
  scheduleId?: number | null | undefined;
  /** Course or camp */
  type: RegistrationType;
};

/** How staff close a parent's request */
export type RequestHandlingInput = {
  /** With done on an employer’s invoice request: issues the invoice to the employer and e-mails it to the parent first */
  issueInvoice?: boolean | null | undefined;
  /** A note for the record (why rejected, what was done); empty for none */
  note?: string | null | undefined;
  /** done or rejected */
  state: ParentRequestState;
};

/** Staff role */
export type Role =
  /** Runs the whole back-office: content, registrations, payments, users */
  | 'administrator'
  /** Teaches: sees the lessons, rosters and attendance of their own slots and camps */
  | 'lector';

/** Empty values are ignored; category and type are the course’s, in any letter case */
export type ScheduleFilter = {
  /** A child of this age in whole years fits the course’s age category */
  age?: number | null | undefined;
  /** Only items whose branchId equals this number */
  branchId?: number | null | undefined;
  /** Age category of the course, any letter case */
  category?: string | null | undefined;
  /** Only items whose courseId equals this number */
  courseId?: number | null | undefined;
  /** ISO date: created that day */
  createdAt?: string | null | undefined;
  /** 1 = Monday ... 7 = Sunday */
  dayOfWeek?: number | null | undefined;
  /** Of the course: What a child brings to the lessons (one line) */
  equipment?: string | null | undefined;
  /** true: only slots of courses with a free place (false or empty: every slot) */
  hasFreeSpots?: boolean | null | undefined;
  /** Only items whose id equals this number */
  id?: number | null | undefined;
  /** Of the course: The language the lessons are taught in (czech, english, bilingual), any letter case */
  language?: string | null | undefined;
  /** Only items whose lectorId equals this number */
  lectorId?: number | null | undefined;
  /** Level of the course (beginner, intermediate, advanced), any letter case */
  level?: string | null | undefined;
  /** Only items whose order equals this number */
  order?: number | null | undefined;
  /** Activity type of the course, any letter case */
  type?: string | null | undefined;
};

/** A slot's values, as administrators enter them */
export type ScheduleInput = {
  /** Where the slot meets */
  branchId: number;
  /** The course the slot belongs to */
  courseId: number;
  /** 1 = Monday ... 7 = Sunday */
  dayOfWeek: number;
  /** Start, HH:mm */
  from: string;
  /** The lector (a staff user) who teaches it; empty for none yet */
  lectorId?: number | null | undefined;
  /** Left out: unchanged (a new slot: 0) */
  makeupPlaces?: number | null | undefined;
  /** Order among the course's slots (smaller first); empty for none */
  order?: number | null | undefined;
  /** End, HH:mm */
  to: string;
  /** The version a change was made from: if the item has changed since, the change is refused (RECORD_CHANGED_MEANWHILE); without it the change overwrites. Ignored on creation */
  version?: number | null | undefined;
};

/** asc: ascending; desc: descending */
export type SortDirection =
  /** Ascending: A to Z (Czech alphabetical order), smallest and earliest first */
  | 'asc'
  /** Descending: Z to A, largest and latest first */
  | 'desc';

/** Empty values are ignored; text matches case-insensitively anywhere in the value */
export type SupporterFilter = {
  /** Only items whose id equals this number */
  id?: number | null | undefined;
  /** Only items whose name contains this text anywhere, any letter case */
  name?: string | null | undefined;
  /** Only items whose url contains this text anywhere, any letter case */
  url?: string | null | undefined;
};

/** A supporter's values, as administrators enter them */
export type SupporterInput = {
  /** The supporter's name (one line) */
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
  /** Ascending unless given */
  direction?: SortDirection;
  /** The column to sort by */
  field: SupporterSortField;
};

/** What the Supporter list sorts by */
export type SupporterSortField =
  /** By the list's column "Název" */
  | 'name'
  /** By the list's column "Pořadí" */
  | 'position';

/** A title and description in one language; empty fields: not translated */
export type TextTranslationInput = {
  /** The description in this language; empty: not translated */
  description?: string | null | undefined;
  /** One line, as the Czech title */
  title?: string | null | undefined;
};

/** The English and Ukrainian versions; left out: unchanged; null: all removed */
export type TextTranslationsInput = {
  /** The English version; null or empty: not translated */
  en?: TextTranslationInput | null | undefined;
  /** The Ukrainian version; null or empty: not translated */
  uk?: TextTranslationInput | null | undefined;
};

/** Empty values are ignored; text matches case-insensitively anywhere in the value */
export type UserFilter = {
  /** Only items whose active is this (true or false) */
  active?: boolean | null | undefined;
  /** ISO date: created that day */
  createdAt?: string | null | undefined;
  /** Only items whose email contains this text anywhere, any letter case; staff only */
  email?: string | null | undefined;
  /** Only items whose id equals this number */
  id?: number | null | undefined;
  /** Only items whose name contains this text anywhere, any letter case */
  name?: string | null | undefined;
  /** administrator or lector, any letter case */
  role?: string | null | undefined;
  /** Only items whose username contains this text anywhere, any letter case; staff only */
  username?: string | null | undefined;
  /** Only items whose visible is this (true or false) */
  visible?: boolean | null | undefined;
};

/** A staff member's values, as administrators enter them */
export type UserInput = {
  /** Off: cannot sign in, hidden from the public */
  active?: boolean | null | undefined;
  /** A text about the lector for the public site; empty for none */
  description?: string | null | undefined;
  /** A lector may edit news, galleries and videos; administrators always may. Default false */
  editsContent?: boolean | null | undefined;
  /** Their e-mail address (invitations go there); empty for none */
  email?: string | null | undefined;
  /** Show the e-mail address on the public site */
  emailPublic?: boolean | null | undefined;
  /** The person's full name (one line) */
  name: string;
  /** Required for a new user; on update, empty keeps the current password */
  password?: string | null | undefined;
  /** Their phone (staff only); empty for none */
  phone?: string | null | undefined;
  /** What they may do: administrator or lector */
  role: Role;
  /** The login name: 3 to 100 letters without diacritics, digits, dots, hyphens or underscores */
  username: string;
  /** The version a change was made from: if the item has changed since, the change is refused (RECORD_CHANGED_MEANWHILE); without it the change overwrites. Ignored on creation */
  version?: number | null | undefined;
  /** On the public site (lectors list and detail) */
  visible?: boolean | null | undefined;
};

/** Order of the User list; ties keep its default order */
export type UserSort = {
  /** Ascending unless given */
  direction?: SortDirection;
  /** The column to sort by */
  field: UserSortField;
};

/** What the User list sorts by */
export type UserSortField =
  /** By the list's column "Aktivní" */
  | 'active'
  /** By the list's column "E-mail" */
  | 'email'
  /** By the list's column "Jméno" */
  | 'name'
  /** By the list's column "Role" */
  | 'role'
  /** By the list's column "Uživatelské jméno" */
  | 'username'
  /** By the list's column "Zobrazit na webu" */
  | 'visible';

/** Empty values are ignored; text matches case-insensitively anywhere in the value */
export type VideoFilter = {
  /** ISO date: created that day */
  createdAt?: string | null | undefined;
  /** Only items whose id equals this number */
  id?: number | null | undefined;
  /** Only items whose title contains this text anywhere, any letter case */
  title?: string | null | undefined;
  /** Only items whose url contains this text anywhere, any letter case */
  url?: string | null | undefined;
  /** Only items whose visible is this (true or false) */
  visible?: boolean | null | undefined;
};

/** A video's values, as staff enter them */
export type VideoInput = {
  /** The video's title (one line) */
  title: string;
  /** Page or embed address of the video */
  url: string;
  /** The version a change was made from: if the item has changed since, the change is refused (RECORD_CHANGED_MEANWHILE); without it the change overwrites. Ignored on creation */
  version?: number | null | undefined;
  /** Shown on the public site */
  visible?: boolean | null | undefined;
};

/** Order of the Video list; ties keep its default order */
export type VideoSort = {
  /** Ascending unless given */
  direction?: SortDirection;
  /** The column to sort by */
  field: VideoSortField;
};

/** What the Video list sorts by */
export type VideoSortField =
  /** By the list's column "Název" */
  | 'title'
  /** By the list's column "Zobrazit na webu" */
  | 'visible';

/** Where an offer of a freed place stands; only `offered` holds the place, until its deadline */
export type WaitlistOfferState =
  /** The family took the place */
  | 'accepted'
  /** The family said no; the place passed on */
  | 'declined'
  /** The deadline passed unanswered; the place passed on */
  | 'expired'
  /** Open: the place is held for the family until the deadline */
  | 'offered'
  /** Staff withdrew it; the place passed on */
  | 'withdrawn';

export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };