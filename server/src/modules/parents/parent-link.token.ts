// The personal link's token: 256 random bits in base64url, stored only as its SHA-256. Issued by the
// mail composer as it writes each e-mail to a parent (mail/mail.composer.ts), so the outbox never
// holds a token and every e-mail carries a working link.
import { createHash, randomBytes } from 'node:crypto';
import {
  emailKey,
  type Locale,
  localePrefix,
  PARENT_CALENDAR_PATH,
  PARENT_LINK_VALID_MONTHS,
  PARENT_PAGE_PATH,
  withoutTrailingSlashes,
} from '@kurzy/common';
import type { EntityManager } from 'typeorm';

/** No token of ours is longer (43 characters); a longer text is no token. */
const MAX_TOKEN_LENGTH = 100;

/** The hash a token is stored as; a text that cannot be a token gets a hash no stored one has, and
 * is looked up all the same, so every dead link takes the same path. */
export function parentTokenHash(token: string): Buffer {
  return createHash('sha256')
    .update(token.length <= MAX_TOKEN_LENGTH ? token : '')
    .digest();
}

/** A new link for the address: a row of its hash, and the token, which only the e-mail will hold. */
export async function issueParentLink(manager: EntityManager, email: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await manager.query('INSERT INTO parent_link (email_key, token_hash) VALUES ($1, $2)', [
    emailKey(email),
    parentTokenHash(token),
  ]);
  return token;
}

/** The page's address for a token, in the family's language (/en/…, /uk/…; Czech at the spec's path). */
export const parentPageUrl = (publicUrl: string, token: string, language: Locale = 'cs') =>
  `${withoutTrailingSlashes(publicUrl)}${localePrefix(language)}${PARENT_PAGE_PATH}${token}`;

/** The iCalendar of one registration of the link's address, or of all of them. */
export const parentCalendarUrl = (publicUrl: string, token: string, registrationId: number | null = null) =>
  `${withoutTrailingSlashes(publicUrl)}${PARENT_CALENDAR_PATH}${token}${registrationId === null ? '' : `/${registrationId}`}.ics`;

/** The condition of a link that opens the page (table alias `l`). */
export const LINK_VALID = `l.revoked_at IS NULL
  AND COALESCE(l.last_used_at, l.created_at) > now() - interval '${PARENT_LINK_VALID_MONTHS} months'`;
