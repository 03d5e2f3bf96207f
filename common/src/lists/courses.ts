// The staff list of courses: every column's label, filter, sort and export, once (see ../lists.ts).
import { ACTIVITY_LABELS } from '../overview';
import { AGE_CATEGORY_LABELS, COURSE_LEVEL_LABELS } from '../enums';
import { defineList } from '../lists';

export const COURSE_LIST = defineList([
  { key: 'title', label: 'Název', sort: true, export: true, width: 30 },
  { key: 'type', label: 'Typ aktivity', values: ACTIVITY_LABELS, sort: true, export: true },
  { key: 'category', label: 'Věková kategorie', values: AGE_CATEGORY_LABELS, sort: true, export: true, width: 24 },
  { key: 'level', label: 'Úroveň', values: COURSE_LEVEL_LABELS, filter: 'equalsIgnoreCase', sort: true, export: true },
  { key: 'capacity', label: 'Kapacita', type: 'int', sort: true, export: true },
  { key: 'maxCapacity', label: 'Kapacita vč. náhradníků', type: 'int', sort: true, export: true },
  { key: 'price', label: 'Cena (Kč)', type: 'int', sort: true, export: true },
  { key: 'pricePerLesson', label: 'Cena za lekci (Kč)', type: 'int', filter: 'exact', sort: true, export: true },
  { key: 'numberOfLessons', label: 'Počet lekcí', type: 'int', filter: 'exact', sort: true, export: true },
  { key: 'time', label: 'Kdy', filter: 'text', export: true, width: 20 },
  { key: 'location', label: 'Kde', filter: 'text', export: true, width: 24 },
  { key: 'startDate', label: 'Od', type: 'date', filter: 'day', sort: true, export: true },
  { key: 'endDate', label: 'Do', type: 'date', filter: 'day', sort: true, export: true },
  { key: 'order', label: 'Pořadí', type: 'int', filter: 'exact', sort: true, export: true },
  { key: 'visible', label: 'Zobrazit na webu', type: 'boolean', sort: true, export: true },
  { key: 'active', label: 'Aktivní', type: 'boolean', sort: true, export: true },
]);
