import type DataLoader from 'dataloader';
import { mapLoader, type LoaderFactory } from '../../core/loaders';
import type { AppModule } from '../../core/module';
import { Customer } from './customer.entity';
import { CustomerResolver } from './customer.resolver';
import { customerRest } from './customer.rest';
import { CustomerService } from './customer.service';
import { customerPersonalData } from './customer.personal-data';

declare module '../../core/services' {
  interface Services {
    customers: CustomerService;
  }
}

declare module '../../core/loaders' {
  interface Loaders {
    /** The customer of each registration in a staff list. */
    customer: DataLoader<number, Customer | null>;
  }
}

const loaders: LoaderFactory = ({ customers }, actor) => ({
  customer: mapLoader<Customer | null>(
    (ids) => customers.byIds(actor, ids),
    () => null,
  ),
});

/** Parents, found by e-mail: a registration creates the record, staff keep it. */
export const customerModule: AppModule = {
  name: 'customers',
  entities: [Customer],
  resolvers: [CustomerResolver],
  rest: customerRest,
  loaders,
  personalData: customerPersonalData,
  services: ({ dataSource }) => ({ customers: new CustomerService(dataSource) }),
};
