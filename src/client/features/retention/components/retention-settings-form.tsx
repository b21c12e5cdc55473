import { useState, type FormEvent } from 'react';
import { RENEWAL_REMINDER_DAYS, RetentionSettingsInputSchema, retentionOfferSummary, type RetentionSettings } from '../../../../shared/features/retention.schema.js';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { notify } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useRetentionSettings, useSaveRetentionSettings } from '../retention.api';

interface Values {
  enabled: boolean;
  percentOff: string;
  months: string;
  reminderDays: string;
}

type Errors = Partial<Record<'percentOff' | 'durationInMonths' | 'renewalReminderDays', string>>;

const valuesOf = (settings: RetentionSettings): Values => ({
  enabled: settings.offer !== null,
  percentOff: String(settings.offer?.percentOff ?? 50),
  months: String(settings.offer?.durationInMonths ?? 3),
  reminderDays: String(settings.renewalReminderDays),
});

const numberOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** Offers tab: the one retention offer (shown once at Cancel Subscription), its results, and the annual reminder's days. */
export function RetentionSettingsForm() {
  const settings = useRetentionSettings();
  if (settings.isPending) return <p role="status">Loading the retention offer…</p>;
  if (settings.isError) return <p role="alert">{errorMessage(settings.error)}</p>;
  return <SettingsForm settings={settings.data} />;
}

function SettingsForm({ settings }: { settings: RetentionSettings }) {
  const save = useSaveRetentionSettings();
  const [values, setValues] = useState<Values>(() => valuesOf(settings));
  const [errors, setErrors] = useState<Errors>({});
  const set = <K extends keyof Values>(name: K) => (value: Values[K]) => setValues({ ...values, [name]: value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      offer: values.enabled ? { percentOff: numberOf(values.percentOff), durationInMonths: numberOf(values.months) } : null,
      renewalReminderDays: numberOf(values.reminderDays),
    };
    const parsed = RetentionSettingsInputSchema.safeParse(input);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[issue.path.at(-1) as keyof Errors] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (saved) => notify.success(saved.offer ? `Retention offer: ${retentionOfferSummary(saved.offer)}.` : 'Saved: no retention offer.'),
      onError: (error) => notify.error(error, 'The retention settings could not be saved.'),
    });
  };

  const { offered, accepted } = settings;
  return (
    <form className="discount-code-form" onSubmit={submit} noValidate aria-label="Retention offer and renewal reminder">
      <label className="discount-code-form__check">
        <input type="checkbox" checked={values.enabled} onChange={(event) => set('enabled')(event.target.checked)} /> Offer a discount when a member cancels
      </label>
      {values.enabled && (
        <>
          <Field label="Percent off" inputMode="numeric" value={values.percentOff} onChange={(event) => set('percentOff')(event.target.value)} error={errors.percentOff} hint="100 with 1 month: one month free." required />
          <Field label="Months" inputMode="numeric" value={values.months} onChange={(event) => set('months')(event.target.value)} error={errors.durationInMonths} required />
        </>
      )}
      <Field
        label="Annual renewal reminder (days before)"
        inputMode="numeric"
        value={values.reminderDays}
        onChange={(event) => set('reminderDays')(event.target.value)}
        error={errors.renewalReminderDays}
        hint={`${RENEWAL_REMINDER_DAYS.min} to ${RENEWAL_REMINDER_DAYS.max}. Set the payment provider's upcoming-renewal days to at least this.`}
        required
      />
      <p className="discount-code-form__plan" aria-live="polite">
        Offered to {offered} {offered === 1 ? 'member' : 'members'}; {accepted} accepted.
      </p>
      <Button type="submit" loading={save.isPending}>
        Save retention settings
      </Button>
    </form>
  );
}
