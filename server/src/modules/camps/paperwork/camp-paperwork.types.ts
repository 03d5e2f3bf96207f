import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { CampCertificateStatus } from '@kurzy/common';
import { PickupPerson } from './camp-paperwork.entity';

registerEnumType(CampCertificateStatus, {
  name: 'CampCertificateStatus',
  description: 'Where a doctor’s certificate stands',
  valuesConfig: {
    missing: { description: 'Not uploaded (or deleted 60 days after the camp)' },
    uploaded: { description: 'Uploaded, not checked by staff yet' },
    checked: { description: 'Checked by staff' },
    expired: { description: 'Its two years from the issue end before the camp’s last day, or have run out' },
  },
});

@ObjectType({ description: 'A doctor’s certificate (posudek) uploaded for a camp registration' })
export class CampCertificateInfo {
  @Field(() => CampCertificateStatus, { description: 'Uploaded, checked, or expired' })
  status: CampCertificateStatus;

  @Field({ description: 'The date the doctor issued it (YYYY-MM-DD)' })
  issuedOn: string;

  @Field({ description: 'The last day it is valid: two years from its issue (YYYY-MM-DD)' })
  validUntil: string;

  @Field({ description: 'When the family uploaded it' })
  uploadedAt: Date;

  @Field(() => Date, { nullable: true, description: 'When staff marked it checked' })
  checkedAt: Date | null;

  @Field({ description: 'image/jpeg, image/png or application/pdf (by the file’s content)' })
  contentType: string;

  @Field({
    description:
      'Where its file is read: the family POSTs { token, registrationId } there; staff GET it with their session',
  })
  filePath: string;
}

@ObjectType({ description: 'A signed „prohlášení o bezinfekčnosti“' })
export class CampDeclarationSigned {
  @Field({ description: 'The full name the signer typed (or wrote on the paper copy)' })
  signerName: string;

  @Field({ description: 'When it was signed (a paper copy: when staff recorded it)' })
  signedAt: Date;

  @Field({ description: 'web: signed on the family’s page; paper: a paper copy staff recorded' })
  channel: string;

  @Field(() => Int, { description: 'The version of the text signed' })
  version: number;

  @Field({
    description: 'Where its PDF copy is: POST with { token, registrationId } (the token never in a URL)',
  })
  pdfPath: string;
}

@ObjectType({ description: 'A camp registration’s paperwork as the family’s own page shows it' })
export class ParentCampPaperwork {
  @Field({ description: 'The pickup choice is not given yet: the page asks for it (persons, or „jen rodiče“)' })
  pickupMissing: boolean;

  @Field(() => [PickupPerson], { description: 'Who may collect the child besides the parents' })
  pickupPersons: PickupPerson[];

  @Field({ description: '„Jen rodiče“: only the parents collect the child' })
  pickupParentsOnly: boolean;

  @Field(() => String, { nullable: true, description: '„Odchází sám“ from this time (HH:mm); empty: never alone' })
  leavesAloneFrom: string | null;

  @Field(() => String, { nullable: true, description: 'Health notes, allergies and medication' })
  healthNotes: string | null;

  @Field(() => String, { nullable: true, description: 'The child’s health insurer' })
  insurer: string | null;

  @Field({ description: 'The camp asks for „prohlášení o bezinfekčnosti“' })
  declarationRequired: boolean;

  @Field({ description: 'From when it can be signed: 00:00 Prague time the day before the first day' })
  declarationOpensAt: Date;

  @Field({ description: 'Until when: the end of the camp’s last day (Prague time)' })
  declarationClosesAt: Date;

  @Field(() => CampDeclarationSigned, { nullable: true, description: 'The declaration once signed' })
  declaration: CampDeclarationSigned | null;

  @Field({ description: 'The camp asks for a doctor’s certificate (posudek)' })
  certificateRequired: boolean;

  @Field(() => CampCertificateInfo, { nullable: true, description: 'The certificate uploaded; empty: missing' })
  certificate: CampCertificateInfo | null;
}
