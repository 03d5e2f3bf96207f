// node server/dist/fake-comgate-cli.js: the fake Comgate of the tests (modules/payments/card/
// fake-comgate.ts) on loopback, for the browser tests and for trying card payments without a Comgate
// contract. Start it with FAKE_COMGATE_MERCHANT, FAKE_COMGATE_SECRET (the app's COMGATE_MERCHANT and
// COMGATE_SECRET) and optionally FAKE_COMGATE_NOTIFY (the app's `/api/payments/comgate`); it prints
// `Fake Comgate at <url>` (the app's COMGATE_URL). `POST <url>/fake/notify-url` with a URL as the body
// sets where its payment page sends notifications.
import { startFakeComgate } from './modules/payments/card/fake-comgate';

async function main() {
  const fake = await startFakeComgate({
    merchant: process.env.FAKE_COMGATE_MERCHANT || undefined,
    secret: process.env.FAKE_COMGATE_SECRET || undefined,
    port: Number(process.env.FAKE_COMGATE_PORT) || 0,
  });
  fake.notifyUrl = process.env.FAKE_COMGATE_NOTIFY || null;
  console.log(`Fake Comgate at ${fake.url}`);
  const stop = () => void fake.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
