// Solves the proof-of-work challenge of a busy address off the page's thread (registration-
// challenge.ts in common): hashes of salt + number, a batch at a time, until one is the challenge.
import type { RegistrationChallenge } from '@kurzy/common';

const BATCH = 500;
const hex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');

export async function findNumber(challenge: RegistrationChallenge): Promise<number | null> {
  const encoder = new TextEncoder();
  for (let start = 0; start <= challenge.maxNumber; start += BATCH) {
    const numbers = Array.from(
      { length: Math.min(BATCH, challenge.maxNumber + 1 - start) },
      (_, index) => start + index,
    );
    const hashes = await Promise.all(
      numbers.map((number) => crypto.subtle.digest('SHA-256', encoder.encode(`${challenge.salt}${number}`))),
    );
    const found = hashes.findIndex((hash) => hex(hash) === challenge.challenge);
    if (found >= 0) return numbers[found]!;
  }
  return null;
}

// In a worker: answers each challenge posted with its number (or null).
if (typeof self !== 'undefined' && typeof (self as { document?: unknown }).document === 'undefined')
  self.onmessage = (event: MessageEvent<RegistrationChallenge>) => {
    void findNumber(event.data).then((number) => self.postMessage(number));
  };
