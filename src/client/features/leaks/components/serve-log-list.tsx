import { NO_SERVE_LOG_MESSAGE, type ServeLogEntry } from '../../../../shared/features/leaks.schema.js';
import { QueryStatus } from '../../../components/ui/query-status';
import { useServeLog } from '../leaks.api';
import './serve-log-list.css';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

/** Police: who received which picture (display sizes and originals), newest first, live. */
export function ServeLogList() {
  return (
    <QueryStatus
      query={useServeLog()}
      className="serve-log__state"
      loading="Loading the serve log…"
      failed={() => 'The serve log could not be loaded.'}
    >
      {(entries) => <ServeLogTable entries={entries} />}
    </QueryStatus>
  );
}

function ServeLogTable({ entries }: { entries: ServeLogEntry[] }) {
  if (entries.length === 0) return <p className="serve-log__state">{NO_SERVE_LOG_MESSAGE}</p>;
  return (
    <div className="serve-log">
      <table className="serve-log__table">
        <caption>Pictures received ({entries.length}), newest first</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">User</th>
            <th scope="col">Picture</th>
            <th scope="col">Gallery</th>
            <th scope="col">IP address</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id}>
              <td>{when(entry.servedAt)}</td>
              <td>{entry.email ?? 'A deleted account'}</td>
              <td>{entry.pictureName}</td>
              <td>{entry.galleryName}</td>
              <td title={entry.userAgent}>{entry.ipAddress}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
