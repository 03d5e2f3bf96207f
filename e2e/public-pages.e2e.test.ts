import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';
import {
  graphql,
  openPage,
  type OpenedPage,
  reusedPage,
  type ReusedPage,
  screenshot,
  seriousAxeViolations,
} from './public-helpers';

// Every public route of the spec at a phone and a desktop width: its heading, no console error,
// no serious or critical axe-core violation, and a screenshot in e2e/artifacts/ (with E2E_SCREENSHOTS=1).

interface DemoIds {
  courses: { id: number; title: string }[];
  camps: { id: number; title: string }[];
  branches: { id: number; title: string }[];
  galleries: { id: number; title: string }[];
}

interface Demo {
  course: { id: number; title: string };
  camp: { id: number; title: string };
  branch: { id: number; title: string };
  gallery: { id: number; title: string };
}

type Route = [name: string, path: (demo: Demo) => string, heading: (demo: Demo) => string];

const fixed = (path: string, heading: string): [(demo: Demo) => string, (demo: Demo) => string] => [
  () => path,
  () => heading,
];

const ROUTES: Route[] = [
  ['home', ...fixed('/', 'Kroužky a tábory pro děti od 2 do 15 let')],
  ['courses', ...fixed('/courses', 'Kroužky')],
  ['course', (demo) => `/course/${demo.course.id}`, (demo) => demo.course.title],
  ['camps', ...fixed('/camps', 'Tábory')],
  ['camp', (demo) => `/camp/${demo.camp.id}`, (demo) => demo.camp.title],
  ['branches', ...fixed('/branches', 'Pobočky')],
  ['branch', (demo) => `/branch/${demo.branch.id}`, (demo) => demo.branch.title],
  ['gallery', ...fixed('/gallery', 'Galerie')],
  ['gallery-detail', (demo) => `/gallery/${demo.gallery.id}`, (demo) => demo.gallery.title],
  ['schedule', ...fixed('/schedule', 'Rozvrh')],
  ['contacts', ...fixed('/contacts', 'Kontakty')],
  ['about-us', ...fixed('/aboutUs', 'O nás')],
  ['lectors', ...fixed('/lectors', 'Lektoři')],
  ['registration', ...fixed('/registration', 'Přihláška')],
  ['registration-course', (demo) => `/registration/${demo.course.id}`, () => 'Přihláška'],
  ['conditions', ...fixed('/conditions', 'Obchodní podmínky')],
  ['gdpr', ...fixed('/gdpr', 'Ochrana osobních údajů')],
  ['agreement-photo', ...fixed('/agreementPhoto', 'Souhlas s pořizováním fotografií')],
  ['news', ...fixed('/news', 'Aktuality')],
  ['videos', ...fixed('/videos', 'Videa')],
  ['not-found', ...fixed('/tohle-neexistuje', 'Stránka nenalezena')],
];

let browser: Browser;
let opened: OpenedPage | undefined;
let demo: Demo;

beforeAll(async () => {
  browser = await launchBrowser();
  const ids = await graphql<DemoIds>(
    '{ courses { id title } camps { id title } branches { id title } galleries { id title } }',
  );
  const [course] = ids.courses;
  const [camp] = ids.camps;
  const [branch] = ids.branches;
  const [gallery] = ids.galleries;
  if (!course || !camp || !branch || !gallery) throw new Error('The demo data set is missing');
  demo = { course, camp, branch, gallery };
});

afterAll(async () => {
  await browser?.close();
});

afterEach(async () => {
  await opened?.context.close();
  opened = undefined;
});

describe.each([375, 1280])('at %i px', (width) => {
  let reused: ReusedPage;

  beforeAll(async () => {
    reused = await reusedPage(browser, width);
  });

  afterAll(async () => {
    await reused?.close();
  });

  test.each(ROUTES)('%s: its heading, no console error, no serious axe violation', async (name, path, heading) => {
    await reused.visit(path(demo));
    const { page, errors } = reused;
    await page.getByRole('heading', { level: 1, name: heading(demo), exact: true }).waitFor({ timeout: 15000 });
    await reused.settled();
    // Lists have loaded: no spinner left.
    await page.getByText('Načítám…').waitFor({ state: 'detached', timeout: 15000 });
    await screenshot(page, `public-${name}-${width}`);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

test('course list: grouped by activity type, filtered by the child’s age, full courses say Obsazeno', async () => {
  opened = await openPage(browser, 1280, '/courses');
  const { page, errors } = opened;
  for (const group of ['Tanec', 'Sport', 'Tvoření', 'Ostatní']) {
    await page.getByRole('heading', { level: 2, name: group }).waitFor();
  }
  await page.getByText('Obsazeno').first().waitFor();
  await page.getByRole('combobox', { name: 'Věk dítěte' }).selectOption('5');
  await page.waitForURL(/age=5/);
  await page.getByRole('link', { name: 'Předškolní balet' }).waitFor();
  // The previous list stays while the filtered one loads.
  await page.getByRole('link', { name: 'Parkour' }).waitFor({ state: 'detached' });
  expect(errors).toEqual([]);
});

test('gallery: the lightbox opens from a thumbnail, moves with the arrow keys and closes with Escape', async () => {
  const { galleries } = await graphql<DemoIds>('{ galleries { id title } }');
  const gallery = galleries[0];
  if (!gallery) throw new Error('no gallery');
  opened = await openPage(browser, 375, `/gallery/${gallery.id}`);
  const { page, errors } = opened;
  await page.getByRole('button', { name: /^Zvětšit fotku 1 z/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog
    .getByText(/fotka 1 z \d+/)
    .first()
    .waitFor();
  await page.keyboard.press('ArrowRight');
  await dialog
    .getByText(/fotka 2 z \d+/)
    .first()
    .waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  expect(errors).toEqual([]);
});

test('narrow screen: the drawer opens from the right at 300 px and closes on navigation', async () => {
  opened = await openPage(browser, 375, '/');
  const { page, errors } = opened;
  await page.getByRole('button', { name: 'Otevřít menu' }).click();
  const nav = page.getByRole('navigation', { name: 'Hlavní menu' });
  await nav.waitFor();
  // Once it has slid in, it sits against the right edge.
  await page.waitForFunction(() => {
    const box = document.querySelector('dialog[open]')?.getBoundingClientRect();
    return box !== undefined && Math.round(box.right) === window.innerWidth;
  });
  const box = await page.locator('dialog[open]').boundingBox();
  expect(Math.round(box?.width ?? 0)).toBe(300);
  await nav.getByRole('button', { name: 'Nabídka' }).click();
  await nav.getByRole('link', { name: 'Tábory' }).click();
  await page.waitForURL(/\/camps$/);
  await nav.waitFor({ state: 'hidden' });
  await page.getByRole('heading', { level: 1, name: 'Tábory' }).waitFor();
  expect(errors).toEqual([]);
});

test('about us: each Info anchor leads to its section', async () => {
  opened = await openPage(browser, 1280, '/aboutUs#forKindergarden');
  const { page, errors } = opened;
  const section = page.getByRole('heading', { level: 2, name: 'Pro školky' });
  await section.waitFor();
  await expect(section.evaluate((element) => element.id)).resolves.toBe('forKindergarden');
  await page.waitForFunction(() => document.activeElement?.id === 'forKindergarden');
  expect(errors).toEqual([]);
});
