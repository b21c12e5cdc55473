import { dashboardHref } from '../../../shared/dashboard-address.js';
import { DownloadMonitor } from '../../features/downloads/components/download-monitor';
import { ServeLogList } from '../../features/leaks/components/serve-log-list';
import { TraceLeak } from '../../features/leaks/components/trace-leak';
import { AppLink } from '../../lib/navigation';
import './police-tab.css';

/** Admin Dashboard → Police: trace a leaked copy, then who received which picture and who tried to save one. */
export function PoliceTab() {
  return (
    <div className="police-tab">
      <TraceLeak
        renderActions={(suspect) => (
          <>
            <AppLink
              className="police-tab__action"
              to={dashboardHref({ view: 'admin', tab: 'chats', member: suspect.userId })}
              aria-label={`Open the chat with ${suspect.username ?? suspect.email}`}
            >
              Open their chat
            </AppLink>
            <AppLink
              className="police-tab__action"
              to={dashboardHref({ view: 'admin', tab: 'pro_users' })}
              aria-label={`Manage the Pro membership of ${suspect.username ?? suspect.email}`}
            >
              Manage their Pro
            </AppLink>
          </>
        )}
      />
      <section className="police-tab__section" aria-labelledby="police-download-attempts">
        <h3 id="police-download-attempts">Download attempts</h3>
        <DownloadMonitor />
      </section>
      <section className="police-tab__section" aria-labelledby="police-serve-log">
        <h3 id="police-serve-log">Pictures received</h3>
        <ServeLogList />
      </section>
    </div>
  );
}
