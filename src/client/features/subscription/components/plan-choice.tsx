import { PRO_PRICE_LABEL, type Plan, type PlansResponse } from '../../../../shared/features/subscription.schema.js';
import { formatDollars } from '../../../../shared/money.js';

/** The button's words for each plan: the monthly one is the spec's "Subscribe for $20/month". */
export function planPriceLabel(plan: Plan, plans: PlansResponse | undefined): string {
  return plan === 'yearly' && plans ? `${formatDollars(plans.yearlyCents)}/year` : PRO_PRICE_LABEL;
}

interface PlanChoiceProps {
  plans: PlansResponse;
  value: Plan;
  onChange: (plan: Plan) => void;
}

/** Monthly or yearly: two radio cards, the yearly one with what it saves against twelve monthly payments. */
export function PlanChoice({ plans, value, onChange }: PlanChoiceProps) {
  const options: { plan: Plan; name: string; price: string; note: string | null }[] = [
    { plan: 'monthly', name: 'Monthly', price: PRO_PRICE_LABEL, note: null },
    {
      plan: 'yearly',
      name: 'Yearly',
      price: `${formatDollars(plans.yearlyCents)}/year`,
      note: plans.yearlySavingCents > 0 ? `Save ${formatDollars(plans.yearlySavingCents)} against 12 months` : null,
    },
  ];
  return (
    <fieldset className="plan-choice">
      <legend className="plan-choice__legend">Plan</legend>
      {options.map((option) => (
        <label key={option.plan} className="plan-choice__option">
          <input type="radio" name="plan" value={option.plan} checked={value === option.plan} onChange={() => onChange(option.plan)} />
          <span className="plan-choice__name">{option.name}</span>
          <span className="plan-choice__price">{option.price}</span>
          {option.note && <span className="plan-choice__note">{option.note}</span>}
        </label>
      ))}
    </fieldset>
  );
}
