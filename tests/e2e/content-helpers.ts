import { expect, type Page } from '@playwright/test';

/** Opens a dashboard view through the hamburger menu. */
export async function openView(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('button', { name: label, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(label);
}

/** Opens a tab of the admin dashboard. */
export async function openAdminTab(page: Page, tab: string): Promise<void> {
  await openView(page, 'Admin Dashboard');
  await page.getByRole('tab', { name: tab }).click();
}

export function uniqueText(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}
