// PDFs (invoices, attendance sheets) come from the REST API, which takes the session cookie only on a
// request a cross-site page could not send (here: with X-Requested-With). A plain link or a frame pointing
// at the API would arrive without it, so the page fetches the PDF itself and shows or saves a blob.
import { MESSAGES } from '@kurzy/common';
import { clearSessionOnRefusal } from '../../../auth/session';
import { restReason } from './errors';

/** A refusal with the server's Czech message, and the fields it is about. */
export class PdfError extends Error {
  constructor(
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

export interface Pdf {
  blob: Blob;
  filename: string;
}

/** The PDF at `path`, named as the server names it (`fallbackName` when it does not). */
export async function fetchPdf(path: string, signal?: AbortSignal, fallbackName = 'dokument.pdf'): Promise<Pdf> {
  let response: Response;
  try {
    response = await fetch(path, {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new PdfError(MESSAGES.serverUnavailable);
  }
  if (!response.ok) {
    clearSessionOnRefusal(response.status, undefined);
    const body = (await response.json().catch(() => null)) as { errors?: Record<string, string> } | null;
    throw new PdfError(restReason(body), body?.errors ?? {});
  }
  const filename = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  return { blob: await response.blob(), filename };
}
