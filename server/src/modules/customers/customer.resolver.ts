import { createCrudResolver } from '../../core/graphql-crud';
import { Customer } from './customer.entity';
import { CustomerFilter, CustomerInput } from './customer.inputs';

export const CustomerResolver = createCrudResolver({
  name: 'Customer',
  plural: 'customers',
  type: Customer,
  filter: CustomerFilter,
  input: CustomerInput,
  service: (services) => services.customers,
  write: 'customer.write',
});
