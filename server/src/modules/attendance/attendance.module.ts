import type { AppModule } from '../../core/module';
import { AttendanceMark } from './attendance-mark.entity';
import { AttendanceMatrixResolver } from './attendance.matrix.resolver';
import { attendanceMatrixRest } from './attendance.matrix.rest';
import { ATTENDANCE_MAIL } from './attendance.mail';
import { AttendanceMatrixService } from './attendance.matrix';
import { attendancePersonalData } from './attendance.personal-data';
import { ParentAbsenceResolver } from './attendance.parents.resolver';
import { parentAbsenceRest } from './attendance.parents.rest';
import { ParentAbsenceService } from './attendance.parents';
import { AttendanceResolver } from './attendance.resolver';
import { attendanceRest } from './attendance.rest';
import { AttendanceService } from './attendance.service';
import { LessonChangeService } from './attendance.changes';
import { LessonBook } from './attendance.lessons';
import { NonTeachingDayService } from './attendance.non-teaching-days';
import { Lesson } from './lesson.entity';
import { NonTeachingDay } from './non-teaching-day.entity';

declare module '../../core/services' {
  interface Services {
    lessonBook: LessonBook;
    attendance: AttendanceService;
    lessonChanges: LessonChangeService;
    nonTeachingDays: NonTeachingDayService;
    parentAbsences: ParentAbsenceService;
    attendanceMatrix: AttendanceMatrixService;
  }
}

/** Lessons of the courses' slots (computed, with single-lesson changes), the lector's day with the
 * roster, and attendance marks that survive a network drop. */
export const attendanceModule: AppModule = {
  name: 'attendance',
  entities: [Lesson, NonTeachingDay, AttendanceMark],
  resolvers: [AttendanceResolver, ParentAbsenceResolver, AttendanceMatrixResolver],
  rest: {
    ...attendanceRest,
    routes: [...attendanceRest.routes, ...parentAbsenceRest.routes, ...attendanceMatrixRest.routes],
  },
  personalData: attendancePersonalData,
  mail: ATTENDANCE_MAIL,
  services: ({ dataSource, config }, { parents }) => {
    const lessonBook = new LessonBook(dataSource);
    return {
      lessonBook,
      attendance: new AttendanceService(dataSource, lessonBook),
      lessonChanges: new LessonChangeService(dataSource, lessonBook),
      nonTeachingDays: new NonTeachingDayService(dataSource),
      parentAbsences: new ParentAbsenceService(dataSource, parents, lessonBook),
      attendanceMatrix: new AttendanceMatrixService(dataSource, lessonBook, config.operator),
    };
  },
};
