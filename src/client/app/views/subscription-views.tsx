import type { DashboardViewProps, DashboardViews } from '../../features/dashboard/pages/dashboard-page';
import { SubscribeView } from '../../features/subscription/components/subscribe-view';

function Subscribe({ user }: DashboardViewProps) {
  return <SubscribeView user={user} />;
}

/** The dashboard views the subscription feature provides, by view name. */
export const SUBSCRIPTION_VIEWS: DashboardViews = { subscribe: Subscribe };
