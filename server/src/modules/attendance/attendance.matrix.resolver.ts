import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import { Performs } from '../../core/graphql-operation';
import type { RequestContext } from '../../core/request-context';
import { AttendanceMatrixType, AttendanceSlotSummaryType } from './attendance.matrix.types';

/** The staff's attendance overview: slots with their rates, and one slot's matrix. */
@Resolver()
export class AttendanceMatrixResolver {
  @Query(() => [AttendanceSlotSummaryType], {
    description:
      'Slots with the attendance of a range (default: the last 30 days), by branch and lector; a lector gets their own',
  })
  @Performs('attendance.read')
  attendanceSlots(
    @Ctx() { services, actor }: RequestContext,
    @Arg('branchId', () => Int, { nullable: true, description: 'Only the slots of this branch' })
    branchId?: number | null,
    @Arg('lectorId', () => Int, {
      nullable: true,
      description: 'Only the slots this lector teaches (a lector always gets their own)',
    })
    lectorId?: number | null,
    @Arg('from', () => String, {
      nullable: true,
      description: 'First day counted, YYYY-MM-DD (Prague); 30 days before `to` when not given',
    })
    from?: string | null,
    @Arg('to', () => String, {
      nullable: true,
      description: 'Last day counted, YYYY-MM-DD (Prague); today when not given; at most 62 days after `from`',
    })
    to?: string | null,
  ): Promise<AttendanceSlotSummaryType[]> {
    return services.attendanceMatrix.slots(actor, { branchId, lectorId, from, to });
  }

  @Query(() => AttendanceMatrixType, {
    description: 'A slot’s children × lessons with rates; another lector’s slot is not found',
  })
  @Performs('attendance.read')
  attendanceMatrix(
    @Ctx() { services, actor }: RequestContext,
    @Arg('scheduleId', () => Int, { description: 'The slot (schedule) whose children and lessons are shown' })
    scheduleId: number,
    @Arg('from', () => String, {
      nullable: true,
      description: 'First day shown, YYYY-MM-DD (Prague); 30 days before `to` when not given',
    })
    from?: string | null,
    @Arg('to', () => String, {
      nullable: true,
      description: 'Last day shown, YYYY-MM-DD (Prague); today when not given; at most 62 days after `from`',
    })
    to?: string | null,
  ): Promise<AttendanceMatrixType> {
    return services.attendanceMatrix.matrix(actor, scheduleId, from, to);
  }
}
