import { FamilyMessageKind, MessageChannel } from '@kurzy/common';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { PageType } from '../../core/pagination';

registerEnumType(FamilyMessageKind, {
  name: 'FamilyMessageKind',
  description: 'operational (provozní: always sent) or informational (informační: not to families who opted out)',
  valuesConfig: {
    operational: { description: 'Provozní: about the running of a course or camp; always sent' },
    informational: {
      description: 'Informační: news and offers; not sent to families who opted out (administrators only)',
    },
  },
});
registerEnumType(MessageChannel, {
  name: 'MessageChannel',
  description: 'How a message reaches families',
  valuesConfig: {
    email: { description: "An e-mail to the family's address" },
    sms: {
      description: 'A text message to the family phone (provozní only; MESSAGE_SMS_OFF unless the site sends SMS)',
    },
  },
});

/** The SMS a message would be (messages.service). */
export interface SmsCount {
  text: string;
  segments: number;
  unicode: boolean;
  /** Family numbers (420…) and their registrations in the audience. */
  numbers: Map<string, number[]>;
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

  @Field(() => Int, { description: 'SMS that would go: one per family phone number (none unless asked)' })
  sms: number;

  @Field(() => Int, { nullable: true, description: 'Segments each SMS takes (GSM-7 160/153, UCS-2 70/67)' })
  smsSegments: number | null;

  @Field(() => Boolean, { nullable: true, description: 'Whether the SMS needs UCS-2 (diacritics): 70 characters' })
  smsUnicode: boolean | null;

  @Field({ description: 'Whether this site sends SMS (BulkGate configured)' })
  smsAvailable: boolean;
}

@ObjectType({ description: 'A message just sent: its e-mails (and SMS) are queued' })
export class SentMessage {
  @Field(() => Int, { description: "The message's id" })
  id: number;

  @Field(() => Int, { description: 'Family addresses it goes to' })
  recipients: number;

  @Field(() => Int, { description: 'Family phone numbers an SMS goes to' })
  sms: number;
}

@ObjectType({ description: 'A message staff sent to families, with its delivery counted' })
export class FamilyMessageSummary {
  @Field(() => Int, { description: "The message's id" })
  id: number;

  @Field({ description: "The e-mail's subject" })
  subject: string;

  @Field(() => FamilyMessageKind, { description: 'Operational or informational' })
  kind: FamilyMessageKind;

  @Field({ description: 'Who it was for, in words, as it was when sent' })
  audience: string;

  @Field({ description: 'When it was sent' })
  createdAt: Date;

  @Field({ description: 'The staff member who sent it' })
  sentBy: string;

  @Field(() => Int, { description: 'Family addresses' })
  recipients: number;

  @Field(() => Int, { description: 'Family phone numbers (SMS)' })
  sms: number;

  @Field(() => Int, { description: 'E-mails and SMS waiting for their (next) attempt' })
  queued: number;

  @Field(() => Int, { description: 'E-mails the mail server accepted, and SMS the provider took' })
  sent: number;

  @Field(() => Int, { description: 'Given up: refused by the mail server, or too many failed attempts' })
  failed: number;

  @Field(() => Int, { description: 'Not sent: the family opted out meanwhile, or its data is gone' })
  skipped: number;
}

@ObjectType({ description: 'One family’s copy of a message and how its delivery went' })
export class MessageDelivery {
  @Field(() => MessageChannel, { description: 'E-mail or SMS' })
  channel: MessageChannel;

  @Field({ description: 'The e-mail address, or the phone number (420…) of an SMS' })
  address: string;

  @Field(() => [String], { description: 'The family’s children it named' })
  children: string[];

  @Field({ description: 'queued, sent, failed or skipped' })
  status: string;

  @Field(() => String, { nullable: true, description: 'Why the last attempt failed, or why it was not sent' })
  error: string | null;

  @Field(() => Date, { nullable: true, description: 'When the mail server accepted it; empty until then' })
  sentAt: Date | null;
}

@ObjectType({ description: "A message staff sent, with its text and each family's delivery" })
export class FamilyMessageDetail extends FamilyMessageSummary {
  @Field({ description: "The message's text as sent" })
  text: string;

  @Field({ description: 'It also went to the children on the waiting list' })
  includeReplacements: boolean;

  @Field(() => String, { nullable: true, description: 'The SMS as it went; null: no SMS' })
  smsText: string | null;

  @Field(() => Int, { nullable: true, description: 'Segments each SMS took; null: no SMS' })
  smsSegments: number | null;

  @Field(() => [MessageDelivery], { description: 'E-mails, then SMS, by address' })
  deliveries: MessageDelivery[];
}

export const FamilyMessagePage = PageType(FamilyMessageSummary, 'FamilyMessage');

@ObjectType({ description: 'A message as the family’s own page lists it' })
export class ParentMessage {
  @Field(() => Int, { description: "The message's id" })
  id: number;

  @Field({ description: "The e-mail's subject" })
  subject: string;

  @Field({ description: "The message's text" })
  text: string;

  @Field(() => FamilyMessageKind, { description: 'Operational or informational' })
  kind: FamilyMessageKind;

  @Field({ description: 'When it was sent' })
  createdAt: Date;
}

@ObjectType({ description: 'The messages sent to the personal link’s family in the last 12 months, newest first' })
export class ParentMessages {
  @Field({ description: 'Whether the family receives informational messages (it has not opted out)' })
  informational: boolean;

  @Field(() => [ParentMessage], { description: 'The messages, newest first' })
  messages: ParentMessage[];
}
