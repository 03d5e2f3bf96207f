import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { normalizePassword } from '@kurzy/common';

// argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane). @node-rs/argon2 ships
// prebuilt binaries per platform; the `argon2` package's Linux prebuild crashed on load here.
const OPTIONS = {
  algorithm: 2 /* Algorithm.Argon2id, a const enum */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/** Hashes the composed (NFC) form: `á` typed as one letter or as `a` + accent is one password. */
export function hashPassword(password: string): Promise<string> {
  return hash(normalizePassword(password), OPTIONS);
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  const check = (candidate: string) => verify(hashed, candidate).catch(() => false);
  const normalized = normalizePassword(password);
  if (await check(normalized)) return true;
  // Hashes from before the normalisation were made of the text as typed.
  return normalized !== password && check(password);
}

/** A readable random password (no look-alike characters), for generated accounts. */
export function randomPassword(length = 16): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return [...randomBytes(length)].map((byte) => alphabet[byte % alphabet.length]).join('');
}
