import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Performs } from '../../../core/graphql-operation';
import type { RequestContext } from '../../../core/request-context';
import { CampDayChild } from './camp-paperwork.day.types';
import { CampCheckoutInput } from './camp-paperwork.inputs';

const LESSON_ID = { description: "The camp day's id, c<campId>-<YYYY-MM-DD> (the attendance screen's)" };

@Resolver()
export class CampDayResolver {
  @Query(() => [CampDayChild], {
    description:
      'The children of a camp day with their declaration, health notes and pickup persons (an administrator, or the camp’s lector; any other camp day is not found)',
  })
  @Performs('campday.read')
  async campDayChildren(
    @Arg('lessonId', () => ID, LESSON_ID) lessonId: string,
    @Ctx() { services, actor }: RequestContext,
  ): Promise<CampDayChild[]> {
    return (await services.campDays.day(actor, lessonId)).children;
  }

  @Mutation(() => CampDayChild, { description: 'Checks a child in at the camp’s door (one tap; again: no change)' })
  @Performs('campday.handover')
  campCheckIn(
    @Arg('lessonId', () => ID, LESSON_ID) lessonId: string,
    @Arg('registrationId', () => Int, { description: "The child's registration" }) registrationId: number,
    @Ctx() { services, actor }: RequestContext,
  ): Promise<CampDayChild> {
    return services.campDays.checkIn(actor, lessonId, registrationId);
  }

  @Mutation(() => CampDayChild, {
    description:
      'Checks a child out, recording who took the child: a parent, a listed person, alone from the family’s time; anyone else only by an administrator with a note (CAMP_CHECKOUT_NOT_ALLOWED). The parents are e-mailed',
  })
  @Performs('campday.handover')
  campCheckOut(
    @Arg('lessonId', () => ID, LESSON_ID) lessonId: string,
    @Arg('input', () => CampCheckoutInput, { description: 'Who took the child' }) input: CampCheckoutInput,
    @Ctx() { services, actor }: RequestContext,
  ): Promise<CampDayChild> {
    return services.campDays.checkOut(actor, lessonId, input);
  }

  @Mutation(() => CampDayChild, {
    description: 'Undoes a mistaken tap: the check-out (its e-mail taken back while it waits), else the check-in',
  })
  @Performs('campday.handover')
  campUndoHandover(
    @Arg('lessonId', () => ID, LESSON_ID) lessonId: string,
    @Arg('registrationId', () => Int, { description: "The child's registration" }) registrationId: number,
    @Ctx() { services, actor }: RequestContext,
  ): Promise<CampDayChild> {
    return services.campDays.undo(actor, lessonId, registrationId);
  }
}
