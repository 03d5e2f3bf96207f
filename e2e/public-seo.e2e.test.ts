// Sharing and search engines (issue 17, item 7): what a chat app's link preview or a crawler reads
// by a plain GET, without running any script: head tags, schema.org data, sitemap.xml and robots.txt.
import sharp from 'sharp';
import { adminToken, baseUrl, graphql } from './public-helpers';

interface Course {
  id: number;
  title: string;
  price: number;
  freeSpots: number;
  illustrations: { path: string }[];
}

/** PUBLIC_URL of the app under test: by default http://localhost:PORT (the app is reached at 127.0.0.1). */
const site = () => process.env.E2E_PUBLIC_URL ?? baseUrl().replace('//127.0.0.1:', '//localhost:');

async function get(path: string): Promise<{ status: number; type: string; text: string }> {
  const response = await fetch(`${baseUrl()}${path}`);
  return { status: response.status, type: response.headers.get('content-type') ?? '', text: await response.text() };
}

const meta = (html: string, attribute: string, key: string) =>
  new RegExp(`<meta ${attribute}="${key.replace('+', '\\+')}" content="([^"]*)">`).exec(html)?.[1];

function jsonLd(html: string): Record<string, unknown> {
  const found = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html);
  if (!found?.[1]) throw new Error('no JSON-LD in the page');
  return JSON.parse(found[1]) as Record<string, unknown>;
}

let courses: Course[];
let camps: { id: number; title: string; price: number; freeSpots: number; from: string }[];

beforeAll(async () => {
  ({ courses, camps } = await graphql<{ courses: Course[]; camps: typeof camps }>(
    '{ courses { id title price freeSpots illustrations { path } } camps { id title price freeSpots from } }',
  ));
});

/** A visible course of this test's own with a weekly slot and an illustration (the demo courses have
 * none), made through the API as the administrator. */
async function illustratedCourse(): Promise<Course> {
  const token = await adminToken();
  const { createCourse } = await graphql<{ createCourse: { id: number } }>(
    `
      mutation {
        createCourse(
          input: {
            title: "Keramika pro sdílení"
            type: creative
            category: preschool
            description: "Točení na kruhu a glazování: děti si odnesou vlastní hrnek </script> \\"a misku\\"."
            capacity: 8
            maxCapacity: 10
            price: 2400
            visible: true
          }
        ) {
          id
        }
      }
    `,
    {},
    token,
  );
  const { branches } = await graphql<{ branches: { id: number }[] }>('{ branches { id } }');
  await graphql(
    'mutation ($input: ScheduleInput!) { createSchedule(input: $input) { id } }',
    { input: { courseId: createCourse.id, branchId: branches[0]?.id, dayOfWeek: 2, from: '15:00', to: '16:00' } },
    token,
  );
  const jpeg = await sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 200, g: 120, b: 60 } } })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({
      query:
        'mutation ($files: [Upload!]!, $id: Int!) { uploadPictures(files: $files, owner: course, ownerId: $id, illustration: true) { id } }',
      variables: { files: [null], id: createCourse.id },
    }),
  );
  form.append('map', JSON.stringify({ 0: ['variables.files.0'] }));
  form.append('0', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'hrnek.jpg');
  const upload = await fetch(`${baseUrl()}/graphql`, {
    method: 'POST',
    headers: { 'access-token': token, 'apollo-require-preflight': 'true' },
    body: form,
  });
  expect(upload.status).toBe(200);
  const { course } = await graphql<{ course: Course }>(
    'query ($id: Int!) { course(id: $id) { id title price freeSpots illustrations { path } } }',
    { id: createCourse.id },
  );
  return course;
}

