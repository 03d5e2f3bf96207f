// One logo file as a GraphQL multipart request (Apollo's HttpLink sends no files). A logo is small,
// so no progress is reported.
import { MESSAGES } from '@kurzy/common';
import { print } from 'graphql';
import { clearSessionOnRefusal } from '../../../auth/session';
import { answerReason } from '../common/errors';
import { UploadSupporterLogoDocument } from './AdminSupporters.generated';

interface UploadResponse {
  data?: { uploadPictures?: { id: number }[] } | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** Resolves with the new picture's id; rejects with the server's Czech reason. */
export async function uploadLogo(supporterId: number, file: File): Promise<number> {
  const body = new FormData();
  body.append(
    'operations',
    JSON.stringify({ query: print(UploadSupporterLogoDocument), variables: { ownerId: supporterId, files: [null] } }),
  );
  body.append('map', JSON.stringify({ 0: ['variables.files.0'] }));
  body.append('0', file, file.name);
  let response: Response;
  try {
    // The header lets a multipart request past Apollo Server's CSRF guard (and the session cookie in).
    response = await fetch('/graphql', { method: 'POST', body, headers: { 'apollo-require-preflight': 'true' } });
  } catch {
    throw new Error(MESSAGES.serverUnavailable);
  }
  const answer = (await response.json().catch(() => null)) as UploadResponse | null;
  clearSessionOnRefusal(response.status, answer?.errors);
  const picture = answer?.data?.uploadPictures?.[0];
  if (picture && !answer?.errors?.length) return picture.id;
  throw new Error(answerReason(answer?.errors));
}
