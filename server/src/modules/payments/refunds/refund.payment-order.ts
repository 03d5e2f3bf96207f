// The payment-order file of refunds by transfer (issue 46): ABO, the "KPC" format Czech internet
// banking imports as a batch of domestic payment orders (ČSOB, Komerční banka, Česká spořitelna,
// Fio, Raiffeisenbank, UniCredit and others; the operator uploads it and signs the batch in their
// bank). One fixed-width text of ASCII lines ending CRLF:
//   UHL1 header: the date DDMMYY, the client's name (20), client number (10), file interval 001999, codes
//   "1 1501 SSS000 BBBB": the accounting file of payment orders (1501), its number, the payer's bank
//   "2 <payer's account> <total in haléře, 14> <due DDMMYY>": a group of orders due on one day
//   "<account, 17> <amount in haléře, 12> <VS, 10> <bank, 4><KS, 4> <SS, 10> AV:<message, 35>": one order
//   "3 +" ends the group, "5 +" the file.
import { parseCzechAccount } from '@kurzy/common';

export interface CzechAccount {
  prefix: string;
  number: string;
  bank: string;
}

export interface OrderItem {
  /** '19-2000145399/0800' */
  account: string;
  amountHaler: number;
  variableSymbol: string | null;
  message: string;
}

export interface PaymentOrder {
  /** The operator's own account the money leaves from. */
  payer: CzechAccount;
  clientName: string;
  /** ISO dates. */
  createdOn: string;
  dueOn: string;
  items: readonly OrderItem[];
}

/** The constant symbol of a refund of a payment for services (0558 would be goods): 0008, the most common. */
const CONSTANT_SYMBOL = '0008';
const MESSAGE_MAX = 35;

const ddmmyy = (iso: string) => `${iso.slice(8, 10)}${iso.slice(5, 7)}${iso.slice(2, 4)}`;
const digits = (value: string | number, width: number) => String(value).padStart(width, '0');

/** Printable ASCII without diacritics (the format's character set; Czech letters lose their marks). */
export const asciiText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** An account as ABO writes it: the prefix (6) and the number (10), zero-padded, with a dash. */
const aboAccount = (account: CzechAccount) => `${digits(account.prefix || '0', 6)}-${digits(account.number, 10)}`;

export function aboPaymentOrder(order: PaymentOrder): Buffer {
  if (order.items.length === 0) throw new Error('A payment order needs at least one item');
  const total = order.items.reduce((sum, item) => sum + item.amountHaler, 0);
  const name = asciiText(order.clientName).slice(0, 20).padEnd(20, ' ');
  // Česká spořitelna takes the message without the "AV:" mark the others want.
  const messageMark = order.payer.bank === '0800' ? '' : 'AV:';
  const lines = [
    `UHL1${ddmmyy(order.createdOn)}${name}${'0'.repeat(10)}001999${'0'.repeat(12)}`,
    `1 1501 001000 ${order.payer.bank}`,
    `2 ${aboAccount(order.payer)} ${digits(total, 14)} ${ddmmyy(order.dueOn)}`,
    ...order.items.map((item) => {
      const account = parseCzechAccount(item.account);
      if (!account) throw new Error('A payment order item without a Czech account');
      const vs = (item.variableSymbol ?? '').replace(/\D/g, '').slice(-10);
      const message = asciiText(item.message).slice(0, MESSAGE_MAX);
      return [
        aboAccount(account),
        digits(item.amountHaler, 12),
        digits(vs || '0', 10),
        `${account.bank}${CONSTANT_SYMBOL}`,
        digits(0, 10),
        `${messageMark}${message}`,
      ].join(' ');
    }),
    '3 +',
    '5 +',
  ];
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'ascii');
}