test('a course page has its title, description, illustration, canonical address and Course data', async () => {
  const course = await illustratedCourse();
  expect(course.illustrations).toHaveLength(1);
  const { status, text: html } = await get(`/course/${course.id}?utm_source=facebook`);
  expect(status).toBe(200);
  expect(html).toMatch(new RegExp(`<title>${course.title}[^<]*</title>`));
  expect(meta(html, 'name', 'description')?.length).toBeGreaterThan(20);
  expect(meta(html, 'property', 'og:title')).toContain(course.title);
  expect(meta(html, 'property', 'og:description')).toBe(meta(html, 'name', 'description'));
  expect(meta(html, 'property', 'og:image')).toBe(`${site()}/public/${course.illustrations[0]?.path}`);
  expect(meta(html, 'property', 'og:url')).toBe(`${site()}/course/${course.id}`);
  expect(html).toContain(`<link rel="canonical" href="${site()}/course/${course.id}">`);
  expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
  const data = jsonLd(html);
  expect(data).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.title,
    offers: { price: course.price, priceCurrency: 'CZK', inventoryLevel: { value: course.freeSpots } },
  });
  expect((data.hasCourseInstance as unknown[]).length).toBeGreaterThan(0);
  expect(data.hasCourseInstance).toContainEqual(
    expect.objectContaining({ offers: expect.objectContaining({ priceCurrency: 'CZK' }) }),
  );
  // The illustration the preview points at is there.
  const image = await fetch(`${baseUrl()}/public/${course.illustrations[0]?.path}`);
  expect(image.status).toBe(200);
});

test('a camp page is an Event with its dates, price and places left', async () => {
  const camp = camps[0];
  if (!camp) throw new Error('no camp in the demo data');
  const { text: html } = await get(`/camp/${camp.id}`);
  expect(meta(html, 'property', 'og:title')).toContain(camp.title);
  expect(html).toContain(`<link rel="canonical" href="${site()}/camp/${camp.id}">`);
  expect(jsonLd(html)).toMatchObject({
    '@type': 'Event',
    name: camp.title,
    startDate: camp.from,
    remainingAttendeeCapacity: camp.freeSpots,
    offers: { price: camp.price, priceCurrency: 'CZK' },
  });
});

test('list pages have a description and canonical address; a missing record is kept out of the index', async () => {
  const { text: list } = await get('/courses?vek=preschool');
  expect(list).toContain(`<link rel="canonical" href="${site()}/courses">`);
  expect(meta(list, 'name', 'description')).toContain('kroužky');
  const missing = await get('/course/99999');
  expect(missing.status).toBe(404);
  expect(missing.text).toContain('<meta name="robots" content="noindex">');
  expect(missing.text).not.toContain('rel="canonical"');
});

test('sitemap.xml lists every visible record by absolute address, and no hidden course', async () => {
  const token = await adminToken();
  const { createCourse: hidden } = await graphql<{ createCourse: { id: number } }>(
    `
      mutation {
        createCourse(
          input: {
            title: "Skrytý kurz SEO"
            type: dancing
            category: preschool
            capacity: 5
            maxCapacity: 6
            price: 1000
            visible: false
          }
        ) {
          id
        }
      }
    `,
    {},
    token,
  );
  const { status, type, text: xml } = await get('/sitemap.xml');
  expect(status).toBe(200);
  expect(type).toMatch(/^application\/xml/);
  expect(xml).toMatch(
    /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
  );
  for (const course of courses) expect(xml).toContain(`<loc>${site()}/course/${course.id}</loc>`);
  for (const camp of camps) expect(xml).toContain(`<loc>${site()}/camp/${camp.id}</loc>`);
  expect(xml).toMatch(new RegExp(`<loc>${site()}/branch/\\d+</loc><lastmod>\\d{4}-\\d\\d-\\d\\d</lastmod>`));
  expect(xml).toMatch(new RegExp(`<loc>${site()}/gallery/\\d+</loc>`));
  expect(xml).toContain(`<loc>${site()}/news</loc>`);
  expect(xml).not.toContain(`/course/${hidden.id}<`);
  expect(xml).not.toContain('/admin');
});

test('robots.txt keeps the back-office and the login out and names the sitemap', async () => {
  const { status, type, text } = await get('/robots.txt');
  expect(status).toBe(200);
  expect(type).toMatch(/^text\/plain/);
  expect(text).toContain('User-agent: *\nDisallow: /admin\nDisallow: /login\n');
  expect(text).toContain(`Sitemap: ${site()}/sitemap.xml`);
});
