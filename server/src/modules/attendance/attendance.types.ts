// What the attendance API answers: lessons computed from the slots (not a table's rows), rosters and
// marks, as GraphQL types; the REST door answers the same objects as JSON.
import { AttendanceState } from '@kurzy/common';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';

registerEnumType(AttendanceState, {
  name: 'AttendanceState',
  description: 'A child at a lesson: přítomen, nepřítomen, omluven',
  valuesConfig: {
    present: { description: 'Přítomen: the child came' },
    absent: { description: 'Nepřítomen: the child did not come, not excused' },
    excused: { description: 'Omluven: excused by the parent (from their page) or by staff' },
  },
});

export enum LessonStatusValue {
  regular = 'regular',
  moved = 'moved',
  cancelled = 'cancelled',
  makeup = 'makeup',
}

registerEnumType(LessonStatusValue, {
  name: 'LessonStatus',
  description: 'Planned, moved to another day or time, cancelled, or a make-up lesson',
  valuesConfig: {
    regular: { description: 'Takes place as the slot plans it' },
    moved: { description: 'Moved by staff to another day or time (the parents were e-mailed)' },
    cancelled: { description: 'Cancelled by staff (the parents were e-mailed)' },
    makeup: { description: 'A make-up lesson staff added to the slot' },
  },
});

@ObjectType('Lesson', {
  description:
    'One lesson of a course slot (computed from the slot, its course and the days off), or one day of a camp (all day)',
})
export class LessonInfo {
  @Field(() => ID, {
    description:
      'The slot and the day it was planned for: s<scheduleId>-<YYYY-MM-DD>; a camp day c<campId>-<YYYY-MM-DD>',
  })
  id: string;

  @Field(() => Int, { nullable: true, description: 'Null for a camp day' })
  scheduleId: number | null;

  @Field(() => Int, { nullable: true, description: 'Null for a camp day' })
  courseId: number | null;

  @Field(() => Int, { nullable: true, description: 'The camp of a camp day' })
  campId: number | null;

  @Field({ description: 'The title of the course, or of the camp' })
  courseTitle: string;

  @Field(() => Int, { nullable: true, description: 'Null only for a camp without a branch' })
  branchId: number | null;

  @Field(() => String, { nullable: true, description: "The branch's title; empty only for a camp without a branch" })
  branchTitle: string | null;

  @Field({ description: 'The day it was planned for, YYYY-MM-DD' })
  originalDate: string;

  @Field({ description: 'The day it takes place (Europe/Prague), YYYY-MM-DD' })
  date: string;

  @Field(() => String, { nullable: true, description: 'Start, HH:mm, Prague time; null for a camp day (all day)' })
  from: string | null;

  @Field(() => String, { nullable: true, description: 'End, HH:mm, Prague time; null for a camp day (all day)' })
  to: string | null;

  @Field({ description: 'A camp day: the Prague midnight starting it' })
  startsAt: Date;

  @Field({ description: 'A camp day: the Prague midnight ending it' })
  endsAt: Date;

  @Field(() => LessonStatusValue, { description: 'Planned, moved, cancelled or a make-up lesson' })
  status: LessonStatusValue;

  @Field(() => String, {
    nullable: true,
    description: 'Why it was cancelled, as staff wrote it; empty unless cancelled',
  })
  cancelReason: string | null;

  @Field(() => Int, { nullable: true, description: "The slot's (or camp's) lector" })
  lectorId: number | null;

  @Field(() => String, { nullable: true, description: "The lector's name; empty when none is set" })
  lectorName: string | null;

  @Field(() => Int, { nullable: true, description: 'Who teaches this one lesson instead' })
  substituteLectorId: number | null;

  @Field(() => String, { nullable: true, description: "The substitute's name; empty without one" })
  substituteName: string | null;

  @Field(() => String, { nullable: true, description: "The lector's short note about the lesson" })
  note: string | null;

