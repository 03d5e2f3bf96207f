import type DataLoader from 'dataloader';
import { mapLoader, type LoaderFactory } from '../../core/loaders';
import type { AppModule } from '../../core/module';
import { LegalText, RegistrationConsent } from './legal-text.entity';
import { LegalTextResolver, ParentConsentsResolver, RegistrationConsentsResolver } from './legal.resolver';
import { legalRest } from './legal.rest';
import { LegalService } from './legal.service';
import type { ConsentRecord, ParentConsent } from './legal.types';

declare module '../../core/services' {
  interface Services {
    legal: LegalService;
  }
}

declare module '../../core/loaders' {
  interface Loaders {
    /** The consents of each registration of a parent's page (one query for the page). */
    parentConsents: DataLoader<number, ParentConsent[]>;
    /** The consent history of each registration a staff member reads. */
    registrationConsents: DataLoader<number, ConsentRecord[]>;
  }
}

const loaders: LoaderFactory = ({ legal }, actor) => ({
  parentConsents: mapLoader<ParentConsent[]>(
    (ids) => legal.ofFamilyRegistrations(ids),
    () => [],
  ),
  registrationConsents: mapLoader<ConsentRecord[]>(
    (ids) => legal.historyOf(actor, ids),
    () => [],
  ),
});

/** The versioned legal texts (terms, personal data, photographs) and the consents of registrations
 * to them: recorded at registration (legal.consents.ts), withdrawn on the parent's page. */
export const legalModule: AppModule = {
  name: 'legal',
  entities: [LegalText, RegistrationConsent],
  resolvers: [LegalTextResolver, ParentConsentsResolver, RegistrationConsentsResolver],
  rest: legalRest,
  loaders,
  services: ({ dataSource }, { parents }) => ({ legal: new LegalService(dataSource, parents) }),
};
