import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { publishingSettings } from './publishing.table.js';

export async function findPublishingSettings(db: Db | Tx) {
  const rows = await db.select().from(publishingSettings).where(eq(publishingSettings.id, 1)).limit(1);
  return rows[0];
}

export async function savePublishingSettings(db: Db, values: { timeZone: string; showNextDropTitle: boolean }): Promise<void> {
  const row = { ...values, updatedAt: new Date() };
  await db.insert(publishingSettings).values({ id: 1, ...row }).onConflictDoUpdate({ target: publishingSettings.id, set: row });
}
