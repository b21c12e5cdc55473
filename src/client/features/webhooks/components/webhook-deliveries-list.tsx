import { WEBHOOK_EVENT_LABELS, type WebhookDelivery } from '../../../../shared/features/webhooks.schema.js';
import { Button } from '../../../components/ui/button';
import { DATA_TABLE_STATE_CLASS, DataTable, type DataColumn } from '../../../components/ui/data-table';
import { QueryStatus } from '../../../components/ui/query-status';
import { notify } from '../../../components/ui/toast';
import { useRedeliverWebhook, useWebhookDeliveries } from '../webhooks.api';

function statusOf(delivery: WebhookDelivery): string {
  if (delivery.status === 'succeeded') return 'Delivered';
  if (delivery.status === 'failed') return 'Gave up';
  if (delivery.attempts === 0) return 'Waiting';
  return `Retrying ${delivery.nextAttemptAt ? new Date(delivery.nextAttemptAt).toLocaleTimeString() : ''}`.trim();
}

function RedeliverButton({ delivery }: { delivery: WebhookDelivery }) {
  const redeliver = useRedeliverWebhook();
  return (
    <Button
      variant="secondary"
      loading={redeliver.isPending}
      aria-label={`Redeliver ${WEBHOOK_EVENT_LABELS[delivery.eventType]} to ${delivery.endpointUrl}`}
      onClick={() => redeliver.mutate(delivery.id, { onSuccess: () => notify.success('Sent again.'), onError: (error) => notify.error(error) })}
    >
      Redeliver
    </Button>
  );
}

const COLUMNS: readonly DataColumn<WebhookDelivery>[] = [
  { header: 'When', cell: (delivery) => new Date(delivery.createdAt).toLocaleString() },
  { header: 'Event', cell: (delivery) => WEBHOOK_EVENT_LABELS[delivery.eventType] },
  { header: 'Endpoint', cell: (delivery) => <span className="webhook-url">{delivery.endpointUrl}</span> },
  { header: 'Status', cell: statusOf },
  { header: 'Response', cell: (delivery) => (delivery.responseCode === null ? (delivery.lastError ?? '—') : String(delivery.responseCode)) },
  { header: 'Attempts', cell: (delivery) => String(delivery.attempts) },
  { header: '', cell: (delivery) => <RedeliverButton delivery={delivery} /> },
];

/** The newest deliveries with their outcome; any can be sent again. */
export function WebhookDeliveriesList() {
  const query = useWebhookDeliveries();
  return (
    <QueryStatus query={query} loading="Loading the delivery log…" failed={() => 'Could not load the delivery log.'} className={DATA_TABLE_STATE_CLASS}>
      {({ deliveries }) => (
        <DataTable caption={`Deliveries (${deliveries.length}), newest first`} columns={COLUMNS} rows={deliveries} rowKey={(delivery) => delivery.id} empty="Nothing sent yet." />
      )}
    </QueryStatus>
  );
}
