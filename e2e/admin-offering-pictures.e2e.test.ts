import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import {
  apiLogin,
  BASE_URL,
  graphql,
  loginThroughForm,
  newPage,
  requireSetup,
  screenshot,
  shows,
  unique,
} from './admin-helpers';
import { seriousAxeViolations, waitForHydration } from './public-helpers';

// Pictures of a course and a camp through the back-office's picture manager: upload with visible
// progress, caption, illustration, order by keyboard and by dragging, deletion; the public pages show
// them in that order with the caption as alt text. Course and camp are this file's own.

let browser: Browser;
let context: BrowserContext | undefined;
let token: string;
let course: { id: number; title: string };
let camp: { id: number; title: string };

const jpeg = (red: number) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: { r: red, g: 120, b: 60 } } })
    .jpeg()
    .toBuffer();

/** Noise does not compress: a PNG big enough that a throttled upload shows its progress. */
async function bigPng(): Promise<Buffer> {
  const width = 420;
  const height = 320;
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index += 1) pixels[index] = (index * 7919) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

interface StoredPicture {
  id: number;
  path: string;
  caption: string | null;
  illustration: boolean;
}

const storedPictures = async (owner: 'course' | 'camp' | 'gallery', ownerId: number) =>
  (
    await graphql<{ pictures: StoredPicture[] }>(
      'query ($owner: PictureOwner!, $ownerId: Int!) { pictures(owner: $owner, ownerId: $ownerId) { id path caption illustration } }',
      { owner, ownerId },
    )
  ).pictures;

