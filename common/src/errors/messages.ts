import type { ErrorTable } from './kinds';

export enum MessageErrorCode {
  /** No such message, or (a lector) one another staff member sent. */
  NotFound = 'MESSAGE_NOT_FOUND',
  /** The slot, course, camp, lesson or registrations chosen do not exist (administrators). */
  AudienceNotFound = 'MESSAGE_AUDIENCE_NOT_FOUND',
  /** A lector chose families outside their own slots and camps (or ones that do not exist: the same answer). */
  AudienceForbidden = 'MESSAGE_AUDIENCE_FORBIDDEN',
  /** Informational messages (news, offers) are sent by administrators only. */
  InformationalForAdmins = 'MESSAGE_INFORMATIONAL_FOR_ADMINS',
  /** Nobody in the audience would get it. */
  NoRecipients = 'MESSAGE_NO_RECIPIENTS',
  /** SMS are not configured on this site. */
  SmsOff = 'MESSAGE_SMS_OFF',
  /** SMS carry provozní messages only (what staff must know at once, never news). */
  SmsOperationalOnly = 'MESSAGE_SMS_OPERATIONAL_ONLY',
}

export const MESSAGE_ERRORS = {
  [MessageErrorCode.NotFound]: { kind: 'NOT_FOUND', message: 'Zpráva nebyla nalezena.' },
  [MessageErrorCode.AudienceNotFound]: {
    kind: 'NOT_FOUND',
    message: 'Vybraný termín, kroužek, tábor, lekce nebo přihlášky nebyly nalezeny.',
  },
  [MessageErrorCode.AudienceForbidden]: {
    kind: 'FORBIDDEN',
    message: 'Zprávu můžete poslat jen rodinám dětí ze svých kroužků a táborů.',
  },
  [MessageErrorCode.InformationalForAdmins]: {
    kind: 'FORBIDDEN',
    message: 'Informační zprávy posílá jen administrátor, lektor posílá provozní zprávy.',
  },
  [MessageErrorCode.NoRecipients]: {
    kind: 'CONFLICT',
    message:
      'Zprávu nemá komu poslat: vybraní nemají žádnou platnou přihlášku, nebo se z informačních zpráv odhlásili.',
  },
  [MessageErrorCode.SmsOff]: { kind: 'CONFLICT', message: 'Posílání SMS není zapnuté, zprávu lze poslat e-mailem.' },
  [MessageErrorCode.SmsOperationalOnly]: {
    kind: 'VALIDATION',
    message: 'SMS lze poslat jen s provozní zprávou, informační zprávy chodí e-mailem.',
  },
} satisfies ErrorTable<MessageErrorCode>;
