/**
 * THE list of dashboard views (SPEC §2) and admin tabs. The hamburger menu, the
 * view switcher and the admin dashboard read only this; a new view or tab is one
 * entry here. Features do not import each other, so this is where they meet.
 * The whole file loads with the router app (see routes.tsx), never on the
 * public pages; `lazyComponent` keeps a heavy part out of even that entry.
 *
 * Permissions follow the SPEC §6 table; where the spec leaves a gate open this is
 * our reading: the social feeds and Subscribe need only a sign-in, Twitter is Pro
 * (`view_twitter`), My LinkTree and every Pro gallery need `view_pro_content`,
 * and Subscribe is hidden from Pro users.
 */
import { CONFIGURED_COLLECTION_PATTERN, GALLERY_MESSAGES, titleFromCollection, type GalleryImage } from '../../shared/features/gallery.schema.js';
import { isAdmin, isPro } from '../../shared/permissions.js';
import type { UpdateEntry } from '../../shared/features/updates.schema.js';
import { Button } from '../components/ui/button';
import { lazyComponent } from '../lib/lazy-component';
import { LinkTreeView } from '../features/affiliate-links/components/link-tree-view';
import { ChatsTabLabel } from '../features/chat/components/chats-tab-label';
import { ChatUnreadBadge } from '../features/chat/components/chat-unread-badge';
import { ProChatView } from '../features/chat/components/pro-chat-view';
import { FeaturedVideoView, SocialLinkView, VideosView } from '../features/content/components/external-link-views';
import { PoemView } from '../features/content/components/poem-view';
import { CustomBuildView } from '../features/custom-orders/components/custom-build-view';
import type { DashboardViewProps, DashboardViewRegistry } from '../features/dashboard/dashboard-views';
import { logDownloadAttempt } from '../features/downloads/downloads.api';
import type { DownloadMethod } from '../features/gallery/components/gallery-photo';
import { GalleryView } from '../features/gallery/components/gallery-view';
import { useGalleryTitle } from '../features/gallery/gallery.api';
import { ProGalleriesView } from '../features/gallery/components/pro-galleries-view';
import { SubscribeView } from '../features/subscription/components/subscribe-view';
import { NewProUsersTabLabel } from '../features/subscription/components/pro-users-tabs';
import { AiChatView } from '../features/ai-chat/components/ai-chat-view';
import { UpdatesView } from '../features/updates/components/updates-view';
import { TipButton } from '../features/tips/components/tip-button';
import { EmptyFortnightWarning } from '../features/publishing/components/empty-fortnight-warning';
import { NextDropNotice } from '../features/publishing/components/next-drop-notice';
import { AdminDashboardView, type AdminTab } from './admin/admin-dashboard-view';

/**
 * The admin dashboard's tab picker of SPEC §2, in its order, plus the owner's Site content screen.
 * Each tab's code loads when the tab is first opened: only the owner ever sees them, so members'
 * first view does not carry them.
 */
export const ADMIN_TABS: readonly [AdminTab, ...AdminTab[]] = [
  { id: 'chats', label: <ChatsTabLabel />, name: 'Chats', Component: lazyComponent(() => import('../features/chat/components/admin-chats').then((m) => m.AdminChats)) },
  { id: 'pro_users', label: 'Pro Users', Component: lazyComponent(() => import('../features/subscription/components/members/member-manager').then((m) => m.MemberManager)) },
  {
    id: 'new_pro_users',
    label: <NewProUsersTabLabel />,
    name: 'New Pro Users',
    Component: lazyComponent(() => import('../features/subscription/components/pro-users-tabs').then((m) => m.NewProUsersTab)),
  },
  { id: 'analytics', label: 'Analytics', Component: lazyComponent(() => import('../features/analytics/components/analytics-panel').then((m) => m.AnalyticsPanel)) },
  { id: 'vendor_builds', label: 'Vendor Builds', Component: lazyComponent(() => import('../features/custom-orders/components/vendor-builds').then((m) => m.VendorBuilds)) },
  // The leaks feature; "Police" is its label, and its tab id in addresses.
  { id: 'police', label: 'Police', Component: lazyComponent(() => import('./admin/leaks-tab').then((m) => m.LeaksTab)) },
  { id: 'tips', label: 'Tips', Component: lazyComponent(() => import('../features/tips/components/tips-admin-tab').then((m) => m.TipsAdminTab)) },
  { id: 'offers', label: 'Offers', Component: lazyComponent(() => import('./offers-admin-tab').then((m) => m.OffersAdminTab)) },
  { id: 'integrations', label: 'Integrations', Component: lazyComponent(() => import('./integrations-admin-tab').then((m) => m.IntegrationsAdminTab)) },
  { id: 'api_keys', label: 'API keys', Component: lazyComponent(() => import('../features/api-keys/components/api-keys-tab').then((m) => m.ApiKeysTab)) },
  // Members brought from Ghost, Patreon or a plain list.
  { id: 'import', label: 'Import', Component: lazyComponent(() => import('../features/member-import/components/import-tab').then((m) => m.ImportTab)) },
  { id: 'site_content', label: 'Site content', Component: lazyComponent(() => import('../features/content/components/site-content-editor').then((m) => m.SiteContentEditor)) },
  // Drafts, scheduled and published items by day; drag or type to reschedule.
  { id: 'calendar', label: 'Calendar', Component: lazyComponent(() => import('../features/publishing/components/calendar-tab').then((m) => m.CalendarTab)) },
];

