import { BRANCH_LIST, BranchErrorCode, branchSchema, PictureOwner, type BranchValues } from '@kurzy/common';
import { DataSource } from 'typeorm';
import { type Actor, authorize } from '../../core/actor';
import { CrudService } from '../../core/crud';
import {
  applySchoolHolidays,
  forgetBranchHolidays,
  pragueToday,
  readSchoolHolidays,
  type SchoolHoliday,
} from '../attendance/attendance.school-holidays';
import { filterSpecOf } from '../../core/filter-field';
import { listSortable } from '../../core/list-fields';
import type { PictureService } from '../galleries/picture.service';
import type { GeocodingService } from '../geocoding/geocoding.service';
import { normalizeAddress } from '../geocoding/geocoding.location';
import { Branch } from './branch.entity';
import { BranchFilter } from './branch.inputs';

/** Branches: administrators manage them; the public sees visible, active branches in Czech
 * alphabetical order (Č after C, Ch after H). */
export class BranchService extends CrudService<Branch, BranchValues> {
  constructor(
    dataSource: DataSource,
    pictures?: PictureService,
    private readonly geocoding?: GeocodingService,
  ) {
    super(dataSource, {
      entity: Branch,
      alias: 'branch',
      schema: branchSchema,
      filters: filterSpecOf(BranchFilter),
      // Explicit ICU collation: the order must not depend on the database's default locale.
      sortable: listSortable(BRANCH_LIST, 'branch'),
      order: [{ sql: '"branch"."title" COLLATE "cs-x-icu"' }, { sql: '"branch"."id"' }],
      publicScope: '"branch"."visible" AND "branch"."active"',
      read: 'branch.read',
      write: 'branch.write',
      notFound: BranchErrorCode.NotFound,
      dependents: pictures?.ownedBy(PictureOwner.branch),
    });
  }

  /** The school holidays of the data file, read once. */
  private holidays: SchoolHoliday[] | null = null;

  override async create(actor: Actor, input: unknown): Promise<Branch> {
    const created = await super.create(actor, input);
    if (created.district) await this.takeHolidays(created.id, null, created.district);
    return created;
  }

  override async update(actor: Actor, id: number, input: unknown): Promise<Branch> {
    // Allowed first: reading the branch before would tell a stranger whether it exists (NOT_FOUND before 401).
    authorize(actor, this.options.write);
    const before = await this.get(actor, id);
    const updated = await super.update(actor, id, input);
    if (updated.district !== before.district) await this.takeHolidays(id, before.district, updated.district);
    return updated.district !== before.district ? this.get(actor, id) : updated;
  }

  /** A branch in a (new) district gets that district's spring holidays not over yet as
   * non-teaching days; those of its former district go (attendance.school-holidays.ts). */
  private async takeHolidays(branchId: number, from: string | null, to: string | null): Promise<void> {
    this.holidays ??= readSchoolHolidays();
    const holidays = this.holidays;
    const today = pragueToday();
    await this.dataSource.transaction(async (manager) => {
      if (from) await forgetBranchHolidays(manager, holidays, today, branchId, from);
      if (to) await applySchoolHolidays(manager, holidays, today, branchId);
    });
  }

  /** The address is looked up on the map when it changes, or while the branch has no location.
   * When that fails the branch is saved all the same, without a location; `geocodeWarning` says why. */
  protected override async toColumns(values: BranchValues, existing: Branch | null): Promise<Partial<Branch>> {
    if (!this.geocoding) return values;
    if (
      existing &&
      existing.latitude !== null &&
      normalizeAddress(existing.address) === normalizeAddress(values.address)
    )
      return values;
    const { status, location } = await this.geocoding.locate(values.address);
    return { ...values, latitude: location?.[0] ?? null, longitude: location?.[1] ?? null, locationStatus: status };
  }
}
