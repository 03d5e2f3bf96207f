import { FamilyMessageKind, MessageChannel } from '@kurzy/common';
import { Field, ID, InputType, Int } from 'type-graphql';

@InputType({ description: 'Exactly one of: a course slot, a whole course, a camp, one lesson, chosen registrations' })
export class MessageAudienceInput {
  @Field(() => Int, { nullable: true, description: 'The families of this course slot' })
  scheduleId?: number | null;

  @Field(() => Int, { nullable: true, description: 'The families of every slot of this course' })
  courseId?: number | null;

  @Field(() => Int, { nullable: true, description: 'The families of this camp' })
  campId?: number | null;

  @Field(() => ID, { nullable: true, description: 'A lesson of a slot (`s12-2026-03-02`) or a camp day' })
  lessonId?: string | null;

  @Field(() => [Int], { nullable: true, description: "These registrations' families (a grid selection)" })
  registrationIds?: number[] | null;
}

@InputType({ description: "A message's audience, kind and channels, to count who it would reach" })
export class MessagePreviewInput {
  @Field(() => MessageAudienceInput, { description: 'Who it is for' })
  audience: MessageAudienceInput;

  @Field({ nullable: true, description: 'Also the children on the waiting list (never cancelled registrations)' })
  includeReplacements?: boolean;

  @Field(() => FamilyMessageKind, {
    description: 'Operational (always sent) or informational (not to families who opted out)',
  })
  kind: FamilyMessageKind;

  @Field(() => [MessageChannel], {
    nullable: true,
    description: 'E-mail unless given; SMS only with an operational message, when the site sends SMS',
  })
  channels?: MessageChannel[] | null;

  @Field(() => String, { nullable: true, description: 'The text, for the count of SMS segments' })
  text?: string | null;

  @Field({ nullable: true, description: 'The SMS copy without diacritics (GSM-7); the e-mail keeps them' })
  smsWithoutDiacritics?: boolean;
}

@InputType({ description: 'A message to families, as staff write it' })
export class MessageInput extends MessagePreviewInput {
  @Field({ description: "The e-mail's subject (one line)" })
  subject: string;

  @Field({ description: "The message's text (plain text)" })
  override text: string;
}
