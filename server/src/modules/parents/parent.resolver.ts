import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Performs } from '../../core/graphql-operation';
import type { RequestContext } from '../../core/request-context';
import { ParentPage } from './parent.types';

@Resolver()
export class ParentResolver {
  @Query(() => ParentPage, {
    description:
      'A parent’s own page: every registration made with the e-mail address of their personal link (the token of /moje-prihlasky/<token>). A link that does not work is PARENT_LINK_INVALID, whatever the reason',
  })
  @Performs('parent.read')
  parentPage(
    @Arg('token', { description: "The token of the family's personal link (/moje-prihlasky/<token>)" }) token: string,
    @Ctx() { services, clientAddress }: RequestContext,
  ): Promise<ParentPage> {
    return services.parents.page(token, clientAddress);
  }

  @Mutation(() => Boolean, {
    description:
      'E-mails a fresh personal link to the address if registrations were made with it. Always true, whatever the address',
  })
  @Performs('parent.link')
  sendParentLink(
    @Arg('email', { description: 'The e-mail address the registrations were made with' }) email: string,
    @Ctx() { services, clientAddress }: RequestContext,
  ): Promise<boolean> {
    return services.parents.sendLink(email, clientAddress);
  }
}
