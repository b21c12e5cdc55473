import { AnalyticsPanel } from '../../features/analytics/components/analytics-panel';

/** The admin dashboard's "Analytics" tab; its chart library loads only here. */
export function AnalyticsTab() {
  return <AnalyticsPanel />;
}
