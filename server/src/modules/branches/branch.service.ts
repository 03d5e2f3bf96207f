import { branchSchema, type BranchValues } from '@kurzy/common';
import { DataSource } from 'typeorm';
import { CrudService } from '../../core/crud';
import { Branch } from './branch.entity';

/** Branches: administrators manage them; the public sees visible, active branches in Czech
 * alphabetical order (Č after C, Ch after H). */
export class BranchService extends CrudService<Branch, BranchValues> {
  constructor(dataSource: DataSource) {
    super(dataSource, {
      entity: Branch,
      alias: 'branch',
      schema: branchSchema,
      filters: {
        id: { kind: 'exact' },
        title: { kind: 'text' },
        description: { kind: 'text' },
        address: { kind: 'text' },
        phone: { kind: 'text' },
        email: { kind: 'text' },
        web: { kind: 'text' },
        active: { kind: 'exact' },
        visible: { kind: 'exact' },
        createdAt: { kind: 'day' },
        availability: { kind: 'pass' },
      },
      // Explicit ICU collation: the order must not depend on the database's default locale.
      order: [{ sql: '"branch"."title" COLLATE "cs-x-icu"' }, { sql: '"branch"."id"' }],
      publicScope: (query) => query.andWhere('"branch"."visible" AND "branch"."active"'),
      read: 'public',
      write: 'admin',
      notFound: 'Pobočka nebyla nalezena.',
    });
  }
}
