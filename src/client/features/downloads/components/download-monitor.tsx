import {
  GALLERY_TEXT_LIMIT,
  NO_DOWNLOADS_MESSAGE,
  PHOTO_TEXT_LIMIT,
  truncate,
  type DownloadEvent,
} from '../../../../shared/features/downloads.schema.js';
import { DATA_TABLE_STATE_CLASS, DataTable, type DataColumn } from '../../../components/ui/data-table';
import { LoadMore, shownCount } from '../../../components/ui/load-more';
import { QueryStatus } from '../../../components/ui/query-status';
import { useLatestDownloads } from '../downloads.api';

const METHOD_LABELS: Record<DownloadEvent['downloadMethod'], string> = {
  long_press: 'Long press',
  context_menu: 'Context menu',
  drag_start: 'Drag',
};

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

const COLUMNS: readonly DataColumn<DownloadEvent>[] = [
  { header: 'When', cell: (event) => when(event.timestamp) },
  { header: 'User', cell: (event) => event.userEmail },
  { header: 'Picture', cell: (event) => truncate(event.photoUrl, PHOTO_TEXT_LIMIT), title: (event) => event.photoUrl },
  { header: 'Gallery', cell: (event) => truncate(event.galleryName, GALLERY_TEXT_LIMIT), title: (event) => event.galleryName },
  { header: 'Method', cell: (event) => METHOD_LABELS[event.downloadMethod] },
  { header: 'Device', cell: (event) => event.deviceType, title: (event) => event.userAgent },
  { header: 'IP address', cell: (event) => event.ipAddress },
];

/** SPEC §2 download monitor: the latest 50 events, live, then older ones on request; photo cut to 40 characters, gallery to 30. */
export function DownloadMonitor() {
  const downloads = useLatestDownloads();
  return (
    <QueryStatus
      query={downloads}
      className={DATA_TABLE_STATE_CLASS}
      loading="Loading download events…"
      failed={() => 'The download events could not be loaded.'}
    >
      {(events) => (
        <>
          <DataTable
            caption={`Latest download attempts (${events.length}), newest first`}
            columns={COLUMNS}
            rows={events}
            rowKey={(event) => event.id}
            empty={NO_DOWNLOADS_MESSAGE}
          />
          {events.length > 0 && <LoadMore query={downloads} label="Load older attempts" shown={shownCount(events.length, 'attempt')} />}
        </>
      )}
    </QueryStatus>
  );
}
