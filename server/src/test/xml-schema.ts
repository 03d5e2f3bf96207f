// Validates XML against an XML Schema with xmllint (Debian's libxml2-utils), as the accounting
// exports' tests do. A machine without xmllint fails the test that asks, saying how to install it:
// never a silent skip.
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const XMLLINT_MISSING =
  'xmllint is missing: install it (Debian: apt-get install -y libxml2-utils); the accounting exports are validated with it';

/** xmllint's verdict on `xml` against the schema file: '' when valid, else its complaints. */
export async function schemaProblems(xml: string | Buffer, schema: string): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'kurzy-xml-'));
  const file = path.join(dir, 'document.xml');
  try {
    await writeFile(file, xml);
    return await new Promise<string>((resolve, reject) => {
      execFile('xmllint', ['--noout', '--nonet', '--schema', schema, file], (error, _stdout, stderr) => {
        if ((error as NodeJS.ErrnoException | null)?.code === 'ENOENT') reject(new Error(XMLLINT_MISSING));
        else if (error) resolve(stderr.replaceAll(file, 'document.xml') || error.message);
        else resolve('');
      });
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
