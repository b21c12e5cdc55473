import { useState, type FormEvent } from 'react';
import { shareLinkPath } from '../../../../shared/features/offers.schema.js';
import { RetentionOfferSchema, retentionOfferSummary, WIN_BACK_DAYS, WinBackInputSchema, type RetentionSettings } from '../../../../shared/features/retention.schema.js';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { notify } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { fieldErrors } from '../../../lib/field-errors';
import { useRetentionSettings, useSaveRetentionSettings } from '../retention.api';

interface Values {
  enabled: boolean;
  days: string;
  percentOff: string;
  months: string;
}

type Errors = Partial<Record<'daysAfterEnd' | 'percentOff' | 'durationInMonths', string>>;

const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** Offers tab: the one win-back e-mail, N days after a member's Pro ends, with its offer and results. */
export function WinBackSettingsForm() {
  const settings = useRetentionSettings();
  if (settings.isPending) return <p role="status">Loading the win-back offer…</p>;
  if (settings.isError) return <p role="alert">{errorMessage(settings.error)}</p>;
  return <SettingsForm settings={settings.data} />;
}

function SettingsForm({ settings }: { settings: RetentionSettings }) {
  const save = useSaveRetentionSettings();
  const winBack = settings.winBack;
  const [values, setValues] = useState<Values>(() => ({
    enabled: winBack?.enabled ?? false,
    days: String(winBack?.daysAfterEnd ?? WIN_BACK_DAYS.default),
    percentOff: String(winBack?.offer.percentOff ?? 50),
    months: String(winBack?.offer.durationInMonths ?? 3),
  }));
  const [errors, setErrors] = useState<Errors>({});
  const set = (name: keyof Values) => (value: Values[keyof Values]) => setValues({ ...values, [name]: value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const offer = RetentionOfferSchema.safeParse({ percentOff: numberOf(values.percentOff), durationInMonths: numberOf(values.months) });
    const days = WinBackInputSchema.shape.daysAfterEnd.safeParse(numberOf(values.days));
    if (!offer.success || !days.success) {
      setErrors({ ...(offer.success ? {} : fieldErrors(offer.error)), ...(days.success ? {} : { daysAfterEnd: days.error.issues[0]?.message }) });
      return;
    }
    setErrors({});
    const winBackInput = { enabled: values.enabled, daysAfterEnd: days.data, offer: offer.data };
    save.mutate(
      { offer: settings.offer, renewalReminderDays: settings.renewalReminderDays, winBack: winBackInput },
      {
        onSuccess: () => notify.success(values.enabled ? `Win-back e-mail: ${retentionOfferSummary(offer.data)}, ${days.data} days after Pro ends.` : 'Saved: no win-back e-mail.'),
        onError: (error) => notify.error(error, 'The win-back settings could not be saved.'),
      },
    );
  };

  return (
    <form className="discount-code-form" onSubmit={submit} noValidate aria-label="Win-back e-mail">
      <label className="discount-code-form__check">
        <input type="checkbox" checked={values.enabled} onChange={(event) => set('enabled')(event.target.checked)} /> E-mail an offer to members whose Pro ended
      </label>
      <Field
        label="Days after Pro ends"
        inputMode="numeric"
        value={values.days}
        onChange={(event) => set('days')(event.target.value)}
        error={errors.daysAfterEnd}
        hint={`${WIN_BACK_DAYS.min} to ${WIN_BACK_DAYS.max}. One e-mail per member, ever; members can opt out.`}
        required
      />
      <Field label="Percent off" inputMode="numeric" value={values.percentOff} onChange={(event) => set('percentOff')(event.target.value)} error={errors.percentOff} hint="100 with 1 month: one month free." required />
      <Field label="Months" inputMode="numeric" value={values.months} onChange={(event) => set('months')(event.target.value)} error={errors.durationInMonths} required />
      {winBack && (
        <p className="discount-code-form__plan" aria-live="polite">
          Code {winBack.code} (link {shareLinkPath(winBack.code)}): sent to {winBack.sent} {winBack.sent === 1 ? 'member' : 'members'}; {winBack.redeemed} came back; {winBack.optedOut}{' '}
          opted out.
        </p>
      )}
      <Button type="submit" loading={save.isPending}>
        Save win-back settings
      </Button>
    </form>
  );
}
