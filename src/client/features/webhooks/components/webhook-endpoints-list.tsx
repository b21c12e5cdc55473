import { WEBHOOK_EVENT_LABELS, type WebhookEndpoint } from '../../../../shared/features/webhooks.schema.js';
import { Button } from '../../../components/ui/button';
import { DATA_TABLE_STATE_CLASS, DataTable, type DataColumn } from '../../../components/ui/data-table';
import { QueryStatus } from '../../../components/ui/query-status';
import { notify } from '../../../components/ui/toast';
import { useDeleteWebhookEndpoint, useSetWebhookEndpointEnabled, useWebhookEndpoints } from '../webhooks.api';

function EndpointActions({ endpoint }: { endpoint: WebhookEndpoint }) {
  const setEnabled = useSetWebhookEndpointEnabled();
  const remove = useDeleteWebhookEndpoint();
  const name = endpoint.description || endpoint.url;
  return (
    <div className="webhook-actions">
      <Button
        variant="secondary"
        loading={setEnabled.isPending}
        aria-label={`${endpoint.enabled ? 'Disable' : 'Enable'} ${name}`}
        onClick={() => setEnabled.mutate({ id: endpoint.id, enabled: !endpoint.enabled }, { onError: (error) => notify.error(error) })}
      >
        {endpoint.enabled ? 'Disable' : 'Enable'}
      </Button>
      <Button
        variant="secondary"
        loading={remove.isPending}
        aria-label={`Delete ${name}`}
        onClick={() => {
          if (!window.confirm(`Delete ${name} and its delivery log?`)) return;
          remove.mutate(endpoint.id, { onSuccess: () => notify.success(`${name} was deleted.`), onError: (error) => notify.error(error) });
        }}
      >
        Delete
      </Button>
    </div>
  );
}

const COLUMNS: readonly DataColumn<WebhookEndpoint>[] = [
  { header: 'URL', cell: (endpoint) => <span className="webhook-url">{endpoint.url}</span> },
  { header: 'Description', cell: (endpoint) => endpoint.description || '—' },
  { header: 'Events', cell: (endpoint) => endpoint.events.map((event) => WEBHOOK_EVENT_LABELS[event]).join(', ') },
  { header: 'Status', cell: (endpoint) => (endpoint.enabled ? 'On' : 'Off') },
  { header: 'Actions', cell: (endpoint) => <EndpointActions endpoint={endpoint} /> },
];

/** Every endpoint the owner registered; each can be turned off or deleted. */
export function WebhookEndpointsList() {
  const query = useWebhookEndpoints();
  return (
    <QueryStatus query={query} loading="Loading webhook endpoints…" failed={() => 'Could not load the webhook endpoints.'} className={DATA_TABLE_STATE_CLASS}>
      {({ endpoints }) => (
        <DataTable caption={`Endpoints (${endpoints.length})`} columns={COLUMNS} rows={endpoints} rowKey={(endpoint) => endpoint.id} empty="No endpoints yet. Add one above to send events to another tool." />
      )}
    </QueryStatus>
  );
}
