import { CONFIGURED_COLLECTION_PATTERN, titleFromCollection } from '../../../shared/features/gallery.schema.js';
import { can, isPro, type Permission, type RoleHolder } from '../../../shared/permissions.js';

/**
 * The registry of dashboard views (SPEC §2): their names, titles, who may see
 * them, and the hamburger menu built from them. Views are held in state, not in
 * the URL; this module is the one place that knows them.
 *
 * Permission per view (SPEC §6 table; the spec leaves the exact gate of some
 * items open, so this is our reading):
 * - whats_new, videos, youtube, instagram, tiktok, subscribe → view_basic_content (every signed-in user)
 * - gallery (the teaser gallery) → view_galleries
 * - tech, tech_{section} (mission, AI chat, quotes) → ai_chat
 * - twitter → view_twitter (the "twitter feature" is Pro in §6)
 * - gallery_pro, pro_galleries → view_pro_content ("Pro gates gallery_pro, pro_galleries")
 * - my_linktree (affiliate links, a Pro benefit in §1) → view_pro_content
 * - poem → view_pro_poem; pro_chat → pro_chat; custom_build → custom_build
 * - track_purchases → track_purchases; purchased_content → view_purchased_content
 * - admin → admin_dashboard
 * Subscribe is also hidden for Pro users (SPEC §2, §6).
 */

export const STATIC_VIEWS = [
  'whats_new',
  'youtube',
  'instagram',
  'tiktok',
  'twitter',
  'subscribe',
  'poem',
  'gallery',
  'gallery_pro',
  'pro_chat',
  'admin',
  'pro_galleries',
  'custom_build',
  'my_linktree',
  'tech',
  'videos',
  'track_purchases',
  'purchased_content',
] as const;
export type StaticViewName = (typeof STATIC_VIEWS)[number];
/** One section of the Tech page, e.g. tech_ai_chat. */
export type TechSectionViewName = `tech_${string}`;
/** A configured gallery collection, e.g. gallery_sunsets (SPEC §2: every one is also a view). */
export type GalleryCollectionViewName = `gallery_${string}`;
export type ViewName = StaticViewName | TechSectionViewName | GalleryCollectionViewName;
/** The component slot a view is drawn by: tech_{section} uses `tech`, configured galleries `gallery_collection`. */
export type ViewSlot = StaticViewName | 'gallery_collection';

export const DEFAULT_VIEW: ViewName = 'whats_new';

export interface ViewDefinition {
  title: string;
  /** What the view will hold; shown by the placeholder until its feature is built. */
  summary: string;
  permission: Permission;
  /** Only for users who are not Pro yet. */
  notForPro?: boolean;
}

export const VIEW_DEFINITIONS: Readonly<Record<StaticViewName, ViewDefinition>> = {
  whats_new: { title: "What's New", summary: 'The latest updates from the studio.', permission: 'view_basic_content' },
  youtube: { title: 'Featured Video', summary: 'The featured video and a link to the channel.', permission: 'view_basic_content' },
  instagram: { title: 'Instagram', summary: 'The Instagram feed.', permission: 'view_basic_content' },
  tiktok: { title: 'TikTok', summary: 'The TikTok feed.', permission: 'view_basic_content' },
  twitter: { title: 'Twitter', summary: 'The Twitter feed.', permission: 'view_twitter' },
  subscribe: { title: 'Subscribe', summary: 'Pro membership benefits and checkout.', permission: 'view_basic_content', notForPro: true },
  poem: { title: 'Pro Poem', summary: 'A poem for Pro members.', permission: 'view_pro_poem' },
  gallery: { title: 'Gallery', summary: 'Teasers of the latest artwork.', permission: 'view_galleries' },
  gallery_pro: { title: 'Pro Gallery', summary: 'The full Pro gallery.', permission: 'view_pro_content' },
  pro_chat: { title: 'Pro Chat', summary: 'A private chat with the creator.', permission: 'pro_chat' },
  admin: { title: 'Admin Dashboard', summary: 'Chats, Pro users, analytics and requests.', permission: 'admin_dashboard' },
  pro_galleries: { title: 'Pro Galleries', summary: 'Folders of Pro galleries.', permission: 'view_pro_content' },
  custom_build: { title: 'Custom Build', summary: 'Request, track and view custom builds.', permission: 'custom_build' },
  my_linktree: { title: 'My LinkTree', summary: 'Affiliate links and discount codes.', permission: 'view_pro_content' },
  tech: { title: 'Tech', summary: 'The mission, an AI chat and a quote.', permission: 'ai_chat' },
  videos: { title: 'Videos', summary: 'Videos coming soon.', permission: 'view_basic_content' },
  track_purchases: { title: 'Track Orders', summary: 'The status of your custom orders.', permission: 'track_purchases' },
  purchased_content: { title: 'Purchased Content', summary: 'Custom content you have bought.', permission: 'view_purchased_content' },
};

