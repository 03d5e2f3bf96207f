// The attendance matrix's data, shared by its service and its files.
import type { AttendanceState } from '@kurzy/common';
import type { LessonStatusValue } from './attendance.types';

export interface MatrixLesson {
  id: string;
  date: string;
  from: string;
  status: LessonStatusValue;
  /** Taken place: not cancelled and already begun. */
  held: boolean;
}

export interface MatrixRow {
  registrationId: number;
  childFullName: string;
  /** One per lesson, in the lessons' order; null: no mark. */
  marks: (AttendanceState | null)[];
  held: number;
  present: number;
  absent: number;
  excused: number;
  /** present / held, 0..1; null before the first held lesson. */
  rate: number | null;
  /** The absences in a row up to the last held lesson. */
  absentRun: number;
  flagged: boolean;
}

export interface AttendanceMatrixData {
  scheduleId: number;
  courseTitle: string;
  branchTitle: string;
  lectorName: string | null;
  dayOfWeek: number;
  timeFrom: string;
  timeTo: string;
  from: string;
  to: string;
  lessons: MatrixLesson[];
  rows: MatrixRow[];
  /** Make-up guests from other slots, each at its one lesson (not counted in the rates). */
  guests: MatrixGuest[];
}

export interface MatrixGuest {
  registrationId: number;
  childFullName: string;
  lessonId: string;
  mark: AttendanceState | null;
}
