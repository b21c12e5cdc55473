import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { OWNER_EMAIL, expectAccessible, openAdminTab, signIn, uniqueEmail, keepPicture } from './fixtures.js';

/** Issue 32, outgoing webhooks: the owner adds an endpoint in Integrations, a new member signs in, the log shows it delivered. */
test('the owner registers a webhook endpoint and sees a new member delivered to it', async ({ page, browser }, testInfo) => {
  test.setTimeout(120_000);
  const received: string[] = [];
  const receiver = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      if (request.headers['site-signature']) received.push(body);
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;

  await signIn(page, OWNER_EMAIL);
  await openAdminTab(page, 'Integrations');
  await expect(page.getByText('No endpoints yet.')).toBeVisible();
  await expect(page.getByText('Nothing sent yet.')).toBeVisible();
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await keepPicture(page, testInfo.outputPath(`integrations-empty-${width}.png`), { fullPage: true });
  }

  const form = page.getByRole('form', { name: 'New webhook endpoint' });
  await form.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(form.getByText('Pick at least one event.')).toBeVisible();
  await form.getByLabel('Endpoint URL').fill(url);
  await form.getByLabel('Description').fill('Member CRM');
  await form.getByRole('checkbox', { name: 'Member created' }).check();
  await form.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(page.getByRole('status').getByText(/^whsec_/)).toBeVisible();
  await expect(page.getByRole('table', { name: /Endpoints/ }).getByRole('row').filter({ hasText: 'Member CRM' })).toContainText('Member created');
  await expectAccessible(page, '.integrations-tab');
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await keepPicture(page, testInfo.outputPath(`integrations-secret-${width}.png`), { fullPage: true });
  }
  await page.getByRole('button', { name: 'I have copied it' }).click();

  const memberContext = await browser.newContext();
  const email = uniqueEmail('hooked');
  await signIn(await memberContext.newPage(), email);
  await memberContext.close();
  await expect.poll(() => received.some((body) => body.includes(email))).toBe(true);

  await page.reload();
  await openAdminTab(page, 'Integrations');
  const log = page.getByRole('table', { name: /Deliveries/ });
  await expect(log.getByRole('row').filter({ hasText: 'Member created' }).first()).toContainText(/Delivered\s*200\s*1/);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await keepPicture(page, testInfo.outputPath(`integrations-${width}.png`), { fullPage: true });
  }
  receiver.close();
});
