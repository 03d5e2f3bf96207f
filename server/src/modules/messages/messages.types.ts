import { FamilyMessageKind, MessageChannel } from '@kurzy/common';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageType } from '../../core/pagination';

registerEnumType(FamilyMessageKind, {
  name: 'FamilyMessageKind',
  description: 'operational (provozní: always sent) or informational (informační: not to families who opted out)',
});
registerEnumType(MessageChannel, { name: 'MessageChannel' });

@InputType({ description: 'Exactly one of: a course slot, a whole course, a camp, one lesson, chosen registrations' })
export class MessageAudienceInput {
  @Field(() => Int, { nullable: true })
  scheduleId?: number | null;

  @Field(() => Int, { nullable: true })
  courseId?: number | null;

  @Field(() => Int, { nullable: true })
  campId?: number | null;

  @Field(() => ID, { nullable: true, description: 'A lesson of a slot (`s12-2026-03-02`) or a camp day' })
  lessonId?: string | null;

  @Field(() => [Int], { nullable: true })
  registrationIds?: number[] | null;
}

@InputType()
export class MessagePreviewInput {
  @Field(() => MessageAudienceInput)
  audience: MessageAudienceInput;

  @Field({ nullable: true, description: 'Also the children on the waiting list (never cancelled registrations)' })
  includeReplacements?: boolean;

  @Field(() => FamilyMessageKind)
  kind: FamilyMessageKind;

  @Field(() => [MessageChannel], { nullable: true, description: 'E-mail unless given' })
  channels?: MessageChannel[] | null;
}

@InputType()
export class MessageInput extends MessagePreviewInput {
  @Field()
  subject: string;

  @Field()
  text: string;
}

@ObjectType({ description: 'Who a message would reach, before it is sent' })
export class MessagePreview {
  @Field(() => Int, { description: 'Families (distinct e-mail addresses) in the audience' })
  recipients: number;

  @Field(() => Int, { description: 'E-mails that would go: one per family, none to those who opted out' })
  emails: number;

  @Field(() => Int, { description: 'Families left out because they opted out of informational messages' })
  optedOut: number;

  @Field(() => Int, { description: 'Children in the audience' })
  children: number;
}

@ObjectType()
export class SentMessage {
  @Field(() => Int)
  id: number;

  @Field(() => Int, { description: 'Family addresses it goes to' })
  recipients: number;
}

@ObjectType({ description: 'A message staff sent to families, with its delivery counted' })
export class FamilyMessageSummary {
  @Field(() => Int)
  id: number;

  @Field()
  subject: string;

  @Field(() => FamilyMessageKind)
  kind: FamilyMessageKind;

  @Field({ description: 'Who it was for, in words, as it was when sent' })
  audience: string;

  @Field()
  createdAt: Date;

  @Field({ description: 'The staff member who sent it' })
  sentBy: string;

  @Field(() => Int, { description: 'Family addresses' })
  recipients: number;

  @Field(() => Int, { description: 'E-mails waiting for their (next) attempt' })
  queued: number;

  @Field(() => Int)
  sent: number;

  @Field(() => Int, { description: 'Given up: refused by the mail server, or too many failed attempts' })
  failed: number;

  @Field(() => Int, { description: 'Not sent: the family opted out meanwhile, or its data is gone' })
  skipped: number;
}

@ObjectType({ description: 'One family’s copy of a message and how its delivery went' })
export class MessageDelivery {
  @Field()
  address: string;

  @Field(() => [String], { description: 'The family’s children it named' })
  children: string[];

  @Field({ description: 'queued, sent, failed or skipped' })
  status: string;

  @Field(() => String, { nullable: true, description: 'Why the last attempt failed, or why it was not sent' })
  error: string | null;

  @Field(() => Date, { nullable: true })
  sentAt: Date | null;
}

@ObjectType()
export class FamilyMessageDetail extends FamilyMessageSummary {
  @Field()
  text: string;

  @Field()
  includeReplacements: boolean;

  @Field(() => [MessageDelivery], { description: 'By address' })
  deliveries: MessageDelivery[];
}

export const FamilyMessagePage = PageType(FamilyMessageSummary, 'FamilyMessage');

@ObjectType({ description: 'A message as the family’s own page lists it' })
export class ParentMessage {
  @Field(() => Int)
  id: number;

  @Field()
  subject: string;

  @Field()
  text: string;

  @Field(() => FamilyMessageKind)
  kind: FamilyMessageKind;

  @Field()
  createdAt: Date;
}

@ObjectType({ description: 'The messages sent to the personal link’s family in the last 12 months, newest first' })
export class ParentMessages {
  @Field({ description: 'Whether the family receives informational messages (it has not opted out)' })
  informational: boolean;

  @Field(() => [ParentMessage])
  messages: ParentMessage[];
}
