import { LinkTreeView } from '../../features/affiliate-links/components/link-tree-view';
import { FeaturedVideoView, SocialLinkView, VideosView } from '../../features/content/components/external-link-views';
import { PoemView } from '../../features/content/components/poem-view';
import type { DashboardViews } from '../../features/dashboard/pages/dashboard-page';
import { UpdatesView } from '../../features/updates/components/updates-view';

/** The dashboard views the content, updates and affiliate-links features provide, by view name. */
export const CONTENT_VIEWS: DashboardViews = {
  whats_new: UpdatesView,
  poem: PoemView,
  youtube: FeaturedVideoView,
  instagram: () => <SocialLinkView network="instagram" />,
  tiktok: () => <SocialLinkView network="tiktok" />,
  twitter: () => <SocialLinkView network="twitter" />,
  videos: VideosView,
  my_linktree: LinkTreeView,
};
