import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { CampCollector } from '@kurzy/common';
import { PickupPerson } from './camp-paperwork.entity';
import { CampCertificateInfo } from './camp-paperwork.types';

registerEnumType(CampCollector, {
  name: 'CampCollector',
  description: 'Who took the child: a parent, a listed person, alone („odchází sám“), anyone else (override)',
  valuesConfig: {
    parent: { description: 'A parent' },
    person: { description: 'A person the family listed (by name)' },
    alone: { description: '„Odchází sám“: alone, from the time the family gave' },
    other: { description: 'Anyone else: an administrator’s override with a note' },
  },
});

@ObjectType({ description: 'A child’s arrival and departure on one camp day' })
export class CampHandoverInfo {
  @Field(() => Date, { nullable: true, description: 'When the child was checked in' })
  checkedInAt: Date | null;

  @Field(() => String, { nullable: true, description: 'Who checked the child in' })
  checkedInByName: string | null;

  @Field(() => Date, { nullable: true, description: 'When the child left' })
  checkedOutAt: Date | null;

  @Field(() => String, { nullable: true, description: 'Who handed the child over' })
  checkedOutByName: string | null;

  @Field(() => CampCollector, { nullable: true, description: 'Who took the child' })
  collector: CampCollector | null;

  @Field(() => String, { nullable: true, description: 'The name of the person who took the child' })
  collectorName: string | null;

  @Field(() => String, { nullable: true, description: 'The administrator’s note of an override' })
  overrideNote: string | null;
}

@ObjectType({
  description: 'A child on the lector’s camp day, with the paperwork the door needs (staff of that camp only)',
})
export class CampDayChild {
  @Field(() => Int, { description: "The child's registration" })
  registrationId: number;

  @Field({ description: "The child's name as registered" })
  childFullName: string;

  @Field({ description: 'On the waiting list' })
  replacement: boolean;

  @Field({ description: "The parent's phone" })
  phone: string;

  @Field({ description: 'False: the child must not be photographed (NEFOTIT)' })
  photoConsent: boolean;

  @Field({ description: 'The camp asks for the health declaration' })
  declarationRequired: boolean;

  @Field({ description: 'The health declaration is signed (on the page, or a paper copy recorded)' })
  declarationSigned: boolean;

  @Field({ description: 'The camp asks for a doctor’s certificate' })
  certificateRequired: boolean;

  @Field(() => CampCertificateInfo, { nullable: true, description: 'The certificate uploaded; empty: missing' })
  certificate: CampCertificateInfo | null;

  @Field({ description: 'The pickup choice is not given yet' })
  pickupMissing: boolean;

  @Field(() => [PickupPerson], { description: 'Who may collect the child besides the parents' })
  pickupPersons: PickupPerson[];

  @Field({ description: '„Jen rodiče“' })
  pickupParentsOnly: boolean;

  @Field(() => String, { nullable: true, description: '„Odchází sám“ from this time (HH:mm)' })
  leavesAloneFrom: string | null;

  @Field(() => String, { nullable: true, description: 'Health notes, allergies and medication' })
  healthNotes: string | null;

  @Field(() => CampHandoverInfo, { description: 'Today’s arrival and departure' })
  handover: CampHandoverInfo;
}
