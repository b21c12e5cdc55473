import { useState } from 'react';
import type { TipSettings } from '../../../../shared/features/tips.schema.js';
import { Field } from '../../../components/ui/field';

const dollarsText = (cents: number) => String(cents / 100);
/** "5" or "$5" → 500; anything that is not an amount becomes 0, which the shared schema refuses with its message. */
const centsFrom = (text: string) => {
  const dollars = Number(text.replace(/^\$/, ''));
  return text.trim() !== '' && Number.isFinite(dollars) ? Math.round(dollars * 100) : 0;
};
/** "3, 5, 10" → cents; a negative amount becomes 0 too. */
const suggestionsFrom = (text: string): number[] =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => Math.max(centsFrom(part), 0));

export interface TipSettingsFieldsProps {
  initial: TipSettings;
  errors: Record<string, string | undefined>;
  onChange: (changes: Partial<TipSettings>) => void;
}

/** The owner's tip suggestions and bounds, typed in dollars (checked by the shared schema on save). */
export function TipSettingsFields({ initial, errors, onChange }: TipSettingsFieldsProps) {
  const [suggestions, setSuggestions] = useState(initial.suggestionsCents.map(dollarsText).join(', '));
  const [min, setMin] = useState(dollarsText(initial.minCents));
  const [max, setMax] = useState(dollarsText(initial.maxCents));
  const suggestionError = Object.entries(errors).find(([key, message]) => key.startsWith('tips.suggestionsCents') && message)?.[1];
  return (
    <>
      <Field
        label="Suggested tips (USD, separated by commas)"
        required
        hint="Up to 5 amounts members can pick with one tap, such as 3, 5, 10."
        value={suggestions}
        error={suggestionError}
        onChange={(event) => {
          setSuggestions(event.target.value);
          onChange({ suggestionsCents: suggestionsFrom(event.target.value) });
        }}
      />
      <Field
        label="Lowest tip (USD)"
        inputMode="decimal"
        required
        value={min}
        error={errors['tips.minCents']}
        onChange={(event) => {
          setMin(event.target.value);
          onChange({ minCents: centsFrom(event.target.value) });
        }}
      />
      <Field
        label="Highest tip (USD)"
        inputMode="decimal"
        required
        value={max}
        error={errors['tips.maxCents']}
        onChange={(event) => {
          setMax(event.target.value);
          onChange({ maxCents: centsFrom(event.target.value) });
        }}
      />
    </>
  );
}
