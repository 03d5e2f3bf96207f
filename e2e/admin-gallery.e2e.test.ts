import sharp from 'sharp';
import type { Browser, BrowserContext } from 'playwright-core';
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

// Upload two pictures into a gallery of our own, see them in the grid, toggle the illustration.

let browser: Browser;
let context: BrowserContext | undefined;
let galleryId: number;

const picture = (red: number) =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: { r: red, g: 120, b: 60 } } })
    .jpeg()
    .toBuffer();

beforeAll(async () => {
  requireSetup();
  const { createGallery } = await graphql<{ createGallery: { id: number } }>(
    `
      mutation ($input: GalleryInput!) {
        createGallery(input: $input) {
          id
        }
      }
    `,
    { input: { title: `Galerie ${unique()}`, visible: false } },
    await apiLogin(),
  );
  galleryId = createGallery.id;
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

afterEach(async () => {
  await context?.close();
  context = undefined;
});

test('upload two pictures with progress, then set and unset the illustration', async () => {
  const opened = await newPage(browser);
  context = opened.context;
  const { page } = opened;
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await loginThroughForm(page, `/admin/gallery/${galleryId}`);
  await page.waitForURL(`${BASE_URL}/admin/gallery/${galleryId}`);
  await shows(page.getByText('List je zatím prázdný.'));

  await page.getByTestId('picture-files').setInputFiles([
    { name: 'prvni.jpg', mimeType: 'image/jpeg', buffer: await picture(200) },
    { name: 'druha.jpg', mimeType: 'image/jpeg', buffer: await picture(40) },
  ]);
  const uploads = page.getByRole('list', { name: 'Nahrávané soubory' });
  await shows(uploads.getByText('prvni.jpg'));
  await shows(uploads.getByText('druha.jpg'));
  await shows(page.getByText('Nahrány 2 fotografie.'));
  const grid = page.getByRole('list', { name: 'Fotografie' });
  await shows(grid.getByRole('img', { name: 'Fotografie 2' }));
  expect(await grid.getByRole('listitem').count()).toBe(2);

  await grid.getByRole('button', { name: 'Nastavit jako titulní: Fotografie 1' }).click();
  await shows(page.getByText('Fotografie je nyní titulní.'));
  await shows(grid.getByRole('button', { name: 'Zrušit titulní: Fotografie 1' }));
  await screenshot(page, 'admin-gallery-detail-1280');

  await grid.getByRole('button', { name: 'Zrušit titulní: Fotografie 1' }).click();
  await shows(page.getByText('Fotografie už není titulní.'));
  await shows(grid.getByRole('button', { name: 'Nastavit jako titulní: Fotografie 1' }));

  // Delete one with the confirmation.
  await grid.getByRole('button', { name: 'Smazat Fotografie 2' }).click();
  await page.getByRole('alertdialog', { name: 'Smazat fotografii?' }).getByRole('button', { name: 'Smazat' }).click();
  await shows(page.getByText('Fotografie byla smazána.'));
  await grid.getByRole('img', { name: 'Fotografie 2' }).waitFor({ state: 'detached' });
  expect(errors).toEqual([]);
});
