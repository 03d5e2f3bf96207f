// A statement goes up as the pictures do (pictures/uploadPicture.ts): XMLHttpRequest, for its upload
// progress, as the GraphQL multipart request spec describes.
import { MESSAGES } from '@kurzy/common';
import { print } from 'graphql';
import { clearSessionOnRefusal } from '../../../auth/session';
import { answerReason } from '../common/errors';
import { ImportBankStatementDocument, type ImportBankStatementMutation } from './AdminPayments.generated';

export type ImportSummary = ImportBankStatementMutation['importBankStatement'];

interface ImportResponse {
  data?: ImportBankStatementMutation | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

export class ImportError extends Error {}

export function uploadStatement(
  file: File,
  onProgress: (fraction: number) => void,
): { done: Promise<ImportSummary>; abort: () => void } {
  const request = new XMLHttpRequest();
  const done = new Promise<ImportSummary>((resolve, reject) => {
    const body = new FormData();
    body.append('operations', JSON.stringify({ query: print(ImportBankStatementDocument), variables: { file: null } }));
    body.append('map', JSON.stringify({ 0: ['variables.file'] }));
    body.append('0', file, file.name);
    request.open('POST', '/graphql');
    // Apollo Server's CSRF guard (and the session cookie) want it on a multipart request.
    request.setRequestHeader('apollo-require-preflight', 'true');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new ImportError(MESSAGES.serverUnavailable));
    request.onabort = () => reject(new ImportError('abort'));
    request.onload = () => {
      let response: ImportResponse | null = null;
      try {
        response = JSON.parse(request.responseText) as ImportResponse;
      } catch {
        // not JSON: a proxy's error page; handled below
      }
      clearSessionOnRefusal(request.status, response?.errors);
      const summary = response?.data?.importBankStatement;
      if (summary && !response?.errors?.length) {
        onProgress(1);
        resolve(summary);
        return;
      }
      reject(new ImportError(answerReason(response?.errors)));
    };
    request.send(body);
  });
  return { done, abort: () => request.abort() };
}
