import { BRANCH_LIST } from '@kurzy/common';
import { createCrudResolver } from '../../core/graphql-crud';
import { Branch } from './branch.entity';
import { BranchFilter, BranchInput } from './branch.inputs';

export const BranchResolver = createCrudResolver({
  name: 'Branch',
  plural: 'branches',
  type: Branch,
  filter: BranchFilter,
  input: BranchInput,
  service: (services) => services.branches,
  write: 'branch.write',
  list: BRANCH_LIST,
});
