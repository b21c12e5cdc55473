import { ApiKeyForm } from './api-key-form';
import { ApiKeysList } from './api-keys-list';
import { ApiKeyUsageList } from './api-key-usage-list';
import './api-keys-tab.css';

/** Admin Dashboard → API keys: keys for other tools, and every request they made. */
export function ApiKeysTab() {
  return (
    <div className="api-keys-tab">
      <section className="api-keys-tab__section" aria-labelledby="api-keys-new">
        <h3 id="api-keys-new">New API key</h3>
        <p className="api-keys-tab__hint">
          A tool sends the key as <code>Authorization: Bearer sitekey_…</code> to the Admin API (<code>/api/admin/…</code>) and can do only what its scopes allow.
        </p>
        <ApiKeyForm />
      </section>
      <section className="api-keys-tab__section" aria-labelledby="api-keys-list">
        <h3 id="api-keys-list">Keys</h3>
        <ApiKeysList />
      </section>
      <section className="api-keys-tab__section" aria-labelledby="api-keys-usage">
        <h3 id="api-keys-usage">Usage log</h3>
        <p className="api-keys-tab__hint">Every request made with a key, kept for 30 days.</p>
        <ApiKeyUsageList />
      </section>
    </div>
  );
}