  @Field(() => Int, { description: 'Active registrations of the slot or camp (replacements included)' })
  childCount: number;

  @Field(() => Int, { description: 'Children with a mark' })
  markedCount: number;
}

@ObjectType({ description: 'A mark as it stands: the last one by the time it was made on the phone' })
export class AttendanceMarkInfo {
  @Field(() => AttendanceState, { description: 'Přítomen, nepřítomen or omluven' })
  state: AttendanceState;

  @Field({ description: 'When it was marked, by the phone’s clock' })
  markedAt: Date;

  @Field(() => Int, {
    nullable: true,
    description: 'The staff user who made it; empty when the parent excused the child',
  })
  markedById: number | null;

  @Field(() => String, { nullable: true, description: "That user's name; empty when the parent excused the child" })
  markedByName: string | null;

  @Field({ description: 'Excused in advance by the parent from their page' })
  byParent: boolean;
}

@ObjectType({ description: 'A child on a lesson’s roster: only what the lesson needs (no payment, address or e-mail)' })
export class RosterEntry {
  @Field(() => Int, { description: "The child's registration" })
  registrationId: number;

  @Field({ description: "The child's name as registered" })
  childFullName: string;

  @Field(() => Int, { description: 'Whole years on the day of the lesson' })
  age: number;

  @Field({ description: 'On the waiting list' })
  replacement: boolean;

  @Field({ description: 'A make-up guest (náhrada) from another slot, on this one lesson only' })
  makeup: boolean;

  @Field({ description: 'False: the child must not be photographed (NEFOTIT)' })
  photoConsent: boolean;

  @Field({ description: "The parent's phone" })
  phone: string;

  @Field(() => String, { nullable: true, description: 'The note from the registration' })
  note: string | null;

  @Field(() => AttendanceMarkInfo, {
    nullable: true,
    description: "The child's mark at this lesson; null before anyone marked",
  })
  mark: AttendanceMarkInfo | null;
}

@ObjectType({ description: 'A lesson with its roster' })
export class LessonRoster {
  @Field(() => LessonInfo, { description: 'The lesson' })
  lesson: LessonInfo;

  @Field(() => [RosterEntry], { description: "Its children by name: the slot's, then make-up guests" })
  roster: RosterEntry[];
}

@ObjectType({ description: 'What became of a mark sent: the state that stands now, and whether it is this one' })
export class AttendanceMarkResult {
  @Field(() => ID, { description: "The lesson's id, as sent" })
  lessonId: string;

  @Field(() => Int, { description: "The child's registration, as sent" })
  registrationId: number;

  @Field({ description: 'False when a newer mark (someone else’s) stands, or the mark was refused' })
  applied: boolean;

  @Field(() => AttendanceMarkInfo, { nullable: true, description: 'The mark that stands now' })
  current: AttendanceMarkInfo | null;

  @Field(() => String, { nullable: true, description: 'The domain code of a refused mark (the others are kept)' })
  refusal: string | null;
}

@ObjectType({
  description: 'A coming lesson of a child’s course or day of its camp, as the parent’s page offers it to excuse',
})
export class ParentLessonInfo {
  @Field({ description: 's<slot id>-<planned day>, or c<camp id>-<day>' })
  id: string;

  @Field({ description: 'A camp day: all day, no times to show' })
  allDay: boolean;

  @Field({ description: 'When it begins' })
  startsAt: Date;

  @Field({ description: 'When it ends' })
  endsAt: Date;

  @Field({ description: 'Already excused (by the parent or the lector)' })
  excused: boolean;

  @Field(() => Date, {
    nullable: true,
    description: 'An excuse until this moment earns a make-up credit (course excuseCutoffHours); null for a camp day',
  })
  creditUntil: Date | null;

  @Field({ description: 'Excusing it now (by the server’s clock) earns a make-up credit' })
  earnsCredit: boolean;

  @Field(() => Int, { nullable: true, description: 'The make-up credit its excuse earned' })
  creditId: number | null;
}
