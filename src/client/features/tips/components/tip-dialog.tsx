import { useId, useRef, useState, type SyntheticEvent } from 'react';
import { TIP_MESSAGE_MAX_LENGTH, TIP_MESSAGES, withinBounds, type TipPlace, type TipSettings } from '../../../../shared/features/tips.schema.js';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Modal } from '../../../components/ui/modal';
import { QueryStatus } from '../../../components/ui/query-status';
import { errorMessage } from '../../../lib/api-client';
import { goToTipCheckout, startTip, useTipOptions } from '../tips.api';
import './tips.css';
import { formatCents } from '../../../../shared/money.js';

export interface TipDialogProps {
  open: boolean;
  onClose: () => void;
  place: TipPlace;
  targetId: string;
  /** What is tipped, for the heading: "this picture". */
  what: string;
}

/** Parses "5", "5.5" or "$5.50" into cents; null for anything else. */
export function parseDollars(text: string): number | null {
  const match = /^\$?\s*(\d{1,6})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** The custom amount's problem, or null when it is one the owner allows. */
export function customAmountError(settings: TipSettings, text: string): string | null {
  const cents = parseDollars(text);
  return cents !== null && withinBounds(settings, cents) ? null : TIP_MESSAGES.amountOutside(settings.minCents, settings.maxCents);
}

const CUSTOM = 'custom';

/** Keys, pointers and wheel turns inside the dialog stay out of a layer below it (the lightbox would change slides). */
const keepInside = (event: SyntheticEvent) => event.stopPropagation();

function TipForm({ settings, place, targetId, onClose }: { settings: TipSettings } & Pick<TipDialogProps, 'place' | 'targetId' | 'onClose'>) {
  const groupId = useId();
  const [choice, setChoice] = useState<string>(String(settings.suggestionsCents[Math.min(1, settings.suggestionsCents.length - 1)]));
  const [custom, setCustom] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; message?: string; form?: string }>({});
  const [paying, setPaying] = useState(false);
  const attemptId = useRef(crypto.randomUUID());

  const pay = async () => {
    const amountError = choice === CUSTOM ? customAmountError(settings, custom) : null;
    const messageError = message.trim().length > TIP_MESSAGE_MAX_LENGTH ? TIP_MESSAGES.messageTooLong : undefined;
    setErrors({ ...(amountError ? { amount: amountError } : {}), ...(messageError ? { message: messageError } : {}) });
    if (amountError || messageError) return;
    const amountCents = choice === CUSTOM ? parseDollars(custom)! : Number(choice);
    setPaying(true);
    try {
      const { url } = await startTip({ place, targetId, amountCents, message: message.trim() || undefined, attemptId: attemptId.current });
      goToTipCheckout(url);
    } catch (error) {
      setErrors({ form: errorMessage(error, TIP_MESSAGES.checkoutFailed) });
      setPaying(false);
    }
  };

  return (
    <form
      className="tip-dialog"
      onSubmit={(event) => {
        event.preventDefault();
        void pay();
      }}
    >
      <fieldset className="tip-dialog__amounts">
        <legend id={groupId}>Amount</legend>
        {settings.suggestionsCents.map((cents) => (
          <label key={cents} className="tip-dialog__amount">
            <input type="radio" name="tip-amount" value={String(cents)} checked={choice === String(cents)} onChange={() => setChoice(String(cents))} />
            <span>{formatCents(cents)}</span>
          </label>
        ))}
        <label className="tip-dialog__amount">
          <input type="radio" name="tip-amount" value={CUSTOM} checked={choice === CUSTOM} onChange={() => setChoice(CUSTOM)} />
          <span>Other amount</span>
        </label>
      </fieldset>
      {choice === CUSTOM && (
        <Field
          label="Your amount (dollars)"
          inputMode="decimal"
          value={custom}
          hint={`Between ${formatCents(settings.minCents)} and ${formatCents(settings.maxCents)}.`}
          error={errors.amount}
          onChange={(event) => setCustom(event.target.value)}
        />
      )}
      <Field
        multiline
        label="Message (optional)"
        rows={3}
        value={message}
        hint={`${message.trim().length} / ${TIP_MESSAGE_MAX_LENGTH} characters`}
        error={errors.message}
        onChange={(event) => setMessage(event.target.value)}
      />
      {errors.form && (
        <p className="tip-dialog__error" role="alert">
          {errors.form}
        </p>
      )}
      <div className="tip-dialog__actions">
        <Button variant="secondary" disabled={paying} onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={paying}>
          Continue to payment
        </Button>
      </div>
    </form>
  );
}

/** Choose an amount (the owner's suggestions or another within the bounds), add a message, then pay on the provider's page. */
export function TipDialog({ open, onClose, place, targetId, what }: TipDialogProps) {
  const options = useTipOptions(open);
  return (
    <div onKeyDown={keepInside} onPointerDown={keepInside} onWheel={keepInside}>
      <Modal open={open} onClose={onClose} title={`Tip for ${what}`} description="Your tip goes to the creator. You pay on the next page." backdropClassName="tip-dialog__layer">
        <QueryStatus query={options} loading="Loading amounts…" failed={(error) => errorMessage(error, 'The amounts could not be loaded.')}>
          {(settings) => <TipForm settings={settings} place={place} targetId={targetId} onClose={onClose} />}
        </QueryStatus>
      </Modal>
    </div>
  );
}
