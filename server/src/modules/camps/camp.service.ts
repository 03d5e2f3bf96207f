import { campSchema, PictureOwner, type CampValues } from '@kurzy/common';
import { DataSource, SelectQueryBuilder } from 'typeorm';
import { Actor, authorize } from '../../core/actor';
import { CrudService } from '../../core/crud';
import type { PictureService } from '../galleries/picture.service';
import { AppError } from '../../core/errors';
import { assertReferencesExist } from '../../core/references';
import { Camp } from './camp.entity';
import { holdsPlace } from '../registrations/registration.rules';

/** Summer camps: managed by administrators; the public sees visible, active camps, soonest
 * first. Every camp is read with its branch joined. */
export class CampService extends CrudService<Camp, CampValues> {
  constructor(dataSource: DataSource, pictures?: PictureService) {
    super(dataSource, {
      entity: Camp,
      alias: 'camp',
      schema: campSchema,
      filters: {
        id: { kind: 'exact' },
        title: { kind: 'text' },
        description: { kind: 'text' },
        from: { kind: 'day' },
        to: { kind: 'day' },
        price: { kind: 'exact' },
        capacity: { kind: 'exact' },
        maxCapacity: { kind: 'exact' },
        branchId: { kind: 'exact' },
        category: { kind: 'equalsIgnoreCase' },
        type: { kind: 'equalsIgnoreCase' },
        visible: { kind: 'exact' },
        active: { kind: 'exact' },
        createdAt: { kind: 'day' },
        availability: { kind: 'pass' },
      },
      order: [{ sql: '"camp"."from"' }, { sql: '"camp"."title" COLLATE "cs-x-icu"' }, { sql: '"camp"."id"' }],
      publicScope: '"camp"."visible" AND "camp"."active"',
      read: 'public',
      write: 'admin',
      notFound: 'Tábor nebyl nalezen.',
      dependents: pictures?.ownedBy(PictureOwner.camp),
    });
  }

  protected override get readsRelations(): boolean {
    return true;
  }

  // The branch is shown even when hidden from the branch list: it is where a visible camp runs.
  protected override readable(actor: Actor): SelectQueryBuilder<Camp> {
    return super.readable(actor).leftJoinAndSelect('camp.branch', 'branch');
  }

  /** Capacity minus confirmed registrations (not cancelled, not replacements), never below
   * zero; one query for many camps. */
  async freeSpots(campIds: readonly number[]): Promise<Map<number, number>> {
    const rows: { id: number; free: number }[] = await this.dataSource.query(
      `SELECT c.id, GREATEST(0, c.capacity - COUNT(r.id))::int AS free
         FROM camp c
         LEFT JOIN registration r ON r.camp_id = c.id AND ${holdsPlace('r')}
        WHERE c.id = ANY($1::int[])
        GROUP BY c.id`,
      [campIds],
    );
    return new Map(rows.map((row) => [row.id, row.free]));
  }

  /** Many camps by id, with their branch; ids the actor may not see are missing. */
  async byIds(actor: Actor, ids: readonly number[]): Promise<Map<number, Camp>> {
    const camps = await this.readable(actor).andWhere('"camp"."id" IN (:...ids)', { ids }).getMany();
    return new Map(camps.map((camp) => [camp.id, camp]));
  }

  protected override async toColumns(values: CampValues, existing: Camp | null): Promise<Partial<Camp>> {
    // The camp was read with its branch joined; saved as it is, it would win over a changed id.
    if (existing) Object.assign(existing, { branch: undefined });
    await assertReferencesExist(this.dataSource, [
      { field: 'branchId', table: 'branch', id: values.branchId, message: 'Vybraná pobočka neexistuje.' },
    ]);
    return values;
  }

  /** Registrations are never lost by deleting their camp; hiding it is the way to retire it. */
  override async delete(actor: Actor, id: number): Promise<boolean> {
    authorize(actor, this.options.write);
    await this.get(actor, id);
    const [{ registered }] = await this.dataSource.query(
      'SELECT EXISTS (SELECT 1 FROM registration WHERE camp_id = $1) AS registered',
      [id],
    );
    if (registered)
      throw new AppError('CONFLICT', 'Tábor nelze smazat, protože už má přihlášky. Místo smazání ho můžete skrýt.');
    return super.delete(actor, id);
  }
}
