import { DISCOUNT_LIST, mayPerform } from '@kurzy/common';
import { Arg, Ctx, FieldResolver, Int, Mutation, Resolver, Root } from 'type-graphql';
import { createCrudResolver } from '../../../core/graphql-crud';
import { Performs } from '../../../core/graphql-operation';
import type { RequestContext } from '../../../core/request-context';
import { Registration } from '../../registrations/registration.entity';
import { Discount } from './discount.entity';
import { DiscountFilter, DiscountInput, RegistrationDiscountInput } from './discount.inputs';
import { discountOf, RegistrationDiscount } from './discount.types';

export const DiscountCrudResolver = createCrudResolver({
  name: 'Discount',
  plural: 'discounts',
  type: Discount,
  filter: DiscountFilter,
  input: DiscountInput,
  service: (services) => services.discounts,
  write: 'discount.write',
  list: DISCOUNT_LIST,
});

@Resolver(() => Registration)
export class RegistrationDiscountResolver {
  @FieldResolver(() => RegistrationDiscount, {
    nullable: true,
    description: 'What was taken off the price (dueHaler is the price less it); empty when none, and for lectors',
  })
  discount(@Root() registration: Registration, @Ctx() { actor }: RequestContext): RegistrationDiscount | null {
    return mayPerform(actor, 'payment.read') ? discountOf(registration) : null;
  }

  @Mutation(() => Registration, {
    description:
      "Staff's own discount on a registration with the reason: what is due becomes the price less it (0 removes it)",
  })
  @Performs('discount.write')
  async setRegistrationDiscount(
    @Arg('id', () => Int, { description: 'The registration' }) id: number,
    @Arg('input', { description: 'The amount in Kč and the reason' }) input: RegistrationDiscountInput,
    @Ctx() { services, actor }: RequestContext,
  ): Promise<Registration> {
    await services.discounts.setOnRegistration(actor, id, input);
    return services.registrations.get(actor, id);
  }
}
