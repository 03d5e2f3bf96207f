import { CAMP_LIST } from '@kurzy/common';
import { isStaff } from '../../core/actor';
import type { RequestContext } from '../../core/request-context';
import { pickColumns, type Json } from '../../core/rest/present';
import { resourceRoutes } from '../../core/rest/resource';
import type { RestApi } from '../../core/rest/route';
import { presentBranch } from '../branches/branch.rest';
import { Camp } from './camp.entity';

export async function presentCamp(item: Camp, { loaders, actor }: RequestContext): Promise<Json> {
  const [{ freeSpots, availability }, campBranch] = await Promise.all([
    loaders.campPlaces.load(item.id),
    item.branch !== undefined ? item.branch : loaders.camp.load(item.id).then((loaded) => loaded?.branch ?? null),
  ]);
  return {
    ...pickColumns(item, Camp),
    // Whose camp it is is for staff, like the GraphQL field.
    lectorId: isStaff(actor) ? item.lectorId : null,
    freeSpots,
    availability,
    branch: campBranch ? presentBranch(campBranch) : null,
  };
}

export const campRest: RestApi = {
  routes: resourceRoutes({
    path: '/camps',
    type: 'Camp',
    service: (services) => services.camps,
    present: presentCamp,
    read: 'camp.read',
    write: 'camp.write',
    list: { spec: CAMP_LIST, file: 'tabory', sheet: 'Tábory' },
  }),
};
