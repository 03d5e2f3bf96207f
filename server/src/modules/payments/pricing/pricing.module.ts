import type { AppModule } from '../../../core/module';
import { Discount } from './discount.entity';
import { DiscountCrudResolver, RegistrationDiscountResolver } from './discount.resolver';
import { discountRest } from './discount.rest';
import { DiscountService } from './discount.service';

declare module '../../../core/services' {
  interface Services {
    discounts: DiscountService;
  }
}

/** Pricing (issue 47): discount rules, applied once when a place is taken, and staff's own discount. */
export const pricingModule: AppModule = {
  name: 'pricing',
  entities: [Discount],
  resolvers: [DiscountCrudResolver, RegistrationDiscountResolver],
  rest: discountRest,
  services: ({ dataSource }) => ({ discounts: new DiscountService(dataSource) }),
};
