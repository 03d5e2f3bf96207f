import { RegistrationSortField, RegistrationType, SortDirection } from '@kurzy/common';
import { Field, InputType, Int } from 'type-graphql';

@InputType({ description: 'The registration form' })
export class RegistrationInput {
  @Field()
  parentFirstName: string;

  @Field()
  parentLastName: string;

  @Field()
  email: string;

  @Field()
  phone: string;

  @Field()
  childFullName: string;

  @Field({ description: "The child's birth date (ISO date)" })
  childBornYear: string;

  @Field(() => String, { nullable: true })
  note?: string | null;

  @Field({ nullable: true })
  photoConsent?: boolean;

  @Field()
  personalDataConsent: boolean;

  @Field(() => RegistrationType)
  type: RegistrationType;

  @Field(() => Int, { nullable: true, description: 'For a course: the chosen schedule slot' })
  scheduleId?: number | null;

  @Field(() => Int, { nullable: true, description: 'For a camp' })
  campId?: number | null;
}

@InputType({ description: 'Staff edit: the form, plus the waiting-list flag' })
export class RegistrationUpdateInput extends RegistrationInput {
  @Field({ nullable: true, description: 'Empty: keep (or, when moved, a place if one is free)' })
  replacement?: boolean;
}

@InputType({ description: 'Empty values are ignored; text matches parents, child, e-mail and phone' })
export class RegistrationFilter {
  @Field(() => Int, { nullable: true })
  id?: number;

  @Field({ nullable: true, description: 'Contained in the parent name, child name, e-mail or phone' })
  text?: string;

  @Field(() => Int, { nullable: true })
  courseId?: number;

  @Field(() => Int, { nullable: true })
  campId?: number;

  @Field(() => Int, { nullable: true })
  branchId?: number;

  @Field(() => Int, { nullable: true })
  scheduleId?: number;

  @Field(() => Int, { nullable: true })
  customerId?: number;

  @Field({ nullable: true, description: 'paid or unpaid, any letter case' })
  paymentState?: string;

  @Field({ nullable: true })
  replacement?: boolean;

  @Field({ nullable: true, description: 'course or camp, any letter case' })
  type?: string;

  @Field({ nullable: true })
  cancelled?: boolean;

  @Field({ nullable: true, description: 'ISO date: created that day' })
  createdAt?: string;
}

@InputType({ description: 'Order of the staff registrations grid; ties keep the newest first' })
export class RegistrationSort {
  @Field(() => RegistrationSortField)
  field: RegistrationSortField;

  @Field(() => SortDirection, { defaultValue: SortDirection.asc })
  direction: SortDirection;
}