/**
 * The gallery meets download monitoring here: every save attempt on a photo is logged, by the
 * names the owner knows (the picture's file name, the gallery's title), not by storage paths.
 */
const logAttempt = (image: GalleryImage, method: DownloadMethod, galleryTitle: string) =>
  logDownloadAttempt({ photoUrl: image.filename, galleryName: galleryTitle, downloadMethod: method });

const hasFullImages = (user: DashboardViewProps['user']) => isPro(user) || isAdmin(user);

/** From one Pro gallery back to the folders of Pro Galleries. */
function BackToGalleries({ onNavigate }: Pick<DashboardViewProps, 'onNavigate'>) {
  return (
    <div>
      <Button variant="ghost" onClick={() => onNavigate('pro_galleries')}>
        ← All Pro Galleries
      </Button>
    </div>
  );
}

/** Custom Build's tabs; the asked-for tab (address or navigation state) wins, so a navigation to another tab opens it even when the view is shown. */
const customBuildOn = (fallback?: 'tracking' | 'purchased') =>
  function CustomBuild({ user, tab, onSelectTab }: DashboardViewProps) {
    return <CustomBuildView user={user} tab={tab ?? fallback} onSelectTab={onSelectTab} />;
  };

const socialFeed = (network: 'instagram' | 'tiktok' | 'twitter') =>
  function SocialFeed() {
    return <SocialLinkView network={network} />;
  };

function techSectionTitle(view: string): string {
  const section = view.slice('tech_'.length).replaceAll('_', ' ');
  return `Tech: ${section.charAt(0).toUpperCase()}${section.slice(1)}`;
}

/** Tips (issue 30): on a Pro picture in the lightbox, on an update. */
const tipOnPicture = (image: GalleryImage) => <TipButton place="picture" targetId={image.id} what="this picture" className="tip-lightbox-button" />;
const tipOnUpdate = (entry: UpdateEntry) => <TipButton place="update" targetId={entry.id} what={`the update of ${entry.date}`} />;

