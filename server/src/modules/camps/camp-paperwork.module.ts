import type DataLoader from 'dataloader';
import { mapLoader, type LoaderFactory } from '../../core/loaders';
import type { AppModule } from '../../core/module';
import { CampPaperwork } from './camp-paperwork.entity';
import { campPaperworkPersonalData } from './camp-paperwork.personal-data';
import { ParentCampPaperworkResolver } from './camp-paperwork.resolver';
import { campPaperworkRest } from './camp-paperwork.rest';
import { CampPaperworkService } from './camp-paperwork.service';
import type { ParentCampPaperwork } from './camp-paperwork.types';

declare module '../../core/services' {
  interface Services {
    campPaperwork: CampPaperworkService;
  }
}

declare module '../../core/loaders' {
  interface Loaders {
    /** The paperwork of each camp registration of a family's page (one query for the page). */
    parentCampPaperwork: DataLoader<number, ParentCampPaperwork | null>;
  }
}

const loaders: LoaderFactory = ({ campPaperwork }) => ({
  parentCampPaperwork: mapLoader<ParentCampPaperwork | null>(
    (ids) => campPaperwork.ofFamilyRegistrations(ids),
    () => null,
  ),
});

/** Camp paperwork (issue 48): pickup persons and health data of camp registrations. */
export const campPaperworkModule: AppModule = {
  name: 'camp-paperwork',
  entities: [CampPaperwork],
  resolvers: [ParentCampPaperworkResolver],
  rest: campPaperworkRest,
  loaders,
  personalData: campPaperworkPersonalData,
  services: ({ dataSource }, { parents }) => ({ campPaperwork: new CampPaperworkService(dataSource, parents) }),
};
