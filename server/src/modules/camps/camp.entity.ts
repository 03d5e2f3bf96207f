import { ActivityType, AgeCategory, BALANCE_DUE_DAYS_DEFAULT } from '@kurzy/common';
import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, Int, ObjectType } from 'type-graphql';
import { Check, Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { Branch } from '../branches/branch.entity';
import { OfferingRecord } from '../offerings/offering.entity';
import { User } from '../users/user.entity';

/** A summer day camp: a run of days at one branch; parents register a child to the whole camp. */
@ObjectType({ description: 'A day camp: a run of whole days at one branch; a child is registered for the whole camp' })
@Entity()
@Check('camp_capacity_check', '"capacity" >= 0 AND "max_capacity" >= "capacity"')
@Check('camp_price_check', '"price" >= 0')
@Check('camp_offer_hours_check', '"offer_hours" BETWEEN 1 AND 168')
@Check('camp_dates_check', '"to" >= "from"')
@Check('camp_deposit_check', '"deposit_amount" IS NULL OR ("deposit_amount" > 0 AND "deposit_amount" <= "price")')
@Check('camp_balance_due_days_check', '"balance_due_days" BETWEEN 1 AND 180')
export class Camp extends OfferingRecord({
  noun: 'camp',
  activityDefaults: { type: ActivityType.other, category: AgeCategory.uncategorized },
}) {
  @Field({ description: 'First day (ISO date)' })
  @Index('camp_from_idx')
  @Column({ type: 'date' })
  from: string;

  @Field({ description: 'Last day (ISO date)' })
  @Column({ type: 'date' })
  to: string;

  @Index('camp_branch_id_idx')
  @ManyToOne(() => Branch, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  branch: Branch | null;

  @Field(() => Int, { nullable: true, description: 'Where the camp takes place; empty when no branch is set' })
  @Column({ type: 'int', nullable: true })
  branchId: number | null;

  /** The lector who runs the camp: they read its families (registration.scope.ts). */
  @Index('camp_lector_id_idx')
  @ManyToOne(() => User, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn()
  lector?: User | null;

  // A GraphQL field of CampFieldsResolver: staff only.
  @Column({ type: 'int', nullable: true })
  lectorId: number | null;

  @Field({
    description:
      'Families sign „prohlášení o bezinfekčnosti“ on their page, from 00:00 Prague time the day before the first day to the last day',
  })
  @Column({ type: 'boolean', default: true })
  declarationRequired: boolean;

  @Field({ description: 'Families upload a doctor’s certificate (posudek, valid two years)' })
  @Column({ type: 'boolean', default: false })
  certificateRequired: boolean;

  @Field(() => GraphQLSafeInt, {
    nullable: true,
    description: 'Deposit (záloha) in Kč asked for when the place is taken, the rest later; empty: paid at once',
  })
  @Column({ type: 'int', nullable: true })
  depositAmount: number | null;

  @Field(() => Int, {
    description: 'With a deposit: the balance (doplatek) is due this many days before the first day',
  })
  @Column({ type: 'int', default: BALANCE_DUE_DAYS_DEFAULT })
  balanceDueDays: number;
}
