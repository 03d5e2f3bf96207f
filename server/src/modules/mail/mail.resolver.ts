import { Arg, Ctx, FieldResolver, Int, Mutation, Resolver, Root } from 'type-graphql';
import type { GraphqlContext } from '../../core/graphql-context';
import { Registration } from '../registrations/registration.entity';
import { MailMessage } from './mail-message.entity';

@Resolver(() => Registration)
export class RegistrationMailResolver {
  @FieldResolver(() => [MailMessage], {
    description: 'E-mails to the parent about it and their delivery, newest first',
  })
  mailMessages(@Root() registration: Registration, @Ctx() { services, actor }: GraphqlContext) {
    return services.mail.messagesOf(actor, registration.id);
  }
}

@Resolver(() => MailMessage)
export class MailMessageResolver {
  @Mutation(() => MailMessage, { description: 'Tries a failed or skipped e-mail again at once' })
  retryMail(@Arg('id', () => Int) id: number, @Ctx() { services, actor }: GraphqlContext) {
    return services.mail.retry(actor, id);
  }
}
