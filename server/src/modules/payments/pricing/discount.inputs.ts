import { DiscountKind } from '@kurzy/common';
import { Field, InputType, Int } from 'type-graphql';
import { FilterField } from '../../../core/filter-field';
import { VersionedInput } from '../../../core/record-version';

@InputType({ description: 'Empty values are ignored; text matches case-insensitively anywhere in the value' })
export class DiscountFilter {
  @FilterField({ kind: 'exact', type: () => Int })
  id?: number;

  @FilterField({ kind: 'text' })
  name?: string;

  @FilterField({ kind: 'equalsIgnoreCase' })
  kind?: string;
}

@InputType({ description: 'A discount rule as administrators enter it: a percentage or an amount, never both' })
export class DiscountInput extends VersionedInput {
  @Field({ description: 'What the family reads on the price (one line)' })
  name: string;

  @Field(() => DiscountKind, { description: 'When it applies' })
  kind: DiscountKind;

  @Field(() => Int, { nullable: true, description: 'Percent of the price, 1-100' })
  percent?: number | null;

  @Field(() => Int, { nullable: true, description: 'Kč off the price' })
  amount?: number | null;

  @Field({ description: 'First day (ISO date) it applies' })
  validFrom: string;

  @Field({ description: 'Last day (ISO date) it applies' })
  validUntil: string;

  @Field(() => String, { nullable: true, description: 'Early-bird: registered before this day (ISO date)' })
  registeredBefore?: string | null;
}

@InputType({ description: "Staff's own discount on one registration, with the reason" })
export class RegistrationDiscountInput {
  @Field(() => Int, { description: 'Kč off the price; 0 takes the discount away' })
  amount: number;

  @Field({ description: 'Why (kept for staff and the history)' })
  reason: string;
}
