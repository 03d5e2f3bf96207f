import { BRANCH_LIST, BranchErrorCode, branchSchema, PictureOwner, type BranchValues } from '@kurzy/common';
import { DataSource } from 'typeorm';
import { CrudService } from '../../core/crud';
import { filterSpecOf } from '../../core/filter-field';
import { listSortable } from '../../core/list-fields';
import type { PictureService } from '../galleries/picture.service';
import type { GeocodingService } from '../geocoding/geocoding.service';
import { normalizeAddress } from '../geocoding/location';
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
