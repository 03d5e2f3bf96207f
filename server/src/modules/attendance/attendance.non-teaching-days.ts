// Days without lessons (holidays, a branch closed): staff keep the list; the lessons' computation
// (lesson.dates.ts) leaves them out.
import { AttendanceErrorCode, nonTeachingDaySchema } from '@kurzy/common';
import type { DataSource } from 'typeorm';
import { type Actor, authorize } from '../../core/actor';
import { AppError } from '../../core/errors';
import { validateInput } from '../../core/validation';
import { NonTeachingDay } from './non-teaching-day.entity';

export class NonTeachingDayService {
  constructor(private readonly dataSource: DataSource) {}

  async list(actor: Actor): Promise<NonTeachingDay[]> {
    authorize(actor, 'attendance.read');
    return this.dataSource.getRepository(NonTeachingDay).find({ order: { from: 'DESC', id: 'DESC' } });
  }

  async add(actor: Actor, input: unknown): Promise<NonTeachingDay> {
    authorize(actor, 'lesson.manage');
    const values = await validateInput(nonTeachingDaySchema, input);
    if (values.branchId !== null) {
      const [branch] = await this.dataSource.query('SELECT 1 FROM branch WHERE id = $1', [values.branchId]);
      if (!branch) throw new AppError(AttendanceErrorCode.NonTeachingDayNotFound, { field: 'branchId' });
    }
    const repository = this.dataSource.getRepository(NonTeachingDay);
    return repository.save(repository.create(values));
  }

  async remove(actor: Actor, id: number): Promise<boolean> {
    authorize(actor, 'lesson.manage');
    const { affected } = await this.dataSource.getRepository(NonTeachingDay).delete({ id });
    if (!affected) throw new AppError(AttendanceErrorCode.NonTeachingDayNotFound);
    return true;
  }
}
