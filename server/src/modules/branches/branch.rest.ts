import { BRANCH_LIST } from '@kurzy/common';
import { pickColumns } from '../../core/rest/present';
import { resourceRoutes } from '../../core/rest/resource';
import type { RestApi } from '../../core/rest/route';
import { Branch } from './branch.entity';

export const presentBranch = (item: Branch) => pickColumns(item, Branch);

export const branchRest: RestApi = {
  routes: resourceRoutes({
    path: '/branches',
    type: 'Branch',
    service: (services) => services.branches,
    present: presentBranch,
    read: 'branch.read',
    write: 'branch.write',
    list: { spec: BRANCH_LIST, file: 'pobocky', sheet: 'Pobočky' },
  }),
};
