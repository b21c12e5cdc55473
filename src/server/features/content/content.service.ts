import type { z } from 'zod';
import {
  DEFAULT_OWNER_EMAILS,
  OwnerEmailsSchema,
  type OwnerEmails,
  DEFAULT_MEDIA_LINKS,
  DEFAULT_POEM,
  DEFAULT_SITE_SETTINGS,
  MediaLinksSchema,
  PoemSchema,
  SiteSettingsSchema,
  type MediaLinks,
  type Poem,
  type SiteSettings,
} from '../../../shared/features/content.schema.js';
import type { CurrentUser } from '../../../shared/features/auth.schema.js';
import { can } from '../../../shared/permissions.js';
import type { MediaLinksResponse } from '../../../shared/features/content.schema.js';
import { DEFAULT_PICTURE_MARKS, PictureMarksSchema } from '../../../shared/features/leaks.schema.js';
import type { SiteContent } from '../../../shared/features/site-content.schema.js';
import { TechContentSchema, type TechContent } from '../../../shared/features/ai-chat.schema.js';
import { DEFAULT_PLAN_SETTINGS, PlanSettingsSchema, type PlanSettings } from '../../../shared/features/subscription.schema.js';
import { DEFAULT_TIP_SETTINGS, TipSettingsFieldsSchema, type TipSettings } from '../../../shared/features/tips.schema.js';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/client.js';
import { DEFAULT_TECH_CONTENT } from './content.defaults.js';
import { findContent, findContents, saveContent } from './content.repo.js';

/** Each section of the site content is stored under its own key, over its defaults. */
const SECTIONS = {
  settings: { key: 'site_settings', schema: SiteSettingsSchema, defaults: DEFAULT_SITE_SETTINGS },
  poem: { key: 'poem', schema: PoemSchema, defaults: DEFAULT_POEM },
  links: { key: 'media_links', schema: MediaLinksSchema, defaults: DEFAULT_MEDIA_LINKS },
  tech: { key: 'tech', schema: TechContentSchema, defaults: DEFAULT_TECH_CONTENT },
  ownerEmails: { key: 'owner_emails', schema: OwnerEmailsSchema, defaults: DEFAULT_OWNER_EMAILS },
  pictureMarks: { key: 'picture_marks', schema: PictureMarksSchema, defaults: DEFAULT_PICTURE_MARKS },
  plans: { key: 'plans', schema: PlanSettingsSchema, defaults: DEFAULT_PLAN_SETTINGS },
  tips: { key: 'tips', schema: TipSettingsFieldsSchema, defaults: DEFAULT_TIP_SETTINGS },
} as const;
type Section = keyof typeof SECTIONS;

/** The stored value over the defaults; a damaged stored value never breaks the site. */
function withDefaults<T extends object>(schema: z.ZodObject, defaults: T, stored: unknown): T {
  const parsed = schema.partial().safeParse(stored);
  return { ...defaults, ...(parsed.success ? (parsed.data as Partial<T>) : {}) };
}

async function readSection<S extends Section>(db: Db, section: S): Promise<SiteContent[S]> {
  const { key, schema, defaults } = SECTIONS[section];
  return withDefaults(schema, defaults as SiteContent[S], await findContent(db, key));
}

export const getSiteSettings = (db: Db): Promise<SiteSettings> => readSection(db, 'settings');
export const getPoem = (db: Db): Promise<Poem> => readSection(db, 'poem');
export const getMediaLinks = (db: Db): Promise<MediaLinks> => readSection(db, 'links');

/** The links this user may receive: the Twitter link is part of the Pro twitter feature. */
export async function getMediaLinksFor(db: Db, user: CurrentUser): Promise<MediaLinksResponse> {
  const { twitterUrl, ...links } = await getMediaLinks(db);
  return can(user, 'view_twitter') ? { ...links, twitterUrl } : links;
}
export const getTechContent = (db: Db): Promise<TechContent> => readSection(db, 'tech');
/** Which membership news the owner wants by e-mail. */
export const getOwnerEmails = (db: Db): Promise<OwnerEmails> => readSection(db, 'ownerEmails');
/** The owner's yearly price. */
export const getPlanSettings = (db: Db): Promise<PlanSettings> => readSection(db, 'plans');
/** The owner's tip suggestions and bounds. */
export const getTipSettings = (db: Db): Promise<TipSettings> => readSection(db, 'tips');
/** Whether members' copies of Pro pictures also show their username in a corner. */
export const visibleUsernameOn = async (db: Db): Promise<boolean> => (await readSection(db, 'pictureMarks')).visibleUsername;

export async function getSiteContent(db: Db): Promise<SiteContent> {
  const stored = await findContents(db, Object.values(SECTIONS).map((section) => section.key));
  const read = <S extends Section>(section: S) =>
    withDefaults(SECTIONS[section].schema, SECTIONS[section].defaults as SiteContent[S], stored.get(SECTIONS[section].key));
  return { settings: read('settings'), poem: read('poem'), links: read('links'), tech: read('tech'), ownerEmails: read('ownerEmails'), pictureMarks: read('pictureMarks'), plans: read('plans'), tips: read('tips') };
}

/** Saves the whole Site content screen at once, and tells open tabs to refetch. */
export async function saveSiteContent(ctx: AppContext, content: SiteContent): Promise<SiteContent> {
  await ctx.database.db.transaction(async (tx) => {
    for (const section of Object.keys(SECTIONS) as Section[]) await saveContent(tx, SECTIONS[section].key, content[section]);
    await ctx.live.publish({ type: 'content.updated', data: {} }, { kind: 'signed_in' }, tx);
  });
  return content;
}

export async function updateSiteSettings(db: Db, changes: Partial<SiteSettings>): Promise<SiteSettings> {
  const next = SiteSettingsSchema.parse({ ...(await getSiteSettings(db)), ...changes });
  await saveContent(db, SECTIONS.settings.key, next);
  return next;
}
