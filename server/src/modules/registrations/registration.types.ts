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
    description: 'Always false: a repeated registration is answered like a new one, and the family is told by e-mail',
    deprecationReason:
      'It told whoever knew a family’s details that their child was registered (issue 21); always false',
  })
  alreadyRegistered: boolean;
}
