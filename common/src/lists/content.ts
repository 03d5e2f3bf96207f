// The staff lists of camps, branches, news and videos: each column's label, sort and export, once
// (see ../lists.ts). Their filters are @FilterField declarations of their filter inputs (SQL of
// their own or shared with courses), so none is declared here.
import { AGE_CATEGORY_LABELS } from '../enums';
import { ACTIVITY_LABELS } from '../overview';
import { defineList } from '../lists';

export const CAMP_LIST = defineList([
  { key: 'title', label: 'Název', sort: true, export: true, width: 30 },
  { key: 'from', label: 'První den', type: 'date', sort: true, export: true },
  { key: 'to', label: 'Poslední den', type: 'date', sort: true, export: true },
  { key: 'type', label: 'Typ aktivity', values: ACTIVITY_LABELS, sort: true, export: true },
  { key: 'category', label: 'Věková kategorie', values: AGE_CATEGORY_LABELS, sort: true, export: true, width: 24 },
  { key: 'capacity', label: 'Kapacita', type: 'int', sort: true, export: true },
  { key: 'maxCapacity', label: 'Kapacita vč. náhradníků', type: 'int', sort: true, export: true },
  { key: 'price', label: 'Cena (Kč)', type: 'int', sort: true, export: true },
  { key: 'visible', label: 'Zobrazit na webu', type: 'boolean', sort: true, export: true },
  { key: 'active', label: 'Aktivní', type: 'boolean', sort: true, export: true },
]);

export const BRANCH_LIST = defineList([
  { key: 'title', label: 'Název', sort: true, export: true, width: 30 },
  { key: 'address', label: 'Adresa', sort: true, export: true, width: 36 },
  { key: 'phone', label: 'Telefon', export: true, width: 18 },
  { key: 'email', label: 'E-mail', sort: true, export: true, width: 30 },
  { key: 'web', label: 'Web', export: true, width: 30 },
  { key: 'visible', label: 'Zobrazit na webu', type: 'boolean', sort: true, export: true },
  { key: 'active', label: 'Aktivní', type: 'boolean', sort: true, export: true },
]);

export const NEWS_LIST = defineList([
  { key: 'title', label: 'Název', sort: true, export: true, width: 40 },
  { key: 'startDate', label: 'Od', type: 'date', sort: true, export: true },
  { key: 'endDate', label: 'Do', type: 'date', sort: true, export: true },
  { key: 'createdAt', label: 'Vytvořeno', type: 'date', sort: true, export: true },
  { key: 'visible', label: 'Zobrazit na webu', type: 'boolean', sort: true, export: true },
  { key: 'active', label: 'Aktivní', type: 'boolean', sort: true, export: true },
]);

export const VIDEO_LIST = defineList([
  { key: 'title', label: 'Název', sort: true, export: true, width: 40 },
  { key: 'url', label: 'Adresa videa', export: true, width: 50 },
  { key: 'visible', label: 'Zobrazit na webu', type: 'boolean', sort: true, export: true },
]);

export const GALLERY_LIST = defineList([
  { key: 'title', label: 'Název', sort: true, export: true, width: 40 },
  { key: 'description', label: 'Popis', export: true, width: 50 },
  { key: 'createdAt', label: 'Vytvořeno', type: 'date', sort: true, export: true },
  { key: 'visible', label: 'Zobrazit na webu', type: 'boolean', sort: true, export: true },
]);

/** Staff accounts (lectors and administrators); never their login secrets. */
export const USER_LIST = defineList([
  { key: 'name', label: 'Jméno', sort: true, export: true, width: 28 },
  { key: 'username', label: 'Uživatelské jméno', sort: true, export: true, width: 20 },
  {
    key: 'role',
    label: 'Role',
    values: { administrator: 'Administrátor', lector: 'Lektor' },
    sort: true,
    export: true,
  },
  { key: 'email', label: 'E-mail', sort: true, export: true, width: 30 },
  { key: 'phone', label: 'Telefon', export: true, width: 18 },
  { key: 'active', label: 'Aktivní', type: 'boolean', sort: true, export: true },
  { key: 'visible', label: 'Zobrazit na webu', type: 'boolean', sort: true, export: true },
]);

export const SUPPORTER_LIST = defineList([
  { key: 'name', label: 'Název', sort: true, export: true, width: 30 },
  { key: 'url', label: 'Web', export: true, width: 40 },
  { key: 'position', label: 'Pořadí', type: 'int', sort: true, export: true },
]);
