import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Performs } from '../../core/graphql-operation';
import type { RequestContext } from '../../core/request-context';
import { FamilyMessageDetail, FamilyMessagePage, MessagePreview, ParentMessages, SentMessage } from './messages.types';
import { MessageInput, MessagePreviewInput } from './messages.inputs';

/** Messages to families: composing (the count before sending), sending, the record of what was sent. */
@Resolver()
export class FamilyMessageResolver {
  @Query(() => MessagePreview, { description: 'How many families and e-mails a message would reach' })
  @Performs('message.send')
  messagePreview(
    @Arg('input', () => MessagePreviewInput, { description: 'Who the message would go to, its kind and channels' })
    input: MessagePreviewInput,
    @Ctx() { services, actor }: RequestContext,
  ): Promise<MessagePreview> {
    return services.familyMessages.preview(actor, input);
  }

  @Mutation(() => SentMessage, {
    description: 'Sends a message: one e-mail per family address, delivered by the outbox with its retries',
  })
  @Performs('message.send')
  sendMessage(
    @Arg('input', () => MessageInput, { description: 'Who it goes to, its kind, channels, subject and text' })
    input: MessageInput,
    @Ctx() { services, actor }: RequestContext,
  ): Promise<SentMessage> {
    return services.familyMessages.send(actor, input);
  }

  @Query(() => FamilyMessagePage, {
    description: 'The messages sent, newest first (a lector: those they sent), with their delivery counted',
  })
  @Performs('message.read')
  messages(
    @Ctx() { services, actor }: RequestContext,
    @Arg('page', () => Int, { nullable: true, description: 'Which page, from 1; 1 unless given' }) page?: number | null,
    @Arg('limit', () => Int, { nullable: true, description: 'Items on a page; 20 unless given' }) limit?: number | null,
  ) {
    return services.familyMessages.list(actor, page, limit);
  }

  @Query(() => FamilyMessageDetail, { description: 'One message with its delivery per family' })
  @Performs('message.read')
  message(
    @Arg('id', () => Int, { description: "The message's id" }) id: number,
    @Ctx() { services, actor }: RequestContext,
  ): Promise<FamilyMessageDetail> {
    return services.familyMessages.get(actor, id);
  }

  @Query(() => ParentMessages, {
    description: 'The messages the personal link’s family got in the last 12 months, newest first',
  })
  @Performs('parent.act')
  parentMessages(
    @Arg('token', { description: "The token of the family's personal link (/moje-prihlasky/<token>)" }) token: string,
    @Ctx() { services, clientAddress }: RequestContext,
  ): Promise<ParentMessages> {
    return services.familyMessages.ofFamily(token, clientAddress);
  }

  @Mutation(() => ParentMessages, {
    description: 'The family opts out of informational messages (receive: false) or back in; provozní ones still come',
  })
  @Performs('parent.act')
  setInformationalMessages(
    @Arg('token', { description: "The token of the family's personal link (/moje-prihlasky/<token>)" }) token: string,
    @Arg('receive', {
      description: 'true: the family receives informational messages; false: it opts out (operational ones still come)',
    })
    receive: boolean,
    @Ctx() { services, clientAddress }: RequestContext,
  ): Promise<ParentMessages> {
    return services.familyMessages.setInformational(token, clientAddress, receive);
  }
}
