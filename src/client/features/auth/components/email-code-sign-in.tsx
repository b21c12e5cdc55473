import { useState, type FormEvent } from 'react';
import { EMAIL_CODE_LENGTH } from '../../../../shared/features/auth.schema.js';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { NETWORK_ERROR_MESSAGE } from '../../../lib/api-client';
import { askForEmailCode, signInWithEmailCode } from '../auth.api';
import './email-code-sign-in.css';

/** The anchor the in-app-browser warning links to. */
export const EMAIL_CODE_SECTION_ID = 'email-code';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : NETWORK_ERROR_MESSAGE);

interface EmailCodeSignInProps {
  returnTo: string;
  /** Another sign-in is under way on the page: the form waits. */
  disabled: boolean;
  onSignedIn: (returnTo: string) => void;
}

/**
 * Sign-in without Google: an e-mail address, then the 6-digit code sent to it,
 * all on this page, so it works inside in-app browsers where Google refuses.
 */
export function EmailCodeSignIn({ returnTo, disabled, onSignedIn }: EmailCodeSignInProps) {
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(action: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  }

  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await askForEmailCode(email, returnTo);
      setSentTo(email.trim().toLowerCase());
      setCode('');
    });
  };

  const enterCode = (event: FormEvent) => {
    event.preventDefault();
    if (!sentTo) return;
    void run(async () => {
      const { returnTo: next } = await signInWithEmailCode(sentTo, code);
      onSignedIn(next);
    });
  };

  const off = disabled || busy;

  return (
    <section id={EMAIL_CODE_SECTION_ID} className="email-code" aria-labelledby={`${EMAIL_CODE_SECTION_ID}-title`}>
      <h2 id={`${EMAIL_CODE_SECTION_ID}-title`} className="email-code__title">
        Or sign in with a code sent to your e-mail
      </h2>
      {sentTo === null ? (
        <form className="email-code__form" onSubmit={sendCode} noValidate>
          <Field
            label="E-mail address"
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            disabled={disabled}
          />
          <Button type="submit" variant="secondary" size="lg" loading={busy} disabled={disabled || email.trim() === ''}>
            E-mail me a code
          </Button>
        </form>
      ) : (
        <form className="email-code__form" onSubmit={enterCode} noValidate>
          <p className="email-code__sent" role="status">
            If {sentTo} can receive e-mail, a {EMAIL_CODE_LENGTH}-digit code is on its way. It works once, for 10 minutes.
          </p>
          <Field
            label={`${EMAIL_CODE_LENGTH}-digit code`}
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={EMAIL_CODE_LENGTH}
            required
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
            disabled={disabled}
          />
          <div className="email-code__actions">
            <Button type="submit" size="lg" loading={busy} disabled={disabled || code.length !== EMAIL_CODE_LENGTH}>
              Sign in with the code
            </Button>
            <Button
              variant="ghost"
              disabled={off}
              onClick={() => {
                setSentTo(null);
                setError(null);
              }}
            >
              Use another address or send a new code
            </Button>
          </div>
        </form>
      )}
      {error && (
        <p className="signup__error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
