import { expect, test } from '@playwright/test';
import { expectAccessible, openNavItems, openView, OWNER_EMAIL, sameOriginHeaders, signIn, uniqueEmail, uniqueText } from './fixtures.js';

/** My LinkTree: the owner adds, edits and deletes a link; the code's Copy button confirms for 2 seconds. */

const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('the owner adds, edits and deletes an affiliate link', async ({ page }) => {
  await signIn(page, OWNER_EMAIL);
  await openView(page, 'My LinkTree');
  const title = uniqueText('Tablet');

  await page.getByRole('button', { name: 'Add affiliate link' }).click();
  const form = page.getByRole('dialog', { name: 'Add affiliate link' });
  await form.getByRole('button', { name: 'Add Link' }).click();
  await expect(form.getByText('Please enter a title.')).toBeVisible();
  await form.getByRole('textbox', { name: /Title/ }).fill(title);
  await form.getByRole('textbox', { name: /Description/ }).fill('The pen display I draw on.');
  await form.getByRole('textbox', { name: /Link URL/ }).fill('javascript:alert(1)');
  await form.getByRole('button', { name: 'Add Link' }).click();
  await expect(form.getByText('Please enter a valid URL starting with http:// or https://.')).toBeVisible();
  await form.getByRole('textbox', { name: /Link URL/ }).fill('https://shop.example.com/tablet');
  await form.getByRole('textbox', { name: /Code/ }).fill('ART15');
  await form.getByRole('textbox', { name: /Discount/ }).fill('15');
  await form.getByLabel('Image').setInputFiles({ name: 'tablet.png', mimeType: 'image/png', buffer: TINY_PNG });
  await form.getByRole('button', { name: 'Add Link' }).click();
  await expect(form).toBeHidden();

  const card = page.getByRole('article', { name: title });
  await expect(card.getByText('15% off')).toBeVisible();
  // The picture is decorative (alt=""); it loads through the access-checked route, re-encoded.
  const image = card.locator('img');
  await expect(image).toHaveAttribute('src', /^\/api\/media\/affiliate_images\/.+\.webp\?/);
  await expect.poll(() => image.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBe(1);
  await expect(card.getByRole('link', { name: `Visit ${title} (opens in a new tab)` })).toHaveAttribute('href', 'https://shop.example.com/tablet');

  await expectAccessible(page, 'main');

  await card.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit affiliate link' });
  await edit.getByRole('textbox', { name: /Code/ }).fill('ART20');
  await edit.getByRole('textbox', { name: /Discount/ }).fill('20% off the first order');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(card.getByText('ART20')).toBeVisible();
  await expect(card.getByText('20% off the first order')).toBeVisible();

  await card.getByRole('button', { name: `Delete ${title}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete affiliate link' });
  await expect(confirm).toContainText('Are you sure you want to delete this affiliate link?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(card).toHaveCount(0);
});

test('shows "Upload failed: " when the image is not an image', async ({ page }) => {
  await signIn(page, OWNER_EMAIL);
  await openView(page, 'My LinkTree');
  await page.getByRole('button', { name: 'Add affiliate link' }).click();
  const form = page.getByRole('dialog', { name: 'Add affiliate link' });
  await form.getByRole('textbox', { name: /Title/ }).fill(uniqueText('Bad image'));
  await form.getByRole('textbox', { name: /Description/ }).fill('Not an image at all.');
  await form.getByRole('textbox', { name: /Link URL/ }).fill('https://shop.example.com/x');
  await form.getByLabel('Image').setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<svg onload="alert(1)"/>') });
  await form.getByRole('button', { name: 'Add Link' }).click();
  await expect(form.getByRole('alert')).toHaveText('Upload failed: this file is not an image.');
});

test('the code copy button confirms for 2 seconds', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, OWNER_EMAIL);
  const title = uniqueText('Pens');
  const created = await page.request.post('/api/admin/affiliate-links', {
    headers: sameOriginHeaders(page),
    multipart: { title, description: 'Soft tips.', link: 'https://shop.example.com/pens', code: 'INK10' },
  });
  expect(created.status()).toBe(201);

  // A paused clock makes the 2-second window exact, however busy the machine is.
  await page.clock.install();
  await page.reload();
  await openView(page, 'My LinkTree');
  const card = page.getByRole('article', { name: title });
  // The list loads first: a clock paused while it is on its way would hold it at "Loading links…".
  await expect(card).toBeVisible();
  await page.clock.pauseAt(Date.now() + 60_000);
  await card.getByRole('button', { name: 'Copy code INK10' }).click();
  await expect(card.getByRole('button', { name: 'Copied INK10' })).toHaveText('Copied!');
  expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe('INK10');
  await page.clock.runFor(1_900);
  await expect(card.getByRole('button', { name: 'Copied INK10' })).toBeVisible();
  await page.clock.runFor(200);
  await expect(card.getByRole('button', { name: 'Copy code INK10' })).toHaveText('Copy');
});

test('a Basic member cannot reach My LinkTree or the Pro poem', async ({ page }) => {
  await signIn(page, uniqueEmail('basic'));
  const items = await openNavItems(page);
  expect(items).toContain("What's New");
  expect(items).not.toContain('Pro Poem');
  expect(items).not.toContain('My LinkTree');
  // Asked for through navigation state, the poem is ignored and What's New stays.
  await page.evaluate("window.history.replaceState({ usr: { component: 'poem' }, key: 'poem', idx: 0 }, '')");
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: "What's New" })).toBeVisible();
  // The server refuses the poem too.
  const poem = await page.request.get('/api/content/poem');
  expect(poem.status()).toBe(403);
  expect((await page.request.get('/api/affiliate-links')).status()).toBe(403);
});
