// Messages staff write to families (issue 43): who hears it, what kind it is, what it says. The
// messages service and the "Zprávy" screen check the same schema with the same Czech messages.
import * as yup from 'yup';
import { LESSON_ID_PATTERN } from './attendance';
import { flag, optionalId, optionalText, requiredId, requiredLine, requiredText } from './fields';

/** provozní: about the running of a course (always sent); informační: news and offers, only to
 * families who have not opted out. */
export enum FamilyMessageKind {
  operational = 'operational',
  informational = 'informational',
}

export const FAMILY_MESSAGE_KINDS = Object.values(FamilyMessageKind);

export const FAMILY_MESSAGE_KIND_LABELS: Record<FamilyMessageKind, string> = {
  [FamilyMessageKind.operational]: 'provozní',
  [FamilyMessageKind.informational]: 'informační',
};

export enum MessageChannel {
  email = 'email',
  sms = 'sms',
}

export const MESSAGE_CHANNELS = Object.values(MessageChannel);

export const MESSAGE_SUBJECT_MAX = 150;
export const MESSAGE_TEXT_MAX = 5000;
/** The most registrations one message chooses by hand (a grid selection). */
export const MESSAGE_SELECTION_MAX = 5000;

const CHOOSE_AUDIENCE = 'Vyberte, komu zprávu poslat: termín, kroužek, tábor, lekci, nebo vybrané přihlášky.';
const INVALID_KIND = 'Vyberte, zda je zpráva provozní, nebo informační.';
const INVALID_CHANNEL = 'Vyberte e-mail nebo SMS.';
const INVALID_LESSON = 'Lekce nebyla nalezena.';
const TOO_MANY = `Vyberte nejvýše ${MESSAGE_SELECTION_MAX} přihlášek.`;

/** Exactly one of: a course slot, a whole course, a camp, one lesson, chosen registrations. */
export const messageAudienceSchema = yup
  .object({
    scheduleId: optionalId(),
    courseId: optionalId(),
    campId: optionalId(),
    lessonId: optionalText(40).matches(LESSON_ID_PATTERN, { message: INVALID_LESSON, excludeEmptyString: true }),
    registrationIds: yup
      .array(requiredId())
      .typeError(CHOOSE_AUDIENCE)
      .max(MESSAGE_SELECTION_MAX, TOO_MANY)
      .nullable()
      .default(null),
  })
  .typeError(CHOOSE_AUDIENCE)
  .required(CHOOSE_AUDIENCE)
  .test('one', CHOOSE_AUDIENCE, (audience) => {
    if (!audience) return false;
    const chosen = [
      audience.scheduleId,
      audience.courseId,
      audience.campId,
      audience.lessonId,
      audience.registrationIds?.length ? audience.registrationIds : null,
    ].filter((value) => value !== null && value !== undefined);
    return chosen.length === 1;
  });

export type MessageAudienceValues = yup.InferType<typeof messageAudienceSchema>;

/** What the count before sending is asked with. */
export const messagePreviewSchema = yup.object({
  audience: messageAudienceSchema,
  includeReplacements: flag(false),
  kind: yup.mixed<FamilyMessageKind>().oneOf(FAMILY_MESSAGE_KINDS, INVALID_KIND).required(INVALID_KIND),
  channels: yup
    .array(yup.mixed<MessageChannel>().oneOf(MESSAGE_CHANNELS, INVALID_CHANNEL).required(INVALID_CHANNEL))
    .typeError(INVALID_CHANNEL)
    .min(1, INVALID_CHANNEL)
    .nullable()
    .default(null),
  /** The text, when the count should say how many SMS segments it takes. */
  text: optionalText(MESSAGE_TEXT_MAX),
  /** The SMS copy "bez diakritiky" (GSM-7: 160 characters a segment instead of 70); the e-mail keeps them. */
  smsWithoutDiacritics: flag(false),
});

export const messageSchema = messagePreviewSchema.shape({
  subject: requiredLine(MESSAGE_SUBJECT_MAX),
  text: requiredText(MESSAGE_TEXT_MAX),
});

export type MessagePreviewValues = yup.InferType<typeof messagePreviewSchema>;
export type MessageValues = yup.InferType<typeof messageSchema>;
