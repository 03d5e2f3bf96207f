// The attendance matrix as GraphQL types (the REST door answers the same objects as JSON).
import { AttendanceState } from '@kurzy/common';
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { LessonStatusValue } from './attendance.types';

@ObjectType('AttendanceMatrixLesson', { description: 'A column of the matrix: one lesson of the slot' })
export class AttendanceMatrixLessonType {
  @Field(() => ID)
  id: string;

  @Field({ description: 'The day it takes place, YYYY-MM-DD' })
  date: string;

  @Field({ description: 'Start, HH:mm' })
  from: string;

  @Field(() => LessonStatusValue)
  status: LessonStatusValue;

  @Field({ description: 'Taken place: not cancelled and already begun' })
  held: boolean;
}

@ObjectType('AttendanceMatrixRow', { description: 'A row of the matrix: one child with their marks and rate' })
export class AttendanceMatrixRowType {
  @Field(() => Int)
  registrationId: number;

  @Field()
  childFullName: string;

  @Field(() => [AttendanceState], { nullable: 'items', description: 'One per lesson, in order; null: no mark' })
  marks: (AttendanceState | null)[];

  @Field(() => Int, { description: 'Lessons held in the range' })
  held: number;

  @Field(() => Int)
  present: number;

  @Field(() => Int)
  absent: number;

  @Field(() => Int)
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
  @Field(() => Int)
  registrationId: number;

  @Field()
  childFullName: string;

  @Field(() => ID, { description: 'The lesson (a column of the matrix)' })
  lessonId: string;

  @Field(() => AttendanceState, { nullable: true, description: 'Null: no mark' })
  mark: AttendanceState | null;
}

@ObjectType('AttendanceMatrix', { description: 'A slot’s children × its lessons over a range of days' })
export class AttendanceMatrixType {
  @Field(() => Int)
  scheduleId: number;

  @Field()
  courseTitle: string;

  @Field()
  branchTitle: string;

  @Field(() => String, { nullable: true })
  lectorName: string | null;

  @Field(() => Int, { description: 'ISO weekday, 1 = Monday' })
  dayOfWeek: number;

  @Field()
  timeFrom: string;

  @Field()
  timeTo: string;

  @Field()
  from: string;

  @Field()
  to: string;

  @Field(() => [AttendanceMatrixLessonType])
  lessons: AttendanceMatrixLessonType[];

  @Field(() => [AttendanceMatrixRowType])
  rows: AttendanceMatrixRowType[];

  @Field(() => [AttendanceMatrixGuestType], { description: 'Make-up guests, each at its one lesson' })
  guests: AttendanceMatrixGuestType[];
}

@ObjectType('AttendanceSlotSummary', { description: 'A slot with the attendance of a range, for the filter' })
export class AttendanceSlotSummaryType {
  @Field(() => Int)
  scheduleId: number;

  @Field()
  courseTitle: string;

  @Field(() => Int)
  branchId: number;

  @Field()
  branchTitle: string;

  @Field(() => Int, { nullable: true })
  lectorId: number | null;

  @Field(() => String, { nullable: true })
  lectorName: string | null;

  @Field(() => Int)
  dayOfWeek: number;

  @Field()
  timeFrom: string;

  @Field()
  timeTo: string;

  @Field(() => Int)
  childCount: number;

  @Field(() => Int)
  lessonsHeld: number;

  @Field(() => Float, { nullable: true, description: 'Present marks / (held lessons × children), 0..1' })
  rate: number | null;

  @Field(() => Int, { description: 'Children with 3 or more absences in a row' })
  flaggedCount: number;
}
