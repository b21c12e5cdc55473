import { DownloadMonitor } from '../../features/downloads/components/download-monitor';

/** The admin dashboard's "Police" tab: the download monitor. */
export function PoliceTab() {
  return <DownloadMonitor />;
}
