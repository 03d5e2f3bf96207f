import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Performs } from '../../core/graphql-operation';
import type { RequestContext } from '../../core/request-context';
import { AttendanceMarkResult, LessonInfo, LessonRoster } from './attendance.types';
import { AttendanceMarkInput, LessonMoveInput, MakeupLessonInput, NonTeachingDayInput } from './attendance.inputs';
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
    @Arg('from', () => String, { nullable: true, description: 'First day, YYYY-MM-DD (Prague); today when not given' })
    from?: string | null,
    @Arg('to', () => String, {
      nullable: true,
      description: 'Last day, YYYY-MM-DD (Prague), included; `from` when not given; at most 62 days after `from`',
    })
    to?: string | null,
  ): Promise<LessonInfo[]> {
    return services.lessonBook.lessons(actor, from, to);
  }

  @Query(() => LessonRoster, {
    description: 'A lesson with its roster and marks; another lector’s lesson is not found',
  })
  @Performs('attendance.read')
  lessonRoster(
    @Arg('id', () => ID, { description: "The lesson's id (s<scheduleId>-<planned day> or c<campId>-<day>)" })
    id: string,
    @Ctx() { services, actor }: RequestContext,
  ): Promise<LessonRoster> {
    return services.attendance.roster(actor, id);
  }

  @Mutation(() => [AttendanceMarkResult], {
    description:
      'Records marks (one tap, or a phone’s offline queue): the mark made last on the phone stands, a replay is recorded once; each answer says what stands now',
  })
  @Performs('attendance.mark')
  markAttendance(
    @Arg('marks', () => [AttendanceMarkInput], {
      description: 'The marks to record, in any order; each is answered on its own',
    })
    marks: AttendanceMarkInput[],
    @Ctx() { services, actor }: RequestContext,
  ): Promise<AttendanceMarkResult[]> {
    return services.attendance.mark(actor, { marks });
  }

  @Mutation(() => LessonInfo, { description: 'The lector’s short note of a lesson (empty clears it)' })
  @Performs('attendance.mark')
  setLessonNote(
    @Arg('id', () => ID, { description: "The lesson's id (s<scheduleId>-<planned day>)" }) id: string,
    @Arg('note', () => String, { nullable: true, description: 'The note; empty or null clears it' })
    note: string | null,
    @Ctx() { services, actor }: RequestContext,
  ): Promise<LessonInfo> {
    return services.lessonChanges.setNote(actor, id, { note });
  }

  @Mutation(() => LessonInfo, {
    description:
      'Cancels one lesson; the parents of the slot are e-mailed. Unless `replaced` (a make-up lesson for the group replaces it), every child holding a place earns a make-up credit',
  })
  @Performs('lesson.manage')
  cancelLesson(
    @Arg('id', () => ID, { description: "The lesson's id (s<scheduleId>-<planned day>)" }) id: string,
    @Arg('reason', () => String, { nullable: true, description: "Why, as the parents' e-mail says it; may be empty" })
    reason: string | null,
    @Arg('replaced', () => Boolean, {
      nullable: true,
      description: 'True when a make-up lesson for the group replaces it: no make-up credits are given',
    })
    replaced: boolean | null,
    @Ctx() { services, actor }: RequestContext,
  ): Promise<LessonInfo> {
    return services.lessonChanges.cancel(actor, id, { reason, replaced: replaced ?? false });
  }

  @Mutation(() => LessonInfo, { description: 'Undoes a cancellation; the parents are told the lesson takes place' })
  @Performs('lesson.manage')
  restoreLesson(
    @Arg('id', () => ID, { description: "The cancelled lesson's id (s<scheduleId>-<planned day>)" }) id: string,
    @Ctx() { services, actor }: RequestContext,
  ): Promise<LessonInfo> {
    return services.lessonChanges.restore(actor, id);
  }

  @Mutation(() => LessonInfo, { description: 'Moves one lesson to another day or time; the parents are e-mailed' })
  @Performs('lesson.manage')
  moveLesson(
    @Arg('id', () => ID, {
      description: "The lesson's id (s<scheduleId>-<planned day>); it keeps this id after the move",
    })
    id: string,
    @Arg('input', () => LessonMoveInput, { description: 'The new day and time (Prague)' }) input: LessonMoveInput,
    @Ctx() { services, actor }: RequestContext,
  ): Promise<LessonInfo> {
    return services.lessonChanges.move(actor, id, input);
  }

  @Mutation(() => LessonInfo, { description: 'Adds a make-up lesson to a slot' })
  @Performs('lesson.manage')
  addMakeupLesson(
    @Arg('input', () => MakeupLessonInput, { description: 'The slot, day and time (Prague) of the make-up lesson' })
    input: MakeupLessonInput,
    @Ctx() { services, actor }: RequestContext,
  ): Promise<LessonInfo> {
    return services.lessonChanges.addMakeup(actor, input);
  }

  @Mutation(() => LessonInfo, { description: 'Who teaches one lesson instead of the slot’s lector (empty: nobody)' })
  @Performs('lesson.manage')
  setLessonSubstitute(
    @Arg('id', () => ID, { description: "The lesson's id (s<scheduleId>-<planned day>)" }) id: string,
    @Arg('lectorId', () => Int, {
      nullable: true,
      description: "The substituting lector's user id; null: the slot's own lector teaches it",
    })
    lectorId: number | null,
    @Ctx() { services, actor }: RequestContext,
  ): Promise<LessonInfo> {
    return services.lessonChanges.setSubstitute(actor, id, lectorId ?? null);
  }

  @Query(() => [NonTeachingDay], { description: 'Days without lessons staff entered, newest first' })
  @Performs('attendance.read')
  nonTeachingDays(@Ctx() { services, actor }: RequestContext): Promise<NonTeachingDay[]> {
    return services.nonTeachingDays.list(actor);
  }

  @Mutation(() => NonTeachingDay, { description: 'Adds days without lessons, of every branch or of one' })
  @Performs('lesson.manage')
  addNonTeachingDay(
    @Arg('input', () => NonTeachingDayInput, { description: 'The days and the branch they close' })
    input: NonTeachingDayInput,
    @Ctx() { services, actor }: RequestContext,
  ): Promise<NonTeachingDay> {
    return services.nonTeachingDays.add(actor, input);
  }

  @Mutation(() => Boolean, { description: 'Deletes days without lessons staff entered; true when they are gone' })
  @Performs('lesson.manage')
  deleteNonTeachingDay(
    @Arg('id', () => Int, { description: 'The id of the days without lessons' }) id: number,
    @Ctx() { services, actor }: RequestContext,
  ): Promise<boolean> {
    return services.nonTeachingDays.remove(actor, id);
  }
}
