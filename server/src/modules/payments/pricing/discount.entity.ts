import { DiscountKind } from '@kurzy/common';
import { Field, Int, ObjectType } from 'type-graphql';
import { Check, Column, Entity } from 'typeorm';
import { VersionedRecord } from '../../../core/database/columns';

/** An automatic discount rule (issue 47): when a place is taken, the largest rule that applies is
 * taken off the price once and recorded on the registration (pricing/discount.apply.ts). */
@ObjectType({ description: 'An automatic discount rule: sibling, second course of the same child, or early-bird' })
@Entity()
@Check('discount_percent_or_amount_check', '("percent" IS NULL) <> ("amount" IS NULL)')
@Check('discount_valid_range_check', '"valid_until" >= "valid_from"')
export class Discount extends VersionedRecord {
  @Field({ description: 'What the family reads on the price, e.g. "Sourozenecká sleva 10 %"' })
  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Field(() => DiscountKind, { description: 'When it applies' })
  @Column({ type: 'enum', enum: DiscountKind, enumName: 'discount_kind' })
  kind: DiscountKind;

  @Field(() => Int, { nullable: true, description: 'Percent of the price (1-100), rounded to whole Kč; or amount' })
  @Column({ type: 'int', nullable: true })
  percent: number | null;

  @Field(() => Int, { nullable: true, description: 'Kč off the price (never below zero); or percent' })
  @Column({ type: 'int', nullable: true })
  amount: number | null;

  @Field({ description: 'First day (ISO date) a place taken gets it' })
  @Column({ type: 'date' })
  validFrom: string;

  @Field({ description: 'Last day (ISO date) a place taken gets it' })
  @Column({ type: 'date' })
  validUntil: string;

  @Field(() => String, {
    nullable: true,
    description: 'Early-bird only: registrations made before this day (ISO date, Prague) get it',
  })
  @Column({ type: 'date', nullable: true })
  registeredBefore: string | null;
}
