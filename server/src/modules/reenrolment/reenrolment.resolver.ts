import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Performs } from '../../core/graphql-operation';
import type { RequestContext } from '../../core/request-context';
import { Course } from '../courses/course.entity';
import { ReenrolmentFamily } from './reenrolment.entity';
import { ReenrolmentInvitation, ReenrolmentInvited, ReenrolmentOverview } from './reenrolment.types';

/** Staff's side of re-enrolment into the next term, and the family's (by its link's token). */
@Resolver()
export class ReenrolmentResolver {
  @Query(() => ReenrolmentOverview, {
    description: 'A course’s re-enrolment: its successor, the window’s end and each invited family’s answer',
  })
  @Performs('reenrolment.read')
  reenrolment(
    @Arg('courseId', () => Int, { description: 'The old course' }) courseId: number,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.reenrolment.overview(actor, courseId);
  }

  @Mutation(() => ReenrolmentInvited, {
    description:
      'Opens re-enrolment on a course whose successor exists: every family holding a place (replacements when asked) is invited by e-mail; again, it invites the undecided again with the end given now',
  })
  @Performs('reenrolment.write')
  openReenrolment(
    @Arg('courseId', () => Int, { description: 'The old course, whose successor already exists' }) courseId: number,
    @Arg('priorityUntil', { description: 'ISO date-time with its offset' }) priorityUntil: string,
    @Ctx() { services, actor }: RequestContext,
    @Arg('includeReplacements', () => Boolean, {
      nullable: true,
      description: 'true: also invite the replacements on the waiting list; false when not given',
    })
    includeReplacements?: boolean | null,
  ) {
    return services.reenrolment.open(actor, courseId, {
      priorityUntil,
      includeReplacements: includeReplacements ?? false,
    });
  }

  @Mutation(() => ReenrolmentOverview, {
    description: 'Moves the window’s end; a past one opens the successor to everyone at once',
  })
  @Performs('reenrolment.write')
  moveReenrolmentWindow(
    @Arg('courseId', () => Int, { description: 'The old course' }) courseId: number,
    @Arg('priorityUntil', { description: 'ISO date-time with its offset' }) priorityUntil: string,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.reenrolment.move(actor, courseId, { priorityUntil });
  }

  @Mutation(() => ReenrolmentFamily, {
    description: 'Enrols an invited family of the course into the successor by hand (also after the window)',
  })
  @Performs('reenrolment.write')
  enrolReenrolmentFamily(
    @Arg('courseId', () => Int, { description: 'The old course' }) courseId: number,
    @Arg('registrationId', () => Int, { description: "The family's registration of the old course" })
    registrationId: number,
    @Ctx() { services, actor }: RequestContext,
    @Arg('scheduleId', () => Int, {
      nullable: true,
      description: "The successor's slot to enrol into; the copy of the family's slot when not given",
    })
    scheduleId?: number | null,
  ) {
    return services.reenrolment.enrol(actor, courseId, { registrationId, scheduleId });
  }

  @Query(() => [ReenrolmentInvitation], {
    description:
      'The invitations to continue of the link’s family; viewing them marks the undecided ones opened (PARENT_LINK_INVALID for a wrong link)',
  })
  @Performs('parent.read')
  reenrolmentInvitations(
    @Arg('token', { description: "The token of the family's personal link (/moje-prihlasky/<token>)" }) token: string,
    @Ctx() { services, clientAddress }: RequestContext,
  ) {
    return services.reenrolment.familyInvitations(token, clientAddress);
  }

  @Mutation(() => Int, {
    description:
      'Pokračovat: a new registration in the successor (the copy of the family’s slot, or another of its slots) with the data carried over, holding a place; its payment e-mail follows. Answers its id',
  })
  @Performs('parent.act')
  continueReenrolment(
    @Arg('token', { description: "The token of the family's personal link (/moje-prihlasky/<token>)" }) token: string,
    @Arg('registrationId', () => Int, { description: "The family's registration of the old course" })
    registrationId: number,
    @Ctx() { services, clientAddress }: RequestContext,
    @Arg('scheduleId', () => Int, {
      nullable: true,
      description: "The successor's slot to continue in; the copy of the family's slot when not given",
    })
    scheduleId?: number | null,
  ) {
    return services.reenrolment.familyAccept(token, clientAddress, { registrationId, scheduleId });
  }

  @Mutation(() => Boolean, { description: 'Nepokračovat, with an optional reason' })
  @Performs('parent.act')
  declineReenrolment(
    @Arg('token', { description: "The token of the family's personal link (/moje-prihlasky/<token>)" }) token: string,
    @Arg('registrationId', () => Int, { description: "The family's registration of the old course" })
    registrationId: number,
    @Ctx() { services, clientAddress }: RequestContext,
    @Arg('reason', () => String, {
      nullable: true,
      description: 'Why the family does not continue, in its words; may be empty',
    })
    reason?: string | null,
  ) {
    return services.reenrolment.familyDecline(token, clientAddress, { registrationId, reason });
  }
}

/** The course page's notice: while its priority window is open, the public waits. */
@Resolver(() => Course)
export class CoursePriorityResolver {
  @FieldResolver(() => Date, {
    nullable: true,
    description:
      'Until when the families of the previous term register first (the public is refused REGISTRATION_PRIORITY_WINDOW); null when open to all',
  })
  priorityUntil(@Root() course: Course, @Ctx() { loaders }: RequestContext) {
    return loaders.coursePriorityWindow.load(course.id);
  }
}
