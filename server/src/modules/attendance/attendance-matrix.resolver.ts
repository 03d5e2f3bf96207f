import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import { Performs } from '../../core/graphql-operation';
import type { RequestContext } from '../../core/request-context';
import { AttendanceMatrixType, AttendanceSlotSummaryType } from './attendance-matrix.types';

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
    @Arg('branchId', () => Int, { nullable: true }) branchId?: number | null,
    @Arg('lectorId', () => Int, { nullable: true }) lectorId?: number | null,
    @Arg('from', () => String, { nullable: true }) from?: string | null,
    @Arg('to', () => String, { nullable: true }) to?: string | null,
  ): Promise<AttendanceSlotSummaryType[]> {
    return services.attendanceMatrix.slots(actor, { branchId, lectorId, from, to });
  }

  @Query(() => AttendanceMatrixType, {
    description: 'A slot’s children × lessons with rates; another lector’s slot is not found',
  })
  @Performs('attendance.read')
  attendanceMatrix(
    @Ctx() { services, actor }: RequestContext,
    @Arg('scheduleId', () => Int) scheduleId: number,
    @Arg('from', () => String, { nullable: true }) from?: string | null,
    @Arg('to', () => String, { nullable: true }) to?: string | null,
  ): Promise<AttendanceMatrixType> {
    return services.attendanceMatrix.matrix(actor, scheduleId, from, to);
  }
}
