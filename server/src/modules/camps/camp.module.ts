import type DataLoader from 'dataloader';
import { mapLoader, type LoaderFactory } from '../../core/loaders';
import type { AppModule } from '../../core/module';
import { NO_PLACES, type Places } from '../registrations/registration.free-spots';
import { Camp } from './camp.entity';
import { CampCrudResolver, CampFieldsResolver } from './camp.resolver';
import { campRest } from './camp.rest';
import { CampService } from './camp.service';

declare module '../../core/services' {
  interface Services {
    camps: CampService;
  }
}

declare module '../../core/loaders' {
  interface Loaders {
    campPlaces: DataLoader<number, Places>;
    /** Camps by id, with their branch joined (for items loaded without it). */
    camp: DataLoader<number, Camp | null>;
  }
}

const loaders: LoaderFactory = ({ camps }, actor) => ({
  campPlaces: mapLoader(
    (ids) => camps.places(ids),
    () => NO_PLACES,
  ),
  camp: mapLoader<Camp | null>(
    (ids) => camps.byIds(actor, ids),
    () => null,
  ),
});

/** Summer day camps, each at a branch, registered to as a whole. */
export const campModule: AppModule = {
  name: 'camps',
  entities: [Camp],
  resolvers: [CampCrudResolver, CampFieldsResolver],
  rest: campRest,
  loaders,
  services: ({ dataSource }, { pictures, waitlist }) => ({ camps: new CampService(dataSource, pictures, waitlist) }),
};
