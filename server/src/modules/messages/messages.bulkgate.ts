// BulkGate's simple transactional API (portal.bulkgate.com, "Simple API"): one SMS a call, a JSON POST
// to `{BULKGATE_URL}/api/1.0/simple/transactional` with the application's id and token, the number
// (420…), the text and `unicode` when it needs UCS-2. Success answers `{ data: { sms_id, ... } }`, a
// refusal `{ type, code, error, detail }`. The token travels only in the request body: no text this
// file lets out (errors, log lines) is made from what was sent.
import type { BulkGateConfig } from '../../core/config';

/** A send that did not go. `permanent`: the same request would be refused again (a bad number, a
 * wrong token), so it is not retried; otherwise (no answer, 429, 5xx) it is. */
export class SmsError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'SmsError';
  }
}

export interface SmsGateway {
  /** Resolves with the provider's id of the SMS once it has taken it. */
  send(number: string, text: string, unicode: boolean): Promise<string>;
}

const TRANSACTIONAL_PATH = '/api/1.0/simple/transactional';

/** BulkGate's own words are short English phrases; anything else of the answer is left out. */
const clean = (text: unknown) =>
  typeof text === 'string'
    ? text
        .replace(/[^\p{L}\p{N} .,:_()'-]/gu, ' ')
        .trim()
        .slice(0, 200)
    : '';

export class BulkGateGateway implements SmsGateway {
  constructor(
    private readonly config: BulkGateConfig,
    private readonly timeoutMs = 20_000,
  ) {}

  async send(number: string, text: string, unicode: boolean): Promise<string> {
    let status: number;
    let answer: unknown;
    try {
      const response = await fetch(`${this.config.url}${TRANSACTIONAL_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          application_id: this.config.applicationId,
          application_token: this.config.applicationToken,
          number,
          text,
          unicode,
        }),
        signal: AbortSignal.timeout(this.timeoutMs),
        redirect: 'error',
      });
      status = response.status;
      answer = await response.json().catch(() => null);
    } catch (error) {
      const name = (error as { name?: string }).name;
      throw new SmsError(
        name === 'TimeoutError' ? `BulkGate: no answer in ${this.timeoutMs} ms` : `BulkGate: ${name}`,
        false,
      );
    }
    const data = (answer as { data?: { sms_id?: unknown } } | null)?.data;
    if (status >= 200 && status < 300 && typeof data?.sms_id === 'string' && data.sms_id) return data.sms_id;
    const refusal = answer as { error?: unknown; type?: unknown; code?: unknown } | null;
    const why = [clean(refusal?.type), clean(refusal?.error)].filter(Boolean).join(': ');
    const permanent = status >= 400 && status < 500 && status !== 408 && status !== 429;
    throw new SmsError(`BulkGate: HTTP ${status}${why ? ` ${why}` : ''}`, permanent);
  }
}
