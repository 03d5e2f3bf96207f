import type { ErrorTable } from './kinds';

export enum DiscountErrorCode {
  NotFound = 'DISCOUNT_NOT_FOUND',
  /** Staff's discount on a registration cannot exceed its price. */
  AboveThePrice = 'DISCOUNT_ABOVE_THE_PRICE',
}

export const DISCOUNT_ERRORS = {
  [DiscountErrorCode.NotFound]: { kind: 'NOT_FOUND', message: 'Sleva nebyla nalezena.' },
  [DiscountErrorCode.AboveThePrice]: {
    kind: 'VALIDATION',
    message: (params: { price: number }) => `Sleva nesmí být vyšší než cena (${params.price} Kč).`,
  },
} satisfies ErrorTable<DiscountErrorCode>;
