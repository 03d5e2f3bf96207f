// A local stand-in for Comgate's v1.0 API, for tests and trying the shop out offline (issue 46): create,
// status and refund as Comgate answers them (form-encoded, `code=0` when done, 1400-ish codes when
// not), a payment page at the `redirect` with "Zaplatit" and "Zrušit" that sends the parent back, and
// a notification sender that posts what Comgate posts. It checks the merchant and secret as Comgate
// does and never says them.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { escapeHtml } from '../../../core/html';

export type FakeComgateStatus = 'PENDING' | 'PAID' | 'CANCELLED' | 'AUTHORIZED';

export interface FakeComgateTransaction {
  transId: string;
  price: number;
  curr: string;
  label: string;
  refId: string;
  email: string;
  test: string;
  status: FakeComgateStatus;
  returnUrl: string | null;
  refunded: number;
}

export interface FakeComgate {
  /** The base URL, as COMGATE_URL takes it. */
  url: string;
  merchant: string;
  secret: string;
  transactions: Map<string, FakeComgateTransaction>;
  /** Every call, by method (`create`, `status`, `refund`, `pay`). */
  calls: { method: string; transId: string | null; code: string }[];
  /** Where the payment page's buttons send the notification; null: nowhere (a lost notification). */
  notifyUrl: string | null;
  /** The last transaction created. */
  last(): FakeComgateTransaction;
  /** Sets a payment's state as the parent's choice at the gateway would, without a notification. */
  setStatus(transId: string, status: FakeComgateStatus): void;
  /** Posts Comgate's notification of a payment to `url` (default notifyUrl); `secret` overrides the
   * real one (a forged notification). Answers the HTTP status and body. */
  notify(transId: string, options?: { url?: string; secret?: string }): Promise<{ status: number; body: string }>;
  /** The next `times` calls of any method answer HTTP `status`. */
  failNext(status: number, times?: number): void;
  close(): Promise<void>;
}

const form = (fields: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(fields).map(([key, value]): [string, string] => [key, String(value)])).toString();

async function readText(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 100_000) break;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

const readForm = async (request: IncomingMessage) => new URLSearchParams(await readText(request));

