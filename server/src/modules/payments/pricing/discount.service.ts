// Discounts (issue 47): the rules administrators keep at /admin/slevy (CRUD), and staff's own
// discount on one registration with a reason. The automatic rule is applied where a place is taken
// (discount.apply.ts, called by the registrations and the waiting list).
import {
  DISCOUNT_LIST,
  DiscountErrorCode,
  discountSchema,
  MANUAL_DISCOUNT_NAME,
  RegistrationErrorCode,
  registrationDiscountSchema,
  type DiscountValues,
} from '@kurzy/common';
import { DataSource } from 'typeorm';
import { Actor, authorize } from '../../../core/actor';
import { CrudService } from '../../../core/crud';
import { AppError } from '../../../core/errors';
import { filterSpecOf } from '../../../core/filter-field';
import { isRecordId } from '../../../core/ids';
import { listSortable } from '../../../core/list-fields';
import { validateInput } from '../../../core/validation';
import { settleRegistrations } from '../../registrations/registration.settle';
import { Discount } from './discount.entity';
import { DiscountFilter } from './discount.inputs';

export class DiscountService extends CrudService<Discount, DiscountValues> {
  constructor(private readonly source: DataSource) {
    super(source, {
      entity: Discount,
      alias: 'discount',
      schema: discountSchema,
      filters: filterSpecOf(DiscountFilter),
      sortable: listSortable(DISCOUNT_LIST, 'discount'),
      order: [{ sql: '"discount"."valid_from"', direction: 'DESC' }, { sql: '"discount"."id"' }],
      read: 'discount.read',
      write: 'discount.write',
      notFound: DiscountErrorCode.NotFound,
    });
  }

  /** Staff set (or change, or with 0 take away) the discount of registration `id`: what is due
   * becomes its price less `amount` Kč, the payment state follows, the reason is kept. The price is
   * what was due before any discount; a discount above it is refused. */
  async setOnRegistration(actor: Actor, id: number, input: unknown): Promise<number> {
    authorize(actor, 'discount.write');
    const values = await validateInput(registrationDiscountSchema, input);
    if (!isRecordId(id)) throw new AppError(RegistrationErrorCode.NotFound);
    await this.source.transaction(async (manager) => {
      const [row]: { due: string; discount: string }[] = await manager.query(
        'SELECT due_haler AS due, discount_haler AS discount FROM registration WHERE id = $1 AND erased_at IS NULL FOR UPDATE',
        [id],
      );
      if (!row) throw new AppError(RegistrationErrorCode.NotFound);
      const priceHaler = Number(row.due) + Number(row.discount);
      const amountHaler = values.amount * 100;
      if (amountHaler > priceHaler)
        throw new AppError(DiscountErrorCode.AboveThePrice, { params: { price: priceHaler / 100 }, field: 'amount' });
      await manager.query(
        `UPDATE registration
            SET discount_haler = $2, due_haler = $3, discount_name = $4, discount_reason = $5, discount_rule_id = NULL
          WHERE id = $1`,
        [id, amountHaler, priceHaler - amountHaler, amountHaler > 0 ? MANUAL_DISCOUNT_NAME : null, values.reason],
      );
      await settleRegistrations(manager, [id]);
    });
    return id;
  }
}
