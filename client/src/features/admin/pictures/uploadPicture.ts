// Apollo's HttpLink reports no upload progress, so pictures go up with XMLHttpRequest, as the
// GraphQL multipart request spec describes (operations + map + the file parts).
import { MESSAGES } from '@kurzy/common';
import { print } from 'graphql';
import { clearSessionOnRefusal } from '../../../auth/session';
import { answerReason } from '../common/errors';
import { type AdminPictureFragment, UploadPicturesDocument } from './Pictures.generated';
import type { PictureOwner } from '../../../gql/graphql';

interface UploadResponse {
  data?: { uploadPictures?: AdminPictureFragment[] } | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

export class UploadError extends Error {}

export interface Upload {
  done: Promise<AdminPictureFragment[]>;
  abort: () => void;
}

/** One file, one request: each file gets its own progress and its own success or refusal. */
export function uploadPicture(
  file: File,
  owner: PictureOwner,
  ownerId: number,
  onProgress: (fraction: number) => void,
): Upload {
  const request = new XMLHttpRequest();
  const done = new Promise<AdminPictureFragment[]>((resolve, reject) => {
    const body = new FormData();
    body.append(
      'operations',
      JSON.stringify({ query: print(UploadPicturesDocument), variables: { files: [null], owner, ownerId } }),
    );
    body.append('map', JSON.stringify({ 0: ['variables.files.0'] }));
    body.append('0', file, file.name);

    request.open('POST', '/graphql');
    // Apollo Server's CSRF guard lets a multipart request through only with this header, and the
    // server takes the session cookie (sent by the browser, same origin) only with it.
    request.setRequestHeader('apollo-require-preflight', 'true');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new UploadError(MESSAGES.serverUnavailable));
    request.onabort = () => reject(new UploadError('abort'));
    request.onload = () => {
      let response: UploadResponse | null = null;
      try {
        response = JSON.parse(request.responseText) as UploadResponse;
      } catch {
        // not JSON: a proxy's error page; handled below
      }
      clearSessionOnRefusal(request.status, response?.errors);
      const pictures = response?.data?.uploadPictures;
      if (pictures && !response?.errors?.length) {
        onProgress(1);
        resolve(pictures);
        return;
      }
      reject(new UploadError(answerReason(response?.errors)));
    };
    request.send(body);
  });
  return { done, abort: () => request.abort() };
}
