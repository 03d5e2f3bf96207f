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

  @Field()
  includeReplacements: boolean;

  @Field({ description: 'The public still waits: the end is ahead and a family has not answered' })
  windowOpen: boolean;

  @Field(() => [ReenrolmentFamily])
  families: ReenrolmentFamily[];
}

@ObjectType({ description: 'How many families were invited (again)' })
export class ReenrolmentInvited {
  @Field(() => Int)
  invited: number;
}

@ObjectType({ description: 'A weekly slot of the successor a family may continue in' })
export class ContinuationSlot {
  @Field(() => Int)
  id: number;

  @Field(() => Int, { description: '1 = Monday ... 7 = Sunday' })
  dayOfWeek: number;

  @Field({ description: 'HH:mm' })
  from: string;

  @Field({ description: 'HH:mm' })
  to: string;

  @Field()
  branchTitle: string;
}

@ObjectType({ description: 'An invitation to continue, as the family’s page shows it' })
export class ReenrolmentInvitation {
  @Field(() => Int, { description: 'The registration of the old course' })
  registrationId: number;

  @Field()
  childFullName: string;

  @Field(() => ReenrolmentState)
  state: ReenrolmentState;

  @Field(() => String, { nullable: true })
  reason: string | null;

  @Field(() => Int, { nullable: true, description: 'The new registration, once the family continues' })
  newRegistrationId: number | null;

  @Field()
  priorityUntil: Date;

  @Field({ description: 'The window is over: the family can no longer answer here' })
  ended: boolean;

  @Field(() => Int)
  successorId: number;

  @Field()
  title: string;

  @Field(() => String, { nullable: true })
  startDate: string | null;

  @Field(() => String, { nullable: true })
  endDate: string | null;

  @Field(() => GraphQLSafeInt, { description: 'Kč' })
  price: number;

  @Field(() => Int)
  freeSpots: number;

  @Field(() => Int, { nullable: true, description: 'The slot it continues in unless it chooses another' })
  scheduleId: number | null;

  @Field(() => [ContinuationSlot])
  slots: ContinuationSlot[];
}
