import { DISCOUNT_LIST, DiscountErrorCode, RegistrationErrorCode } from '@kurzy/common';
import { pickColumns } from '../../../core/rest/present';
import { resourceRoutes } from '../../../core/rest/resource';
import { idParam, ref, type RestApi } from '../../../core/rest/route';
import { presentRegistration } from '../../registrations/registration.rest';
import { Discount } from './discount.entity';

export const presentDiscount = (item: Discount) => pickColumns(item, Discount);

export const discountRest: RestApi = {
  routes: [
    ...resourceRoutes({
      path: '/discounts',
      type: 'Discount',
      service: (services) => services.discounts,
      present: presentDiscount,
      read: 'discount.read',
      write: 'discount.write',
      list: { spec: DISCOUNT_LIST, file: 'slevy', sheet: 'Slevy' },
    }),
    {
      method: 'put',
      path: '/registrations/{id}/discount',
      tag: 'registrations',
      operation: 'discount.write',
      summary: "Sets staff's own discount on a registration with the reason (amount 0 removes it)",
      description: 'What is due becomes the price less the amount (Kč); the payment state follows.',
      body: ref('RegistrationDiscountInput'),
      response: ref('Registration'),
      codes: [RegistrationErrorCode.NotFound, DiscountErrorCode.AboveThePrice],
      handle: async ({ context, params, body }) => {
        const id = await context.services.discounts.setOnRegistration(context.actor, idParam(params), body);
        return presentRegistration(await context.services.registrations.get(context.actor, id), context);
      },
    },
  ],
};
