import { Field, ObjectType } from 'type-graphql';
import { PickupPerson } from './camp-paperwork.entity';

@ObjectType({ description: 'A camp registration’s paperwork as the family’s own page shows it' })
export class ParentCampPaperwork {
  @Field({ description: 'The pickup choice is not given yet: the page asks for it (persons, or „jen rodiče“)' })
  pickupMissing: boolean;

  @Field(() => [PickupPerson], { description: 'Who may collect the child besides the parents' })
  pickupPersons: PickupPerson[];

  @Field({ description: '„Jen rodiče“: only the parents collect the child' })
  pickupParentsOnly: boolean;

  @Field(() => String, { nullable: true, description: '„Odchází sám“ from this time (HH:mm); empty: never alone' })
  leavesAloneFrom: string | null;

  @Field(() => String, { nullable: true, description: 'Health notes, allergies and medication' })
  healthNotes: string | null;

  @Field(() => String, { nullable: true, description: 'The child’s health insurer' })
  insurer: string | null;
}
