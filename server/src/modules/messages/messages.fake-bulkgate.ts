// A local stand-in for BulkGate's simple transactional API (issue 43), for tests and trying SMS out
// offline: it checks the application id and token as BulkGate does (and never says them), takes a
// number of 9-15 digits, keeps what it was sent, and answers as BulkGate answers. A number ending in
// 000000 is refused as invalid, as a real unknown number would be.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeSms {
  smsId: string;
  number: string;
  text: string;
  unicode: boolean;
}

export interface FakeBulkGate {
  /** The base URL, as BULKGATE_URL takes it. */
  url: string;
  applicationId: string;
  applicationToken: string;
  /** The SMS it took, in order. */
  sent: FakeSms[];
  /** Every call's answer code (200 or the refusal's). */
  calls: number[];
  /** The next `times` calls answer HTTP `status` (a 5xx: BulkGate down). */
  failNext(status: number, times?: number): void;
  close(): Promise<void>;
}

/** Numbers the fake refuses as BulkGate refuses one that does not exist. */
export const FAKE_BULKGATE_INVALID_SUFFIX = '000000';

async function readJson(request: IncomingMessage): Promise<Record<string, unknown> | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 100_000) return null;
    chunks.push(chunk);
  }
  try {
    const value: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const refusal = (code: number, type: string, error: string) => ({ code, body: { type, code, error, detail: null } });

export async function startFakeBulkGate(
  options: { applicationId?: string; applicationToken?: string; port?: number } = {},
): Promise<FakeBulkGate> {
  const applicationId = options.applicationId ?? '31415';
  const applicationToken = options.applicationToken ?? 'fakeBulkGateToken-0123456789';
  const failures: number[] = [];
  let counter = 0;

  const api = (body: Record<string, unknown> | null): { code: number; body: unknown } => {
    if (!body) return refusal(400, 'invalid_json', 'Invalid JSON');
    if (String(body.application_id) !== applicationId || body.application_token !== applicationToken)
      return refusal(401, 'unknown_identity', 'Unknown identity / Unauthorized / Empty application_id');
    const number = typeof body.number === 'string' ? body.number : '';
    if (!/^\d{9,15}$/.test(number) || number.endsWith(FAKE_BULKGATE_INVALID_SUFFIX))
      return refusal(400, 'invalid_phone_number', 'Invalid phone number');
    const text = typeof body.text === 'string' ? body.text : '';
    if (!text) return refusal(400, 'empty_message', 'Empty message');
    counter += 1;
    const smsId = `fake${counter.toString(36).padStart(8, '0')}`;
    fake.sent.push({ smsId, number, text, unicode: body.unicode === true });
    return { code: 200, body: { data: { status: 'accepted', sms_id: smsId, part_id: [smsId], number } } };
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    const failure = failures.shift();
    if (failure !== undefined) {
      fake.calls.push(failure);
      response.writeHead(failure, { 'content-type': 'text/plain' }).end('Failure');
      return;
    }
    if (path !== '/api/1.0/simple/transactional' || request.method !== 'POST') {
      response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'Not found' }));
      return;
    }
    const answer = api(await readJson(request));
    fake.calls.push(answer.code);
    response.writeHead(answer.code, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
  };

  const server: Server = createServer((request, response) => {
    handle(request, response).catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake: FakeBulkGate = {
    url: `http://127.0.0.1:${port}`,
    applicationId,
    applicationToken,
    sent: [],
    calls: [],
    failNext: (status, times = 1) => failures.push(...Array.from({ length: times }, () => status)),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}
