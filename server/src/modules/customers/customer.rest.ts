import { pickColumns } from '../../core/rest/present';
import { resourceRoutes } from '../../core/rest/resource';
import type { RestApi } from '../../core/rest/route';
import { Customer } from './customer.entity';

export const presentCustomer = (item: Customer) => pickColumns(item, Customer);

export const customerRest: RestApi = {
  routes: resourceRoutes({
    path: '/customers',
    type: 'Customer',
    service: (services) => services.customers,
    present: presentCustomer,
    read: 'customer.read',
    write: 'customer.write',
  }),
};
