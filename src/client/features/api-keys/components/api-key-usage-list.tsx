import type { ApiKeyUse } from '../../../../shared/features/api-keys.schema.js';
import { Button } from '../../../components/ui/button';
import { DATA_TABLE_STATE_CLASS, DataTable, type DataColumn } from '../../../components/ui/data-table';
import { QueryStatus } from '../../../components/ui/query-status';
import { useApiKeyUsage } from '../api-keys.api';

const COLUMNS: readonly DataColumn<ApiKeyUse>[] = [
  { header: 'When', cell: (use) => new Date(use.at).toLocaleString() },
  { header: 'Key', cell: (use) => use.keyName },
  { header: 'Request', cell: (use) => <span className="api-key-path">{`${use.method} ${use.path}`}</span> },
  { header: 'Status', cell: (use) => String(use.status) },
];

/** The newest requests made with any key, with the status each was answered. */
export function ApiKeyUsageList() {
  const query = useApiKeyUsage();
  return (
    <QueryStatus query={query} loading="Loading the usage log…" failed={() => 'Could not load the usage log.'} className={DATA_TABLE_STATE_CLASS}>
      {({ usage }) => (
        <>
          <DataTable caption={`Requests (${usage.length}), newest first`} columns={COLUMNS} rows={usage} rowKey={(use) => use.id} empty="No key has been used yet." />
          <Button variant="secondary" className="api-key-usage__refresh" loading={query.isFetching} onClick={() => void query.refetch()}>
            Refresh
          </Button>
        </>
      )}
    </QueryStatus>
  );
}