const TECH_SECTION = /^tech_[a-z0-9_]+$/;

function isStaticView(name: string): name is StaticViewName {
  return Object.hasOwn(VIEW_DEFINITIONS, name);
}

/** The view of that name, or null when there is no such view. */
export function parseViewName(name: unknown): ViewName | null {
  if (typeof name !== 'string') return null;
  if (isStaticView(name)) return name;
  if (TECH_SECTION.test(name)) return name as TechSectionViewName;
  if (isGalleryCollectionView(name)) return name;
  return null;
}

/** A configured gallery's view (gallery_pro and the teaser gallery are static views). */
export function isGalleryCollectionView(name: string): name is GalleryCollectionViewName {
  return !isStaticView(name) && CONFIGURED_COLLECTION_PATTERN.test(name);
}

export function viewSlot(view: ViewName): ViewSlot {
  if (isStaticView(view)) return view;
  return isGalleryCollectionView(view) ? 'gallery_collection' : 'tech';
}

export function viewDefinition(view: ViewName): ViewDefinition {
  if (isStaticView(view)) return VIEW_DEFINITIONS[view];
  // SPEC §6: Pro gates the configured gallery collections, like the Pro gallery.
  if (isGalleryCollectionView(view)) return { ...VIEW_DEFINITIONS.gallery_pro, title: titleFromCollection(view), summary: 'A Pro gallery.' };
  const section = view.slice('tech_'.length).replaceAll('_', ' ');
  return { ...VIEW_DEFINITIONS.tech, title: `Tech: ${section.charAt(0).toUpperCase()}${section.slice(1)}` };
}

export function canSeeView(user: RoleHolder, view: ViewName): boolean {
  const definition = viewDefinition(view);
  if (definition.notForPro && isPro(user)) return false;
  return can(user, definition.permission);
}

export interface MenuItem {
  label: string;
  view: StaticViewName;
}

/** The hamburger menu of SPEC §2, in its order. */
export const MENU_ITEMS: readonly MenuItem[] = [
  { label: "What's New", view: 'whats_new' },
  { label: 'Gallery', view: 'gallery' },
  { label: 'Subscribe', view: 'subscribe' },
  { label: 'Pro Galleries', view: 'pro_galleries' },
  { label: 'Videos', view: 'videos' },
  { label: 'Pro Poem', view: 'poem' },
  { label: 'Pro Chat', view: 'pro_chat' },
  { label: 'Custom Build', view: 'custom_build' },
  { label: 'My LinkTree', view: 'my_linktree' },
  { label: 'Tech', view: 'tech' },
  { label: 'Admin Dashboard', view: 'admin' },
];

/** The menu items this user may see, in order. */
export function menuItemsFor(user: RoleHolder): MenuItem[] {
  return MENU_ITEMS.filter((item) => canSeeView(user, item.view));
}