beforeAll(async () => {
  requireSetup();
  token = await apiLogin();
  const title = `Keramika ${unique()}`;
  const offering = { capacity: 10, maxCapacity: 12, price: 1500, category: 'older_children', type: 'creative' };
  const created = await graphql<{ createCourse: { id: number } }>(
    'mutation ($input: CourseInput!) { createCourse(input: $input) { id } }',
    { input: { ...offering, title, visible: true } },
    token,
  );
  course = { id: created.createCourse.id, title };
  const campTitle = `Tábor u řeky ${unique()}`;
  const createdCamp = await graphql<{ createCamp: { id: number } }>(
    'mutation ($input: CampInput!) { createCamp(input: $input) { id } }',
    { input: { ...offering, title: campTitle, from: '2027-07-05', to: '2027-07-11', visible: true } },
    token,
  );
  camp = { id: createdCamp.createCamp.id, title: campTitle };
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function openAdmin(path: string, width = 1440): Promise<{ page: Page; errors: string[] }> {
  const opened = await newPage(browser, width);
  context = opened.context;
  const { page } = opened;
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await loginThroughForm(page, path);
  await page.waitForURL(`${BASE_URL}${path}`);
  return { page, errors };
}

test('a course: upload with progress, caption, illustration, order by keyboard and drag, public alt texts, delete', async () => {
  const { page, errors } = await openAdmin('/admin/courses');
  // The course list leads to the pictures.
  await page.getByRole('searchbox', { name: 'Hledat' }).fill(course.title);
  await page.getByRole('link', { name: `Fotografie kroužku ${course.title}` }).click();
  await page.waitForURL(`${BASE_URL}/admin/courses/${course.id}/pictures`);
  await shows(page.getByRole('heading', { name: `Fotografie kroužku ${course.title}` }));
  await shows(page.getByText('List je zatím prázdný.'));

  const files = page.getByTestId('picture-files');
  const uploads = page.getByRole('list', { name: 'Nahrávané soubory' });
  await files.setInputFiles([{ name: 'ohen.jpg', mimeType: 'image/jpeg', buffer: await jpeg(200) }]);
  await shows(page.getByText('Fotografie byla nahrána.'));

  // A slow connection: the second file's bar is seen part way.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 100 * 1024,
  });
  await files.setInputFiles([{ name: 'les.png', mimeType: 'image/png', buffer: await bigPng() }]);
  await shows(uploads.getByText('Nahrávám…'));
  await page.waitForFunction(() => {
    const bar = document.querySelector('[role="progressbar"][aria-label="les.png"]');
    const value = Number(bar?.getAttribute('aria-valuenow'));
    return value > 0 && value < 100;
  });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await shows(uploads.getByRole('listitem').filter({ hasText: 'les.png' }).getByText('Nahráno'));

  const grid = page.getByRole('list', { name: 'Fotografie' });
  await shows(grid.getByRole('img', { name: 'Fotografie 2' }));
  const [fire, forest] = await storedPictures('course', course.id);

  // A caption: too long is refused in Czech before sending; a good one is saved with Enter.
  const caption = grid.getByRole('textbox', { name: 'Popisek: Fotografie 1' });
  await caption.fill('x'.repeat(201));
  await caption.press('Enter');
  await shows(grid.getByRole('alert').getByText('Text je příliš dlouhý (nejvýše 200 znaků)'));
  await caption.fill('Děti u táboráku');
  await caption.press('Enter');
  await shows(page.getByText('Popisek byl uložen.'));

  await grid.getByRole('button', { name: 'Nastavit jako titulní: Fotografie 1' }).click();
  await shows(page.getByText('Fotografie je nyní titulní.'));
  await shows(grid.getByRole('button', { name: 'Zrušit titulní: Fotografie 1' }));
  expect(await storedPictures('course', course.id)).toEqual([
    { ...fire, caption: 'Děti u táboráku', illustration: true },
    forest,
  ]);
  await screenshot(page, 'pictures-course-1440');

  // By keyboard: the first picture moves later, and the focus stays with it.
  await grid.getByRole('button', { name: 'Posunout později: Fotografie 1' }).focus();
  await page.keyboard.press('Enter');
  await shows(page.getByRole('status').getByText('Fotografie 1 je nyní na pozici 2 z 2.'));
  await page.waitForFunction(
    () => document.activeElement?.getAttribute('aria-label') === 'Posunout dříve: Fotografie 2',
  );
  expect((await storedPictures('course', course.id)).map((picture) => picture.id)).toEqual([forest!.id, fire!.id]);
  await shows(grid.getByRole('listitem').nth(1).getByRole('button', { name: 'Zrušit titulní: Fotografie 2' }));

  // By mouse: the second card dragged onto the first.
  await grid.getByRole('listitem').nth(1).dragTo(grid.getByRole('listitem').nth(0));
  await shows(page.getByRole('status').getByText('Fotografie 2 je nyní na pozici 1 z 2.'));
  expect((await storedPictures('course', course.id)).map((picture) => picture.id)).toEqual([fire!.id, forest!.id]);

  // The public page: in this order, the caption as alt, else the course's name.
  const visitor = await context!.newPage();
  await visitor.goto(`${BASE_URL}/course/${course.id}`);
  const images = visitor.locator('main img');
  await shows(visitor.getByRole('img', { name: 'Děti u táboráku' }));
  expect(await images.evaluateAll((all) => all.map((image) => image.getAttribute('alt')))).toEqual([
    'Děti u táboráku',
    course.title,
  ]);
  await visitor.close();

  // Delete: the picture and its file are gone.
  await grid.getByRole('button', { name: 'Smazat Fotografie 2' }).click();
  await page.getByRole('alertdialog', { name: 'Smazat fotografii?' }).getByRole('button', { name: 'Smazat' }).click();
  await shows(page.getByText('Fotografie byla smazána.'));
  await grid.getByRole('img', { name: 'Fotografie 2' }).waitFor({ state: 'detached' });
  expect((await storedPictures('course', course.id)).map((picture) => picture.id)).toEqual([fire!.id]);
  expect((await fetch(`${BASE_URL}/public/${forest!.path}`)).status).toBe(404);
  expect(errors).toEqual([]);
});

