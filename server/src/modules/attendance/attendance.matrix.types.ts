// The attendance matrix as GraphQL types (the REST door answers the same objects as JSON).
import { AttendanceState } from '@kurzy/common';
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { LessonStatusValue } from './attendance.types';

@ObjectType('AttendanceMatrixLesson', { description: 'A column of the matrix: one lesson of the slot' })
export class AttendanceMatrixLessonType {
  @Field(() => ID, { description: "The lesson's id: s<scheduleId>-<planned day, YYYY-MM-DD>" })
  id: string;

  @Field({ description: 'The day it takes place, YYYY-MM-DD' })
  date: string;

  @Field({ description: 'Start, HH:mm' })
  from: string;

  @Field(() => LessonStatusValue, { description: 'Planned, moved, cancelled or a make-up lesson' })
  status: LessonStatusValue;

  @Field({ description: 'Taken place: not cancelled and already begun' })
  held: boolean;
}

@ObjectType('AttendanceMatrixRow', { description: 'A row of the matrix: one child with their marks and rate' })
export class AttendanceMatrixRowType {
  @Field(() => Int, { description: "The child's registration" })
  registrationId: number;

  @Field({ description: "The child's name as registered" })
  childFullName: string;

  @Field(() => [AttendanceState], { nullable: 'items', description: 'One per lesson, in order; null: no mark' })
  marks: (AttendanceState | null)[];

  @Field(() => Int, { description: 'Lessons held in the range' })
  held: number;

  @Field(() => Int, { description: 'Held lessons marked přítomen' })
  present: number;

  @Field(() => Int, { description: 'Held lessons marked nepřítomen' })
  absent: number;

  @Field(() => Int, { description: 'Held lessons marked omluven' })
  excused: number;

  @Field(() => Float, {
    nullable: true,
    description: 'present / held (0..1; an unmarked or excused held lesson is not present); null before any held',
  })
  rate: number | null;

  @Field(() => Int, { description: 'Absences (nepřítomen) in a row up to the last held lesson' })
  absentRun: number;

  @Field({ description: 'At least 3 absences in a row ("3× chybí")' })
  flagged: boolean;
}

@ObjectType('AttendanceMatrixGuest', {
  description: 'A make-up guest (náhrada) from another slot at one lesson of the matrix',
})
export class AttendanceMatrixGuestType {
  @Field(() => Int, { description: "The guest's own registration (in another slot)" })
  registrationId: number;

  @Field({ description: "The guest child's name as registered" })
  childFullName: string;

  @Field(() => ID, { description: 'The lesson (a column of the matrix)' })
  lessonId: string;

  @Field(() => AttendanceState, { nullable: true, description: 'Null: no mark' })
  mark: AttendanceState | null;
}

@ObjectType('AttendanceMatrix', { description: 'A slot’s children × its lessons over a range of days' })
export class AttendanceMatrixType {
  @Field(() => Int, { description: 'The slot (schedule)' })
  scheduleId: number;

  @Field({ description: "The slot's course title" })
  courseTitle: string;

  @Field({ description: "The slot's branch title" })
  branchTitle: string;

  @Field(() => String, { nullable: true, description: "The slot's lector; empty when none is set" })
  lectorName: string | null;

  @Field(() => Int, { description: 'ISO weekday, 1 = Monday' })
  dayOfWeek: number;

  @Field({ description: 'Start of the slot, HH:mm, Prague time' })
  timeFrom: string;

  @Field({ description: 'End of the slot, HH:mm, Prague time' })
  timeTo: string;

  @Field({ description: 'First day of the range, YYYY-MM-DD' })
  from: string;

  @Field({ description: 'Last day of the range, YYYY-MM-DD' })
  to: string;

  @Field(() => [AttendanceMatrixLessonType], {
    description: "The columns: the slot's lessons in the range, in time order",
  })
  lessons: AttendanceMatrixLessonType[];

  @Field(() => [AttendanceMatrixRowType], { description: "The rows: the slot's children, by name" })
  rows: AttendanceMatrixRowType[];

  @Field(() => [AttendanceMatrixGuestType], { description: 'Make-up guests, each at its one lesson' })
  guests: AttendanceMatrixGuestType[];
}

@ObjectType('AttendanceSlotSummary', { description: 'A slot with the attendance of a range, for the filter' })
export class AttendanceSlotSummaryType {
  @Field(() => Int, { description: 'The slot (schedule)' })
  scheduleId: number;

  @Field({ description: "The slot's course title" })
  courseTitle: string;

  @Field(() => Int, { description: "The slot's branch" })
  branchId: number;

  @Field({ description: "The slot's branch title" })
  branchTitle: string;

  @Field(() => Int, { nullable: true, description: "The slot's lector (user id); empty when none is set" })
  lectorId: number | null;

  @Field(() => String, { nullable: true, description: "The slot's lector's name; empty when none is set" })
  lectorName: string | null;

  @Field(() => Int, { description: 'ISO weekday, 1 = Monday' })
  dayOfWeek: number;

  @Field({ description: 'Start of the slot, HH:mm, Prague time' })
  timeFrom: string;

  @Field({ description: 'End of the slot, HH:mm, Prague time' })
  timeTo: string;

  @Field(() => Int, { description: 'Children holding a place in the slot' })
  childCount: number;

  @Field(() => Int, { description: 'Lessons of the range already held (not cancelled, begun)' })
  lessonsHeld: number;

  @Field(() => Float, { nullable: true, description: 'Present marks / (held lessons × children), 0..1' })
  rate: number | null;

  @Field(() => Int, { description: 'Children with 3 or more absences in a row' })
  flaggedCount: number;
}
