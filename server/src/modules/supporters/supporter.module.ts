import type DataLoader from 'dataloader';
import { mapLoader, type LoaderFactory } from '../../core/loaders';
import type { AppModule } from '../../core/module';
import type { Picture } from '../galleries/picture.entity';
import { Supporter } from './supporter.entity';
import { SupporterCrudResolver, SupporterFieldsResolver } from './supporter.resolver';
import { supporterRest } from './supporter.rest';
import { SupporterService } from './supporter.service';

declare module '../../core/services' {
  interface Services {
    supporters: SupporterService;
  }
}

declare module '../../core/loaders' {
  interface Loaders {
    supporterLogo: DataLoader<number, Picture | null>;
  }
}

const loaders: LoaderFactory = ({ supporters }) => ({
  supporterLogo: mapLoader<Picture | null>(
    (ids) => supporters.logos(ids),
    () => null,
  ),
});

/** Supporters and their logos, shown in the public footer and on /aboutUs#support. */
export const supporterModule: AppModule = {
  name: 'supporters',
  entities: [Supporter],
  resolvers: [SupporterCrudResolver, SupporterFieldsResolver],
  rest: supporterRest,
  loaders,
  services: ({ dataSource }, { pictures }) => ({ supporters: new SupporterService(dataSource, pictures) }),
};
