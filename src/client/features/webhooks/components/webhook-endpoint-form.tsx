import { useState, type FormEvent } from 'react';
import {
  CreateWebhookEndpointSchema,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  type CreatedWebhookEndpoint,
  type WebhookEventType,
} from '../../../../shared/features/webhooks.schema.js';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-client';
import { useCreateWebhookEndpoint } from '../webhooks.api';
import { fieldErrors } from '../../../lib/field-errors';

type Errors = Partial<Record<'url' | 'description' | 'events', string>>;

/** The secret of the endpoint just registered: shown once, here, until the owner dismisses it. */
function SecretOnce({ created, onDone }: { created: CreatedWebhookEndpoint; onDone: () => void }) {
  return (
    <div className="webhook-secret" role="status">
      <p>
        Registered <strong>{created.url}</strong>. Its signing secret is shown only now; copy it into the receiver:
      </p>
      <code className="webhook-secret__value">{created.secret}</code>
      <Button variant="secondary" onClick={onDone}>
        I have copied it
      </Button>
    </div>
  );
}

/** Registers an endpoint: its address, a note for the owner, the events it hears of. */
export function WebhookEndpointForm() {
  const [url, setUrl] = useState('');
  const [description, setDescription] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedWebhookEndpoint | null>(null);
  const create = useCreateWebhookEndpoint();

  const toggle = (event: WebhookEventType, on: boolean) => setEvents(on ? [...events, event] : events.filter((e) => e !== event));

  const submit = (formEvent: FormEvent) => {
    formEvent.preventDefault();
    const parsed = CreateWebhookEndpointSchema.safeParse({ url, description, events });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setFailure(null);
    create.mutate(parsed.data, {
      onSuccess: (endpoint) => {
        setCreated(endpoint);
        setUrl('');
        setDescription('');
        setEvents([]);
      },
      onError: (error) => setFailure(errorMessage(error)),
    });
  };

  if (created) return <SecretOnce created={created} onDone={() => setCreated(null)} />;

  return (
    <form className="webhook-form" onSubmit={submit} noValidate aria-label="New webhook endpoint">
      <Field label="Endpoint URL" type="url" inputMode="url" placeholder="https://example.com/hooks" value={url} onChange={(e) => setUrl(e.target.value)} error={errors.url} required />
      <Field label="Description" value={description} onChange={(e) => setDescription(e.target.value)} error={errors.description} hint="Only you see it." />
      <fieldset className="webhook-form__events" aria-describedby={errors.events ? 'webhook-events-error' : undefined}>
        <legend>Events</legend>
        {WEBHOOK_EVENTS.map((event) => (
          <label key={event} className="webhook-form__event">
            <input type="checkbox" checked={events.includes(event)} onChange={(e) => toggle(event, e.target.checked)} /> {WEBHOOK_EVENT_LABELS[event]}
          </label>
        ))}
        {errors.events && (
          <p id="webhook-events-error" className="field__error">
            {errors.events}
          </p>
        )}
      </fieldset>
      {failure && (
        <p className="field__error" role="alert">
          {failure}
        </p>
      )}
      <Button type="submit" loading={create.isPending}>
        Add endpoint
      </Button>
    </form>
  );
}
