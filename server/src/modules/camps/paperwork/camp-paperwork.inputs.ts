import { Field, InputType, Int } from 'type-graphql';
import { CampCollector } from '@kurzy/common';

@InputType({ description: 'A person the family allows to collect the child from the camp' })
export class PickupPersonInput {
  @Field({ description: 'Full name' })
  name: string;

  @Field({ description: 'Relation to the child, e.g. babička' })
  relation: string;

  @Field({ description: 'Phone (a Czech number, or international with +)' })
  phone: string;
}

@InputType({ description: '„Odchází sám“: the child may leave the camp alone' })
export class LeavesAloneInput {
  @Field({ description: 'From this time of day (HH:mm)' })
  from: string;
}

@InputType({ description: 'The pickup choice on the family’s page: persons, or only the parents' })
export class CampPickupInput {
  @Field(() => [PickupPersonInput], {
    nullable: true,
    description: 'Who may collect the child besides the parents (at least one unless pickupParentsOnly)',
  })
  pickupPersons?: PickupPersonInput[] | null;

  @Field(() => Boolean, { nullable: true, description: '„Jen rodiče“: only the parents collect the child' })
  pickupParentsOnly?: boolean | null;

  @Field(() => LeavesAloneInput, { nullable: true, description: '„Odchází sám“ from a time; empty: never alone' })
  leavesAlone?: LeavesAloneInput | null;
}

@InputType({ description: 'A check-out: who took the child' })
export class CampCheckoutInput {
  @Field(() => Int, { description: "The child's registration" })
  registrationId: number;

  @Field(() => CampCollector, { description: 'A parent, a listed person, alone, or anyone else (override)' })
  collector: CampCollector;

  @Field(() => String, { nullable: true, description: 'The person’s name (a listed person, or anyone else)' })
  name?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'The override’s note (anyone else: an administrator only, the note required)',
  })
  note?: string | null;
}
