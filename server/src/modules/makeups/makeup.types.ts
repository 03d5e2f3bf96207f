// What the make-up API answers (GraphQL types; the REST door answers the same objects as JSON).
import { MakeupCreditState } from '@kurzy/common';
import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A make-up credit as the family’s page shows it' })
export class MakeupCreditInfo {
  @Field(() => Int)
  id: number;

  @Field({ description: 'Spendable on lessons starting before this moment' })
  expiresAt: Date;

  @Field(() => MakeupCreditState, { description: 'As of now: an available credit past its expiry is expired' })
  state: MakeupCreditState;
}

@ObjectType({ description: 'A lesson of another slot the family may book with a credit' })
export class MakeupLessonOffer {
  @Field({ description: 's<slot id>-<planned day>' })
  lessonId: string;

  @Field({ description: 'YYYY-MM-DD (Prague)' })
  date: string;

  @Field({ description: 'HH:mm' })
  from: string;

  @Field({ description: 'HH:mm' })
  to: string;

  @Field()
  startsAt: Date;

  @Field(() => Int)
  scheduleId: number;

  @Field()
  courseTitle: string;

  @Field({ description: 'The branch’s title' })
  branch: string;

  @Field(() => Int, { description: 'Free make-up places now' })
  freePlaces: number;

  @Field({ description: 'Booking closes at this moment (the course’s excuse cut-off before the start)' })
  bookableUntil: Date;
}

@ObjectType({ description: 'A make-up lesson the family booked' })
export class MakeupBookingInfo {
  @Field(() => Int)
  bookingId: number;

  @Field(() => Int)
  creditId: number;

  @Field()
  lessonId: string;

  @Field()
  date: string;

  @Field()
  from: string;

  @Field()
  to: string;

  @Field()
  startsAt: Date;

  @Field()
  courseTitle: string;

  @Field()
  branch: string;

  @Field({ description: 'Cancelling until this moment returns the credit' })
  cancellableUntil: Date;
}

@ObjectType({ description: 'A registration’s credits, the lessons they fit and the make-ups booked' })
export class MakeupOptions {
  @Field(() => [MakeupCreditInfo], { description: 'Available ones first by expiry, then booked ones' })
  credits: MakeupCreditInfo[];

  @Field(() => [MakeupLessonOffer], { description: 'In time order; each fits at least one available credit' })
  lessons: MakeupLessonOffer[];

  @Field(() => [MakeupBookingInfo], { description: 'Coming make-up lessons booked' })
  bookings: MakeupBookingInfo[];
}

@ObjectType()
export class MakeupBooked {
  @Field(() => Int)
  bookingId: number;
}

@ObjectType({ description: 'A course’s make-up credits: earned, used and lapsed' })
export class MakeupReport {
  @Field(() => Int)
  courseId: number;

  @Field(() => Int, { description: 'Earned by an excuse or a cancelled lesson, or granted by staff' })
  earned: number;

  @Field(() => Int)
  available: number;

  @Field(() => Int)
  booked: number;

  @Field(() => Int)
  used: number;

  @Field(() => Int, { description: 'Expired unspent' })
  expired: number;

  @Field(() => Int)
  revoked: number;
}
