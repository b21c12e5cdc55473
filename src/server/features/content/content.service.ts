import {
  DEFAULT_SITE_SETTINGS,
  SiteSettingsSchema,
  type SiteSettings,
} from '../../../shared/features/content.schema.js';
import type { Db } from '../../db/client.js';
import { findContent, saveContent } from './content.repo.js';

const SITE_SETTINGS_KEY = 'site_settings';

/** The stored site settings over the defaults; a damaged stored value never breaks the site. */
export async function getSiteSettings(db: Db): Promise<SiteSettings> {
  const stored = SiteSettingsSchema.partial().safeParse(await findContent(db, SITE_SETTINGS_KEY));
  return { ...DEFAULT_SITE_SETTINGS, ...(stored.success ? stored.data : {}) };
}

export async function updateSiteSettings(db: Db, changes: Partial<SiteSettings>): Promise<SiteSettings> {
  const next = SiteSettingsSchema.parse({ ...(await getSiteSettings(db)), ...changes });
  await saveContent(db, SITE_SETTINGS_KEY, next);
  return next;
}
