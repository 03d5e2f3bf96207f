// Comgate's v1.0 protocol (apidoc.comgate.cz; field names as comgate-payments/sdk-php and comgate-node
// send them): form-encoded POSTs to `{COMGATE_URL}/v1.0/{create|status|refund}` with `merchant` and
// `secret` in every body, form-encoded answers whose `code` 0 means done. The secret travels only in
// those bodies: no text this file lets out (errors, log lines) can hold it, as none is made from what
// was sent.
import { timingSafeEqual } from 'node:crypto';
import type { ComgateConfig } from '../../../core/config';
import {
  type CardGateway,
  GatewayError,
  type GatewayPayment,
  type GatewayPaymentRequest,
  type GatewayState,
  type GatewayStatus,
  type NotificationCheck,
} from './card-payment.gateway';

/** Comgate's label: 1-16 characters. */
export const COMGATE_LABEL_MAX = 16;

const STATES: Record<string, GatewayState> = {
  PENDING: 'pending',
  // Pre-authorised (money held, not taken): we never ask for it, so it is not paid yet.
  AUTHORIZED: 'pending',
  PAID: 'paid',
  CANCELLED: 'cancelled',
};

/** Refund codes Comgate documents: 1401 the payment was cancelled, 1402 more than it can give back. */
const REFUND_REFUSALS: Record<string, 'not-paid' | 'too-much'> = { '1401': 'not-paid', '1402': 'too-much' };

function sameSecret(given: string, expected: string): boolean {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}

export class ComgateGateway implements CardGateway {
  readonly name = 'comgate';
  readonly notificationAnswer = 'code=0&message=OK';

  constructor(
    private readonly config: ComgateConfig,
    private readonly timeoutMs = 20_000,
  ) {}

  async create(request: GatewayPaymentRequest): Promise<GatewayPayment> {
    const answer = await this.call('create', {
      price: String(request.amountHaler),
      curr: request.currency,
      label: request.label.slice(0, COMGATE_LABEL_MAX) || request.reference,
      refId: request.reference,
      method: 'ALL',
      email: request.email,
      prepareOnly: 'true',
      country: 'CZ',
      lang: 'cs',
      url_paid: request.returnUrl,
      url_cancelled: request.returnUrl,
      url_pending: request.returnUrl,
    });
    const providerId = answer.get('transId');
    const redirect = answer.get('redirect');
    if (!providerId || !redirect || !/^https?:\/\//.test(redirect))
      throw new GatewayError('Comgate create: the answer has no transId or redirect');
    return { providerId, redirect };
  }

  async status(providerId: string): Promise<GatewayStatus> {
    const answer = await this.call('status', { transId: providerId });
    const state = STATES[answer.get('status') ?? ''];
    const price = answer.get('price') ?? '';
    if (!state || !/^\d{1,15}$/.test(price))
      throw new GatewayError(`Comgate status of ${providerId}: an answer without a known status or price`);
    if (answer.get('transId') !== providerId)
      throw new GatewayError(`Comgate status of ${providerId}: the answer is about another payment`);
    return {
      providerId,
      state,
      amountHaler: Number(price),
      currency: answer.get('curr') ?? '',
      reference: answer.get('refId') ?? '',
    };
  }

  async refund(providerId: string, amountHaler: number, reference: string): Promise<void> {
    await this.call('refund', { transId: providerId, amount: String(amountHaler), curr: 'CZK', refId: reference });
  }

  checkNotification(fields: URLSearchParams): NotificationCheck {
    const providerId = fields.get('transId') ?? '';
    if (!sameSecret(fields.get('secret') ?? '', this.config.secret)) return { ok: false, reason: 'wrong secret' };
    if (fields.get('merchant') !== this.config.merchant) return { ok: false, reason: 'another merchant' };
    if (!/^[A-Za-z0-9-]{1,64}$/.test(providerId)) return { ok: false, reason: 'no transId' };
    return { ok: true, providerId };
  }

  /** One call; an answer whose code is not 0 throws with Comgate's code and message. */
  private async call(method: 'create' | 'status' | 'refund', fields: Record<string, string>): Promise<URLSearchParams> {
    const body = new URLSearchParams({
      merchant: this.config.merchant,
      secret: this.config.secret,
      test: String(this.config.test),
      ...fields,
    });
    let text: string;
    try {
      const response = await fetch(`${this.config.url}/v1.0/${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/x-www-form-urlencoded' },
        body,
        signal: AbortSignal.timeout(this.timeoutMs),
        redirect: 'error',
      });
      text = await response.text();
      if (!response.ok) throw new GatewayError(`Comgate ${method}: HTTP ${response.status}`);
    } catch (error) {
      if (error instanceof GatewayError) throw error;
      const name = (error as { name?: string }).name;
      throw new GatewayError(
        name === 'TimeoutError' ? `Comgate ${method}: no answer in ${this.timeoutMs} ms` : `Comgate ${method}: ${name}`,
      );
    }
    const answer = new URLSearchParams(text.slice(0, 10_000));
    const code = answer.get('code');
    if (code !== '0') {
      const message = (answer.get('message') ?? '').slice(0, 200);
      throw new GatewayError(
        `Comgate ${method}: code ${code ?? '?'} ${message}`.trim(),
        method === 'refund' ? (REFUND_REFUSALS[code ?? ''] ?? 'failed') : 'failed',
      );
    }
    return answer;
  }
}
