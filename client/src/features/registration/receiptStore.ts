// The thank-you screen's record: what the server answered and what the parent sent, kept in this
// tab's sessionStorage under a random key that the screen's address carries
// (/registration/thanks/<key>). A reload shows it again; the address opened anywhere else shows
// nothing, so the link gives no stranger a family's data, and the server keeps no copy of it to
// guard (a repeated registration's receipt, issue 21, is one the server could not show again).
import type { FragmentType } from '../../gql/fragment-masking';
import type { RegistrationReceiptFragmentDoc } from './RegistrationReceipt.generated';
import type { RegistrationFormValues } from './registrationValues';

/** What the server answered to a registration, for the thanks. */
export type Receipt = FragmentType<typeof RegistrationReceiptFragmentDoc>;

export interface ReceiptRecord {
  receipt: Receipt;
  /** As the parent sent them. */
  values: RegistrationFormValues;
  /** What the form showed for the chosen course and slot or camp. */
  chosen: string;
}

const PREFIX = 'registration-receipt:';

/** 128 random bits, hex: nobody guesses another tab's key (and the key alone reveals nothing). */
export function newReceiptKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Keeps the record; false when the browser refuses storage (the screen then lives in history.state). */
export function saveReceipt(key: string, record: ReceiptRecord): boolean {
  try {
    sessionStorage.setItem(PREFIX + key, JSON.stringify(record));
    return true;
  } catch {
    return false;
  }
}

export function loadReceipt(key: string | undefined): ReceiptRecord | null {
  if (!key || !/^[0-9a-f]{32}$/.test(key)) return null;
  try {
    const stored = sessionStorage.getItem(PREFIX + key);
    return stored ? (JSON.parse(stored) as ReceiptRecord) : null;
  } catch {
    return null;
  }
}
