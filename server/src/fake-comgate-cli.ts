// node server/dist/fake-comgate-cli.js: the fake Comgate of the tests (modules/payments/card/
// card-payment.fake-comgate.ts) on loopback, for the browser tests and for trying card payments without a Comgate
// contract. Options (not the environment, which only the app's declared configuration reads):
// --merchant and --secret (the app's COMGATE_MERCHANT and COMGATE_SECRET), --port, and --notify (the
// app's `/api/payments/comgate`). It prints `Fake Comgate at <url>` (the app's COMGATE_URL).
// `POST <url>/fake/notify-url` with a URL as the body sets where its payment page sends notifications.
import { parseArgs } from 'node:util';
import { startFakeComgate } from './modules/payments/card/card-payment.fake-comgate';

async function main() {
  const { values } = parseArgs({
    options: {
      merchant: { type: 'string' },
      secret: { type: 'string' },
      port: { type: 'string', default: '0' },
      notify: { type: 'string' },
    },
  });
  const fake = await startFakeComgate({
    merchant: values.merchant || undefined,
    secret: values.secret || undefined,
    port: Number(values.port) || 0,
  });
  fake.notifyUrl = values.notify || null;
  console.log(`Fake Comgate at ${fake.url}`);
  const stop = () => void fake.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
