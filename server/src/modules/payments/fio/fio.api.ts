// One call of Fio banka's REST API (research: bank-formats.md §3.1): the account's movements of a
// period, by date. The token is part of Fio's URL path, so every text this file lets out (errors,
// the URL shown in logs) has it replaced: a token in a log file is a key to the account's data.
import { withoutTrailingSlashes } from '@kurzy/common';
import { type ParsedStatement, StatementError } from '../statements';
import { parseStatementAsync } from '../statements/statement.parse-async';

/** What Fio's answer means for the poller. */
export type FioFailureKind =
  /** 409: the token was used less than 30 s ago (by us or another client of the same token). */
  | 'rate-limited'
  /** 500 (Fio: token missing or inactive), other statuses, a broken body, a timeout, no network. */
  | 'failed';

export class FioApiError extends Error {
  constructor(
    readonly kind: FioFailureKind,
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'FioApiError';
  }
}

const REDACTED = '***';

/** The text with every occurrence of the token (as written and URL-encoded) replaced. */
export function redact(text: string, token: string): string {
  if (!token) return text;
  let out = text;
  for (const form of new Set([token, encodeURIComponent(token)])) out = out.split(form).join(REDACTED);
  return out;
}

export interface FioPeriod {
  /** yyyy-mm-dd, inclusive, Fio's (Prague) calendar dates. */
  from: string;
  to: string;
}

export function periodUrl(baseUrl: string, token: string, period: FioPeriod): string {
  return `${withoutTrailingSlashes(baseUrl)}/periods/${encodeURIComponent(token)}/${period.from}/${period.to}/transactions.json`;
}

/** Why Fio refused, in words an operator can act on (statuses from Fio's API document). */
function statusText(status: number): string {
  switch (status) {
    case 409:
      return 'HTTP 409: less than 30 s since the last call with this token';
    case 500:
      return 'HTTP 500: Fio says the token is missing, inactive or expired';
    case 404:
      return 'HTTP 404: wrong URL (check FIO_API_URL)';
    case 413:
      return 'HTTP 413: more than 50,000 movements in the period';
    case 422:
      return 'HTTP 422: movements older than 90 days need history unlocked in internet banking';
    default:
      return `HTTP ${status}`;
  }
}

/** Fetches and parses the movements of a period; throws FioApiError, with the token redacted. */
export async function fetchPeriod(
  options: { baseUrl: string; token: string; timeoutMs: number; signal?: AbortSignal },
  period: FioPeriod,
): Promise<ParsedStatement> {
  const { baseUrl, token, timeoutMs } = options;
  const url = periodUrl(baseUrl, token, period);
  const signals = [AbortSignal.timeout(timeoutMs), ...(options.signal ? [options.signal] : [])];
  const fail = (kind: FioFailureKind, why: string, status: number | null = null) =>
    new FioApiError(kind, redact(`Fio API ${period.from}..${period.to}: ${why}`, token), status);
  let body: Buffer;
  try {
    const response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.any(signals),
      redirect: 'error',
    });
    if (!response.ok) {
      // Drain the body so the connection can be reused; its text is Fio's HTML, of no use here.
      await response.arrayBuffer().catch(() => undefined);
      throw fail(response.status === 409 ? 'rate-limited' : 'failed', statusText(response.status), response.status);
    }
    body = Buffer.from(await response.arrayBuffer());
  } catch (error) {
    if (error instanceof FioApiError) throw error;
    const name = (error as { name?: string }).name;
    if (name === 'TimeoutError') throw fail('failed', `no answer in ${timeoutMs} ms`);
    if (name === 'AbortError') throw fail('failed', 'stopped');
    const cause = (error as { cause?: { message?: string; code?: string } }).cause;
    throw fail('failed', [describe(error), cause?.code ?? cause?.message].filter(Boolean).join(': '));
  }
  let statement: ParsedStatement;
  try {
    statement = await parseStatementAsync(body);
  } catch (error) {
    if (error instanceof StatementError) throw fail('failed', `unreadable answer (${error.reason}: ${error.message})`);
    throw error;
  }
  if (statement.format !== 'fio-json') throw fail('failed', `answer is ${statement.format}, not Fio JSON`);
  return statement;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
