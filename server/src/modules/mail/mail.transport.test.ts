import { mkdir, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { memoryLogger, testConfig } from '../../test/config';
import { createMailTransport, outboxDir } from './mail.transport';

// The outbox (no SMTP_URL) holds parents' and children's personal data in plain files.
describe('the outbox', () => {
  const mode = async (file: string) => (await stat(file)).mode & 0o777;

  it('writes files readable by the app alone (0600), in a folder closed to others (0700)', async () => {
    const { dataDir, mailFrom } = await testConfig();
    const transport = createMailTransport({ smtpUrl: null, from: mailFrom, dataDir }, memoryLogger());
    await transport.send(
      { to: 'rodic@example.com', subject: 'Potvrzení přihlášky', text: 'Dobrý den' },
      '1-confirmation',
    );
    await transport.send({ to: 'rodic@example.com', subject: 'Faktura', text: 'Dobrý den' }, '2-invoice');
    transport.close();
    const directory = outboxDir(dataDir);
    const files = await readdir(directory);
    expect(files).toHaveLength(2);
    expect(await mode(directory)).toBe(0o700);
    for (const file of files) expect(await mode(path.join(directory, file))).toBe(0o600);
  });

  it('closes a folder an older version left open, with the files it holds', async () => {
    const { dataDir, mailFrom } = await testConfig();
    const directory = outboxDir(dataDir);
    await mkdir(directory, { mode: 0o755 });
    await writeFile(path.join(directory, 'stara.eml'), 'Subject: stará\r\n\r\n', { mode: 0o644 });
    const transport = createMailTransport({ smtpUrl: null, from: mailFrom, dataDir }, memoryLogger());
    await transport.send({ to: 'rodic@example.com', subject: 'Nová', text: 'Dobrý den' }, '3-confirmation');
    transport.close();
    expect(await mode(directory)).toBe(0o700);
  });
});
