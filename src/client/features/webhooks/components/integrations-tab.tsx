import type { ReactNode } from 'react';
import { WebhookDeliveriesList } from './webhook-deliveries-list';
import { WebhookEndpointForm } from './webhook-endpoint-form';
import { WebhookEndpointsList } from './webhook-endpoints-list';
import './integrations-tab.css';

/** Admin Dashboard → Integrations: webhook endpoints, and what was sent to them; `extraSections`: the built-in integrations the app composes in first. */
export function IntegrationsTab({ extraSections }: { extraSections?: ReactNode } = {}) {
  return (
    <div className="integrations-tab">
      {extraSections}
      <section className="integrations-tab__section" aria-labelledby="webhooks-new">
        <h3 id="webhooks-new">New webhook endpoint</h3>
        <p className="integrations-tab__hint">Each event is POSTed as JSON, signed with the endpoint's secret in the Site-Signature header.</p>
        <WebhookEndpointForm />
      </section>
      <section className="integrations-tab__section" aria-labelledby="webhooks-endpoints">
        <h3 id="webhooks-endpoints">Webhook endpoints</h3>
        <WebhookEndpointsList />
      </section>
      <section className="integrations-tab__section" aria-labelledby="webhooks-deliveries">
        <h3 id="webhooks-deliveries">Delivery log</h3>
        <WebhookDeliveriesList />
      </section>
    </div>
  );
}
