import { Arg, Ctx, FieldResolver, Int, Mutation, Resolver, Root } from 'type-graphql';
import { Performs } from '../../../core/graphql-operation';
import type { RequestContext } from '../../../core/request-context';
import { ParentRegistration } from '../../parents/parent.types';
import { CampPickupInput } from './camp-paperwork.inputs';
import { CampCertificateInfo, CampDeclarationSigned, ParentCampPaperwork } from './camp-paperwork.types';
import { DECLARATION_PDF_PATH } from './camp-paperwork.service';
import type { SignedDeclaration } from './camp-declaration.service';

const presented = (signed: SignedDeclaration): CampDeclarationSigned => ({ ...signed, pdfPath: DECLARATION_PDF_PATH });

@Resolver(() => ParentRegistration)
export class ParentCampPaperworkResolver {
  @FieldResolver(() => ParentCampPaperwork, {
    nullable: true,
    description: 'A camp registration’s paperwork (pickup persons, health data); null for a course',
  })
  async campPaperwork(
    @Root() registration: ParentRegistration,
    @Ctx() { loaders }: RequestContext,
  ): Promise<ParentCampPaperwork | null> {
    return loaders.parentCampPaperwork.load(registration.id);
  }

  @Mutation(() => ParentCampPaperwork, {
    description:
      'Gives or changes the pickup choice of a camp registration of the link’s family: persons, or „jen rodiče“. Another family’s registration, or a course’s, is PARENT_LINK_INVALID',
  })
  @Performs('parent.act')
  setCampPickup(
    @Arg('token', { description: "The token of the family's personal link (/moje-prihlasky/<token>)" }) token: string,
    @Arg('registrationId', () => Int, { description: "The child's camp registration" }) registrationId: number,
    @Arg('input', () => CampPickupInput, { description: 'Persons, or „jen rodiče“, and „odchází sám“' })
    input: CampPickupInput,
    @Ctx() { services, clientAddress }: RequestContext,
  ): Promise<ParentCampPaperwork> {
    return services.campPaperwork.setPickup(token, clientAddress, registrationId, input);
  }

  @Mutation(() => CampDeclarationSigned, {
    description:
      'Signs „prohlášení o bezinfekčnosti“ of a camp registration of the link’s family: the full name typed and the text confirmed (`version`: the one read). From 00:00 Prague time the day before the first day (CAMP_DECLARATION_TOO_EARLY before) to the last day. Signing again answers the declaration signed',
  })
  @Performs('parent.act')
  signCampDeclaration(
    @Arg('token', { description: "The token of the family's personal link (/moje-prihlasky/<token>)" }) token: string,
    @Arg('registrationId', () => Int, { description: "The child's camp registration" }) registrationId: number,
    @Arg('signerName', { description: 'The signer’s full name, typed' }) signerName: string,
    @Arg('confirm', { description: 'The signer confirms the text: must be true' }) confirm: boolean,
    @Arg('version', () => Int, { nullable: true, description: 'The version of the text read; empty: the one in force' })
    version: number | null,
    @Ctx() { services, clientAddress, userAgent }: RequestContext,
  ): Promise<CampDeclarationSigned> {
    return services.campDeclarations
      .sign(token, clientAddress, userAgent, registrationId, { signerName, confirm, version })
      .then(presented);
  }
}

@Resolver()
export class CampDeclarationStaffResolver {
  @Mutation(() => CampDeclarationSigned, {
    description:
      'Records a paper copy of the health declaration handed in (staff of that camp: its lector or an administrator); one signed already stays',
  })
  @Performs('paperwork.record')
  recordCampDeclarationPaper(
    @Arg('registrationId', () => Int, { description: "The child's camp registration" }) registrationId: number,
    @Arg('signerName', { description: 'Who signed the paper copy' }) signerName: string,
    @Ctx() { services, actor }: RequestContext,
  ): Promise<CampDeclarationSigned> {
    return services.campDeclarations.recordPaper(actor, registrationId, { signerName }).then(presented);
  }

  @Mutation(() => CampCertificateInfo, {
    description:
      'Marks a child’s doctor’s certificate checked (staff of that camp: its lector or an administrator); again: no change',
  })
  @Performs('paperwork.record')
  markCampCertificateChecked(
    @Arg('registrationId', () => Int, { description: "The child's camp registration" }) registrationId: number,
    @Ctx() { services, actor }: RequestContext,
  ): Promise<CampCertificateInfo> {
    return services.campCertificates.markChecked(actor, registrationId);
  }
}
