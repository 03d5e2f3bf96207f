// The common/ enums made known to GraphQL once; import this module before building the schema.
import { registerEnumType } from 'type-graphql';
import {
  ActivityType,
  AgeCategory,
  CourseLevel,
  Availability,
  PaymentSource,
  RefundMethod,
  RefundState,
  PaymentState,
  DiscountKind,
  DISCOUNT_KIND_LABELS,
  PictureOwner,
  RegistrationSortField,
  RegistrationType,
  Role,
  SortDirection,
  ACTIVITY_LABELS,
  AGE_CATEGORIES,
  AGE_CATEGORY_LABELS,
  AGE_CATEGORY_YEARS,
  COURSE_LEVEL_LABELS,
  PAYMENT_STATE_LABELS,
} from '@kurzy/common';

/** Each value's description, by value: type-graphql's `valuesConfig`. */
const described = <T extends string>(descriptions: Record<T, string>) =>
  Object.fromEntries(Object.entries(descriptions).map(([value, description]) => [value, { description }])) as Record<
    T,
    { description: string }
  >;

registerEnumType(AgeCategory, {
  name: 'AgeCategory',
  description: 'Age band of a course or camp',
  valuesConfig: described(
    Object.fromEntries(
      AGE_CATEGORIES.map((category) => {
        const years = AGE_CATEGORY_YEARS[category];
        const band = years ? `Children of ${years.from} to ${years.to} years` : 'Any age';
        return [category, `${band} ("${AGE_CATEGORY_LABELS[category]}")`];
      }),
    ) as Record<AgeCategory, string>,
  ),
});
registerEnumType(CourseLevel, {
  name: 'CourseLevel',
  description: 'Who a course is for: beginner (začátečníci), intermediate (mírně pokročilí), advanced (pokročilí)',
  valuesConfig: described({
    beginner: `Children new to the activity ("${COURSE_LEVEL_LABELS.beginner}")`,
    intermediate: `Children with some experience ("${COURSE_LEVEL_LABELS.intermediate}")`,
    advanced: `Children who already master the basics ("${COURSE_LEVEL_LABELS.advanced}")`,
  }),
});
registerEnumType(ActivityType, {
  name: 'ActivityType',
  description: 'What the children do',
  valuesConfig: described({
    dancing: `Dance ("${ACTIVITY_LABELS.dancing}")`,
    sport: `Sport and movement ("${ACTIVITY_LABELS.sport}")`,
    creative: `Arts and crafts ("${ACTIVITY_LABELS.creative}")`,
    other: `Anything else ("${ACTIVITY_LABELS.other}")`,
  }),
});
registerEnumType(Availability, {
  name: 'Availability',
  description: 'free: places left; replacementsOnly: capacity reached; closed: maxCapacity reached, nothing is taken',
  valuesConfig: described({
    free: 'Places left: a registration gets a place',
    replacementsOnly: 'Capacity reached: a registration goes on the waiting list as a replacement (náhradník)',
    closed: 'maxCapacity reached, replacements included: nothing more is taken',
  }),
});
registerEnumType(DiscountKind, {
  name: 'DiscountKind',
  description: 'When an automatic discount rule applies to a place taken',
  valuesConfig: described({
    sibling: `Another child of the same family (e-mail) holds a place in a course or camp whose days overlap ("${DISCOUNT_KIND_LABELS.sibling}")`,
    secondCourse: `The same child holds a place in another course or camp whose days overlap ("${DISCOUNT_KIND_LABELS.secondCourse}")`,
    earlyBird: `Registered before the rule's date ("${DISCOUNT_KIND_LABELS.earlyBird}")`,
  }),
});
registerEnumType(PaymentState, {
  name: 'PaymentState',
  description: 'From the payments paired with a registration and what is due: unpaid, partially_paid, paid, overpaid',
  valuesConfig: described({
    unpaid: `Nothing received ("${PAYMENT_STATE_LABELS.unpaid}")`,
    partially_paid: `Some received, the rest still due ("${PAYMENT_STATE_LABELS.partially_paid}")`,
    paid: `Exactly what is due received ("${PAYMENT_STATE_LABELS.paid}")`,
    overpaid: `More received than due: staff decide about a refund ("${PAYMENT_STATE_LABELS.overpaid}")`,
  }),
});
registerEnumType(PaymentSource, {
  name: 'PaymentSource',
  description: 'Where a payment was recorded from',
  valuesConfig: described({
    statement: 'A bank statement file staff imported (GPC, camt.053, Fio CSV or JSON)',
    bank_api: "Fetched from the bank's API (Fio)",
    cash: 'Cash taken by staff, with a receipt number',
    manual: '"Zaplaceno" ticked by staff without a bank record: what is due, assumed received',
    card: 'Paid by card, Apple Pay or Google Pay through the card gateway (Comgate)',
  }),
});
registerEnumType(RefundState, {
  name: 'RefundState',
  description: 'Where a refund is',
  valuesConfig: described({
    pending: 'By card: the gateway has not yet said it is done (asked again by a job)',
    refunded: 'By card: the gateway gave the money back',
    failed: 'By card: the gateway refused after all; the money counts as received again',
    to_transfer: 'By transfer: waits for the payment-order file',
    transferred: 'By transfer: staff said their bank sent it',
  }),
});
registerEnumType(RefundMethod, {
  name: 'RefundMethod',
  description: 'How money goes back',
  valuesConfig: described({
    card: 'To the card it came from, through the gateway',
    transfer: 'By a bank transfer to the parent’s account (the payment-order file)',
  }),
});
registerEnumType(RegistrationType, {
  name: 'RegistrationType',
  description: 'course: weekly lessons for a term; camp: a run of days',
  valuesConfig: described({
    course: 'A place in a slot of a course: weekly lessons for a term',
    camp: 'A place in a camp: a run of whole days',
  }),
});
registerEnumType(Role, {
  name: 'Role',
  description: 'Staff role',
  valuesConfig: described({
    administrator: 'Runs the whole back-office: content, registrations, payments, users',
    lector: 'Teaches: sees the lessons, rosters and attendance of their own slots and camps',
  }),
});
registerEnumType(PictureOwner, {
  name: 'PictureOwner',
  description: 'What a picture belongs to',
  valuesConfig: described({
    gallery: 'Photos of a gallery',
    course: 'Pictures of a course',
    camp: 'Pictures of a camp',
    branch: 'Pictures of a branch',
    news: 'Pictures of a news article',
    user: 'Pictures of a staff user (a lector)',
    supporter: 'Pictures of a supporter (its logo)',
  }),
});
registerEnumType(SortDirection, {
  name: 'SortDirection',
  description: 'asc: ascending; desc: descending',
  valuesConfig: described({
    asc: 'Ascending: A to Z (Czech alphabetical order), smallest and earliest first',
    desc: 'Descending: Z to A, largest and latest first',
  }),
});
registerEnumType(RegistrationSortField, {
  name: 'RegistrationSortField',
  description: 'What the registrations grid sorts by',
  valuesConfig: described({
    createdAt: 'When the registration was made',
    childFullName: "The child's name",
    childBornYear: "The child's year of birth",
    parentLastName: "The parent's surname",
    email: "The parent's e-mail address",
    phone: "The parent's phone",
    type: 'Course or camp',
    paymentState: 'How much of what is due has been paid',
    replacement: 'Replacements (on the waiting list) apart from places held',
    variableSymbol: 'The variable symbol',
    cancelledAt: 'When it was cancelled (cancelled registrations)',
  }),
});
