// node server/dist/fake-bulkgate-cli.js: the fake BulkGate of the tests (modules/messages/
// messages.fake-bulkgate.ts) on loopback, for trying SMS to families without a BulkGate account. Options (not
// the environment, which only the app's declared configuration reads): --id and --token (the app's
// BULKGATE_APPLICATION_ID and BULKGATE_APPLICATION_TOKEN) and --port. It prints `Fake BulkGate at
// <url>` (the app's BULKGATE_URL) and a line for each SMS it takes.
import { parseArgs } from 'node:util';
import { startFakeBulkGate } from './modules/messages/messages.fake-bulkgate';

async function main() {
  const { values } = parseArgs({
    options: { id: { type: 'string' }, token: { type: 'string' }, port: { type: 'string', default: '0' } },
  });
  const fake = await startFakeBulkGate({
    applicationId: values.id || undefined,
    applicationToken: values.token || undefined,
    port: Number(values.port) || 0,
  });
  console.log(`Fake BulkGate at ${fake.url}`);
  const push = fake.sent.push.bind(fake.sent);
  fake.sent.push = (...sms) => {
    for (const one of sms) console.log(`SMS ${one.smsId} to ${one.number}: ${one.text}`);
    return push(...sms);
  };
  const stop = () => void fake.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
