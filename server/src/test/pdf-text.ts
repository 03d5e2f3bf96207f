// The text of a PDF the app made, for assertions. pdf-parse's default pdf.js (1.10) fails under Node 24
// ("UnknownErrorException", thrown after the parse); the 2.0 build it ships reads our PDFs on Node 20 and 24.
import pdfParse from 'pdf-parse';

const read = async (pdf: Buffer | Uint8Array) => (await pdfParse(Buffer.from(pdf), { version: 'v2.0.550' })).text;

/** pdf.js wraps its in-process worker's errors in an UnknownErrorException whose message may be empty:
 * the reason is in `details`. */
function describe(failure: unknown): string {
  if (!(failure instanceof Error)) return String(failure);
  const details = (failure as Error & { details?: string }).details;
  return [failure.name, failure.message, details ?? ''].filter(Boolean).join(': ');
}

export async function pdfText(pdf: Buffer | Uint8Array): Promise<string> {
  try {
    return await read(pdf);
  } catch (first) {
    // Once in a CI run pdf.js 2.0 failed on a PDF it read well before and after: a second read of the same
    // bytes tells the reader's hiccup from a broken PDF, which fails both.
    console.warn(`pdf-parse failed (${describe(first)}); reading the same PDF again`);
    try {
      return await read(pdf);
    } catch (second) {
      throw new Error(`pdf-parse could not read the PDF twice: ${describe(second)}`, { cause: second });
    }
  }
}
