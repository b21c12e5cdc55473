import { useState } from 'react';
import { NO_SERVE_LOG_MESSAGE, type ServeLogEntry } from '../../../../shared/features/leaks.schema.js';
import { DATA_TABLE_STATE_CLASS, DataTable, type DataColumn } from '../../../components/ui/data-table';
import { LoadMore, shownCount } from '../../../components/ui/load-more';
import { QueryStatus } from '../../../components/ui/query-status';
import { useServeLog } from '../leaks.api';
import './serve-log-list.css';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

const COLUMNS: readonly DataColumn<ServeLogEntry>[] = [
  { header: 'When', cell: (entry) => when(entry.servedAt) },
  { header: 'User', cell: (entry) => entry.email ?? 'A deleted account' },
  { header: 'Picture', cell: (entry) => entry.pictureName },
  { header: 'Gallery', cell: (entry) => entry.galleryName },
  { header: 'IP address', cell: (entry) => entry.ipAddress, title: (entry) => entry.userAgent },
];

/** Police: who received which picture (display sizes and originals), newest first, live; the owner's own fetches on request. */
export function ServeLogList() {
  const [showOwn, setShowOwn] = useState(false);
  const serveLog = useServeLog(showOwn ? 'shown' : 'hidden');
  return (
    <>
      <label className="serve-log__own">
        <input type="checkbox" checked={showOwn} onChange={(event) => setShowOwn(event.target.checked)} />
        Show my own fetches
      </label>
      <QueryStatus
        query={serveLog}
        className={DATA_TABLE_STATE_CLASS}
        loading="Loading the serve log…"
        failed={() => 'The serve log could not be loaded.'}
      >
        {(entries) => (
          <>
            <DataTable
              caption={`Pictures received (${entries.length}), newest first`}
              columns={COLUMNS}
              rows={entries}
              rowKey={(entry) => entry.id}
              empty={NO_SERVE_LOG_MESSAGE}
            />
            {entries.length > 0 && <LoadMore query={serveLog} label="Load older fetches" shown={shownCount(entries.length, 'fetch', 'fetches')} />}
          </>
        )}
      </QueryStatus>
    </>
  );
}
