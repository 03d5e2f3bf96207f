import { ConsentAction, ConsentSource, LegalTextKind } from '@kurzy/common';
import { Field, Int, ObjectType } from 'type-graphql';
import './legal.enums';

@ObjectType({ description: 'A consent of a registration as the parent’s page shows it: the version agreed to' })
export class ParentConsent {
  @Field(() => LegalTextKind, { description: 'Which legal text it agrees to' })
  kind: LegalTextKind;

  @Field(() => Int, { description: 'The version of the text agreed to' })
  version: number;

  @Field({ description: 'When the parent agreed (with the registration)' })
  givenAt: Date;

  @Field(() => Date, { nullable: true, description: 'When it was withdrawn; null while it holds' })
  withdrawnAt: Date | null;
}

@ObjectType({ description: 'One entry of a registration’s consent history' })
export class ConsentRecord {
  @Field(() => Int, { description: "The entry's id" })
  id: number;

  @Field(() => LegalTextKind, { description: 'Which legal text' })
  kind: LegalTextKind;

  @Field(() => Int, { description: 'The version of the text given or withdrawn' })
  version: number;

  @Field(() => ConsentAction, { description: 'Given or withdrawn' })
  action: ConsentAction;

  @Field({ description: 'When' })
  at: Date;

  @Field(() => ConsentSource, { description: "Where it was done: the form, the parent's page or the back-office" })
  source: ConsentSource;
}

@ObjectType({
  description: 'An active registration without a photo consent: a child whose pictures are not to be published',
})
export class PhotoRefusal {
  @Field(() => Int, { description: "The child's registration" })
  registrationId: number;

  @Field({ description: "The child's name as registered" })
  childFullName: string;

  @Field({ description: 'The course’s or camp’s title' })
  title: string;

  @Field(() => String, { nullable: true, description: "The branch's title; empty for a camp without a branch" })
  branchTitle: string | null;

  @Field(() => Date, { nullable: true, description: 'When the parent withdrew it; null when it was never given' })
  withdrawnAt: Date | null;
}
