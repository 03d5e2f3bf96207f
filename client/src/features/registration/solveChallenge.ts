// The form's answer to REGISTRATION_CHALLENGE_REQUIRED (a busy shared address): the challenge solved
// in a Web Worker (the page stays responsive), or on the page where workers are missing.
import { challengeSolutionJson, type RegistrationChallenge } from '@kurzy/common';

function inWorker(challenge: RegistrationChallenge): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./challengeWorker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<number | null>) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message || 'The challenge worker failed'));
    };
    worker.postMessage(challenge);
  });
}

/** The solution to send with the form again (base64 JSON), or null when none was found. */
export async function solveChallenge(challenge: RegistrationChallenge): Promise<string | null> {
  let number: number | null;
  try {
    if (typeof Worker === 'undefined') throw new Error('no workers');
    number = await inWorker(challenge);
  } catch {
    number = await (await import('./challengeWorker')).findNumber(challenge);
  }
  return number === null ? null : btoa(challengeSolutionJson(challenge, number));
}

/** The challenge a refusal's params carry, if any. */
export function challengeIn(params: Record<string, unknown> | undefined): RegistrationChallenge | null {
  const challenge = params?.challenge as RegistrationChallenge | undefined;
  return challenge && typeof challenge.salt === 'string' && typeof challenge.maxNumber === 'number' ? challenge : null;
}
