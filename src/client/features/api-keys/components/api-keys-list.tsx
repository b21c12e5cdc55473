import type { ApiKey } from '../../../../shared/features/api-keys.schema.js';
import { Button } from '../../../components/ui/button';
import { DATA_TABLE_STATE_CLASS, DataTable, type DataColumn } from '../../../components/ui/data-table';
import { QueryStatus } from '../../../components/ui/query-status';
import { notify } from '../../../components/ui/toast';
import { useApiKeys, useRevokeApiKey } from '../api-keys.api';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : 'Never');

function RevokeButton({ apiKey }: { apiKey: ApiKey }) {
  const revoke = useRevokeApiKey();
  if (apiKey.revokedAt) return <span>Revoked {new Date(apiKey.revokedAt).toLocaleDateString()}</span>;
  return (
    <Button
      variant="secondary"
      loading={revoke.isPending}
      aria-label={`Revoke ${apiKey.name}`}
      onClick={() => {
        if (!window.confirm(`Revoke ${apiKey.name}? Tools using it are refused at once; this cannot be undone.`)) return;
        revoke.mutate(apiKey.id, { onSuccess: () => notify.success(`${apiKey.name} was revoked.`), onError: (error) => notify.error(error) });
      }}
    >
      Revoke
    </Button>
  );
}

const COLUMNS: readonly DataColumn<ApiKey>[] = [
  { header: 'Name', cell: (key) => key.name },
  { header: 'Key', cell: (key) => <code>{key.hint}…</code> },
  { header: 'Scopes', cell: (key) => <span className="api-key-scopes">{key.scopes.join(', ')}</span> },
  { header: 'Created', cell: (key) => new Date(key.createdAt).toLocaleString() },
  { header: 'Last used', cell: (key) => when(key.lastUsedAt) },
  { header: 'Status', cell: (key) => <RevokeButton apiKey={key} /> },
];

/** Every key, newest first; a live key can be revoked. */
export function ApiKeysList() {
  const query = useApiKeys();
  return (
    <QueryStatus query={query} loading="Loading API keys…" failed={() => 'Could not load the API keys.'} className={DATA_TABLE_STATE_CLASS}>
      {({ keys }) => <DataTable caption={`API keys (${keys.length})`} columns={COLUMNS} rows={keys} rowKey={(key) => key.id} empty="No API keys yet. Make one above for a tool that needs the Admin API." />}
    </QueryStatus>
  );
}
