import { useId, useState, type FormEvent } from 'react';
import type { CurrentUser } from '../../../../shared/features/auth.schema.js';
import {
  BOTTOM_OPTIONS,
  CUSTOM_DETAILS_MAX_LENGTH,
  CUSTOM_ORDER_MESSAGES,
  CUSTOM_PRICE_LABEL,
  POSE_OPTIONS,
  REQUEST_SCREEN_DELIVERY,
  SIMPLE_EMAIL_PATTERN,
  TOP_OPTIONS,
  type CreateRequest,
  type CustomOption,
} from '../../../../shared/features/custom-orders.schema.js';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-client';
import { rememberCheckout } from '../../../lib/checkout-return';
import { createCustomRequest, CUSTOM_CHECKOUT_KEYS, goToCheckout } from '../custom-orders.api';

export interface RequestPortalProps {
  user: CurrentUser | null;
  redirect?: (url: string) => void;
}

interface Choices {
  topOutfit: string;
  outfit: string;
  pose: string;
  customDetails: string;
}

/** SPEC §5 purchase checks, in their order, with their exact messages. */
export function purchaseProblem(user: CurrentUser | null, choices: Choices): string | null {
  if (!choices.topOutfit || !choices.outfit || !choices.pose) return CUSTOM_ORDER_MESSAGES.chooseAll;
  if (!user) return CUSTOM_ORDER_MESSAGES.logInFirst;
  const email = user.email.trim();
  if (!email) return CUSTOM_ORDER_MESSAGES.noEmail;
  if (!SIMPLE_EMAIL_PATTERN.test(email)) return CUSTOM_ORDER_MESSAGES.invalidEmail;
  return null;
}

function OptionSelect(props: { label: string; placeholder: string; options: readonly CustomOption[]; value: string; invalid: boolean; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className={`field${props.invalid ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {props.label}
        <span className="field__required" aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      <select
        id={id}
        className="field__control custom-build__select"
        required
        aria-invalid={props.invalid || undefined}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      >
        <option value="">{props.placeholder}</option>
        {props.options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The request form: a top, a bottom and a pose (all required), optional notes, then the $10.00 checkout. */
export function RequestPortal({ user, redirect = goToCheckout }: RequestPortalProps) {
  const [choices, setChoices] = useState<Choices>({ topOutfit: '', outfit: '', pose: '', customDetails: '' });
  const [error, setError] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof Choices) => (value: string) => setChoices((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const problem = purchaseProblem(user, choices);
    setError(problem);
    if (problem || !user) return;
    setBusy(true);
    try {
      const { topOutfit, outfit, pose, customDetails } = choices;
      // The selects offer only the shared ids; the server validates them again.
      const input = { topOutfit, outfit, pose, customDetails: customDetails.trim() || undefined, attemptId: crypto.randomUUID() } as CreateRequest;
      const started = await createCustomRequest(input);
      rememberCheckout(CUSTOM_CHECKOUT_KEYS, { sessionId: started.sessionId, userId: user.id });
      redirect(started.url);
    } catch (failure) {
      setError(errorMessage(failure, CUSTOM_ORDER_MESSAGES.checkoutFailed));
      setBusy(false);
    }
  };

  return (
    <form className="custom-build__form" onSubmit={(event) => void submit(event)} noValidate aria-describedby="custom-build-offer">
      <div id="custom-build-offer" className="custom-build__offer">
        <p className="custom-build__price">
          <span>{CUSTOM_PRICE_LABEL}</span>
          <span className="custom-build__per"> per image</span>
        </p>
        <p className="custom-build__promise">Choose a top, a bottom and a pose. Your custom image is delivered {REQUEST_SCREEN_DELIVERY}.</p>
      </div>
      <div className="custom-build__choices">
        <OptionSelect label="Top" placeholder="Choose a top" options={TOP_OPTIONS} value={choices.topOutfit} invalid={attempted && !choices.topOutfit} onChange={set('topOutfit')} />
        <OptionSelect label="Bottom" placeholder="Choose a bottom" options={BOTTOM_OPTIONS} value={choices.outfit} invalid={attempted && !choices.outfit} onChange={set('outfit')} />
        <OptionSelect label="Pose" placeholder="Choose a pose" options={POSE_OPTIONS} value={choices.pose} invalid={attempted && !choices.pose} onChange={set('pose')} />
      </div>
      <Field
        label="Notes for the artist"
        multiline
        maxLength={CUSTOM_DETAILS_MAX_LENGTH}
        hint={`Optional, up to ${CUSTOM_DETAILS_MAX_LENGTH} characters.`}
        value={choices.customDetails}
        onChange={(event) => set('customDetails')(event.target.value)}
      />
      {error && (
        <p className="custom-build__error" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" size="lg" loading={busy} className="custom-build__submit">
        Request for {CUSTOM_PRICE_LABEL}
      </Button>
    </form>
  );
}