/** Every dashboard view. The first is where the dashboard opens; entries with a menuLabel form the menu, in this order. */
export const DASHBOARD_VIEWS: DashboardViewRegistry = [
  {
    name: 'whats_new',
    title: "What's New",
    menuLabel: "What's New",
    permission: 'view_basic_content',
    // Pro members see when the next drop is scheduled (the spec's "new content twice a month").
    Component: (props) => (
      <>
        {isPro(props.user) && !isAdmin(props.user) && <NextDropNotice />}
        <UpdatesView {...props} entryAction={tipOnUpdate} />
      </>
    ),
  },
  {
    name: 'gallery',
    title: 'Gallery',
    menuLabel: 'Gallery',
    permission: 'view_galleries',
    // The teaser heading and its Subscribe button speak to non-Pro users; Pro members and the owner have the full images.
    Component: ({ user, onNavigate }) => (
      <GalleryView
        collection="gallery"
        kind="teaser"
        isAdmin={isAdmin(user)}
        heading={hasFullImages(user) ? GALLERY_MESSAGES.teaserHeadingForPro : undefined}
        onDownloadAttempt={logAttempt}
        intro={
          hasFullImages(user) ? undefined : (
            <div>
              <Button variant="secondary" onClick={() => onNavigate('subscribe')}>
                Subscribe for full images
              </Button>
            </div>
          )
        }
      />
    ),
  },
  { name: 'subscribe', title: 'Subscribe', menuLabel: 'Subscribe', permission: 'view_basic_content', notForPro: true, Component: ({ user }) => <SubscribeView user={user} /> },
  {
    name: 'pro_galleries',
    title: 'Pro Galleries',
    menuLabel: 'Pro Galleries',
    permission: 'view_pro_content',
    Component: ({ user, folder, onNavigate, onOpenFolder }) => (
      <ProGalleriesView isAdmin={isAdmin(user)} folderId={folder} onOpenFolder={onOpenFolder} onOpenGallery={(collection) => onNavigate(collection)} />
    ),
  },
  { name: 'videos', title: 'Videos', menuLabel: 'Videos', permission: 'view_basic_content', Component: VideosView },
  { name: 'poem', title: 'Pro Poem', menuLabel: 'Pro Poem', permission: 'view_pro_poem', Component: PoemView },
  {
    name: 'pro_chat',
    title: 'Pro Chat',
    menuLabel: 'Pro Chat',
    permission: 'pro_chat',
    Component: (props) => <ProChatView {...props} action={<TipButton place="chat" targetId={props.user.id} what="the owner" />} />,
    MenuBadge: ChatUnreadBadge,
  },
  { name: 'custom_build', title: 'Custom Build', menuLabel: 'Custom Build', permission: 'custom_build', Component: customBuildOn() },
  { name: 'my_linktree', title: 'My LinkTree', menuLabel: 'My LinkTree', permission: 'view_pro_content', Component: LinkTreeView },
  { name: 'tech', title: 'Tech', menuLabel: 'Tech', permission: 'ai_chat', Component: AiChatView },
  {
    name: 'admin',
    title: 'Admin Dashboard',
    menuLabel: 'Admin Dashboard',
    permission: 'admin_dashboard',
    Component: ({ tab, onSelectTab, member, onSelectMember }) => (
      <>
        {tab !== 'calendar' && <EmptyFortnightWarning />}
        <AdminDashboardView tabs={ADMIN_TABS} tab={tab} onSelectTab={onSelectTab} member={member} onSelectMember={onSelectMember} />
      </>
    ),
    MenuBadge: ChatUnreadBadge,
  },
  // Reached from other views or through navigation state, not from the menu.
  { name: 'youtube', title: 'Featured Video', permission: 'view_basic_content', Component: FeaturedVideoView },
  { name: 'instagram', title: 'Instagram', permission: 'view_basic_content', Component: socialFeed('instagram') },
  { name: 'tiktok', title: 'TikTok', permission: 'view_basic_content', Component: socialFeed('tiktok') },
  { name: 'twitter', title: 'Twitter', permission: 'view_twitter', Component: socialFeed('twitter') },
  {
    name: 'gallery_pro',
    title: 'Pro Gallery',
    permission: 'view_pro_content',
    Component: ({ user, onNavigate }) => (
      <GalleryView
        collection="gallery_pro"
        kind="pro"
        isAdmin={isAdmin(user)}
        onDownloadAttempt={logAttempt}
        intro={<BackToGalleries onNavigate={onNavigate} />}
        pictureAction={isAdmin(user) ? undefined : tipOnPicture}
      />
    ),
  },
  { name: 'track_purchases', title: 'Track Orders', permission: 'track_purchases', Component: customBuildOn('tracking') },
  { name: 'purchased_content', title: 'Purchased Content', permission: 'view_purchased_content', Component: customBuildOn('purchased') },
  // Families: one entry draws many view names.
  { name: /^tech_[a-z0-9_]+$/, title: techSectionTitle, permission: 'ai_chat', Component: AiChatView },
  {
    // SPEC §2: every configured gallery collection is a view; Pro gates it like the Pro gallery (§6).
    name: CONFIGURED_COLLECTION_PATTERN,
    title: titleFromCollection,
    // After Rename Gallery the heading follows the new display title at once.
    useLiveTitle: useGalleryTitle,
    permission: 'view_pro_content',
    // key: switching from one configured gallery to another starts fresh (lightbox, reorder mode).
    Component: ({ user, view, onNavigate }) => (
      <GalleryView
        key={view}
        collection={view}
        kind="configured"
        isAdmin={isAdmin(user)}
        onDownloadAttempt={logAttempt}
        intro={<BackToGalleries onNavigate={onNavigate} />}
        pictureAction={isAdmin(user) ? undefined : tipOnPicture}
      />
    ),
  },
];
