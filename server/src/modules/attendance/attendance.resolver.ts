import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Performs } from '../../core/graphql-operation';
import type { RequestContext } from '../../core/request-context';
import {
  AttendanceMarkInput,
  AttendanceMarkResult,
  LessonInfo,
  LessonMoveInput,
  LessonRoster,
  MakeupLessonInput,
  NonTeachingDayInput,
} from './attendance.types';
import { NonTeachingDay } from './non-teaching-day.entity';

/** The lector's day and the staff's changes to single lessons. */
@Resolver()
export class AttendanceResolver {
  @Query(() => [LessonInfo], {
    description:
      'Lessons from `from` to `to` (Prague days, both included, at most 62; today when not given) in time order: a lector gets those of their own slots and those they substitute in, administrators all',
  })
  @Performs('attendance.read')
  lessons(
    @Ctx() { services, actor }: RequestContext,
    @Arg('from', () => String, { nullable: true }) from?: string | null,
    @Arg('to', () => String, { nullable: true }) to?: string | null,
  ): Promise<LessonInfo[]> {
    return services.attendance.lessons(actor, from, to);
  }

  @Query(() => LessonRoster, {
    description: 'A lesson with its roster and marks; another lector’s lesson is not found',
  })
  @Performs('attendance.read')
  lessonRoster(@Arg('id', () => ID) id: string, @Ctx() { services, actor }: RequestContext): Promise<LessonRoster> {
    return services.attendance.roster(actor, id);
  }

  @Mutation(() => [AttendanceMarkResult], {
    description:
      'Records marks (one tap, or a phone’s offline queue): the mark made last on the phone stands, a replay is recorded once; each answer says what stands now',
  })
  @Performs('attendance.mark')
  markAttendance(
    @Arg('marks', () => [AttendanceMarkInput]) marks: AttendanceMarkInput[],
    @Ctx() { services, actor }: RequestContext,
  ): Promise<AttendanceMarkResult[]> {
    return services.attendance.mark(actor, { marks });
  }

  @Mutation(() => LessonInfo, { description: 'The lector’s short note of a lesson (empty clears it)' })
  @Performs('attendance.mark')
  setLessonNote(
    @Arg('id', () => ID) id: string,
    @Arg('note', () => String, { nullable: true }) note: string | null,
    @Ctx() { services, actor }: RequestContext,
  ): Promise<LessonInfo> {
    return services.attendance.setNote(actor, id, { note });
  }

  @Mutation(() => LessonInfo, {
    description:
      'Cancels one lesson; the parents of the slot are e-mailed. Unless `replaced` (a make-up lesson for the group replaces it), every child holding a place earns a make-up credit',
  })
  @Performs('lesson.manage')
  cancelLesson(
    @Arg('id', () => ID) id: string,
    @Arg('reason', () => String, { nullable: true }) reason: string | null,
    @Arg('replaced', () => Boolean, { nullable: true }) replaced: boolean | null,
    @Ctx() { services, actor }: RequestContext,
  ): Promise<LessonInfo> {
    return services.attendance.cancel(actor, id, { reason, replaced: replaced ?? false });
  }

  @Mutation(() => LessonInfo, { description: 'Undoes a cancellation; the parents are told the lesson takes place' })
  @Performs('lesson.manage')
  restoreLesson(@Arg('id', () => ID) id: string, @Ctx() { services, actor }: RequestContext): Promise<LessonInfo> {
    return services.attendance.restore(actor, id);
  }

  @Mutation(() => LessonInfo, { description: 'Moves one lesson to another day or time; the parents are e-mailed' })
  @Performs('lesson.manage')
  moveLesson(
    @Arg('id', () => ID) id: string,
    @Arg('input', () => LessonMoveInput) input: LessonMoveInput,
    @Ctx() { services, actor }: RequestContext,
  ): Promise<LessonInfo> {
    return services.attendance.move(actor, id, input);
  }

  @Mutation(() => LessonInfo, { description: 'Adds a make-up lesson to a slot' })
  @Performs('lesson.manage')
  addMakeupLesson(
    @Arg('input', () => MakeupLessonInput) input: MakeupLessonInput,
    @Ctx() { services, actor }: RequestContext,
  ): Promise<LessonInfo> {
    return services.attendance.addMakeup(actor, input);
  }

  @Mutation(() => LessonInfo, { description: 'Who teaches one lesson instead of the slot’s lector (empty: nobody)' })
  @Performs('lesson.manage')
  setLessonSubstitute(
    @Arg('id', () => ID) id: string,
    @Arg('lectorId', () => Int, { nullable: true }) lectorId: number | null,
    @Ctx() { services, actor }: RequestContext,
  ): Promise<LessonInfo> {
    return services.attendance.setSubstitute(actor, id, lectorId ?? null);
  }

  @Query(() => [NonTeachingDay], { description: 'Days without lessons staff entered, newest first' })
  @Performs('attendance.read')
  nonTeachingDays(@Ctx() { services, actor }: RequestContext): Promise<NonTeachingDay[]> {
    return services.attendance.nonTeachingDays(actor);
  }

  @Mutation(() => NonTeachingDay, { description: 'Adds days without lessons, of every branch or of one' })
  @Performs('lesson.manage')
  addNonTeachingDay(
    @Arg('input', () => NonTeachingDayInput) input: NonTeachingDayInput,
    @Ctx() { services, actor }: RequestContext,
  ): Promise<NonTeachingDay> {
    return services.attendance.addNonTeachingDay(actor, input);
  }

  @Mutation(() => Boolean)
  @Performs('lesson.manage')
  deleteNonTeachingDay(@Arg('id', () => Int) id: number, @Ctx() { services, actor }: RequestContext): Promise<boolean> {
    return services.attendance.deleteNonTeachingDay(actor, id);
  }
}
