// What the make-up API answers (GraphQL types; the REST door answers the same objects as JSON).
import { MakeupCreditState } from '@kurzy/common';
import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A make-up credit as the family’s page shows it' })
export class MakeupCreditInfo {
  @Field(() => Int, { description: "The credit's id" })
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

  @Field({ description: 'When the lesson starts' })
  startsAt: Date;

  @Field(() => Int, { description: 'The slot (schedule) the lesson belongs to' })
  scheduleId: number;

  @Field({ description: "The slot's course title" })
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
  @Field(() => Int, { description: "The booking's id (to cancel it)" })
  bookingId: number;

  @Field(() => Int, { description: 'The credit it spends' })
  creditId: number;

  @Field({ description: 'The lesson booked (s<slot id>-<planned day>)' })
  lessonId: string;

  @Field({ description: "The lesson's day, YYYY-MM-DD (Prague)" })
  date: string;

  @Field({ description: 'Start, HH:mm, Prague time' })
  from: string;

  @Field({ description: 'End, HH:mm, Prague time' })
  to: string;

  @Field({ description: 'When the lesson starts' })
  startsAt: Date;

  @Field({ description: "The slot's course title" })
  courseTitle: string;

  @Field({ description: "The branch's title" })
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

@ObjectType({ description: 'A make-up lesson just booked (the family is e-mailed)' })
export class MakeupBooked {
  @Field(() => Int, { description: "The booking's id (to cancel it)" })
  bookingId: number;
}

@ObjectType({ description: 'A course’s make-up credits: earned, used and lapsed' })
export class MakeupReport {
  @Field(() => Int, { description: 'The course' })
  courseId: number;

  @Field(() => Int, { description: 'Earned by an excuse or a cancelled lesson, or granted by staff' })
  earned: number;

  @Field(() => Int, { description: 'Not yet spent, not expired' })
  available: number;

  @Field(() => Int, { description: 'Booked on a coming lesson' })
  booked: number;

  @Field(() => Int, { description: 'Spent on a lesson that took place' })
  used: number;

  @Field(() => Int, { description: 'Expired unspent' })
  expired: number;

  @Field(() => Int, { description: 'Revoked by staff' })
  revoked: number;
}

@ObjectType({ description: 'A registration’s make-up credits counted, for the staff grid’s “Náhrady” column' })
export class MakeupSummary {
  @Field(() => Int, { description: 'Available now (not booked, used, lapsed or revoked)' })
  available: number;

  @Field(() => Int, { description: 'Every credit it ever had, whatever its state' })
  earned: number;
}
