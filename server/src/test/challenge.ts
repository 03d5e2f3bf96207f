// Solves the registration form's proof-of-work challenge as the browser does (common/src/
// registration-challenge.ts), for tests that send a busy address's forms.
import { createHash } from 'node:crypto';
import { challengeSolutionJson, type RegistrationChallenge } from '@kurzy/common';

/** The payload to send back: the number whose hash is the challenge, found by trying them. */
export function solveChallenge(challenge: RegistrationChallenge): string {
  for (let number = 0; number <= challenge.maxNumber; number += 1) {
    if (createHash('sha256').update(`${challenge.salt}${number}`).digest('hex') === challenge.challenge)
      return Buffer.from(challengeSolutionJson(challenge, number)).toString('base64');
  }
  throw new Error('The challenge has no solution up to its maxNumber');
}

/** The challenge a refusal carries (GraphQL extensions or a REST body's params). */
export function challengeOf(refusal: { params?: unknown } | undefined): RegistrationChallenge {
  const challenge = (refusal?.params as { challenge?: RegistrationChallenge } | undefined)?.challenge;
  if (!challenge) throw new Error(`No challenge in ${JSON.stringify(refusal)}`);
  return challenge;
}
