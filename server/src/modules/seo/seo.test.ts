// robots.txt and sitemap.xml through HTTP, as a crawler reads them: the sitemap lists what an anonymous
// visitor may see, at the addresses of PUBLIC_URL.
import type { RunningApp } from '../../test/http';
import { useTestApp } from '../../test/app';

let app: RunningApp;
let admin: Record<string, string>;

useTestApp((started) => ({ app, admin } = started), { env: { PUBLIC_URL: 'https://krouzky.example.cz/' } });

async function get(path: string) {
  const response = await fetch(`${app.url}${path}`);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    cacheControl: response.headers.get('cache-control'),
    text: await response.text(),
  };
}

async function createCourse(title: string, visible: boolean): Promise<number> {
  const { body } = await app.graphql<{ createCourse: { id: number } }>(
    `mutation ($input: CourseInput!) { createCourse(input: $input) { id } }`,
    {
      input: { title, type: 'creative', category: 'preschool', capacity: 8, maxCapacity: 10, price: 2400, visible },
    },
    admin,
  );
  expect(body.errors).toBeUndefined();
  return body.data!.createCourse.id;
}

it('robots.txt keeps crawlers out of the back-office and points at the sitemap', async () => {
  const robots = await get('/robots.txt');
  expect(robots).toMatchObject({
    status: 200,
    type: 'text/plain; charset=utf-8',
    cacheControl: 'public, max-age=3600',
  });
  expect(robots.text).toContain('Disallow: /admin\n');
  expect(robots.text).toContain('Sitemap: https://krouzky.example.cz/sitemap.xml\n');
});

it('sitemap.xml lists the visible courses and not the hidden ones', async () => {
  const shown = await createCourse('Keramika na mapě stránek', true);
  const hidden = await createCourse('Skrytá keramika', false);
  const sitemap = await get('/sitemap.xml');
  expect(sitemap).toMatchObject({
    status: 200,
    type: 'application/xml; charset=utf-8',
    cacheControl: 'public, max-age=600',
  });
  expect(sitemap.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset /);
  expect(sitemap.text).toContain('<url><loc>https://krouzky.example.cz/</loc>');
  expect(sitemap.text).toContain(`<loc>https://krouzky.example.cz/course/${shown}</loc>`);
  expect(sitemap.text).not.toContain(`/course/${hidden}<`);
});

it('sitemap.xml lists every page in Czech, English and Ukrainian, each naming the others', async () => {
  const shown = await createCourse('Keramika ve třech jazycích', true);
  const { text } = await get('/sitemap.xml');
  const alternates = ['cs', 'en', 'uk']
    .map(
      (language) =>
        `<xhtml:link rel="alternate" hreflang="${language}" href="https://krouzky.example.cz${language === 'cs' ? '' : `/${language}`}/course/${shown}"/>`,
    )
    .join('');
  for (const address of ['', '/en', '/uk'])
    expect(text).toContain(`<url><loc>https://krouzky.example.cz${address}/course/${shown}</loc>`);
  expect(text.split(alternates)).toHaveLength(4);
  expect(text).toContain('<url><loc>https://krouzky.example.cz/en/</loc>');
  expect(text).toContain('<url><loc>https://krouzky.example.cz/uk/</loc>');
  expect(text).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
});
