import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { affiliateLinks, type AffiliateLinkRow } from './affiliate-links.table.js';

export type AffiliateLinkValues = Omit<AffiliateLinkRow, 'id' | 'createdAt'>;

export async function listAffiliateLinks(db: Db): Promise<AffiliateLinkRow[]> {
  return db.select().from(affiliateLinks).orderBy(desc(affiliateLinks.createdAt), desc(affiliateLinks.id));
}

export async function findAffiliateLink(db: Db, id: string): Promise<AffiliateLinkRow | undefined> {
  const rows = await db.select().from(affiliateLinks).where(eq(affiliateLinks.id, id)).limit(1);
  return rows[0];
}

export async function insertAffiliateLink(db: Db, values: AffiliateLinkValues): Promise<AffiliateLinkRow> {
  const rows = await db.insert(affiliateLinks).values(values).returning();
  return rows[0]!;
}

export async function updateAffiliateLink(db: Db, id: string, values: AffiliateLinkValues): Promise<AffiliateLinkRow | undefined> {
  const rows = await db.update(affiliateLinks).set(values).where(eq(affiliateLinks.id, id)).returning();
  return rows[0];
}

export async function deleteAffiliateLink(db: Db, id: string): Promise<AffiliateLinkRow | undefined> {
  const rows = await db.delete(affiliateLinks).where(eq(affiliateLinks.id, id)).returning();
  return rows[0];
}
