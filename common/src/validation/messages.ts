// The spec's Czech validation messages, word for word (seed-spec section 5), but for its typos
// ("Prosim" for "Prosím", "s zpracováním" for "se zpracováním"), listed in the README's differences.
export const MESSAGES = {
  required: 'Toto pole je povinné',
  requiredItem: 'Položka je povinná',
  childAge: 'Prosím, vyplňte váš skutečný věk.',
  email: 'Prosím, vyplňte platný email',
  phone: 'Prosím, vyplňte platné telefonní číslo',
  belowZero: 'Hodnota nemůže být menší než nula',
  category: 'Vyberte platnou kategorii',
  incompleteForm: 'Formulář přihlášky není kompletní. Prosím, zkontrolujte všechny povinné položky.',
  personalDataConsent: 'Souhlas se zpracováním poskytnutých osobních údajů je povinný.',
  loginFailed: 'Špatné přihlašovací údaje.',
  serverUnavailable: 'Server není dostupný, na tomto problému pracujeme.',
  registrationFailed: 'Přihlášku se nepodařilo odeslat',
  deleteFailed: 'Nepodařilo se smazat záznam',
  emptyList: 'List je zatím prázdný.',
  occupied: 'Obsazeno',
} as const;
