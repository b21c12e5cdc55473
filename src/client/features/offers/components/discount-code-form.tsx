import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { CreateDiscountCodeSchema, type CreateDiscountCode } from '../../../../shared/features/offers.schema.js';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { notify } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { useCreateDiscountCode } from '../offers.api';
import { describeDiscount } from './discount-codes-list';
import { fieldErrors } from '../../../lib/field-errors';

interface Values {
  code: string;
  kind: 'percent' | 'amount';
  /** Percent, or dollars for an amount off. */
  value: string;
  duration: CreateDiscountCode['duration'];
  months: string;
  appliesTo: CreateDiscountCode['appliesTo'];
  expiresAt: string;
  maxRedemptions: string;
  newMembersOnly: boolean;
}

const EMPTY: Values = { code: '', kind: 'percent', value: '', duration: 'once', months: '', appliesTo: 'monthly', expiresAt: '', maxRedemptions: '', newMembersOnly: false };
type Errors = Partial<Record<keyof CreateDiscountCode, string>>;

/** A number the owner typed, or undefined when the box is empty (so the schema says what is missing). */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** The form's values as the create request; the schema then checks them as the server will. */
function inputOf(values: Values): Record<string, unknown> {
  const value = numberOf(values.value);
  return {
    code: values.code,
    ...(values.kind === 'percent' ? { percentOff: value } : { amountOffCents: value === undefined ? undefined : Math.round(value * 100) }),
    duration: values.duration,
    durationInMonths: values.duration === 'repeating' ? numberOf(values.months) : undefined,
    appliesTo: values.appliesTo,
    expiresAt: values.expiresAt ? new Date(values.expiresAt).toISOString() : undefined,
    maxRedemptions: numberOf(values.maxRedemptions),
    newMembersOnly: values.newMembersOnly,
  };
}

function Select({ label, value, onChange, children }: { label: string; value: string; onChange: (value: string) => void; children: ReactNode }) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="field__control" value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </div>
  );
}

/** The owner's new discount code: what it takes off, for how long, until when, how often, for whom. */
export function DiscountCodeForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const create = useCreateDiscountCode();
  const set = <K extends keyof Values>(name: K) => (value: Values[K]) => setValues({ ...values, [name]: value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = CreateDiscountCodeSchema.safeParse(inputOf(values));
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setFailure(null);
    create.mutate(parsed.data, {
      onSuccess: (code) => {
        notify.success(`${code.code}: ${describeDiscount(code)}.`);
        setValues(EMPTY);
      },
      onError: (error) => setFailure(errorMessage(error)),
    });
  };

  return (
    <form className="discount-code-form" onSubmit={submit} noValidate aria-label="New discount code">
      <Field label="Code" value={values.code} onChange={(event) => set('code')(event.target.value)} error={errors.code} hint="3 to 32 letters, digits, dashes or underscores." required />
      <Select label="Discount" value={values.kind} onChange={(kind) => set('kind')(kind === 'amount' ? 'amount' : 'percent')}>
        <option value="percent">Percent off</option>
        <option value="amount">Amount off ($)</option>
      </Select>
      <Field
        label={values.kind === 'percent' ? 'Percent off' : 'Dollars off'}
        inputMode="decimal"
        value={values.value}
        onChange={(event) => set('value')(event.target.value)}
        error={errors.percentOff ?? errors.amountOffCents}
        required
      />
      <Select label="For" value={values.duration} onChange={(duration) => set('duration')(duration as Values['duration'])}>
        <option value="once">The first payment</option>
        <option value="repeating">A number of months</option>
        <option value="forever">Every payment</option>
      </Select>
      {values.duration === 'repeating' && (
        <Field label="Months" inputMode="numeric" value={values.months} onChange={(event) => set('months')(event.target.value)} error={errors.durationInMonths} required />
      )}
      <Select label="Plan" value={values.appliesTo} onChange={(plan) => set('appliesTo')(plan as Values['appliesTo'])}>
        <option value="monthly">Monthly</option>
        <option value="annual">Annual</option>
        <option value="both">Monthly and annual</option>
      </Select>
      <Field label="Expires" type="datetime-local" value={values.expiresAt} onChange={(event) => set('expiresAt')(event.target.value)} error={errors.expiresAt} hint="Empty: never." />
      <Field label="Most uses" inputMode="numeric" value={values.maxRedemptions} onChange={(event) => set('maxRedemptions')(event.target.value)} error={errors.maxRedemptions} hint="Empty: no limit." />
      <label className="discount-code-form__check">
        <input type="checkbox" checked={values.newMembersOnly} onChange={(event) => set('newMembersOnly')(event.target.checked)} /> New members only
      </label>
      <p className="discount-code-form__plan">For the monthly plan.</p>
      {failure && (
        <p className="field__error" role="alert">
          {failure}
        </p>
      )}
      <Button type="submit" loading={create.isPending}>
        Create code
      </Button>
    </form>
  );
}
