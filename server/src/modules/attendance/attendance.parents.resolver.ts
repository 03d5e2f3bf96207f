import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Performs } from '../../core/graphql-operation';
import type { RequestContext } from '../../core/request-context';
import { ParentLessonInfo } from './attendance.types';

@Resolver()
export class ParentAbsenceResolver {
  @Query(() => [ParentLessonInfo], {
    description:
      'The coming lessons of a registration of the personal link’s family (at most 10), with whether the child is excused',
  })
  @Performs('parent.act')
  parentLessons(
    @Arg('token', { description: "The token of the family's personal link (/moje-prihlasky/<token>)" }) token: string,
    @Arg('registrationId', () => Int, { description: "The child's registration (one of the link's family)" })
    registrationId: number,
    @Ctx() { services, clientAddress }: RequestContext,
  ): Promise<ParentLessonInfo[]> {
    return services.parentAbsences.lessons(token, clientAddress, registrationId);
  }

  @Mutation(() => [ParentLessonInfo], {
    description:
      'Excuses the child from a coming lesson (the lector sees “omluven” on the roster); answers the coming lessons',
  })
  @Performs('parent.act')
  excuseLesson(
    @Arg('token', { description: "The token of the family's personal link (/moje-prihlasky/<token>)" }) token: string,
    @Arg('registrationId', () => Int, { description: "The child's registration (one of the link's family)" })
    registrationId: number,
    @Arg('lessonId', {
      description: "The lesson's id as parentLessons gives it (s<slot id>-<planned day> or c<camp id>-<day>)",
    })
    lessonId: string,
    @Ctx() { services, clientAddress }: RequestContext,
  ): Promise<ParentLessonInfo[]> {
    return services.parentAbsences.excuse(token, clientAddress, registrationId, lessonId);
  }
}
