import type { ErrorTable } from './kinds';

export enum PaymentErrorCode {
  NotFound = 'PAYMENT_NOT_FOUND',
  StatementUnknownFormat = 'PAYMENT_STATEMENT_UNKNOWN_FORMAT',
  StatementMalformed = 'PAYMENT_STATEMENT_MALFORMED',
  StatementTooLarge = 'PAYMENT_STATEMENT_TOO_LARGE',
  StatementEmpty = 'PAYMENT_STATEMENT_EMPTY',
  StatementAmountOutOfRange = 'PAYMENT_STATEMENT_AMOUNT_OUT_OF_RANGE',
  NotPairable = 'PAYMENT_NOT_PAIRABLE',
  AllocationTooLarge = 'PAYMENT_ALLOCATION_TOO_LARGE',
  AllocationNotFound = 'PAYMENT_ALLOCATION_NOT_FOUND',
  RegistrationCancelled = 'PAYMENT_REGISTRATION_CANCELLED',
  CardUnavailable = 'PAYMENT_CARD_UNAVAILABLE',
  CardNothingToPay = 'PAYMENT_CARD_NOTHING_TO_PAY',
  CardGatewayFailed = 'PAYMENT_CARD_GATEWAY_FAILED',
  CardNotFound = 'PAYMENT_CARD_NOT_FOUND',
  CardNotificationRefused = 'PAYMENT_CARD_NOTIFICATION_REFUSED',
  RefundTooLarge = 'PAYMENT_REFUND_TOO_LARGE',
  NotRefundable = 'PAYMENT_NOT_REFUNDABLE',
  RefundAccountRequired = 'PAYMENT_REFUND_ACCOUNT_REQUIRED',
  RefundGatewayRefused = 'PAYMENT_REFUND_GATEWAY_REFUSED',
  RefundKeyReused = 'PAYMENT_REFUND_KEY_REUSED',
  NothingToTransfer = 'PAYMENT_NOTHING_TO_TRANSFER',
  OperatorAccountNotCzech = 'PAYMENT_OPERATOR_ACCOUNT_NOT_CZECH',
}

/** "1 250 Kč", written here without the formatter of format.ts to keep the table free of imports. */
const crowns = (haler: number) =>
  `${(haler / 100).toLocaleString('cs-CZ', { minimumFractionDigits: haler % 100 === 0 ? 0 : 2 })}\u00a0Kč`;

