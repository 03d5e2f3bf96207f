// A course's declared fields (../declared-fields.ts) and the staff list of courses: every column's
// label, filter, sort and export, once (see ../lists.ts).
import { ACTIVITY_LABELS } from '../overview';
import { declaredListColumns, defineFields } from '../declared-fields';
import { AGE_CATEGORY_LABELS, COURSE_LEVEL_LABELS } from '../enums';
import { defineList } from '../lists';

/** A course's fields declared once: a new one here, its column on the entity and a migration are all
 * it takes (the input, validation, list, forms and public page derive from it). */
export const COURSE_FIELDS = defineFields([
  {
    key: 'language',
    kind: 'enum',
    label: 'Jazyk výuky',
    description: 'The language the lessons are taught in; empty when not said',
    enum: {
      name: 'CourseLanguage',
      values: {
        czech: { cs: 'čeština', en: 'Czech', uk: 'чеська' },
        english: { cs: 'angličtina', en: 'English', uk: 'англійська' },
        bilingual: {
          cs: 'dvojjazyčně (česky a anglicky)',
          en: 'bilingual (Czech and English)',
          uk: 'двомовно (чеською та англійською)',
        },
      },
    },
    list: { filter: 'equalsIgnoreCase', sort: true, export: true, width: 18 },
    public: { cs: 'Jazyk výuky', en: 'Language of instruction', uk: 'Мова навчання' },
  },
  {
    key: 'equipment',
    kind: 'line',
    label: 'Co s sebou',
    description: 'What a child brings to the lessons (one line); empty when nothing special',
    max: 300,
    list: { filter: 'text', export: true, width: 30 },
    public: { cs: 'Co s sebou', en: 'What to bring', uk: 'Що взяти з собою' },
    helper: 'Např. přezůvky, pohodlné oblečení, láhev s vodou',
  },
]);

export const COURSE_LIST = defineList([
  { key: 'title', label: 'Název', sort: true, export: true, width: 30 },
  { key: 'type', label: 'Typ aktivity', values: ACTIVITY_LABELS, sort: true, export: true },
  { key: 'category', label: 'Věková kategorie', values: AGE_CATEGORY_LABELS, sort: true, export: true, width: 24 },
  { key: 'level', label: 'Úroveň', values: COURSE_LEVEL_LABELS, filter: 'equalsIgnoreCase', sort: true, export: true },
  ...declaredListColumns(COURSE_FIELDS),
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
