import { useState, type FormEvent, type ReactNode } from 'react';
import { SiteContentSchema, type SiteContent } from '../../../../shared/features/site-content.schema.js';
import { PRO_PRICE_LABEL, MAX_TRIAL_DAYS } from '../../../../shared/features/subscription.schema.js';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { TipSettingsFields } from './tip-settings-fields';
import { notify } from '../../../components/ui/toast';
import { useSaveSiteContent, useSiteContent } from '../content.api';
import { ContentStatus } from './content-status';
import './site-content-editor.css';

type Errors = Record<string, string>;

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="site-content__section">
      <legend className="site-content__legend">{legend}</legend>
      {children}
    </fieldset>
  );
}

/** The membership news the owner can turn off, each its own e-mail. */
const OWNER_EMAIL_CHOICES = [
  { key: 'newSubscriber', label: 'E-mail me when someone subscribes to Pro' },
  { key: 'cancellation', label: 'E-mail me when a member cancels or renews their plan again' },
  { key: 'paymentFailed', label: 'E-mail me when a member’s payment fails' },
] as const;

function SiteContentForm({ initial }: { initial: SiteContent }) {
  const [content, setContent] = useState<SiteContent>(initial);
  const [errors, setErrors] = useState<Errors>({});
  // The yearly price as typed in dollars; kept as text so "199." can be typed on the way to "199.50".
  const [yearlyDollars, setYearlyDollars] = useState(String(initial.plans.annualPriceCents / 100));
  const [trialDays, setTrialDays] = useState(String(initial.plans.trialDays));
  const save = useSaveSiteContent();

  const update = <S extends keyof SiteContent>(section: S, changes: Partial<SiteContent[S]>) =>
    setContent((current) => ({ ...current, [section]: { ...current[section], ...changes } }));
  const text = <S extends keyof SiteContent>(section: S, key: keyof SiteContent[S] & string) => ({
    value: String(content[section][key] ?? ''),
    error: errors[`${section}.${key}`],
    onChange: (event: { target: { value: string } }) => update(section, { [key]: event.target.value } as Partial<SiteContent[S]>),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = SiteContentSchema.safeParse(content);
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) found[issue.path.join('.')] ??= issue.message;
      setErrors(found);
      notify.error(new Error('Some fields need attention before saving.'));
      return;
    }
    setErrors({});
    try {
      setContent(await save.mutateAsync(parsed.data));
      notify.success('Site content saved.');
    } catch (error) {
      notify.error(error);
    }
  };

  return (
    <form className="site-content" aria-label="Site content" onSubmit={(event) => void submit(event)} noValidate>
      <Fieldset legend="Site">
        <Field label="Site title" required {...text('settings', 'siteTitle')} />
        <Field label="Company name" required {...text('settings', 'companyName')} />
        <Field label="Support e-mail" type="email" required {...text('settings', 'supportEmail')} />
        <Field
          label="Copyright year"
          type="number"
          required
          value={String(content.settings.copyrightYear)}
          error={errors['settings.copyrightYear']}
          onChange={(event) => update('settings', { copyrightYear: Number(event.target.value) })}
        />
      </Fieldset>
      <Fieldset legend="Pro poem">
        <Field label="Poem title" required {...text('poem', 'title')} />
        <Field label="Poem" multiline rows={8} required hint="Line breaks are kept." {...text('poem', 'text')} />
      </Fieldset>
      <Fieldset legend="Video and social links">
        <Field label="Featured video title" required {...text('links', 'featuredVideoTitle')} />
        <Field label="Featured video link" type="url" required {...text('links', 'featuredVideoUrl')} />
        <Field label="Channel link" type="url" required {...text('links', 'channelUrl')} />
        <Field label="Instagram link" type="url" required {...text('links', 'instagramUrl')} />
        <Field label="TikTok link" type="url" required {...text('links', 'tiktokUrl')} />
        <Field label="Twitter link" type="url" required {...text('links', 'twitterUrl')} />
      </Fieldset>
      <Fieldset legend="Tech page">
        <Field label="Mission statement" multiline rows={4} required {...text('tech', 'mission')} />
        {content.tech.quotes.map((quote, index) => (
          <Field
            key={index}
            label={`Quote ${index + 1}`}
            required
            value={quote}
            error={errors[`tech.quotes.${index}`]}
            onChange={(event) => update('tech', { quotes: content.tech.quotes.map((q, i) => (i === index ? event.target.value : q)) })}
          />
        ))}
      </Fieldset>
      <Fieldset legend="Plans">
        <Field
          label="Yearly price (USD)"
          inputMode="decimal"
          required
          hint={`The monthly price is ${PRO_PRICE_LABEL}. Members see what the yearly plan saves against twelve months.`}
          value={yearlyDollars}
          error={errors['plans.annualPriceCents']}
          onChange={(event) => {
            setYearlyDollars(event.target.value);
            const dollars = Number(event.target.value);
            update('plans', { annualPriceCents: Number.isFinite(dollars) ? Math.round(dollars * 100) : 0 });
          }}
        />
        <Field
          label="Free trial (days)"
          inputMode="numeric"
          required
          hint={`0 turns trials off; at most ${MAX_TRIAL_DAYS}. Each member gets one trial, ever; the card is taken at checkout and charged when the trial ends.`}
          value={trialDays}
          error={errors['plans.trialDays']}
          onChange={(event) => {
            setTrialDays(event.target.value);
            // A blank or non-number is sent as it is typed (NaN fails the shared schema with its message).
            update('plans', { trialDays: event.target.value.trim() === '' ? Number.NaN : Number(event.target.value) });
          }}
        />
      </Fieldset>
      <Fieldset legend="Tips">
        <TipSettingsFields initial={initial.tips} errors={errors} onChange={(changes) => update('tips', changes)} />
      </Fieldset>
      <Fieldset legend="E-mails to you">
        {OWNER_EMAIL_CHOICES.map(({ key, label }) => (
          <label key={key} className="site-content__check">
            <input type="checkbox" checked={content.ownerEmails[key]} onChange={(event) => update('ownerEmails', { [key]: event.target.checked })} />
            {label}
          </label>
        ))}
      </Fieldset>
      <Fieldset legend="Pro pictures">
        <p className="site-content__note">Every member receives Pro pictures with an invisible mark of their own, which Police → Trace a leak reads.</p>
        <label className="site-content__check">
          <input
            type="checkbox"
            checked={content.pictureMarks.visibleUsername}
            onChange={(event) => update('pictureMarks', { visibleUsername: event.target.checked })}
          />
          Also show the member’s username in a corner of each Pro picture they see
        </label>
      </Fieldset>
      <div className="site-content__actions">
        <Button type="submit" loading={save.isPending}>
          Save site content
        </Button>
      </div>
    </form>
  );
}

/** The owner's Site content screen: texts and links shown across the site, with defaults on a fresh site. */
export function SiteContentEditor() {
  return (
    <ContentStatus query={useSiteContent()} what="site content">
      {(content) => <SiteContentForm initial={content} />}
    </ContentStatus>
  );
}
