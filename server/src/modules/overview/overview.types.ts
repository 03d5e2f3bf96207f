import { ActivityType, RegistrationType } from '@kurzy/common';
import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';

/** How full a bar is: full (confirmed places reach the capacity), nearly empty, or filling. */
export enum Fullness {
  full = 'full',
  nearly_empty = 'nearly_empty',
  filling = 'filling',
}

@ObjectType({ description: 'The term the overview speaks of (school half-years by the day of registering): ISO days' })
export class OverviewTerm {
  @Field({ description: 'First day of the term (ISO day)' })
  from: string;

  @Field({ description: 'Last day of the term (ISO day)' })
  to: string;

  @Field({ description: 'First day of the previous term of the same half-year, a year earlier (ISO day)' })
  previousFrom: string;

  @Field({ description: 'Last day of that previous term (ISO day)' })
  previousTo: string;

  @Field({ description: "Prague's today, the last day counted" })
  today: string;
}

@ObjectType({ description: 'A course slot or a camp: its places held against its capacity' })
export class OccupancyRow {
  @Field(() => RegistrationType, { description: 'Whether the row is a course slot or a camp' })
  kind: RegistrationType;

  @Field(() => Int, { nullable: true, description: 'The slot (courses)' })
  scheduleId: number | null;

  @Field(() => Int, { nullable: true, description: "The slot's course; empty for a camp" })
  courseId: number | null;

  @Field(() => Int, { nullable: true, description: 'The camp; empty for a course slot' })
  campId: number | null;

  @Field({ description: "The course's or camp's title" })
  title: string;

  @Field(() => Int, { nullable: true, description: 'Where it takes place; empty when no branch is set' })
  branchId: number | null;

  @Field(() => String, { nullable: true, description: "The branch's title; empty when no branch is set" })
  branchTitle: string | null;

  @Field(() => ActivityType, { description: 'What the children do there' })
  activityType: ActivityType;

  @Field(() => Int, { nullable: true, description: 'The slot: 1 = Monday ... 7' })
  dayOfWeek: number | null;

  @Field(() => String, { nullable: true, description: 'The slot: HH:mm' })
  timeFrom: string | null;

  @Field(() => String, { nullable: true, description: 'The slot: HH:mm' })
  timeTo: string | null;

  @Field(() => String, { nullable: true, description: 'ISO day the course or camp starts' })
  startsOn: string | null;

  @Field(() => String, { nullable: true, description: 'ISO day the course or camp ends' })
  endsOn: string | null;

  @Field(() => Int, { description: 'Places held in this slot or camp (not cancelled, not replacements)' })
  confirmed: number;

  @Field(() => Int, {
    description: "Places held in the course's other slots: a course's capacity is shared by its slots",
  })
  otherSlotsConfirmed: number;

  @Field(() => Int, { description: 'Replacements waiting in this slot or camp' })
  replacements: number;

  @Field(() => Int, { description: "Places taken as firm registrations (the course's or camp's capacity)" })
  capacity: number;

  @Field(() => Int, { description: 'Places including replacements; past it nothing is taken' })
  maxCapacity: number;

  @Field(() => Fullness, { description: "How full it is, for the bar's colour" })
  fullness: Fullness;
}

@ObjectType({ description: 'Registrations of one day of the term, beside the same day of the previous term' })
export class RegistrationDay {
  @Field(() => Int, { description: 'Days since the term began (0: its first day)' })
  day: number;

  @Field({ description: 'The day (ISO day, in Prague)' })
  date: string;

  @Field(() => Int, { description: 'Registrations made that day' })
  count: number;

  @Field(() => Int, { description: 'Registrations of the term up to this day' })
  total: number;

  @Field(() => String, { nullable: true, description: 'The same day of the previous term; empty without one' })
  previousDate: string | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Registrations made on the same day of the previous term; empty without one',
  })
  previousCount: number | null;

  @Field(() => Int, {
    nullable: true,
    description: 'Registrations of the previous term up to that day; empty without one',
  })
  previousTotal: number | null;
}

// Sums of money are Float: whole haléře, but past 2^31 (GraphQL's Int) at a few thousand registrations.
@ObjectType({ description: "Money of the term's registrations holding a place, in haléře" })
export class MoneyRow {
  @Field(() => Int, { nullable: true, description: 'Empty in the total row, and for a camp without a branch' })
  branchId: number | null;

  @Field(() => String, {
    nullable: true,
    description: "The branch's title; empty in the total row and for a camp without a branch",
  })
  branchTitle: string | null;

  @Field({ description: 'The total of every branch' })
  total: boolean;

  @Field(() => Int, { description: 'Registrations holding a place' })
  registrations: number;

  @Field(() => Float, { description: 'What they owe in all, in haléře' })
  dueHaler: number;

  @Field(() => Float, { description: 'What was paid towards it, in haléře' })
  receivedHaler: number;

  @Field(() => Float, { description: 'Still owed by registrations unpaid or partially paid' })
  outstandingHaler: number;

  @Field(() => Float, { description: 'Of that, owed longer than the reminder period (PAYMENT_REMINDER_DAYS)' })
  overdueHaler: number;
}

@ObjectType({ description: 'A registration owing one of the largest amounts' })
export class OutstandingRegistration {
  @Field(() => Int, { description: "The registration's id" })
  registrationId: number;

  @Field({ description: "The registration's variable symbol (payments are paired by it)" })
  variableSymbol: string;