export async function startFakeComgate(
  options: { merchant?: string; secret?: string; port?: number } = {},
): Promise<FakeComgate> {
  const merchant = options.merchant ?? '123456';
  const secret = options.secret ?? 'fakeComgateSecret-0123456789';
  const failures: number[] = [];

  const fieldsOf = (transaction: FakeComgateTransaction) => ({
    merchant,
    test: transaction.test,
    price: transaction.price,
    curr: transaction.curr,
    label: transaction.label,
    refId: transaction.refId,
    email: transaction.email,
    transId: transaction.transId,
    status: transaction.status,
  });

  const api = (method: string, body: URLSearchParams): Record<string, string | number> => {
    if (body.get('merchant') !== merchant || body.get('secret') !== secret)
      return { code: 1400, message: 'Chybný merchant nebo secret' };
    if (method === 'create') {
      const price = Number(body.get('price'));
      const label = body.get('label') ?? '';
      if (!Number.isInteger(price) || price < 100) return { code: 1100, message: 'Chybná cena' };
      if (label.length < 1 || label.length > 16) return { code: 1100, message: 'Chybný label' };
      if (body.get('prepareOnly') !== 'true') return { code: 1100, message: 'Jen prepareOnly' };
      const transId = `FAKE-${randomBytes(4).toString('hex').toUpperCase()}-${randomBytes(4).toString('hex').toUpperCase()}`;
      fake.transactions.set(transId, {
        transId,
        price,
        curr: body.get('curr') ?? '',
        label,
        refId: body.get('refId') ?? '',
        email: body.get('email') ?? '',
        test: body.get('test') ?? 'false',
        status: 'PENDING',
        returnUrl: body.get('url_paid'),
        refunded: 0,
      });
      return { code: 0, message: 'OK', transId, redirect: `${fake.url}/pay/${transId}` };
    }
    const transaction = fake.transactions.get(body.get('transId') ?? '');
    if (!transaction) return { code: 1400, message: 'Platba nenalezena' };
    if (method === 'status') return { code: 0, message: 'OK', ...fieldsOf(transaction), secret };
    if (method === 'refund') {
      const amount = Number(body.get('amount'));
      if (transaction.status !== 'PAID') return { code: 1401, message: 'Platba není zaplacená' };
      if (!Number.isInteger(amount) || amount < 1 || amount > transaction.price - transaction.refunded)
        return { code: 1402, message: 'Částka je vyšší než zaplacená' };
      transaction.refunded += amount;
      return { code: 0, message: 'OK' };
    }
    return { code: 1400, message: 'Neznámá metoda' };
  };

  const payPage = (transaction: FakeComgateTransaction) => `<!doctype html>
<html lang="cs"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Falešná brána Comgate</title></head><body>
<h1>Falešná brána Comgate</h1>
<p>${escapeHtml(transaction.label)}: ${(transaction.price / 100).toFixed(2)} ${escapeHtml(transaction.curr)}</p>
<form method="post" action="/pay/${transaction.transId}/PAID"><button type="submit">Zaplatit</button></form>
<form method="post" action="/pay/${transaction.transId}/CANCELLED"><button type="submit">Zrušit</button></form>
</body></html>`;

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const failure = failures.shift();
    if (failure !== undefined) {
      response.writeHead(failure, { 'content-type': 'text/plain' }).end('Failure');
      return;
    }
    if (path === '/fake/notify-url' && request.method === 'POST') {
      // For a test that starts the fake before the app whose address it notifies.
      fake.notifyUrl = (await readText(request)).trim() || null;
      response.writeHead(204).end();
      return;
    }
    const apiCall = /^\/v1\.0\/(\w+)$/.exec(path);
    if (apiCall && request.method === 'POST') {
      const body = await readForm(request);
      const answer = api(apiCall[1]!, body);
      fake.calls.push({ method: apiCall[1]!, transId: body.get('transId'), code: String(answer.code) });
      response.writeHead(200, { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' }).end(form(answer));
      return;
    }
    const page = /^\/pay\/([A-Z0-9-]+)(?:\/(PAID|CANCELLED))?$/.exec(path);
    const transaction = page ? fake.transactions.get(page[1]!) : undefined;
    if (!page || !transaction) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
      return;
    }
    if (request.method === 'GET' && !page[2]) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(payPage(transaction));
      return;
    }
    if (request.method === 'POST' && page[2]) {
      const status = page[2] as FakeComgateStatus;
      if (transaction.status === 'PENDING') transaction.status = status;
      fake.calls.push({ method: 'pay', transId: transaction.transId, code: status });
      // As Comgate: the notification goes in the background, the parent's browser is sent back.
      if (fake.notifyUrl) void fake.notify(transaction.transId).catch(() => undefined);
      response.writeHead(303, { location: transaction.returnUrl ?? '/' }).end();
      return;
    }
    response.writeHead(405, { 'content-type': 'text/plain' }).end('Method Not Allowed');
  };

  const server: Server = createServer((request, response) => {
    handle(request, response).catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake: FakeComgate = {
    url: `http://127.0.0.1:${port}`,
    merchant,
    secret,
    transactions: new Map(),
    calls: [],
    notifyUrl: null,
    last() {
      const all = [...fake.transactions.values()];
      const last = all.at(-1);
      if (!last) throw new Error('No payment was created at the fake Comgate');
      return last;
    },
    setStatus(transId, status) {
      const transaction = fake.transactions.get(transId);
      if (!transaction) throw new Error(`No payment ${transId} at the fake Comgate`);
      transaction.status = status;
    },
    async notify(transId, notifyOptions = {}) {
      const transaction = fake.transactions.get(transId);
      const url = notifyOptions.url ?? fake.notifyUrl;
      if (!transaction || !url) throw new Error('Nothing to notify, or nowhere');
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form({ ...fieldsOf(transaction), secret: notifyOptions.secret ?? secret, fee: 'unknown' }),
      });
      return { status: response.status, body: await response.text() };
    },
    failNext: (status, times = 1) => failures.push(...Array.from({ length: times }, () => status)),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}
