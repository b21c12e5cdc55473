import { expect, test } from '@playwright/test';
import { GALLERY_MESSAGES } from '../../src/shared/features/gallery.schema.js';
import { NO_DOWNLOADS_MESSAGE } from '../../src/shared/features/downloads.schema.js';
import { expectAccessible, openAdminTab, openNavItems, openView, OWNER_EMAIL, signIn, uniqueEmail, uniqueId, keepPicture } from './fixtures.js';
import { apiConfiguredGallery, apiUpload, artwork, galleryFilenames, openConfiguredGallery } from './gallery-helpers.js';

/**
 * Galleries against the real server. The owner (admin, every Pro permission)
 * is the Pro user and uploader; a fresh account is the Basic user.
 */

test.describe('galleries', () => {
  test('the admin uploads three images with progress, renames, reorders by number and by drag, and deletes one', async ({ page }) => {
    await signIn(page, OWNER_EMAIL);
    const folder = uniqueId('Folder');
    await openView(page, 'Pro Galleries');

    // Folder and gallery through the modals.
    await page.getByRole('button', { name: 'Add Folder' }).click();
    const folderDialog = page.getByRole('dialog', { name: 'Add Folder' });
    await folderDialog.getByRole('button', { name: 'Add Folder' }).click();
    await expect(folderDialog.getByText(GALLERY_MESSAGES.folderNameRequired)).toBeVisible();
    await folderDialog.getByLabel('Folder name').fill(folder);
    await folderDialog.getByRole('button', { name: 'Add Folder' }).click();
    await expect(folderDialog).toBeHidden();
    await expectAccessible(page, '.pro-galleries');
    await page.getByRole('button', { name: new RegExp(`^${folder}`) }).click();
    await page.getByRole('button', { name: 'Add Gallery' }).click();
    const galleryDialog = page.getByRole('dialog', { name: 'Add Gallery' });
    await galleryDialog.getByLabel('Display name').fill('Night Walk');
    const galleryId = uniqueId('walk ');
    await galleryDialog.getByLabel('Gallery id').fill(galleryId);
    const collection = `gallery_${galleryId.toLowerCase().replace(/\s+/g, '_')}`;
    await expect(galleryDialog.getByText(`Collection name: ${collection}`)).toBeVisible();
    await galleryDialog.getByRole('button', { name: 'Add Gallery' }).click();
    await expect(galleryDialog).toBeHidden();
    await page.getByRole('button', { name: /^Night Walk/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Night Walk' })).toBeVisible();
    await expect(page.getByText('No images in this gallery yet.')).toBeVisible();

    // Three files, each with its own progress bar; the input is disabled while it runs.
    await page.route('**/images', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    const files = await Promise.all(['a.png', 'b.png', 'c.png'].map(async (name, i) => ({ name, mimeType: 'image/png', buffer: await artwork(i + 1) })));
    await page.getByLabel('Upload Images').setInputFiles(files);
    await expect(page.getByText('Uploading...')).toBeVisible();
    await expect(page.locator('input[type="file"]')).toBeDisabled();
    for (const file of files) await expect(page.getByRole('progressbar', { name: `Upload of ${file.name}` })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Uploads' }).getByText('Done')).toHaveCount(3, { timeout: 20_000 });
    await expect(page.getByText('Upload Images')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Open / })).toHaveCount(3);
    await page.unroute('**/images');

    // Rename: an empty name is refused; a trimmed one is saved.
    await page.getByRole('button', { name: 'Rename Gallery' }).click();
    const rename = page.getByRole('dialog', { name: 'Rename Gallery' });
    await rename.getByLabel('Gallery name').fill('   ');
    await rename.getByRole('button', { name: 'Save' }).click();
    await expect(rename.getByText(GALLERY_MESSAGES.nameRequired)).toBeVisible();
    await rename.getByLabel('Gallery name').fill('  Moon Walk  ');
    await rename.getByRole('button', { name: 'Save' }).click();
    await expect(rename).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Moon Walk' })).toBeVisible();

    // Reorder by number: non-numeric becomes 0, negative is ignored.
    expect(await galleryFilenames(page, collection)).toEqual(['a.png', 'b.png', 'c.png']);
    await page.getByRole('button', { name: 'Reorder Images' }).click();
    await page.getByLabel('Order of a.png').fill('5');
    await page.getByLabel('Order of b.png').fill('-3');
    await page.getByLabel('Order of c.png').fill('first');
    await page.getByRole('button', { name: 'Save Order' }).click();
    await expect(page.getByRole('button', { name: 'Reorder Images' })).toBeVisible();
    await expect.poll(() => galleryFilenames(page, collection)).toEqual(['c.png', 'b.png', 'a.png']);

    // Reorder by drag: c.png (first) dropped on a.png (last).
    await page.getByRole('button', { name: 'Reorder Images' }).click();
    // Measured once the board has settled under the pointer: hovering scrolls the handle into view first.
    await page.getByRole('button', { name: 'Drag c.png' }).hover();
    const from = await page.getByRole('button', { name: 'Drag c.png' }).boundingBox();
    const to = await page.getByRole('button', { name: 'Drag a.png' }).boundingBox();
    if (!from || !to) throw new Error('tiles not laid out');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 20, from.y + from.height / 2, { steps: 4 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
    await page.mouse.up();
    await expect(page.getByLabel('Order of c.png')).toHaveValue('2');
    await page.getByRole('button', { name: 'Save Order' }).click();
    await expect.poll(() => galleryFilenames(page, collection)).toEqual(['b.png', 'a.png', 'c.png']);

    // Delete one.
    await page.getByRole('button', { name: 'Delete b.png' }).click();
    await page.getByRole('dialog', { name: 'Delete image?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('button', { name: 'Open b.png' })).toHaveCount(0);
    await expect.poll(() => galleryFilenames(page, collection)).toEqual(['a.png', 'c.png']);
  });

  test('a Pro user likes and unlikes, and the lightbox keys wrap around', async ({ page }) => {
    await signIn(page, OWNER_EMAIL);
    const folder = uniqueId('Likes');
    const collection = await apiConfiguredGallery(page, folder, 'Hearts', uniqueId('hearts'));
    for (const [i, name] of ['one.png', 'two.png', 'three.png'].entries()) await apiUpload(page, collection, name, i + 10);
    await openConfiguredGallery(page, folder, 'Hearts');

    const like = page.getByRole('button', { name: 'Like one.png' });
    await like.click();
    const unlike = page.getByRole('button', { name: 'Unlike one.png' });
    await expect(unlike).toHaveAttribute('aria-pressed', 'true');
    await expect(unlike).toContainText('1');
    await expect(page.getByTestId('total-likes')).toHaveText('1 total like');
    await unlike.click();
    await expect(page.getByRole('button', { name: 'Like one.png' })).toContainText('0');
    await expect(page.getByTestId('total-likes')).toHaveText('0 total likes');
    await expectAccessible(page, '.gallery');

    await page.getByRole('button', { name: 'Open one.png' }).click();
    const counter = page.locator('.yarl__counter');
    // Each step waits for the slide animation to end; the lightbox ignores keys while it runs.
    const step = async (action: () => Promise<void>, expected: string) => {
      await action();
      await expect(counter).toHaveText(expected);
      await page.waitForTimeout(700);
    };
    await expect(counter).toHaveText('1 / 3');
    await step(() => page.keyboard.press('ArrowLeft'), '3 / 3');
    await step(() => page.keyboard.press('ArrowRight'), '1 / 3');
    await step(() => page.getByRole('button', { name: 'Next' }).click(), '2 / 3');
    await step(() => page.getByRole('button', { name: 'Previous' }).click(), '1 / 3');
    await step(() => page.getByRole('button', { name: 'Previous' }).click(), '3 / 3');
    await page.keyboard.press('Escape');
    await expect(counter).toBeHidden();
    await page.getByRole('button', { name: 'Open two.png' }).click();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(counter).toBeHidden();
  });

  test('the grid has 4, 3, 2 and 1 columns at 1200, 1000, 600 and 400 px', async ({ page, browser }) => {
    await signIn(page, OWNER_EMAIL);
    for (let i = 0; i < 4; i += 1) await apiUpload(page, 'gallery_pro', `grid${i}.png`, i + 20);
    await openView(page, 'Pro Galleries');
    await page.getByRole('button', { name: /^Pro Gallery/ }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Pro Gallery' })).toBeVisible();
    for (const [width, columns] of [[1200, 4], [1000, 3], [600, 2], [400, 1]] as const) {
      await page.setViewportSize({ width, height: 900 });
      await expect(page.locator('.masonry')).toHaveAttribute('data-columns', String(columns));
      await expect(page.locator('.masonry__column')).toHaveCount(columns);
    }
    // The first row loads at once and first, the rest lazily; a phone takes the small derivative.
    const imgs = page.locator('.masonry img');
    await expect(imgs.first()).toHaveAttribute('fetchpriority', 'high');
    await expect(imgs.first()).toHaveAttribute('loading', 'eager');
    await expect(imgs.nth(1)).toHaveAttribute('loading', 'lazy');
    await expect(imgs.first()).toHaveAttribute('srcset', /480w/);
    // Even a phone with three device pixels per CSS pixel (where `sizes` alone would pick the large one).
    const phone = await browser.newContext({ viewport: { width: 400, height: 800 }, deviceScaleFactor: 3, storageState: await page.context().storageState() });
    const phonePage = await phone.newPage();
    await phonePage.goto('/auth-home?view=gallery_pro');
    const phoneImg = phonePage.locator('.masonry img').first();
    await expect.poll(() => phoneImg.evaluate((img) => (img as unknown as { currentSrc: string }).currentSrc)).toMatch(/\/thumb\.\w+(\?|$)/);
    await phone.close();

    // The Pro gallery's lightbox captions each photo with its filename.
    await page.getByRole('button', { name: 'Open grid3.png' }).click();
    await expect(page.locator('.yarl__slide_current .yarl__slide_title')).toHaveText('grid3');
  });

  test('scrolling to the end of a long gallery loads the next page into the same grid', async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    await signIn(page, OWNER_EMAIL);
    const id = uniqueId('l');
    const collection = await apiConfiguredGallery(page, `Long ${id}`, `Long ${id}`, `long-${id}`);
    for (let i = 0; i < 65; i += 1) await apiUpload(page, collection, `long${i}.png`, i + 100, [64 + (i % 3) * 16, 48]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await openConfiguredGallery(page, `Long ${id}`, `Long ${id}`);
    const tiles = page.locator('.masonry .masonry__item');
    await expect(tiles).toHaveCount(60);
    await keepPicture(page, testInfo.outputPath('first-page-1280.png'));
    await page.getByRole('button', { name: 'Show more images' }).scrollIntoViewIfNeeded();
    await expect(tiles).toHaveCount(65);
    await expect(page.getByRole('button', { name: 'Show more images' })).toHaveCount(0);
    // The admin's order across the pages, each image once, in the same four columns.
    await expect(page.getByRole('button', { name: 'Open long64.png' })).toHaveCount(1);
    await expect(page.locator('.masonry')).toHaveAttribute('data-columns', '4');
    await keepPicture(page, testInfo.outputPath('all-pages-1280.png'), { fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.locator('.masonry')).toHaveAttribute('data-columns', '1');
    await keepPicture(page, testInfo.outputPath('all-pages-375.png'));
  });

  test('a Basic user sees the teasers and is refused the Pro views and bytes', async ({ page, browser }) => {
    const owner = await (await browser.newContext()).newPage();
    await signIn(owner, OWNER_EMAIL);
    const teaser = await apiUpload(owner, 'gallery', 'teaser.png', 30);
    const pro = await apiUpload(owner, 'gallery_pro', 'secret.png', 31);

    await signIn(page, uniqueEmail('basic'));
    await openView(page, 'Gallery');
    await expect(page.getByRole('heading', { name: GALLERY_MESSAGES.teaserHeading })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open teaser.png' }).first()).toBeVisible();
    await expect(page.getByText('Upload Images')).toHaveCount(0);
    await expectAccessible(page, '.gallery');
    expect(await openNavItems(page)).not.toContain('Pro Galleries');

    expect((await page.request.get(teaser.thumb.url)).status()).toBe(200);
    // Pro media URLs are handed out only to Pro viewers; the bare path, or another viewer's signature, opens nothing.
    for (const url of [pro.url, pro.thumb.url, pro.display.url]) {
      const response = await page.request.get(url.split('?')[0]!);
      expect(response.status()).toBe(403);
      expect(response.headers()['content-type']).toContain('application/json');
    }
    expect((await page.request.get('/api/galleries/gallery_pro')).status()).toBe(403);
    await owner.context().close();
  });

  test('a long press logs a download event that appears live in the Police tab', async ({ page, browser }) => {
    // The monitor, in the owner's other tab; the photo lives in a gallery of its own, so
    // uploads by journeys running alongside cannot move it under the pointer.
    const monitor = await (await browser.newContext()).newPage();
    await signIn(monitor, OWNER_EMAIL);
    await openAdminTab(monitor, 'Police');
    // Police also lists the pictures received; download attempts have a section of their own.
    const attempts = monitor.getByRole('region', { name: 'Download attempts' });
    await expect(attempts.getByText(NO_DOWNLOADS_MESSAGE).or(attempts.getByRole('table'))).toBeVisible();

    await signIn(page, OWNER_EMAIL);
    const folder = uniqueId('Press');
    const title = uniqueId('Pressed');
    const collection = await apiConfiguredGallery(page, folder, title, uniqueId('pressed'));
    await apiUpload(page, collection, 'pressme.png', 40);
    await openConfiguredGallery(page, folder, title);
    const photo = page.getByRole('button', { name: 'Open pressme.png' });
    const box = await photo.boundingBox();
    if (!box) throw new Error('photo not laid out');
    const logged = page.waitForResponse((response) => response.url().endsWith('/api/downloads') && response.request().method() === 'POST');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    expect((await logged).status()).toBe(201);
    await page.mouse.up();
    // The release after a long press does not open the lightbox.
    await expect(page.locator('.yarl__counter')).toHaveCount(0);

    // Police names the picture and the gallery by what the owner sees, not by storage paths.
    const row = attempts.getByRole('row').filter({ hasText: title });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Long press');
    await expect(row).toContainText(OWNER_EMAIL);
    await expectAccessible(monitor, '.data-table');
    await monitor.context().close();
  });
});
