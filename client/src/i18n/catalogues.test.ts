// The family-facing catalogues (issue 49): Czech, the spec's texts, and English and Ukrainian beside it.
// Every id in all three, every text valid ICU, the same arguments in each language (a translation that
// drops {email} loses the address), and each language's plural categories (Ukrainian: one, few, many).
import {
  type MessageFormatElement,
  parse,
  isArgumentElement,
  isPluralElement,
  isSelectElement,
  isTagElement,
  isDateElement,
  isNumberElement,
  isTimeElement,
} from '@formatjs/icu-messageformat-parser';
import { createIntl } from 'react-intl';
import czech from './cs.json';
import type { MessageId } from './messages';
import english from './en.json';
import ukrainian from './uk.json';

const CATALOGUES: Record<string, Record<string, string>> = { cs: czech, en: english, uk: ukrainian };

/** The plural categories a language's texts must give (CLDR's for integers; `other` covers fractions). */
const PLURALS: Record<string, string[]> = {
  cs: ['one', 'few', 'other'],
  en: ['one', 'other'],
  uk: ['one', 'few', 'many', 'other'],
};

interface Shape {
  arguments: Set<string>;
  tags: Set<string>;
  plurals: { name: string; categories: string[] }[];
}

function shapeOf(
  elements: MessageFormatElement[],
  shape: Shape = { arguments: new Set(), tags: new Set(), plurals: [] },
) {
  for (const element of elements) {
    if (isArgumentElement(element) || isNumberElement(element) || isDateElement(element) || isTimeElement(element))
      shape.arguments.add(element.value);
    if (isTagElement(element)) {
      shape.tags.add(element.value);
      shapeOf(element.children, shape);
    }
    if (isPluralElement(element) || isSelectElement(element)) {
      shape.arguments.add(element.value);
      if (isPluralElement(element))
        shape.plurals.push({ name: element.value, categories: Object.keys(element.options) });
      for (const option of Object.values(element.options)) shapeOf(option.value, shape);
    }
  }
  return shape;
}

const ids = (catalogue: Record<string, string>) => Object.keys(catalogue).sort();

it('every message id of the public site is in Czech, English and Ukrainian, and no other', () => {
  expect(ids(english)).toEqual(ids(czech));
  expect(ids(ukrainian)).toEqual(ids(czech));
});

it('every text is valid ICU with the arguments and tags of the Czech one', () => {
  const problems: string[] = [];
  for (const [id, text] of Object.entries(czech)) {
    const expected = shapeOf(parse(text));
    for (const [locale, catalogue] of Object.entries(CATALOGUES)) {
      const translated = catalogue[id];
      if (translated === undefined) continue;
      let shape: Shape;
      try {
        shape = shapeOf(parse(translated));
      } catch (error) {
        problems.push(`${locale} ${id}: ${String(error)}`);
        continue;
      }
      if ([...shape.arguments].sort().join() !== [...expected.arguments].sort().join())
        problems.push(`${locale} ${id}: arguments ${[...shape.arguments].join()} ≠ ${[...expected.arguments].join()}`);
      if ([...shape.tags].sort().join() !== [...expected.tags].sort().join())
        problems.push(`${locale} ${id}: tags ${[...shape.tags].join()} ≠ ${[...expected.tags].join()}`);
    }
  }
  expect(problems).toEqual([]);
});

it("every plural gives the language's categories (Ukrainian one, few, many, other)", () => {
  const problems: string[] = [];
  for (const [locale, catalogue] of Object.entries(CATALOGUES))
    for (const [id, text] of Object.entries(catalogue))
      for (const plural of shapeOf(parse(text)).plurals) {
        // A plural that only tells zero from the rest ("=0 {} other {…}") needs no language's forms.
        const onlyExact = plural.categories.every((category) => category === 'other' || category.startsWith('='));
        const missing = onlyExact ? [] : PLURALS[locale]!.filter((category) => !plural.categories.includes(category));
        if (missing.length > 0) problems.push(`${locale} ${id} {${plural.name}}: no ${missing.join(', ')}`);
      }
  expect(problems).toEqual([]);
});

it('a Ukrainian count takes the form its number asks for', () => {
  // Only the public texts: the back-office's ids are not asked for.
  const intl = createIntl({ locale: 'uk', messages: ukrainian as Record<MessageId, string> });
  const courses = (count: number) => intl.formatMessage({ id: 'home.courseCount' }, { count });
  expect([0, 1, 2, 5, 11, 21, 22, 25].map(courses)).toEqual([
    'Жодного гуртка',
    '1 гурток',
    '2 гуртки',
    '5 гуртків',
    '11 гуртків',
    '21 гурток',
    '22 гуртки',
    '25 гуртків',
  ]);
});
