import { errorKind, MESSAGES } from '@kurzy/common';
import { refusalFrom, refusalOf, refusalText, type Refusal } from '../../../ui/apiErrors';

/** What went wrong, in Czech: the text of the refusal the server named by its code, or the spec's
 * "server unavailable" text when it could not be reached or failed inside. */
export function errorReason(error: unknown): string {
  return reasonOf(refusalOf(error));
}

/** The same for the errors of a GraphQL answer read without Apollo (the uploads' own requests). */
export function answerReason(errors: readonly { extensions?: unknown }[] | undefined): string {
  return reasonOf(refusalFrom(errors?.[0]?.extensions));
}

/** The same for the body of a refused REST call (`{ code, message, errors?, params? }`; null when
 * it was not JSON). */
export function restReason(body: unknown): string {
  return reasonOf(refusalFrom(body));
}

function reasonOf(refusal: Refusal | undefined): string {
  if (refusal && errorKind(refusal.code) !== 'INTERNAL') return refusalText(refusal);
  return MESSAGES.serverUnavailable;
}
