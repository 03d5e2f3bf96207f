import { SUPPORTER_LIST } from '@kurzy/common';
import type { RequestContext } from '../../core/request-context';
import { pickColumns } from '../../core/rest/present';
import { resourceRoutes } from '../../core/rest/resource';
import type { RestApi } from '../../core/rest/route';
import { presentPicture } from '../galleries/picture.rest';
import { Supporter } from './supporter.entity';

export async function presentSupporter(item: Supporter, { loaders }: RequestContext) {
  const logo = await loaders.supporterLogo.load(item.id);
  return { ...pickColumns(item, Supporter), logo: logo ? presentPicture(logo) : null };
}

/** The logo is uploaded as a picture: POST /upload?owner=supporter&ownerId=… (the newest one counts). */
export const supporterRest: RestApi = {
  routes: resourceRoutes({
    path: '/supporters',
    type: 'Supporter',
    service: (services) => services.supporters,
    present: presentSupporter,
    read: 'supporter.read',
    write: 'supporter.write',
    list: { spec: SUPPORTER_LIST, file: 'podporovatele', sheet: 'Podporovatelé' },
  }),
};
