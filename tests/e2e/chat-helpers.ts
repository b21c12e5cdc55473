import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

/** The journeys' server runs without SMTP, so e-mails land as .eml files in its DATA_DIR/outbox (a temporary folder). */
export async function outboxMailsMentioning(text: string): Promise<string[]> {
  const found: string[] = [];
  const dataDirs = (await readdir(tmpdir())).filter((name) => name.startsWith('site-e2e-'));
  for (const dir of dataDirs) {
    const outbox = path.join(tmpdir(), dir, 'outbox');
    const files = await readdir(outbox).catch(() => [] as string[]);
    for (const file of files.filter((name) => name.endsWith('.eml'))) {
      const mail = await readFile(path.join(outbox, file), 'utf8');
      if (mail.includes(text)) found.push(mail);
    }
  }
  return found;
}

/** A chat row in the owner's Chats tab, found by the member's e-mail. */
export function chatRow(page: Page, email: string) {
  return page.getByRole('button').filter({ hasText: email });
}

export async function expectUnread(page: Page, email: string, count: number): Promise<void> {
  const row = chatRow(page, email);
  if (count === 0) await expect(row.getByLabel(/unread$/)).toHaveCount(0);
  else await expect(row.getByLabel(`${count} unread`)).toBeVisible();
}

