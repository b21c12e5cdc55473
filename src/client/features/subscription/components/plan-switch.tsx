import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { PLAN_MESSAGES, type Plan } from '../../../../shared/features/subscription.schema.js';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../components/ui/toast';
import { errorMessage } from '../../../lib/api-client';
import { billingQuery, switchPlan, useBillingState, usePlans } from '../subscription.api';
import { planPriceLabel } from './plan-choice';
import './plan-switch.css';

const PLAN_NAMES: Record<Plan, string> = { monthly: 'Monthly', yearly: 'Yearly' };

/**
 * A paying Pro member's plan, and the switch to the other one (prorated by the payment provider, charged now).
 * It is the profile's Membership section (the app puts it there): Pro members never see Subscribe.
 */
export function PlanSwitch() {
  const queryClient = useQueryClient();
  const { data: billing } = useBillingState(true);
  const plans = usePlans().data;
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!billing?.plan || !plans) return null;
  const current = billing.plan;
  const other: Plan = current === 'monthly' ? 'yearly' : 'monthly';

  const change = async () => {
    setBusy(true);
    setError(null);
    try {
      queryClient.setQueryData(billingQuery.queryKey, await switchPlan(other));
      notify.success(`You are now on the ${PLAN_NAMES[other].toLowerCase()} plan.`);
    } catch (failure) {
      setError(errorMessage(failure, PLAN_MESSAGES.switchFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="plan-switch" aria-labelledby="plan-switch-title">
      <h3 id="plan-switch-title" className="plan-switch__title">
        Membership
      </h3>
      <h4 className="plan-switch__heading">
        Your plan: {PLAN_NAMES[current]} ({planPriceLabel(current, plans)})
      </h4>
      <p className="plan-switch__note">
        Switching is charged today, less the unused part of your current plan, as the payment provider works it out.
      </p>
      <Button variant="secondary" onClick={() => void change()} loading={busy}>
        Switch to {PLAN_NAMES[other].toLowerCase()} ({planPriceLabel(other, plans)})
      </Button>
      {error && (
        <p className="plan-switch__error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
