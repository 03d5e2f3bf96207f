// Camp paperwork (issue 48): who may collect the child, "odchází sám", health notes and the insurer,
// sent with a camp's registration (both doors) and later from the family's page.
import * as yup from 'yup';
import { RegistrationType } from '../enums';
import {
  INVALID_TIME,
  NOT_YES_NO,
  optionalLine,
  optionalText,
  requiredDate,
  requiredLine,
  requiredPhone,
  requiredId,
  requiredTime,
} from './fields';
import { personName } from './names';

/** The most people a family lists as allowed to collect the child. */
export const PICKUP_PERSONS_MAX = 10;

export const CAMP_PAPERWORK_MESSAGES = {
  pickupChoice: 'Uveďte alespoň jednu osobu, která smí dítě vyzvedávat, nebo zvolte „jen rodiče“.',
  pickupBoth: 'Zvolte buď „jen rodiče“, nebo osoby, které smí dítě vyzvedávat, ne obojí.',
  pickupTooMany: `Uveďte nejvýše ${PICKUP_PERSONS_MAX} osob.`,
  confirm: 'Potvrďte prosím, že jste prohlášení přečetli a jeho obsah je pravdivý.',
} as const;

export const pickupPersonSchema = yup.object({
  name: personName(),
  relation: requiredLine(60),
  phone: requiredPhone(),
});

export type PickupPerson = yup.InferType<typeof pickupPersonSchema>;

/** The pickup choice: at least one person, or "jen rodiče" (pickupParentsOnly), not both. `required`:
 * whether an absent choice is refused too (the family's page, the form); an old client of the spec's
 * REST call sends none and is accepted, but [] without "jen rodiče" is always refused. */
const pickupPersons = (required: boolean) =>
  yup
    .array(pickupPersonSchema.required())
    .typeError(CAMP_PAPERWORK_MESSAGES.pickupChoice)
    .max(PICKUP_PERSONS_MAX, CAMP_PAPERWORK_MESSAGES.pickupTooMany)
    .default(undefined)
    .test('choice', function check(persons) {
      const parentsOnly = (this.parent as { pickupParentsOnly?: boolean | null }).pickupParentsOnly;
      if (parentsOnly === true)
        return !persons?.length || this.createError({ message: CAMP_PAPERWORK_MESSAGES.pickupBoth });
      if (persons === undefined && (parentsOnly === undefined || parentsOnly === null) && !required) return true;
      return (persons?.length ?? 0) > 0 || this.createError({ message: CAMP_PAPERWORK_MESSAGES.pickupChoice });
    });

const pickupFields = (required: boolean) => ({
  pickupPersons: pickupPersons(required),
  pickupParentsOnly: yup.boolean().typeError(NOT_YES_NO).nullable().default(undefined),
  /** "Odchází sám": from what time the child may leave alone (older children). */
  leavesAlone: yup.object({ from: requiredTime() }).nullable().optional().default(undefined).typeError(INVALID_TIME),
});

/** What a camp registration adds to the form; a course's form drops it. */
export const campRegistrationFields = (() => {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema, its type kept
  const onlyForCamps = <T extends yup.Schema<any, any, any, any>>(schema: T) =>
    schema.when('type', { is: RegistrationType.camp, otherwise: () => yup.mixed().strip() });
  const pickup = pickupFields(false);
  return {
    pickupPersons: onlyForCamps(pickup.pickupPersons),
    pickupParentsOnly: onlyForCamps(pickup.pickupParentsOnly),
    leavesAlone: onlyForCamps(pickup.leavesAlone),
    /** Health notes, allergies and medication: for the camp's staff only. */
    healthNotes: onlyForCamps(optionalText(2000)),
    /** The child's health insurer (for the insurer's receipt). */
    insurer: onlyForCamps(optionalLine(100)),
  };
})();

/** The pickup choice given later on the family's page: required there. */
export const campPickupSchema = yup.object(pickupFields(true));

export type CampPickupValues = yup.InferType<typeof campPickupSchema>;

/** The health declaration signed on the family's page: the signer's full name typed, and the text
 * confirmed (`version`: the one read; a newer one in force is refused). */
export const campDeclarationSchema = yup.object({
  signerName: personName(),
  confirm: yup
    .boolean()
    .typeError(CAMP_PAPERWORK_MESSAGES.confirm)
    .required(CAMP_PAPERWORK_MESSAGES.confirm)
    .oneOf([true], CAMP_PAPERWORK_MESSAGES.confirm),
  version: yup.number().typeError(CAMP_PAPERWORK_MESSAGES.confirm).integer().min(1).nullable().default(null),
});

/** A paper copy staff record: who signed it. */
export const campDeclarationPaperSchema = yup.object({ signerName: personName() });

/** Who took the child at a camp day's check-out (the lector's camp day). */
export enum CampCollector {
  /** A parent. */
  parent = 'parent',
  /** A person the family listed (by name). */
  person = 'person',
  /** "Odchází sám", from the time the family gave. */
  alone = 'alone',
  /** Anyone else: an administrator's override with a note only. */
  other = 'other',
}

const collectorName = (message: string) =>
  optionalLine(100).when('collector', {
    is: (collector: CampCollector) => collector === CampCollector.person || collector === CampCollector.other,
    then: (schema) => schema.required(message),
  });

/** A check-out: who took the child; the override's note is required for anyone unlisted. */
export const campCheckoutSchema = yup.object({
  registrationId: requiredId(),
  collector: yup
    .mixed<CampCollector>()
    .oneOf(Object.values(CampCollector), 'Zvolte, kdo si dítě vyzvedl.')
    .required('Zvolte, kdo si dítě vyzvedl.'),
  name: collectorName('Napište jméno osoby, která si dítě vyzvedla.'),
  note: optionalText(500).when('collector', {
    is: CampCollector.other,
    then: (schema) => schema.required('Napište poznámku k výjimce: kdo dítě vyzvedl a proč.'),
  }),
});

export type CampCheckoutValues = yup.InferType<typeof campCheckoutSchema>;

/** A doctor's certificate (posudek) uploaded from the family's page: a photo or a PDF, at most this big. */
export const CERTIFICATE_MAX_BYTES = 10 * 1024 * 1024;
/** A certificate is valid this many years from its issue date; an older one is refused at upload. */
export const CERTIFICATE_VALID_YEARS = 2;

/** Where a camp registration's certificate stands (the family's page, the lector's camp day). */
export enum CampCertificateStatus {
  /** Not uploaded (or swept away after the camp). */
  missing = 'missing',
  /** Uploaded, staff have not checked it yet. */
  uploaded = 'uploaded',
  /** Staff checked it. */
  checked = 'checked',
  /** Its two years end before the camp's last day, or have run out. */
  expired = 'expired',
}

/** The fields sent with the certificate's file: the date the doctor issued it. */
export const campCertificateSchema = yup.object({ issuedOn: requiredDate() });
