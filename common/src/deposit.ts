// Deposit and balance for camps (issue 47, item 3): a camp may ask for a deposit (záloha) when the
// place is taken and the rest (doplatek) `balanceDueDays` before its first day. What a registration
// owes at each stage is worked out here, from absolute dates, on every read: nothing is stored
// but the camp's two fields and the money received.

/** Days before the camp's first day the balance is due, unless staff say otherwise: a month, as
 * Czech camps usually ask (research/next-wave.md, section 4). */
export const BALANCE_DUE_DAYS_DEFAULT = 30;
export const BALANCE_DUE_DAYS_MIN = 1;
export const BALANCE_DUE_DAYS_MAX = 180;

export const DEPOSIT_NOT_POSITIVE = 'Záloha musí být kladná.';
export const DEPOSIT_ABOVE_PRICE = 'Záloha nemůže být vyšší než cena tábora.';
export const BALANCE_DUE_DAYS_RANGE = `Doplatek: zadejte celý počet dní od ${BALANCE_DUE_DAYS_MIN} do ${BALANCE_DUE_DAYS_MAX}.`;

const DAY_MS = 86_400_000;

/** The day the balance is due: the camp's first day less `balanceDueDays` (ISO dates, Prague days). */
export function balanceDueOn(campFrom: string, balanceDueDays: number): string {
  return new Date(Date.parse(`${campFrom}T00:00:00Z`) - balanceDueDays * DAY_MS).toISOString().slice(0, 10);
}

export interface DepositTerms {
  /** The camp's deposit in Kč; null: paid at once. */
  depositAmount: number | null;
  balanceDueDays: number;
  /** The camp's first day (ISO date). */
  campFrom: string;
}

export interface DepositMoney {
  /** The price after the discount, in haléře. */
  dueHaler: number;
  receivedHaler: number;
  /** The Prague day the place was taken (registered). */
  placedOn: string;
  /** The Prague day it is now. */
  today: string;
}

/** deposit: the deposit is asked for now; balance: the balance is due (or overdue). */
export type DepositStage = 'deposit' | 'balance';

export interface DepositPlan {
  stage: DepositStage;
  depositHaler: number;
  /** Money received fills the deposit first. */
  depositPaid: boolean;
  /** The price after the discount less the deposit. */
  balanceHaler: number;
  /** What of the balance is still owed: money above the deposit fills it. */
  balanceOwingHaler: number;
  balanceDueOn: string;
  /** What the QR Platba asks for now: the rest of the deposit, or everything still owed from the
   * day the balance is due. */
  owingNowHaler: number;
}

/** The deposit plan of a camp registration; null when it pays at once: the camp has no deposit,
 * the deposit is not less than the price after the discount, or the place was taken on or after the
 * day the balance is due (then everything is due at once). */
export function depositPlan(terms: DepositTerms, money: DepositMoney): DepositPlan | null {
  if (terms.depositAmount == null || terms.depositAmount <= 0) return null;
  const depositHaler = terms.depositAmount * 100;
  if (depositHaler >= money.dueHaler) return null;
  const dueOn = balanceDueOn(terms.campFrom, terms.balanceDueDays);
  if (money.placedOn >= dueOn) return null;
  const stage: DepositStage = money.today >= dueOn ? 'balance' : 'deposit';
  const owing = Math.max(0, money.dueHaler - money.receivedHaler);
  return {
    stage,
    depositHaler,
    depositPaid: money.receivedHaler >= depositHaler,
    balanceHaler: money.dueHaler - depositHaler,
    balanceOwingHaler: Math.max(0, money.dueHaler - Math.max(money.receivedHaler, depositHaler)),
    balanceDueOn: dueOn,
    owingNowHaler: stage === 'balance' ? owing : Math.max(0, Math.min(owing, depositHaler - money.receivedHaler)),
  };
}
