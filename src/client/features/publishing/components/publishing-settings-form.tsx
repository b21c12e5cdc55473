import { useState, type FormEvent } from 'react';
import { PublishingSettingsSchema, type PublishingSettings } from '../../../../shared/features/publishing.schema.js';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { notify } from '../../../components/ui/toast';
import { usePublishingSettings, useSavePublishingSettings } from '../publishing.api';

/** The owner's time zone (schedules are typed and shown in it) and whether the next drop names its item. */
export function PublishingSettingsForm() {
  const settings = usePublishingSettings();
  if (!settings.data) return null;
  return <SettingsForm settings={settings.data} />;
}

function SettingsForm({ settings }: { settings: PublishingSettings }) {
  const save = useSavePublishingSettings();
  const [values, setValues] = useState(settings);
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = PublishingSettingsSchema.safeParse(values);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    save.mutate(parsed.data, { onSuccess: () => notify.success('Publishing settings saved.'), onError: (failure) => notify.error(failure, 'The settings could not be saved.') });
  };
  return (
    <form className="content-calendar__settings" onSubmit={submit} noValidate aria-label="Publishing settings">
      <Field label="Your time zone" value={values.timeZone} onChange={(event) => setValues({ ...values, timeZone: event.target.value })} error={error} hint="An IANA name such as Europe/Berlin." />
      <label>
        <input type="checkbox" checked={values.showNextDropTitle} onChange={(event) => setValues({ ...values, showNextDropTitle: event.target.checked })} /> Show the next drop’s title to Pro members
      </label>
      <Button type="submit" loading={save.isPending}>
        Save publishing settings
      </Button>
    </form>
  );
}
