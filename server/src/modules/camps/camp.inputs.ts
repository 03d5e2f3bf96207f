import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, InputType, Int } from 'type-graphql';
import { FilterField } from '../../core/filter-field';
import { OfferingFilterFields, OfferingInputFields } from '../offerings/offering.inputs';

@InputType({
  description:
    'Empty values are ignored; text matches case-insensitively anywhere in the value, type and category case-insensitively as a whole',
})
export class CampFilter extends OfferingFilterFields('camp') {
  @FilterField({ kind: 'day', description: 'ISO date: starts that day' })
  from?: string;

  @FilterField({ kind: 'day', description: 'ISO date: ends that day' })
  to?: string;

  @FilterField({ kind: 'exact', type: () => Int })
  branchId?: number;
}

@InputType({ description: "A camp's values, as administrators enter them" })
export class CampInput extends OfferingInputFields('camp') {
  @Field({ description: 'First day (ISO date)' })
  from: string;

  @Field({ description: 'Last day (ISO date)' })
  to: string;

  @Field(() => Int, { nullable: true, description: 'Where the camp takes place; empty for none' })
  branchId?: number | null;

  @Field(() => Int, { nullable: true, description: 'The lector who runs the camp (a user)' })
  lectorId?: number | null;

  @Field(() => Boolean, { nullable: true, description: 'Health declaration asked of the families; empty: yes' })
  declarationRequired?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'Doctor’s certificate asked of the families; empty: no' })
  certificateRequired?: boolean | null;

  @Field(() => GraphQLSafeInt, {
    nullable: true,
    description: 'Deposit (záloha) in Kč, at most the price; empty: the camp is paid at once',
  })
  depositAmount?: number | null;

  @Field(() => Int, { nullable: true, description: 'Days before the first day the balance is due (1–180); empty: 30' })
  balanceDueDays?: number | null;
}
