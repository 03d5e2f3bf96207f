import { ReenrolmentState } from '@kurzy/common';
import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';
import { ReenrolmentFamily } from './reenrolment.entity';

@ObjectType({ description: 'Staff’s view of a course’s re-enrolment into its successor (issue 45)' })
export class ReenrolmentOverview {
  @Field(() => Int, { description: 'The old course' })
  courseId: number;

  @Field(() => Int, { description: 'Its copy in the next term' })
  successorId: number;

  @Field({ description: 'Until when only the invited families may register into the successor' })
  priorityUntil: Date;

  @Field({ description: 'The replacements on the waiting list were invited too' })
  includeReplacements: boolean;

  @Field({ description: 'The public still waits: the end is ahead and a family has not answered' })
  windowOpen: boolean;

  @Field(() => [ReenrolmentFamily], { description: 'The invited families and their answers' })
  families: ReenrolmentFamily[];
}

@ObjectType({ description: 'How many families were invited (again)' })
export class ReenrolmentInvited {
  @Field(() => Int, { description: 'Families invited by this call' })
  invited: number;
}

@ObjectType({ description: 'A weekly slot of the successor a family may continue in' })
export class ContinuationSlot {
  @Field(() => Int, { description: "The slot's id (a schedule of the successor)" })
  id: number;

  @Field(() => Int, { description: '1 = Monday ... 7 = Sunday' })
  dayOfWeek: number;

  @Field({ description: 'HH:mm' })
  from: string;

  @Field({ description: 'HH:mm' })
  to: string;

  @Field({ description: 'Where the slot meets' })
  branchTitle: string;
}

@ObjectType({ description: 'An invitation to continue, as the family’s page shows it' })
export class ReenrolmentInvitation {
  @Field(() => Int, { description: 'The registration of the old course' })
  registrationId: number;

  @Field({ description: 'The child of the old registration' })
  childFullName: string;

  @Field(() => ReenrolmentState, { description: 'Invited, opened, accepted or declined' })
  state: ReenrolmentState;

  @Field(() => String, { nullable: true, description: 'Why the family said it does not continue; empty otherwise' })
  reason: string | null;

  @Field(() => Int, { nullable: true, description: 'The new registration, once the family continues' })
  newRegistrationId: number | null;

  @Field({ description: 'Until when only the invited families may register into the successor (answer by then)' })
  priorityUntil: Date;

  @Field({ description: 'The window is over: the family can no longer answer here' })
  ended: boolean;

  @Field(() => Int, { description: "The successor: the course's copy in the next term" })
  successorId: number;

  @Field({ description: "The successor's title" })
  title: string;

  @Field(() => String, { nullable: true, description: "The successor's first day (ISO date); empty when not set" })
  startDate: string | null;

  @Field(() => String, { nullable: true, description: "The successor's last day (ISO date); empty when not set" })
  endDate: string | null;

  @Field(() => GraphQLSafeInt, { description: 'Kč' })
  price: number;

  @Field(() => Int, { description: 'Places still free in the successor' })
  freeSpots: number;

  @Field(() => Int, { nullable: true, description: 'The slot it continues in unless it chooses another' })
  scheduleId: number | null;

  @Field(() => [ContinuationSlot], { description: "The successor's slots the family may choose from" })
  slots: ContinuationSlot[];
}
