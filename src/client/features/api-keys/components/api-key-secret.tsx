import type { CreatedApiKey } from '../../../../shared/features/api-keys.schema.js';
import { Button } from '../../../components/ui/button';
import { useCopyFeedback } from '../../../lib/clipboard';

/** The secret of the key just made: shown once, here, until the owner dismisses it. */
export function ApiKeySecret({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const { copied, copy } = useCopyFeedback();
  return (
    <div className="api-key-secret" role="status">
      <p>
        Made <strong>{created.name}</strong>. Its secret is shown only now: copy it into the tool that will use it.
      </p>
      <code className="api-key-secret__value" aria-label="API key secret">
        {created.secret}
      </code>
      <div className="api-key-actions">
        <Button onClick={() => void copy(created.secret)}>{copied ? 'Copied' : 'Copy key'}</Button>
        <Button variant="secondary" onClick={onDone}>
          I have copied it
        </Button>
      </div>
      <span className="visually-hidden" role="status">
        {copied ? 'The key is on your clipboard.' : ''}
      </span>
    </div>
  );
}
