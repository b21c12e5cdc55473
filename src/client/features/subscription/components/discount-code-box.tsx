import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { errorMessage } from '../../../lib/api-client';
import type { Plan } from '../../../../shared/features/subscription.schema.js';
import { checkDiscountCode } from '../subscription.api';
import './discount-code-box.css';

/** The code a share link (`?code=`) brought to the Subscribe view; the view starts with it filled in. */
export const codeFromAddress = () => new URLSearchParams(window.location.search).get('code')?.trim() ?? '';

export interface DiscountCodeBoxProps {
  /** The plan chosen: the offer is stated in its price and period. */
  plan: Plan;
  value: string;
  onChange: (code: string) => void;
}

/**
 * The Subscribe view's discount code: one a share link filled in is checked at once, a typed one when
 * applied; an accepted code states the price during the offer and after it ends.
 */
export function DiscountCodeBox({ plan, value, onChange }: DiscountCodeBoxProps) {
  // The code last applied (none: nothing to check); editing the field takes it back.
  const [applied, setApplied] = useState(() => value.trim());
  const check = useQuery({
    queryKey: ['subscription', 'discount-check', applied, plan],
    queryFn: () => checkDiscountCode(applied, plan),
    enabled: applied !== '',
    retry: false,
    staleTime: 60_000,
  });
  const showing = applied !== '';

  return (
    <div className="discount-code-box">
      <form
        className="discount-code-box__row"
        onSubmit={(event) => {
          event.preventDefault();
          setApplied(value.trim());
        }}
      >
        <Field
          label="Discount code"
          hint="Optional. Checked when you apply it or continue to payment."
          className="subscribe__code"
          value={value}
          maxLength={32}
          autoComplete="off"
          error={showing && check.isError ? errorMessage(check.error, 'That discount code could not be checked. Try again.') : undefined}
          onChange={(event) => {
            onChange(event.target.value);
            setApplied('');
          }}
        />
        <Button type="submit" variant="secondary" loading={showing && check.isFetching} disabled={!value.trim()}>
          Apply
        </Button>
      </form>
      <p className={`discount-code-box__offer${showing && check.data ? ' discount-code-box__offer--shown' : ''}`} role="status">
        {showing && check.data && (
          <>
            <strong>{check.data.code} applied:</strong> {check.data.summary}
          </>
        )}
      </p>
    </div>
  );
}
