import { LegalTextKind } from '@kurzy/common';
import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Performs } from '../../core/graphql-operation';
import { PageType } from '../../core/pagination';
import type { RequestContext } from '../../core/request-context';
import { ParentRegistration } from '../parents/parent.types';
import { Registration } from '../registrations/registration.entity';
import { LegalText } from './legal-text.entity';
import { ConsentRecord, ParentConsent, PhotoRefusal } from './legal.types';
import { LegalTextInput } from './legal.inputs';

const PhotoRefusalPage = PageType(PhotoRefusal, 'PhotoRefusal');

@Resolver(() => LegalText)
export class LegalTextResolver {
  @Query(() => LegalText, {
    description:
      'A legal text in force, or its version `version` (older versions stay readable); LEGAL_TEXT_NOT_FOUND otherwise',
  })
  @Performs('legal.read')
  legalText(
    @Arg('kind', () => LegalTextKind, { description: 'Which legal text' }) kind: LegalTextKind,
    @Arg('version', () => Int, { nullable: true, description: 'Its version (from 1); the one in force when not given' })
    version: number | null,
    @Ctx() { services, actor }: RequestContext,
  ): Promise<LegalText> {
    return services.legal.text(actor, kind, version);
  }

  @Query(() => [LegalText], { description: 'Every version of a legal text, newest first' })
  @Performs('legal.read')
  legalTextVersions(
    @Arg('kind', () => LegalTextKind, { description: 'Which legal text' }) kind: LegalTextKind,
    @Ctx() { services, actor }: RequestContext,
  ): Promise<LegalText[]> {
    return services.legal.versions(actor, kind);
  }

  @Mutation(() => LegalText, {
    description: 'Publishes the next version of a legal text, in force from now; earlier versions never change',
  })
  @Performs('legal.write')
  publishLegalText(
    @Arg('kind', () => LegalTextKind, { description: 'Which legal text' }) kind: LegalTextKind,
    @Arg('input', () => LegalTextInput, { description: "The new version's text" }) input: LegalTextInput,
    @Ctx() { services, actor }: RequestContext,
  ): Promise<LegalText> {
    return services.legal.publish(actor, kind, input);
  }

  @Query(() => PhotoRefusalPage, {
    description:
      'Active registrations without a photo consent (never given or withdrawn): children whose pictures are not to be published',
  })
  @Performs('consent.read')
  childrenWithoutPhotoConsent(
    @Arg('page', () => Int, { nullable: true, description: 'Which page, from 1; 1 unless given' }) page: number | null,
    @Arg('limit', () => Int, { nullable: true, description: 'Items on a page; 20 unless given' }) limit: number | null,
    @Ctx() { services, actor }: RequestContext,
  ) {
    return services.legal.withoutPhotoConsent(actor, page, limit);
  }
}

@Resolver(() => ParentRegistration)
export class ParentConsentsResolver {
  @FieldResolver(() => [ParentConsent], {
    description: 'The consents given with the registration, each with the version of the text agreed to',
  })
  consents(@Root() registration: ParentRegistration, @Ctx() { loaders }: RequestContext): Promise<ParentConsent[]> {
    return loaders.parentConsents.load(registration.id);
  }

  @Mutation(() => ParentConsent, {
    nullable: true,
    description:
      'Withdraws the photo consent of a registration of the link’s family (recorded once; again changes nothing). A link that does not work or another family’s registration is PARENT_LINK_INVALID',
  })
  @Performs('parent.consent')
  withdrawPhotoConsent(
    @Arg('token', { description: "The token of the family's personal link (/moje-prihlasky/<token>)" }) token: string,
    @Arg('registrationId', () => Int, { description: "The child's registration (one of the link's family)" })
    registrationId: number,
    @Ctx() { services, clientAddress }: RequestContext,
  ): Promise<ParentConsent | null> {
    return services.legal.withdrawPhotoConsent(token, clientAddress, registrationId);
  }
}

@Resolver(() => Registration)
export class RegistrationConsentsResolver {
  @FieldResolver(() => [ConsentRecord], {
    description: 'The consents given and withdrawn, oldest first, each with the version of its text and its source',
  })
  consents(@Root() registration: Registration, @Ctx() { loaders }: RequestContext): Promise<ConsentRecord[]> {
    return loaders.registrationConsents.load(registration.id);
  }
}
