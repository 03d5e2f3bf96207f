/** The outcome of looking an address up on the map; a branch keeps the last one. */
export enum LocationStatus {
  found = 'found',
  not_found = 'not_found',
  /** The address search did not answer in time, or answered with an error. */
  unavailable = 'unavailable',
}

/** What staff see when an address search gives no location. */
export const GEOCODE_WARNINGS: Record<Exclude<LocationStatus, LocationStatus.found>, string> = {
  [LocationStatus.not_found]: 'Adresu se nepodařilo najít na mapě. Zkontrolujte ji prosím.',
  [LocationStatus.unavailable]:
    'Vyhledávání adres teď nefunguje, polohu se nepodařilo zjistit. Zkuste to prosím později.',
};

/** The same, for a branch that was saved anyway. */
export const BRANCH_LOCATION_WARNINGS: Record<Exclude<LocationStatus, LocationStatus.found>, string> = {
  [LocationStatus.not_found]:
    'Adresu pobočky se nepodařilo najít na mapě, pobočka je uložena bez polohy. Zkontrolujte prosím adresu.',
  [LocationStatus.unavailable]:
    'Vyhledávání adres teď nefunguje, pobočka je uložena bez polohy. Uložte ji prosím později znovu.',
};

/** Addresses that differ only in case and spacing are the same address. */
export function normalizeAddress(address: string): string {
  return address.trim().replace(/\s+/g, ' ').toLocaleLowerCase('cs');
}
