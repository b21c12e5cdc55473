import type { ComponentType } from 'react';
import { AnalyticsTab } from './analytics-tab';
import { ChatsTab } from './chats-tab';
import { NewProUsersTab } from './new-pro-users-tab';
import { PoliceTab } from './police-tab';
import { ProUsersTab } from './pro-users-tab';
import { SiteContentTab } from './site-content-tab';
import { VendorBuildsTab } from './vendor-builds-tab';

export interface AdminTab {
  id: string;
  label: string;
  Component: ComponentType;
}

/** The tab picker of SPEC §2, in its order, plus the owner's Site content screen. */
export const ADMIN_TABS: readonly AdminTab[] = [
  { id: 'chats', label: 'Chats', Component: ChatsTab },
  { id: 'pro_users', label: 'Pro Users', Component: ProUsersTab },
  { id: 'new_pro_users', label: 'New Pro Users', Component: NewProUsersTab },
  { id: 'analytics', label: 'Analytics', Component: AnalyticsTab },
  { id: 'vendor_builds', label: 'Vendor Builds', Component: VendorBuildsTab },
  { id: 'police', label: 'Police', Component: PoliceTab },
  { id: 'site_content', label: 'Site content', Component: SiteContentTab },
];
