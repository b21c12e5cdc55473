import { useEffect, useState } from 'react';
import type { CurrentUser } from '../../../../shared/features/auth.schema.js';
import { PRO_BENEFITS, SUBSCRIPTION_MESSAGES, trialButtonLabel, type Plan } from '../../../../shared/features/subscription.schema.js';
import { isPro } from '../../../../shared/permissions.js';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { acceptAgreement, goToCheckout, startCheckout, usePlans } from '../subscription.api';
import { AgreementModal } from './agreement-modal';
import { PlanChoice, planPriceLabel } from './plan-choice';
import { codeFromAddress, DiscountCodeBox } from './discount-code-box';
import './subscribe-view.css';

export interface SubscribeViewProps {
  user: CurrentUser | null;
  /** Injected in tests; the browser leaves for the hosted checkout page. */
  redirect?: (url: string) => void;
}

/** SPEC §2 Subscribe: the benefits, the button, and the agreement that must be accepted before checkout. */
export function SubscribeView({ user, redirect = goToCheckout }: SubscribeViewProps) {
  const [agreementOpen, setAgreementOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [code, setCode] = useState(codeFromAddress);
  const [plan, setPlan] = useState<Plan>('monthly');
  // Until the prices arrive (or if they cannot), the monthly plan alone is offered: its price is the spec's.
  const plans = usePlans().data;
  const priceLabel = planPriceLabel(plan, plans);
  const [amount, per] = priceLabel.split('/');
  // Only offered to a signed-in member who never had a trial: the server says so through the plans.
  const trialDays = user ? (plans?.trialDays ?? 0) : 0;

  // Back from the hosted checkout page, the browser may restore this page as it was left: busy.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setBusy(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const open = () => {
    setError(null);
    if (!user) {
      setError(SUBSCRIPTION_MESSAGES.logInFirst);
      return;
    }
    setAgreementOpen(true);
  };

  const agree = async () => {
    setBusy(true);
    setError(null);
    try {
      await acceptAgreement();
      const { url } = await startCheckout(crypto.randomUUID(), plan, code.trim() || undefined);
      redirect(url);
    } catch (failure) {
      setError(errorMessage(failure, SUBSCRIPTION_MESSAGES.checkoutFailed));
      setBusy(false);
    }
  };

  if (user && isPro(user)) {
    return (
      <div className="subscribe">
        <p className="subscribe__already">You already have Pro. Thank you for being a member!</p>
      </div>
    );
  }

  return (
    <section className="subscribe" aria-labelledby="subscribe-heading">
      <div className="subscribe__card">
        <p className="subscribe__eyebrow">Pro membership</p>
        <h2 id="subscribe-heading" className="subscribe__price">
          {amount}
          <span className="subscribe__per">/{per}</span>
        </h2>
        {plans && <PlanChoice plans={plans} value={plan} onChange={setPlan} />}
        {trialDays > 0 && (
          <p className="subscribe__trial">
            {trialDays} days free, then {priceLabel}. Your card is charged when the trial ends; cancel before then and nothing is charged.
          </p>
        )}
        <p className="subscribe__note">Cancel anytime. You keep Pro until the end of the billing period.</p>
        <ul className="subscribe__benefits">
          {PRO_BENEFITS.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
        <DiscountCodeBox plan={plan} value={code} onChange={setCode} />
        <Button size="lg" block onClick={open} loading={busy && !agreementOpen}>
          {trialDays > 0 ? trialButtonLabel(trialDays) : `Subscribe for ${priceLabel}`}
        </Button>
        {error && !agreementOpen && (
          <p className="subscribe__error" role="alert">
            {error}
          </p>
        )}
      </div>
      <AgreementModal
        open={agreementOpen}
        busy={busy}
        error={error}
        onClose={() => setAgreementOpen(false)}
        onAgree={() => void agree()}
      />
    </section>
  );
}
