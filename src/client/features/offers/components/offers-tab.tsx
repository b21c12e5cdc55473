import { DiscountCodeForm } from './discount-code-form';
import { DiscountCodesList } from './discount-codes-list';
import { RetentionSettingsForm } from '../../retention/components/retention-settings-form';
import './offers-tab.css';

/** Admin Dashboard → Offers: new discount codes, and every code with its redemptions. */
export function OffersTab() {
  return (
    <div className="offers-tab">
      <section className="offers-tab__section" aria-labelledby="offers-new-code">
        <h3 id="offers-new-code">New discount code</h3>
        <DiscountCodeForm />
      </section>
      <section className="offers-tab__section" aria-labelledby="offers-codes">
        <h3 id="offers-codes">Discount codes</h3>
        <DiscountCodesList />
      </section>
      <section className="offers-tab__section" aria-labelledby="offers-retention">
        <h3 id="offers-retention">Retention offer and renewal reminder</h3>
        <RetentionSettingsForm />
      </section>
    </div>
  );
}
