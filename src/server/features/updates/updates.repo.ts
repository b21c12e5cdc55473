import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { whatsNew, type WhatsNewRow } from './updates.table.js';

export async function listUpdates(db: Db): Promise<WhatsNewRow[]> {
  return db.select().from(whatsNew).orderBy(desc(whatsNew.timestamp), desc(whatsNew.id));
}

export async function insertUpdate(db: Db, values: { date: string; update: string }): Promise<WhatsNewRow> {
  const rows = await db.insert(whatsNew).values(values).returning();
  return rows[0]!;
}

export async function editUpdate(
  db: Db,
  id: string,
  values: { date: string; update: string; lastEdited: Date },
): Promise<WhatsNewRow | undefined> {
  const rows = await db.update(whatsNew).set(values).where(eq(whatsNew.id, id)).returning();
  return rows[0];
}

export async function deleteUpdate(db: Db, id: string): Promise<boolean> {
  const rows = await db.delete(whatsNew).where(eq(whatsNew.id, id)).returning({ id: whatsNew.id });
  return rows.length > 0;
}
