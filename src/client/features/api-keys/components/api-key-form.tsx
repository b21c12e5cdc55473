import { useState, type FormEvent } from 'react';
import { API_KEY_SCOPE_LABELS, API_KEY_SCOPES, CreateApiKeySchema, type ApiKeyScope, type CreatedApiKey } from '../../../../shared/features/api-keys.schema.js';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-client';
import { useCreateApiKey } from '../api-keys.api';
import { ApiKeySecret } from './api-key-secret';
import { fieldErrors } from '../../../lib/field-errors';

type Errors = Partial<Record<'name' | 'scopes', string>>;

/** Makes a key: a name the owner knows it by, and the scopes it is given. */
export function ApiKeyForm() {
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const create = useCreateApiKey();

  const toggle = (scope: ApiKeyScope, on: boolean) => setScopes(on ? [...scopes, scope] : scopes.filter((s) => s !== scope));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = CreateApiKeySchema.safeParse({ name, scopes });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setFailure(null);
    create.mutate(parsed.data, {
      onSuccess: (key) => {
        setCreated(key);
        setName('');
        setScopes([]);
      },
      onError: (error) => setFailure(errorMessage(error)),
    });
  };

  if (created) return <ApiKeySecret created={created} onDone={() => setCreated(null)} />;

  return (
    <form className="api-key-form" onSubmit={submit} noValidate aria-label="New API key">
      <Field label="Name" placeholder="e.g. CRM sync" value={name} onChange={(e) => setName(e.target.value)} error={errors.name} hint="Only you see it." required />
      <fieldset className="api-key-form__scopes" aria-describedby={errors.scopes ? 'api-key-scopes-error' : undefined}>
        <legend>Scopes</legend>
        {API_KEY_SCOPES.map((scope) => (
          <label key={scope} className="api-key-form__scope">
            <input type="checkbox" checked={scopes.includes(scope)} onChange={(e) => toggle(scope, e.target.checked)} />
            <span>
              <code>{scope}</code> {API_KEY_SCOPE_LABELS[scope]}
            </span>
          </label>
        ))}
        {errors.scopes && (
          <p id="api-key-scopes-error" className="field__error">
            {errors.scopes}
          </p>
        )}
      </fieldset>
      {failure && (
        <p className="field__error" role="alert">
          {failure}
        </p>
      )}
      <Button type="submit" loading={create.isPending}>
        Create key
      </Button>
    </form>
  );
}
