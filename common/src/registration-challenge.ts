// The proof-of-work challenge the public registration form solves once its client address is busy
// (issue 41): ALTCHA's scheme (its v1 payload, so their widget or libraries could solve it too),
// written here because it is forty lines and the reuse check needs our database anyway. The server
// signs `challenge` (SHA-256 of `salt` and a secret number up to `maxNumber`) with an HMAC key of its
// own; the browser finds the number by trying them, and sends it back with the rest unchanged, as
// base64 of the JSON below.

export interface RegistrationChallenge {
  algorithm: 'SHA-256';
  /** Hex SHA-256 of `salt` followed by the number in decimal. */
  challenge: string;
  /** Random, with its expiry as `?expires=<unix seconds>`. */
  salt: string;
  /** Hex HMAC-SHA-256 of `challenge` under the server's key. */
  signature: string;
  maxNumber: number;
}

/** What the form sends back: the challenge and the number found, as base64 JSON. */
export interface ChallengeSolution {
  algorithm: 'SHA-256';
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

/** The JSON of a solution (what its base64 says), as the form sends it. */
export const challengeSolutionJson = (challenge: RegistrationChallenge, number: number): string =>
  JSON.stringify({
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    number,
    salt: challenge.salt,
    signature: challenge.signature,
  } satisfies ChallengeSolution);

/** The solution in a payload's JSON, or null for anything malformed. */
export function parseChallengeSolution(json: string): ChallengeSolution | null {
  if (json.length > 1000) return null;
  try {
    const value = JSON.parse(json) as Partial<ChallengeSolution>;
    const hex64 = (text: unknown) => typeof text === 'string' && /^[0-9a-f]{64}$/.test(text);
    if (
      value.algorithm !== 'SHA-256' ||
      !hex64(value.challenge) ||
      !hex64(value.signature) ||
      typeof value.salt !== 'string' ||
      value.salt.length > 200 ||
      !Number.isSafeInteger(value.number) ||
      (value.number as number) < 0
    )
      return null;
    return value as ChallengeSolution;
  } catch {
    return null;
  }
}

/** The expiry written into a salt, in unix milliseconds (NaN without one). */
export const challengeExpiry = (salt: string): number =>
  Number(/[?&]expires=(\d{1,12})(?:&|$)/.exec(salt)?.[1] ?? NaN) * 1000;
