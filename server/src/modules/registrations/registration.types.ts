import { Field, Int, ObjectType } from 'type-graphql';
import { RegistrationType } from '@kurzy/common';

@ObjectType({ description: 'What a parent learns after registering: a place, or the waiting list' })
export class RegistrationReceipt {
  @Field(() => Int)
  id: number;

  @Field(() => RegistrationType)
  type: RegistrationType;

  @Field({ description: 'true: on the waiting list (náhradník); false: the child has a place' })
  replacement: boolean;

  @Field({ description: 'For the bank transfer' })
  variableSymbol: string;

  @Field()
  childFullName: string;

  @Field({ description: 'Course or camp title' })
  title: string;

  @Field(() => Int, { description: 'Price in Kč' })
  price: number;

  @Field({
    description: 'The same child was already registered there from the same e-mail address; this is that registration',
  })
  alreadyRegistered: boolean;
}
