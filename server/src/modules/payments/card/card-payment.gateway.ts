// What the app needs of a card gateway (issue 46), so that GoPay or ThePay can stand beside Comgate
// later: create a payment and get the address to send the parent to, ask a payment's state, refund,
// and tell whose notification a request is. The rule that makes them safe lives in the service, not
// here: a notification only names a payment, whose state is then asked of the gateway itself.

/** A gateway's payment state, in words every gateway maps to. */
export type GatewayState = 'pending' | 'paid' | 'cancelled';

export interface GatewayPaymentRequest {
  /** In haléře. */
  amountHaler: number;
  currency: 'CZK';
  /** A short text the parent sees (at most 16 characters at Comgate). */
  label: string;
  /** Our reference: the registration's variable symbol. */
  reference: string;
  email: string;
  /** Where the parent's browser comes back to, whatever happened. */
  returnUrl: string;
}

export interface GatewayPayment {
  /** The gateway's id of the payment (Comgate's transId). */
  providerId: string;
  /** Where to send the parent. */
  redirect: string;
}

export interface GatewayStatus {
  providerId: string;
  state: GatewayState;
  amountHaler: number;
  currency: string;
  reference: string;
}

/** Why a refund was refused by the gateway, when it says. */
export type GatewayRefundRefusal = 'too-much' | 'not-paid' | 'failed';

export class GatewayError extends Error {
  constructor(
    message: string,
    readonly refusal: GatewayRefundRefusal = 'failed',
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

/** A notification's body after the gateway checked it is its own: the payment it is about. */
export type NotificationCheck = { ok: true; providerId: string } | { ok: false; reason: string };

export interface CardGateway {
  /** `comgate`, stored with each payment. */
  readonly name: string;
  create(request: GatewayPaymentRequest): Promise<GatewayPayment>;
  status(providerId: string): Promise<GatewayStatus>;
  /** Gives back `amountHaler` of a paid payment to the card it came from. */
  refund(providerId: string, amountHaler: number, reference: string): Promise<void>;
  /** Whether a notification (its form fields) comes from the gateway, and which payment it names. */
  checkNotification(fields: URLSearchParams): NotificationCheck;
  /** What the gateway wants to hear back once a notification was taken (Comgate: `code=0&message=OK`). */
  readonly notificationAnswer: string;
}