export const PAYMENT_ERRORS = {
  [PaymentErrorCode.NotFound]: { kind: 'NOT_FOUND', message: 'Platba nebyla nalezena.' },
  [PaymentErrorCode.StatementUnknownFormat]: {
    kind: 'VALIDATION',
    message:
      'Soubor není bankovní výpis, který umíme přečíst. Nahrajte výpis ve formátu ABO/GPC, camt.053 (XML), nebo export Fio banky (CSV či JSON).',
  },
  [PaymentErrorCode.StatementMalformed]: {
    kind: 'VALIDATION',
    // `reason` names the line or entry ("Řádek 8: částka není číslo."); `line` is for clients.
    message: ({ reason }: { line: number | null; reason: string }) =>
      `Výpis se nepodařilo přečíst. ${reason} Nic se neuložilo.`,
  },
  [PaymentErrorCode.StatementTooLarge]: {
    kind: 'PAYLOAD_TOO_LARGE',
    message: ({ maxItems }: { maxItems: number }) =>
      `Výpis má příliš mnoho pohybů: nejvýše ${maxItems.toLocaleString('cs-CZ')} v jednom souboru. Rozdělte ho prosím na kratší období.`,
  },
  [PaymentErrorCode.StatementEmpty]: { kind: 'VALIDATION', message: 'Výpis neobsahuje žádné pohyby.' },
  // The code of a refused movement in an import's summary (ImportNote.code), never of a whole call.
  [PaymentErrorCode.StatementAmountOutOfRange]: {
    kind: 'VALIDATION',
    message:
      'Částka pohybu musí být od 0,01\u00a0Kč do 10\u00a0000\u00a0000\u00a0Kč; pohyb se nezaznamenal ani nepároval.',
  },
  [PaymentErrorCode.NotPairable]: {
    kind: 'CONFLICT',
    message: 'K přihlášce lze přiřadit jen příchozí platbu v korunách, která nebyla stornována.',
  },
  [PaymentErrorCode.AllocationTooLarge]: {
    kind: 'CONFLICT',
    message: ({ available }: { available: number }) =>
      `Z platby zbývá k přiřazení jen ${crowns(available)}; rozdělte ji prosím na menší částky.`,
  },
  [PaymentErrorCode.AllocationNotFound]: {
    kind: 'NOT_FOUND',
    message: 'Toto přiřazení platby už neplatí; načtěte prosím platby znovu.',
  },
  [PaymentErrorCode.RegistrationCancelled]: {
    kind: 'CONFLICT',
    message: 'Přihláška je zrušená; platbu k ní nelze přiřadit.',
  },
  [PaymentErrorCode.CardUnavailable]: {
    kind: 'CONFLICT',
    message: 'Platba kartou tu není k dispozici; zaplaťte prosím převodem podle platebních údajů.',
  },
  [PaymentErrorCode.CardNothingToPay]: {
    kind: 'CONFLICT',
    message: 'Za tuto přihlášku teď není co platit: je zaplacená, zrušená, nebo čeká mezi náhradníky.',
  },
  [PaymentErrorCode.CardGatewayFailed]: {
    kind: 'CONFLICT',
    message: 'Platební brána teď neodpovídá. Zkuste to prosím za chvíli, nebo zaplaťte převodem.',
  },
  [PaymentErrorCode.CardNotFound]: { kind: 'NOT_FOUND', message: 'Platba kartou nebyla nalezena.' },
  // Whoever posts a notification without the gateway's secret learns nothing more than this.
  [PaymentErrorCode.CardNotificationRefused]: { kind: 'FORBIDDEN', message: 'Oznámení nebylo přijato.' },
  [PaymentErrorCode.RefundTooLarge]: {
    kind: 'CONFLICT',
    message: ({ available }: { available: number }) =>
      available > 0
        ? `Z této platby lze vrátit nejvýše ${crowns(available)} (přijatá částka bez toho, co už se vrátilo). Nic se nevrátilo.`
        : 'Tato platba už byla vrácena celá. Nic dalšího se nevrátilo.',
  },
  [PaymentErrorCode.NotRefundable]: {
    kind: 'CONFLICT',
    message:
      'Vrátit lze jen přijaté peníze: ne ruční označení „zaplaceno“, zrušenou platbu ani odchozí či stornovaný pohyb.',
  },
  [PaymentErrorCode.RefundAccountRequired]: {
    kind: 'VALIDATION',
    message: 'Zadejte číslo účtu rodiče, na který peníze pošleme (platba nepřišla kartou).',
  },
  [PaymentErrorCode.RefundGatewayRefused]: {
    kind: 'CONFLICT',
    message:
      'Platební brána vrácení odmítla (platba u ní není zaplacená, nebo z ní už tolik vrátit nelze). Nic se nevrátilo; podívejte se prosím do portálu brány.',
  },
  [PaymentErrorCode.RefundKeyReused]: {
    kind: 'CONFLICT',
    message: 'Toto vrácení už bylo odesláno s jinými údaji. Načtěte prosím stránku znovu.',
  },
  [PaymentErrorCode.NothingToTransfer]: {
    kind: 'CONFLICT',
    message: 'Žádné vrácení nečeká na převod z účtu.',
  },
  [PaymentErrorCode.OperatorAccountNotCzech]: {
    kind: 'CONFLICT',
    message: 'Příkaz k úhradě lze vytvořit jen z českého účtu provozovatele (OPERATOR_IBAN začínající CZ).',
  },
} satisfies ErrorTable<PaymentErrorCode>;
