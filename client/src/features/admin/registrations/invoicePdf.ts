// The invoice PDFs come from the REST API, which takes the session cookie only on a request a
// cross-site page could not send (here: with X-Requested-With). A plain link or a frame pointing
// at the API would arrive without it, so the page fetches the PDF itself and shows or saves a blob.
import { MESSAGES } from '@kurzy/common';
import { clearSessionOnRefusal } from '../../../auth/session';

export const invoicePdfPath = (registrationId: number) => `/api/registrations/${registrationId}/invoice.pdf`;

export const invoicePreviewPath = (registrationId: number, account: string) =>
  `/api/registrations/${registrationId}/invoice-preview.pdf?account=${encodeURIComponent(account)}`;

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

export async function fetchPdf(path: string, signal?: AbortSignal): Promise<Pdf> {
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
    const body = (await response.json().catch(() => null)) as {
      message?: string;
      errors?: Record<string, string>;
    } | null;
    const message = response.status < 500 && body?.message ? body.message : MESSAGES.serverUnavailable;
    throw new PdfError(message, body?.errors ?? {});
  }
  const filename = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'faktura.pdf';
  return { blob: await response.blob(), filename };
}

/** Saves the PDF as a download under its own name. */
export function savePdf({ blob, filename }: Pdf): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Freed later, not at once: a browser may still be reading the blob when the click returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
