import {
  GALLERY_TEXT_LIMIT,
  NO_DOWNLOADS_MESSAGE,
  PHOTO_TEXT_LIMIT,
  truncate,
  type DownloadEvent,
} from '../../../../shared/features/downloads.schema.js';
import { QueryStatus } from '../../../components/ui/query-status';
import { useLatestDownloads } from '../downloads.api';
import './download-monitor.css';

const METHOD_LABELS: Record<DownloadEvent['downloadMethod'], string> = {
  long_press: 'Long press',
  context_menu: 'Context menu',
  drag_start: 'Drag',
};

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

/** SPEC §2 download monitor: the latest 50 events, live; photo cut to 40 characters, gallery to 30. */
export function DownloadMonitor() {
  return (
    <QueryStatus
      query={useLatestDownloads()}
      className="download-monitor__state"
      loading="Loading download events…"
      failed={() => 'The download events could not be loaded.'}
    >
      {(events) => <DownloadTable data={events} />}
    </QueryStatus>
  );
}

function DownloadTable({ data }: { data: DownloadEvent[] }) {
  if (data.length === 0) return <p className="download-monitor__state">{NO_DOWNLOADS_MESSAGE}</p>;
  return (
    <div className="download-monitor">
      <table className="download-monitor__table">
        <caption>Latest download attempts ({data.length}), newest first</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">User</th>
            <th scope="col">Picture</th>
            <th scope="col">Gallery</th>
            <th scope="col">Method</th>
            <th scope="col">Device</th>
            <th scope="col">IP address</th>
          </tr>
        </thead>
        <tbody>
          {data.map((event) => (
            <tr key={event.id}>
              <td>{when(event.timestamp)}</td>
              <td>{event.userEmail}</td>
              <td title={event.photoUrl}>{truncate(event.photoUrl, PHOTO_TEXT_LIMIT)}</td>
              <td title={event.galleryName}>{truncate(event.galleryName, GALLERY_TEXT_LIMIT)}</td>
              <td>{METHOD_LABELS[event.downloadMethod]}</td>
              <td title={event.userAgent}>{event.deviceType}</td>
              <td>{event.ipAddress}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
