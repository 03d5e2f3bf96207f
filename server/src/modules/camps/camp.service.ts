import {
  CAMP_LIST,
  BranchErrorCode,
  CampErrorCode,
  campSchema,
  PictureOwner,
  RegistrationType,
  UserErrorCode,
  type CampValues,
} from '@kurzy/common';
import { DataSource, SelectQueryBuilder } from 'typeorm';
import type { Actor } from '../../core/actor';
import { CrudService } from '../../core/crud';
import { filterSpecOf } from '../../core/filter-field';
import { listSortable } from '../../core/list-fields';
import type { PictureService } from '../galleries/picture.service';
import { assertReferencesExist } from '../../core/references';
import { Camp } from './camp.entity';
import { CampFilter } from './camp.inputs';
import { places, type Places } from '../registrations/registration.free-spots';
import type { WaitlistService } from '../waitlist/waitlist.service';

/** Summer camps: managed by administrators; the public sees visible, active camps, soonest
 * first. Every camp is read with its branch joined. */
export class CampService extends CrudService<Camp, CampValues> {
  /** `waitlist`: told when a change may have freed places (capacity raised), to offer them. */
  constructor(
    dataSource: DataSource,
    pictures?: PictureService,
    private readonly waitlist?: Pick<WaitlistService, 'offerFreedOf'>,
  ) {
    super(dataSource, {
      entity: Camp,
      alias: 'camp',
      schema: campSchema,
      filters: filterSpecOf(CampFilter),
      sortable: listSortable(CAMP_LIST, 'camp'),
      order: [{ sql: '"camp"."from"' }, { sql: '"camp"."title" COLLATE "cs-x-icu"' }, { sql: '"camp"."id"' }],
      publicScope: '"camp"."visible" AND "camp"."active"',
      read: 'camp.read',
      write: 'camp.write',
      // Registrations are never lost by deleting what they are for; hiding it retires it.
      keptWhile: { exists: 'SELECT 1 FROM registration WHERE camp_id = $1', code: CampErrorCode.HasRegistrations },
      notFound: CampErrorCode.NotFound,
      dependents: pictures?.ownedBy(PictureOwner.camp),
    });
  }

  /** A raised capacity frees places: they are offered to the waiting replacements at once. */
  override async update(actor: Actor, id: number, input: unknown): Promise<Camp> {
    const updated = await super.update(actor, id, input);
    await this.waitlist?.offerFreedOf(RegistrationType.camp, id);
    return updated;
  }

  protected override get readsRelations(): boolean {
    return true;
  }

  // The branch is shown even when hidden from the branch list: it is where a visible camp runs.
  protected override readable(actor: Actor): SelectQueryBuilder<Camp> {
    return super.readable(actor).leftJoinAndSelect('camp.branch', 'branch');
  }

  /** Free spots and availability of many camps in one query. */
  places(campIds: readonly number[]): Promise<Map<number, Places>> {
    return places(this.dataSource, RegistrationType.camp, campIds);
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
      { field: 'branchId', table: 'branch', id: values.branchId, code: BranchErrorCode.ChosenDoesNotExist },
      { field: 'lectorId', table: 'user', id: values.lectorId, code: UserErrorCode.ChosenDoesNotExist },
    ]);
    return values;
  }
}