test('a camp: upload, caption, the camp page shows it as alt', async () => {
  const path = `/admin/camps/${camp.id}/pictures`;
  const { page, errors } = await openAdmin(path);
  await shows(page.getByRole('heading', { name: `Fotografie tábora ${camp.title}` }));
  await page
    .getByTestId('picture-files')
    .setInputFiles([{ name: 'stany.jpg', mimeType: 'image/jpeg', buffer: await jpeg(90) }]);
  await shows(page.getByText('Fotografie byla nahrána.'));
  const caption = page.getByRole('textbox', { name: 'Popisek: Fotografie 1' });
  await caption.fill('Stany u řeky');
  await page.getByRole('button', { name: 'Uložit popisek: Fotografie 1' }).click();
  await shows(page.getByText('Popisek byl uložen.'));

  const visitor = await context!.newPage();
  await visitor.goto(`${BASE_URL}/camp/${camp.id}`);
  await shows(visitor.getByRole('img', { name: 'Stany u řeky' }));
  await visitor.close();
  expect(errors).toEqual([]);
});

/** A gallery of its own with one picture uploaded over the API. */
async function galleryWithPicture(): Promise<{ galleryId: number; pictureId: number }> {
  const { createGallery } = await graphql<{ createGallery: { id: number } }>(
    'mutation ($input: GalleryInput!) { createGallery(input: $input) { id } }',
    { input: { title: `Galerie ${unique()}`, visible: true } },
    token,
  );
  const form = new FormData();
  form.append('file', new Blob([await jpeg(150)], { type: 'image/jpeg' }), 'zapad.jpg');
  const uploaded = await fetch(`${BASE_URL}/api/upload?owner=gallery&ownerId=${createGallery.id}`, {
    method: 'POST',
    headers: { 'access-token': token },
    body: form,
  });
  expect(uploaded.status).toBe(201);
  const [{ id }] = (await uploaded.json()) as [{ id: number }];
  return { galleryId: createGallery.id, pictureId: id };
}

test('a gallery: the caption names the thumbnail and is the alt text in the lightbox', async () => {
  const { galleryId, pictureId: id } = await galleryWithPicture();
  await graphql('mutation ($id: Int!) { setPictureCaption(id: $id, caption: "Západ slunce") { id } }', { id }, token);

  const opened = await newPage(browser, 1440);
  context = opened.context;
  const { page } = opened;
  await page.goto(`${BASE_URL}/gallery/${galleryId}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Zvětšit fotku 1 z 1: Západ slunce' }).click();
  await shows(page.getByRole('dialog').getByRole('img', { name: 'Západ slunce' }));
});

test('a caption saved when the list’s reload after it is lost is told saved, not failed', async () => {
  const { galleryId, pictureId } = await galleryWithPicture();
  const { page, errors } = await openAdmin(`/admin/gallery/${galleryId}`);
  const caption = page.getByRole('textbox', { name: 'Popisek: Fotografie 1' });
  await shows(caption);
  // From here on the picture list's reload never arrives; the caption itself reaches the server.
  await page.route('**/graphql', (route) =>
    route.request().postData()?.includes('"operationName":"AdminPictures"') ? route.abort('failed') : route.continue(),
  );
  await caption.fill('Večer u ohně');
  await page.getByRole('button', { name: 'Uložit popisek: Fotografie 1' }).click();
  await shows(page.getByText('Popisek byl uložen.'));
  await shows(page.getByText('Fotografie se nepodařilo načíst.'));
  await page.waitForTimeout(500);
  expect(await page.getByText('Popisek se nepodařilo uložit.').count()).toBe(0);
  const stored = await storedPictures('gallery', galleryId);
  expect(stored.find((picture) => picture.id === pictureId)?.caption).toBe('Večer u ohně');
  expect(errors).toEqual([]);
});

test('the course pictures at 375 px', async () => {
  const { page, errors } = await openAdmin(`/admin/courses/${course.id}/pictures`, 375);
  await shows(page.getByRole('img', { name: 'Fotografie 1' }));
  await page
    .getByTestId('picture-files')
    .setInputFiles([{ name: 'hrnky.jpg', mimeType: 'image/jpeg', buffer: await jpeg(30) }]);
  const uploaded = page.getByText('Fotografie byla nahrána.');
  await shows(uploaded);
  await shows(page.getByRole('textbox', { name: 'Popisek: Fotografie 2' }));
  await uploaded.waitFor({ state: 'detached' });
  await screenshot(page, 'pictures-course-375');
  expect(await seriousAxeViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});
