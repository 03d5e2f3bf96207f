// Issue 49, item 4: content staff write in English and Ukrainian beside Czech. The versions go in and
// out through GraphQL and REST, are validated like their Czech fields (a refused change leaves the
// record as it was), stay when a change leaves them out, and the page heads read them.
import { useTestApp } from '../../test/app';
import type { RunningApp } from '../../test/http';
import { type AnyJson, type RestClient, restClient } from '../../test/rest';
import { SeoService } from '../seo/seo.service';
import type { TestDatabase } from '../../test/database';

let app: RunningApp;
let admin: Record<string, string>;
let database: TestDatabase;
let api: RestClient;

useTestApp((started) => {
  ({ app, admin, database } = started);
  api = restClient(app);
});

const TRANSLATIONS = 'translations { en { title description } uk { title description } }';
const COURSE = {
  title: 'Keramika pro malé',
  description: 'Točíme na kruhu a glazujeme.',
  type: 'creative',
  category: 'preschool',
  capacity: 8,
  maxCapacity: 10,
  price: 2400,
};
const UPDATE = `mutation ($id: Int!, $input: CourseInput!) { updateCourse(id: $id, input: $input) { ${TRANSLATIONS} } }`;

async function createCourse(translations: unknown): Promise<number> {
  const { body } = await app.graphql<{ createCourse: { id: number } }>(
    `mutation ($input: CourseInput!) { createCourse(input: $input) { id } }`,
    { input: { ...COURSE, translations } },
    admin,
  );
  expect(body.errors).toBeUndefined();
  return body.data!.createCourse.id;
}

const stored = async (table: string, id: number) =>
  (await database.dataSource.query(`SELECT translations FROM "${table}" WHERE id = $1`, [id]))[0].translations;

it('keeps the English and Ukrainian versions, trimmed, blank ones as not translated', async () => {
  const id = await createCourse({
    en: { title: ' Pottery for little ones ', description: 'We throw on the wheel and glaze.' },
    uk: { title: 'Кераміка для малечі', description: '   ' },
  });
  const { body } = await app.graphql<AnyJson>(`query ($id: Int!) { course(id: $id) { ${TRANSLATIONS} } }`, { id });
  expect(body.data.course.translations).toEqual({
    en: { title: 'Pottery for little ones', description: 'We throw on the wheel and glaze.' },
    uk: { title: 'Кераміка для малечі', description: null },
  });
  // A change that leaves them out keeps them; null removes them all.
  const kept = await app.graphql<AnyJson>(UPDATE, { id, input: { ...COURSE, price: 2500 } }, admin);
  expect(kept.body.data.updateCourse.translations.en.title).toBe('Pottery for little ones');
  const removed = await app.graphql<AnyJson>(UPDATE, { id, input: { ...COURSE, translations: null } }, admin);
  expect(removed.body.data.updateCourse.translations).toEqual({ en: null, uk: null });
  expect(await stored('course', id)).toEqual({ en: null, uk: null });
});

it('refuses a version over its Czech field’s limit or on two lines, naming the field, and changes nothing', async () => {
  const id = await createCourse({ en: { title: 'Pottery' } });
  const { body } = await app.graphql<AnyJson>(
    UPDATE,
    {
      id,
      input: {
        ...COURSE,
        translations: { en: { title: 'Pottery\nfor all', description: 'x'.repeat(5001) }, uk: { title: 'Кераміка' } },
      },
    },
    admin,
  );
  expect(body.errors?.[0]?.extensions?.fieldErrors).toEqual({
    'translations.en.title': 'Text musí být na jednom řádku, bez zalomení, tabulátorů a řídicích znaků.',
    'translations.en.description': 'Text je příliš dlouhý (nejvýše 5000 znaků)',
  });
  expect(await stored('course', id)).toEqual({ en: { title: 'Pottery', description: null }, uk: null });
  const notAnObject = await api('PUT', `/courses/${id}`, {
    body: { ...COURSE, translations: { en: 'Pottery' } },
    headers: admin,
  });
  expect(notAnObject.status).toBe(400);
  expect(notAnObject.body.errors).toEqual({ 'translations.en': 'Zadejte překlady textů (anglicky a ukrajinsky)' });
});

it('goes in and out through REST, for camps, branches and news alike', async () => {
  const branch = await api('POST', '/branches', {
    body: {
      title: 'ZŠ Křenová',
      address: 'Křenová 21, Brno',
      description: 'Vchod ze dvora.',
      translations: { en: { description: 'Entrance from the yard.' } },
    },
    headers: admin,
  });
  expect(branch.status).toBe(201);
  expect(branch.body.translations).toEqual({ en: { title: null, description: 'Entrance from the yard.' }, uk: null });
  const camp = await api('POST', '/camps', {
    body: {
      title: 'Letní tábor',
      from: '2027-07-05',
      to: '2027-07-09',
      price: 3900,
      capacity: 10,
      maxCapacity: 12,
      type: 'sport',
      category: 'preschool',
      translations: { uk: { title: 'Літній табір' } },
    },
    headers: admin,
  });
  expect(camp.status).toBe(201);
  expect(camp.body.translations.uk.title).toBe('Літній табір');
  const news = await app.graphql<AnyJson>(
    `mutation ($input: NewsInput!) { createNews(input: $input) { translations { en { title text } uk { title text } } } }`,
    {
      input: {
        title: 'Zápis',
        text: 'Začíná zápis.',
        translations: { en: { title: 'Sign-up', text: 'Sign-up starts.' } },
      },
    },
    admin,
  );
  expect(news.body.data.createNews.translations).toEqual({
    en: { title: 'Sign-up', text: 'Sign-up starts.' },
    uk: null,
  });
  const tooLong = await app.graphql<AnyJson>(
    `mutation ($input: NewsInput!) { createNews(input: $input) { id } }`,
    { input: { title: 'Zápis', text: 'x', translations: { uk: { text: 'я'.repeat(20001) } } } },
    admin,
  );
  expect(tooLong.body.errors?.[0]?.extensions?.fieldErrors).toEqual({
    'translations.uk.text': 'Text je příliš dlouhý (nejvýše 20000 znaků)',
  });
});

it('gives the page head the description in the page’s language, else the Czech one', async () => {
  const id = await createCourse({ en: { title: 'Pottery', description: 'We throw on the wheel.' } });
  const seo = new SeoService({ publicUrl: 'https://krouzky.example.cz', siteName: 'Kroužky' });
  const anonymous = async ({ query, variables }: { query: string; variables?: Record<string, unknown> }) =>
    (await app.graphql<AnyJson>(query, variables ?? {})).body;
  const english = await seo.head(anonymous, `/course/${id}`, 200, undefined, 'en');
  expect(english.description).toBe('We throw on the wheel.');
  expect(english.jsonLd).toMatchObject({ name: 'Pottery', description: 'We throw on the wheel.' });
  const ukrainian = await seo.head(anonymous, `/course/${id}`, 200, undefined, 'uk');
  expect(ukrainian.description).toBe(COURSE.description);
  expect(ukrainian.jsonLd).toMatchObject({ name: COURSE.title });
});
