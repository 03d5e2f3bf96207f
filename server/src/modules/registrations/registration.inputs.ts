import {
  PAYMENT_STATES,
  REGISTRATION_TYPES,
  RegistrationSortField,
  RegistrationType,
  SortDirection,
  WAITLIST_OFFER_STATES,
} from '@kurzy/common';
import { Field, InputType, Int } from 'type-graphql';
import { FilterField } from '../../core/filter-field';
import { LeavesAloneInput, PickupPersonInput } from '../camps/paperwork/camp-paperwork.inputs';
import { registrationSearch, REGISTRATION_SEARCH_SQL } from './registration.search';

@InputType({ description: 'The registration form' })
export class RegistrationInput {
  @Field({ description: "The parent's first name (one line)" })
  parentFirstName: string;

  @Field({ description: "The parent's surname (one line)" })
  parentLastName: string;

  @Field({ description: "The parent's e-mail address: confirmations and the personal link go there" })
  email: string;

  @Field({ description: "The parent's phone (a Czech number, or international with +)" })
  phone: string;

  @Field({ description: "The child's full name" })
  childFullName: string;

  @Field({ description: "The child's birth date (ISO date)" })
  childBornYear: string;

  @Field(() => String, {
    nullable: true,
    description: 'A note for the lector (health, who picks the child up); empty for none',
  })
  note?: string | null;

  @Field({ nullable: true, description: 'Consent to photographs of the child; false when not given' })
  photoConsent?: boolean;

  @Field({ description: 'Consent to the processing of personal data: must be true' })
  personalDataConsent: boolean;

  @Field(() => RegistrationType, { description: 'Course or camp' })
  type: RegistrationType;

  @Field(() => Int, { nullable: true, description: 'For a course: the chosen schedule slot' })
  scheduleId?: number | null;

  @Field(() => Int, { nullable: true, description: 'For a camp' })
  campId?: number | null;

  @Field(() => String, {
    nullable: true,
    description:
      "The page's language (cs, en, uk): the family's e-mails are written in it; empty: Czech (staff edit: keep)",
  })
  language?: string | null;
  @Field(() => [PickupPersonInput], {
    nullable: true,
    description:
      'For a camp: who may collect the child besides the parents. Send at least one, or pickupParentsOnly; [] without it is refused. Not sent: the family’s page asks for the choice later',
  })
  pickupPersons?: PickupPersonInput[] | null;

  @Field(() => Boolean, { nullable: true, description: 'For a camp: „jen rodiče“, only the parents collect the child' })
  pickupParentsOnly?: boolean | null;

  @Field(() => LeavesAloneInput, {
    nullable: true,
    description: 'For a camp: „odchází sám“, the child may leave alone from a time (older children)',
  })
  leavesAlone?: LeavesAloneInput | null;

  @Field(() => String, {
    nullable: true,
    description: 'For a camp: health notes, allergies and medication (seen only by the camp’s staff)',
  })
  healthNotes?: string | null;

  @Field(() => String, { nullable: true, description: 'For a camp: the child’s health insurer' })
  insurer?: string | null;
}

@InputType({ description: 'Staff edit: the form, plus the waiting-list flag' })
export class RegistrationUpdateInput extends RegistrationInput {
  @Field({ nullable: true, description: 'Empty: keep (or, when moved, a place if one is free)' })
  replacement?: boolean;

  @Field(() => Int, {
    nullable: true,
    description: "The branch, as the spec's client sends it: the slot's or camp's own; another one is refused",
  })
  branchId?: number;
}

@InputType({
  description: 'Empty values are ignored; text matches parents, child, e-mail, phone and variable symbol',
})
export class RegistrationFilter {
  @FilterField({ kind: 'exact', type: () => Int })
  id?: number;

  @FilterField({
    kind: 'text',
    description:
      'Each word contained in the parent or child name, e-mail or variable symbol, without regard to case or diacritics; a phone number or "VS 123" by its digits however written',
    sql: [REGISTRATION_SEARCH_SQL],
    search: registrationSearch,
  })
  text?: string;

  @FilterField({
    kind: 'exact',
    type: () => Int,
    condition: (value) => `"registration"."schedule_id" IN (SELECT s.id FROM schedule s WHERE s.course_id = ${value})`,
    description: 'Only registrations in a slot of this course',
  })
  courseId?: number;

  @FilterField({ kind: 'exact', type: () => Int })
  campId?: number;

  @FilterField({ kind: 'exact', type: () => Int })
  branchId?: number;

  @FilterField({ kind: 'exact', type: () => Int })
  scheduleId?: number;

  @FilterField({ kind: 'exact', type: () => Int })
  customerId?: number;

  @FilterField({
    kind: 'equalsIgnoreCase',
    description: `${PAYMENT_STATES.join(', ')}; any letter case; for those who may read payments (not lectors)`,
    values: PAYMENT_STATES,
    operation: 'payment.read',
  })
  paymentState?: string;

  @FilterField({ kind: 'exact' })
  replacement?: boolean;

  @FilterField({ kind: 'equalsIgnoreCase', description: 'course or camp, any letter case', values: REGISTRATION_TYPES })
  type?: string;

  @FilterField({
    kind: 'exact',
    sql: ['("registration"."cancelled_at" IS NOT NULL)'],
    description: 'true: only cancelled registrations; false: only those not cancelled',
  })
  cancelled?: boolean;

  @FilterField({
    kind: 'equalsIgnoreCase',
    description: `Where the newest waiting-list offer stands, as of now (${WAITLIST_OFFER_STATES.join(', ')})`,
    values: WAITLIST_OFFER_STATES,
    sql: [
      `(SELECT CASE WHEN o.state = 'offered' AND o.expires_at <= now() THEN 'expired' ELSE o.state::text END
          FROM waitlist_offer o WHERE o.registration_id = "registration"."id" ORDER BY o.id DESC LIMIT 1)`,
    ],
  })
  offerState?: string;

  @FilterField({ kind: 'day', description: 'ISO date: created that day' })
  createdAt?: string;

  @FilterField({
    kind: 'dayFrom',
    sql: ['"registration"."created_at"'],
    description: 'ISO date: created that day or later',
  })
  createdFrom?: string;

  @FilterField({
    kind: 'dayTo',
    sql: ['"registration"."created_at"'],
    description: 'ISO date: created that day or earlier',
  })
  createdTo?: string;
}

@InputType({ description: 'Order of the staff registrations grid; ties keep the newest first' })
export class RegistrationSort {
  @Field(() => RegistrationSortField, { description: 'The column to sort by' })
  field: RegistrationSortField;

  @Field(() => SortDirection, { defaultValue: SortDirection.asc, description: 'Ascending unless given' })
  direction: SortDirection;
}
