import type { ErrorTable } from './kinds';

export enum WaitlistErrorCode {
  /** The deadline passed (or the offer was withdrawn or decided): the place went on. */
  OfferExpired = 'WAITLIST_OFFER_EXPIRED',
  OfferNotFound = 'WAITLIST_OFFER_NOT_FOUND',
  /** No open offer of this registration to accept or decline. */
  NoOpenOffer = 'WAITLIST_NO_OPEN_OFFER',
  /** Staff: only a waiting replacement can be offered a place. */
  NotWaiting = 'WAITLIST_NOT_WAITING',
  /** Staff: the registration has an open offer already. */
  AlreadyOffered = 'WAITLIST_ALREADY_OFFERED',
  /** Staff: no place is free; offering beyond capacity must be said (overCapacity). */
  NoFreePlace = 'WAITLIST_NO_FREE_PLACE',
  /** Less than an hour would remain before the cut-off ahead of the first lesson or camp day. */
  TooLate = 'WAITLIST_TOO_LATE',
}

export const WAITLIST_ERRORS = {
  [WaitlistErrorCode.OfferExpired]: {
    kind: 'GONE',
    message: 'Nabídka místa už vypršela a místo jsme nabídli další rodině na seznamu náhradníků.',
  },
  [WaitlistErrorCode.OfferNotFound]: { kind: 'NOT_FOUND', message: 'Nabídka místa nebyla nalezena.' },
  [WaitlistErrorCode.NoOpenOffer]: {
    kind: 'CONFLICT',
    message: 'K této přihlášce teď žádná nabídka místa neplatí.',
  },
  [WaitlistErrorCode.NotWaiting]: {
    kind: 'CONFLICT',
    message: 'Místo lze nabídnout jen náhradníkovi, jehož přihláška není zrušená.',
  },
  [WaitlistErrorCode.AlreadyOffered]: {
    kind: 'CONFLICT',
    message: 'Tomuto náhradníkovi už je místo nabídnuto.',
  },
  [WaitlistErrorCode.NoFreePlace]: {
    kind: 'CONFLICT',
    message: 'Volné místo není. Chcete-li nabídnout místo nad kapacitu, potvrďte to.',
  },
  [WaitlistErrorCode.TooLate]: {
    kind: 'CONFLICT',
    message: 'Do začátku zbývá příliš málo času: nabídka by platila méně než hodinu. Místo zůstává volné pro kohokoli.',
  },
} satisfies ErrorTable<WaitlistErrorCode>;
