import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { siteContent } from './content.table.js';

export async function findContent(db: Db, key: string): Promise<unknown> {
  const rows = await db.select({ value: siteContent.value }).from(siteContent).where(eq(siteContent.key, key)).limit(1);
  return rows[0]?.value;
}

/** The stored values of several keys at once; missing keys are absent from the map. */
export async function findContents(db: Db, keys: string[]): Promise<Map<string, unknown>> {
  const rows = await db.select().from(siteContent).where(inArray(siteContent.key, keys));
  return new Map(rows.map((row) => [row.key, row.value]));
}

export async function saveContent(db: Db, key: string, value: unknown): Promise<void> {
  await db
    .insert(siteContent)
    .values({ key, value })
    .onConflictDoUpdate({ target: siteContent.key, set: { value, updatedAt: new Date() } });
}
