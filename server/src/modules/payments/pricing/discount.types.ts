import { GraphQLSafeInt } from 'graphql-scalars';
import { Field, ObjectType } from 'type-graphql';
import type { Registration } from '../../registrations/registration.entity';

@ObjectType({ description: 'What was taken off a registration’s price, as its own line wherever the price shows' })
export class RegistrationDiscount {
  @Field(() => GraphQLSafeInt, { description: 'In haléře' })
  amountHaler: number;

  @Field({ description: 'The name the family reads, e.g. "Sourozenecká sleva"' })
  name: string;

  @Field(() => String, { nullable: true, description: 'Staff’s reason when they set or changed it' })
  reason: string | null;
}

/** A registration's discount as the answer carries it; null when none (or nothing given). */
export const discountOf = (
  registration: Pick<Registration, 'discountHaler' | 'discountName' | 'discountReason'>,
): RegistrationDiscount | null =>
  registration.discountName && registration.discountHaler > 0
    ? { amountHaler: registration.discountHaler, name: registration.discountName, reason: registration.discountReason }
    : null;
