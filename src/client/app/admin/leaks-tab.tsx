import { dashboardHref } from '../../../shared/dashboard-address.js';
import { DownloadMonitor } from '../../features/downloads/components/download-monitor';
import { ServeLogList } from '../../features/leaks/components/serve-log-list';
import { TraceLeak } from '../../features/leaks/components/trace-leak';
import { AppLink } from '../../lib/navigation';
import './leaks-tab.css';

/** Admin Dashboard → Police: trace a leaked copy, then who received which picture and who tried to save one. */
export function LeaksTab() {
  return (
    <div className="leaks-tab">
      <TraceLeak
        renderActions={(suspect) => (
          <>
            <AppLink
              className="leaks-tab__action"
              to={dashboardHref({ view: 'admin', tab: 'chats', member: suspect.userId })}
              aria-label={`Open the chat with ${suspect.username ?? suspect.email}`}
            >
              Open their chat
            </AppLink>
            <AppLink
              className="leaks-tab__action"
              to={dashboardHref({ view: 'admin', tab: 'pro_users', member: suspect.userId })}
              aria-label={`Manage the Pro membership of ${suspect.username ?? suspect.email}`}
            >
              Manage their Pro
            </AppLink>
          </>
        )}
      />
      <section className="leaks-tab__section" aria-labelledby="leaks-download-attempts">
        <h3 id="leaks-download-attempts">Download attempts</h3>
        <DownloadMonitor />
      </section>
      <section className="leaks-tab__section" aria-labelledby="leaks-serve-log">
        <h3 id="leaks-serve-log">Pictures received</h3>
        <ServeLogList />
      </section>
    </div>
  );
}
