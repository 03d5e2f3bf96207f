// What staff send about lessons and attendance: the attendance service and the "Docházka" screen
// check the same rules with the same Czech messages.
import * as yup from 'yup';
import {
  flag,
  optionalId,
  optionalText,
  requiredDate,
  requiredId,
  requiredLine,
  requiredText,
  requiredTime,
} from './fields';
import { isValidIsoDate } from './iso-date';
import { MESSAGES } from './messages';

/** A child at a lesson: přítomen, nepřítomen, omluven. */
export enum AttendanceState {
  present = 'present',
  absent = 'absent',
  excused = 'excused',
}

export const ATTENDANCE_STATES = Object.values(AttendanceState);

/** The most marks one request carries (a phone's offline queue of a few lessons). */
export const MAX_MARKS_PER_REQUEST = 500;

/** A lesson is named by its slot and the day it was planned for (`s12-2026-03-02`), a camp day by
 * its camp and day (`c7-2027-07-05`). Lessons are computed, so this is their stable id. */
export const LESSON_ID_PATTERN = /^([sc])([1-9]\d{0,8})-(\d{4}-\d{2}-\d{2})$/;

export const lessonId = (scheduleId: number, originalDate: string) => `s${scheduleId}-${originalDate}`;

export const campDayId = (campId: number, day: string) => `c${campId}-${day}`;

/** What a lesson id names: a slot's lesson or a camp's day; null for no lesson id. */
export type LessonRef =
  | { scheduleId: number; campId: null; originalDate: string }
  | { scheduleId: null; campId: number; originalDate: string };

export function parseLessonId(id: string): LessonRef | null {
  const match = LESSON_ID_PATTERN.exec(id);
  if (!match || !isValidIsoDate(match[3]!)) return null;
  const owner = Number(match[2]);
  return match[1] === 'c'
    ? { scheduleId: null, campId: owner, originalDate: match[3]! }
    : { scheduleId: owner, campId: null, originalDate: match[3]! };
}

const INVALID_STATE = 'Vyberte přítomen, nepřítomen, nebo omluven.';
const INVALID_LESSON = 'Lekce nebyla nalezena.';
const INVALID_MOMENT = 'Zadejte platný čas.';

const lessonRef = () => requiredText(40).matches(LESSON_ID_PATTERN, INVALID_LESSON);

export const attendanceMarkSchema = yup.object({
  lessonId: lessonRef(),
  registrationId: requiredId(),
  state: yup.mixed<AttendanceState>().oneOf(ATTENDANCE_STATES, INVALID_STATE).required(INVALID_STATE),
  /** When the lector tapped it, by the phone's clock: the last write by this time wins. */
  markedAt: yup
    .date()
    .typeError(INVALID_MOMENT)
    .required(INVALID_MOMENT)
    .min(new Date('2000-01-01T00:00:00Z'), INVALID_MOMENT),
});

export type AttendanceMarkValues = yup.InferType<typeof attendanceMarkSchema>;

export const attendanceMarksSchema = yup.object({
  marks: yup
    .array(attendanceMarkSchema.required())
    .typeError(MESSAGES.required)
    .required(MESSAGES.required)
    .max(MAX_MARKS_PER_REQUEST, `Najednou lze poslat nejvýše ${MAX_MARKS_PER_REQUEST} značek.`),
});

export const LESSON_NOTE_MAX = 2000;

export const lessonNoteSchema = yup.object({ note: optionalText(LESSON_NOTE_MAX) });

const END_AFTER_START = 'Konec musí být po začátku.';

const timeRange = {
  from: requiredTime(),
  to: requiredTime().test('after', END_AFTER_START, function (to) {
    const from = this.parent.from as string | undefined;
    return !from || !to || to > from;
  }),
};

/** Moving one lesson to another day or time. */
export const lessonMoveSchema = yup.object({ date: requiredDate(), ...timeRange });

/** A make-up lesson of a slot. */
export const makeupLessonSchema = yup.object({ scheduleId: requiredId(), date: requiredDate(), ...timeRange });

/** Cancelling a lesson; `replaced`: a make-up lesson for the whole group replaces it, so the children
 * earn no make-up credits. */
export const lessonCancelSchema = yup.object({ reason: optionalText(500), replaced: flag(false) });

/** A day (or days) without lessons: of every branch, or of one (school holidays differ by region). */
export const nonTeachingDaySchema = yup.object({
  from: requiredDate(),
  to: requiredDate().test('after', 'Konec nemůže být před začátkem.', function (to) {
    const from = this.parent.from as string | undefined;
    return !from || !to || to >= from;
  }),
  title: requiredLine(200),
  // Within int4 like every id (a larger one failed in the database, a 500).
  branchId: optionalId(),
});

export type NonTeachingDayValues = yup.InferType<typeof nonTeachingDaySchema>;

/** The words of a state as the lector's buttons say them. */
export const ATTENDANCE_STATE_LABELS: Record<AttendanceState, string> = {
  [AttendanceState.present]: 'přítomen',
  [AttendanceState.absent]: 'nepřítomen',
  [AttendanceState.excused]: 'omluven',
};
