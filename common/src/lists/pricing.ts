// The staff list of discount rules (/admin/slevy): each column's label, sort and export, once.
import { defineList } from '../lists';
import { DISCOUNT_KIND_LABELS } from '../pricing';

export const DISCOUNT_LIST = defineList([
  { key: 'name', label: 'Název', sort: true, export: true, width: 30 },
  { key: 'kind', label: 'Druh', values: DISCOUNT_KIND_LABELS, sort: true, export: true, width: 26 },
  { key: 'percent', label: 'Procenta', type: 'int', sort: true, export: true },
  { key: 'amount', label: 'Částka (Kč)', type: 'int', sort: true, export: true },
  { key: 'validFrom', label: 'Platí od', type: 'date', sort: true, export: true },
  { key: 'validUntil', label: 'Platí do', type: 'date', sort: true, export: true },
  { key: 'registeredBefore', label: 'Přihláška do', type: 'date', sort: true, export: true },
]);
