import { Arg, Ctx, FieldResolver, Int, Mutation, Resolver, Root } from 'type-graphql';
import { Performs } from '../../core/graphql-operation';
import type { RequestContext } from '../../core/request-context';
import { Registration } from '../registrations/registration.entity';
import { MailMessage } from './mail-message.entity';

@Resolver(() => Registration)
export class RegistrationMailResolver {
  @FieldResolver(() => [MailMessage], {
    description: 'E-mails to the parent about it and their delivery, newest first',
  })
  mailMessages(@Root() registration: Registration, @Ctx() { services, actor }: RequestContext) {
    return services.mail.messagesOf(actor, registration.id);
  }
}

@Resolver(() => MailMessage)
export class MailMessageResolver {
  @Mutation(() => MailMessage, { description: 'Tries a failed or skipped e-mail again at once' })
  @Performs('mail.retry')
  retryMail(
    @Arg('id', () => Int, { description: 'The failed message in the outbox' }) id: number,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.mail.retry(actor, id);
  }
}
