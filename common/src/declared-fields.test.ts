import { courseSchema, COURSE_FIELDS, COURSE_LIST, declaredValueText, defineFields, validationMessages } from './index';
import { declaredSchemaFields } from './validation/declared-fields';
import * as yup from 'yup';

const FIELDS = defineFields([
  { key: 'bring', kind: 'line', label: 'Co s sebou', description: 'What to bring', max: 10 },
  { key: 'note', kind: 'text', label: 'Poznámka', description: 'A note', max: 20 },
  { key: 'age', kind: 'int', label: 'Věk', description: 'Age', min: 3, max: 15 },
  { key: 'outdoor', kind: 'boolean', label: 'Venku', description: 'Outdoors' },
]);
const schema = yup.object(declaredSchemaFields(FIELDS));

describe('a declared field', () => {
  it('is refused with a Czech message that names it', async () => {
    expect(
      await validationMessages(schema, { bring: 'a\tb', note: 'x'.repeat(21), age: 2.5, outdoor: 'možná' }),
    ).toEqual({
      bring: 'Co s sebou: text musí být na jednom řádku',
      note: 'Poznámka: text je příliš dlouhý (nejvýše 20 znaků)',
      age: 'Věk: zadejte celé číslo od 3 do 15',
      outdoor: 'Venku: zadejte ano, nebo ne',
    });
    expect(await validationMessages(courseSchema, { language: 'latina' })).toMatchObject({
      language: 'Jazyk výuky: vyberte čeština, angličtina nebo dvojjazyčně (česky a anglicky)',
    });
  });

  it('takes empty as "not said" and trims text', () => {
    expect(schema.cast({ bring: '  svačinu ', note: '', age: '', outdoor: undefined })).toEqual({
      bring: 'svačinu',
      note: null,
      age: null,
      outdoor: null,
    });
  });

  it('is a column of its list and reads to families in their language', () => {
    expect(COURSE_LIST.find((column) => column.key === 'language')).toMatchObject({
      label: 'Jazyk výuky',
      filter: 'equalsIgnoreCase',
      sort: true,
      export: true,
      values: { czech: 'čeština', english: 'angličtina', bilingual: 'dvojjazyčně (česky a anglicky)' },
    });
    const language = COURSE_FIELDS.find((field) => field.key === 'language')!;
    expect(declaredValueText(language, 'english', 'uk')).toBe('англійська');
    expect(declaredValueText(language, null, 'cs')).toBeNull();
    expect(declaredValueText(FIELDS[3]!, false, 'en')).toBe('no');
  });

  it('declares what its kind needs', () => {
    expect(() => defineFields([{ key: 'x', kind: 'enum', label: 'X', description: 'X' }])).toThrow(/values/);
    expect(() => defineFields([{ key: 'x', kind: 'line', label: 'X', description: 'X' }])).toThrow(/characters/);
  });
});
