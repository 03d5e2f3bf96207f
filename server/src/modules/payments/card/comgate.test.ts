// Comgate's v1.0 protocol as the app speaks it, against the fake Comgate shipped in the repo over real
// HTTP (issue 46): create with the fields Comgate takes, status, refund within what was paid (1402
// beyond it), a notification told from a forged one, and the secret in no error text.
import { loadConfig } from '../../../core/config';
import { GatewayError } from './card-payment.gateway';
import { ComgateGateway } from './card-payment.comgate';
import { type FakeComgate, startFakeComgate } from './card-payment.fake-comgate';

let fake: FakeComgate;
let gateway: ComgateGateway;

beforeAll(async () => {
  fake = await startFakeComgate();
  gateway = new ComgateGateway({ merchant: fake.merchant, secret: fake.secret, url: fake.url, test: true });
});
afterAll(() => fake.close());

const request = {
  amountHaler: 125_050,
  currency: 'CZK' as const,
  label: 'Letní tábor Ježek v Krkonoších',
  reference: '2026000123',
  email: 'rodic@example.com',
  returnUrl: 'https://kurzy.example.cz/platba/abc',
};

test('a payment is created with the fields of the v1.0 protocol and its state is asked', async () => {
  const created = await gateway.create(request);
  expect(created.redirect).toBe(`${fake.url}/pay/${created.providerId}`);
  expect(fake.last()).toMatchObject({
    transId: created.providerId,
    price: 125_050,
    curr: 'CZK',
    label: 'Letní tábor Ježe',
    refId: '2026000123',
    email: 'rodic@example.com',
    test: 'true',
    returnUrl: request.returnUrl,
  });
  expect(await gateway.status(created.providerId)).toEqual({
    providerId: created.providerId,
    state: 'pending',
    amountHaler: 125_050,
    currency: 'CZK',
    reference: '2026000123',
  });
  fake.setStatus(created.providerId, 'PAID');
  expect((await gateway.status(created.providerId)).state).toBe('paid');
});

test('a refund gives back at most what was paid; more is refused as too much', async () => {
  const { providerId } = await gateway.create(request);
  await expect(gateway.refund(providerId, 100, request.reference)).rejects.toMatchObject({ refusal: 'not-paid' });
  fake.setStatus(providerId, 'PAID');
  await gateway.refund(providerId, 100_000, request.reference);
  await expect(gateway.refund(providerId, 25_051, request.reference)).rejects.toMatchObject({ refusal: 'too-much' });
  await gateway.refund(providerId, 25_050, request.reference);
  expect(fake.transactions.get(providerId)?.refunded).toBe(125_050);
});

test("a notification is Comgate's only with its merchant and secret", () => {
  const fields = (secret: string, merchant = fake.merchant) =>
    new URLSearchParams({ merchant, secret, transId: 'ABCD-1234-EFGH', status: 'PAID', price: '100' });
  expect(gateway.checkNotification(fields(fake.secret))).toEqual({ ok: true, providerId: 'ABCD-1234-EFGH' });
  expect(gateway.checkNotification(fields('guessed-secret'))).toMatchObject({ ok: false });
  expect(gateway.checkNotification(fields(`${fake.secret}x`))).toMatchObject({ ok: false });
  expect(gateway.checkNotification(fields(fake.secret, '999'))).toMatchObject({ ok: false });
});

test('a wrong secret, a failure and silence are errors that never hold the secret', async () => {
  const wrong = new ComgateGateway({ merchant: fake.merchant, secret: 'not-the-secret-1', url: fake.url, test: true });
  const refused = await wrong.create(request).catch((error: unknown) => error);
  expect(refused).toBeInstanceOf(GatewayError);
  expect((refused as Error).message).toContain('1400');
  fake.failNext(502);
  const failed = await gateway.status('FAKE-0000-0000').catch((error: unknown) => error);
  expect((failed as Error).message).toBe('Comgate status: HTTP 502');
  for (const error of [refused, failed]) expect(JSON.stringify(error) + String(error)).not.toContain(fake.secret);
  const nobody = new ComgateGateway({
    ...{ merchant: '1', secret: 'secret-secret', test: false },
    url: 'http://127.0.0.1:9',
  });
  await expect(nobody.status('X')).rejects.toBeInstanceOf(GatewayError);
});

test('card payments are configured by the merchant and the secret together, or not at all', () => {
  expect(loadConfig({}).comgate).toBeNull();
  expect(loadConfig({ COMGATE_MERCHANT: '123456', COMGATE_SECRET: 'tajneHeslo123' }).comgate).toEqual({
    merchant: '123456',
    secret: 'tajneHeslo123',
    url: 'https://payments.comgate.cz',
    test: false,
  });
  expect(() => loadConfig({ COMGATE_MERCHANT: '123456' })).toThrow(/COMGATE_MERCHANT and COMGATE_SECRET go together/);
  // A refused secret is named, never repeated.
  const refusal = (() => {
    try {
      loadConfig({ COMGATE_MERCHANT: '1', COMGATE_SECRET: 'short s' });
    } catch (error) {
      return (error as Error).message;
    }
    return '';
  })();
  expect(refusal).toContain('COMGATE_SECRET is not valid');
  expect(refusal).not.toContain('short s');
});
