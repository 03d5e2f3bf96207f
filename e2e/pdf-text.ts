// The text of a PDF the app made, for assertions. pdf-parse's default pdf.js (1.10) fails under Node 24
// ("UnknownErrorException", thrown after the parse); the 2.0 build it ships reads our PDFs on Node 20 and 24.
import pdfParse from 'pdf-parse';

export async function pdfText(pdf: Buffer | Uint8Array): Promise<string> {
  return (await pdfParse(Buffer.from(pdf), { version: 'v2.0.550' })).text;
}