  @Field({ description: "The child's name as registered" })
  childFullName: string;

  @Field({ description: 'Its course or camp' })
  title: string;

  @Field(() => String, { nullable: true, description: "The branch's title; empty for a camp without a branch" })
  branchTitle: string | null;

  @Field(() => Float, { description: 'Still owed, in haléře' })
  outstandingHaler: number;

  @Field({ description: 'Owed longer than the reminder period' })
  overdue: boolean;
}

@ObjectType({ description: 'Money received in one week: payments booked that week (not reversed, not refused)' })
export class ReceivedWeek {
  @Field({ description: 'ISO day of its Monday' })
  weekStart: string;

  @Field(() => Float, { description: 'Received that week, in haléře' })
  amountHaler: number;
}

@ObjectType({ description: 'The money of the term (administrators)' })
export class MoneyOverview {
  @Field(() => Int, { description: 'PAYMENT_REMINDER_DAYS: owed longer than this is overdue' })
  reminderDays: number;

  @Field(() => [MoneyRow], { description: 'Per branch, the total last' })
  branches: MoneyRow[];

  @Field(() => [OutstandingRegistration], { description: 'The ten largest amounts owed' })
  largestOutstanding: OutstandingRegistration[];

  @Field(() => [ReceivedWeek], { description: 'Every week of the term up to today' })
  receivedByWeek: ReceivedWeek[];
}

@ObjectType({ description: 'Open parents’ requests of one type' })
export class RequestCount {
  @Field({ description: 'paid_cancellation, erasure or employer_invoice' })
  type: string;

  @Field(() => Int, { description: 'Open requests of this type' })
  count: number;
}

@ObjectType({ description: 'A course or camp starting soon with fewer children than the minimum' })
export class StartingSoon {
  @Field(() => RegistrationType, { description: 'Whether it is a course or a camp' })
  kind: RegistrationType;

  @Field(() => Int, { nullable: true, description: 'The course; empty for a camp' })
  courseId: number | null;

  @Field(() => Int, { nullable: true, description: 'The camp; empty for a course' })
  campId: number | null;

  @Field({ description: "The course's or camp's title" })
  title: string;

  @Field({ description: 'ISO day it starts' })
  startsOn: string;

  @Field(() => Int, { description: 'Places held' })
  confirmed: number;
}

/** Open offers lapsing within this many hours are named on the overview (issue 42, item 5)... */
export const LAPSING_HOURS = 24;
/** ...at most this many, soonest first. */
export const LAPSING_MAX = 50;

@ObjectType({ description: 'An open waiting-list offer whose deadline comes within LAPSING_HOURS' })
export class LapsingOffer {
  @Field(() => Int, { description: "The waiting-list offer's id" })
  offerId: number;

  @Field(() => Int, { description: "The waiting registration's id" })
  registrationId: number;

  @Field({ description: "The registration's variable symbol" })
  variableSymbol: string;

  @Field({ description: "The child's name as registered" })
  childFullName: string;

  @Field({ description: 'The course’s or camp’s title' })
  title: string;

  @Field({ description: 'When the offer lapses unless the parent accepts it (a timestamp; staff may move it)' })
  expiresAt: Date;
}

@ObjectType({ description: 'What needs a person; each part empty for those who may not read it' })
export class NeedsAttention {
  @Field(() => Int, {
    nullable: true,
    description: 'Unmatched payments, as the payments grid counts them (administrators)',
  })
  unmatchedPayments: number | null;

  @Field(() => Float, { nullable: true, description: 'Their amount in haléře (administrators)' })
  unmatchedHaler: number | null;

  @Field(() => [RequestCount], { nullable: true, description: 'Open parents’ requests by type (administrators)' })
  openRequests: RequestCount[] | null;

  @Field(() => Int, { nullable: true, description: 'E-mails that failed to send' })
  failedMails: number | null;

  @Field(() => Int, { description: 'OVERVIEW_MIN_CHILDREN' })
  minChildren: number;

  @Field(() => Int, { description: 'Days ahead that count as starting soon' })
  soonDays: number;

  @Field(() => [StartingSoon], {
    description: 'Courses and camps starting within soonDays with fewer than minChildren',
  })
  startingSoon: StartingSoon[];

  @Field(() => Int, { description: 'Hours ahead in which an open offer counts as lapsing soon' })
  lapsingHours: number;

  @Field(() => [LapsingOffer], {
    nullable: true,
    description: `Open waiting-list offers lapsing within lapsingHours, soonest first (at most ${LAPSING_MAX}; administrators)`,
  })
  lapsingOffers: LapsingOffer[] | null;
}

@ObjectType({ description: 'The staff overview: each panel read by one query, only when asked for' })
export class Overview {
  @Field(() => OverviewTerm, { description: 'The term the panels count' })
  term: OverviewTerm;

  // The panels: field resolvers (overview.resolver.ts), or filled in by the REST route.
  occupancy?: OccupancyRow[];
  registrationsByDay?: RegistrationDay[];
  money?: MoneyOverview | null;
  attention?: NeedsAttention;
}

registerEnumType(Fullness, {
  name: 'Fullness',
  description: 'How full a course slot or camp is',
  valuesConfig: {
    full: { description: 'Places held reach the capacity' },
    nearly_empty: { description: 'Fewer places held than a quarter of the capacity' },
    filling: { description: 'Between the two' },
  },
});
