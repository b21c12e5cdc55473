import { DiscountCodeForm } from './discount-code-form';
import { DiscountCodesList } from './discount-codes-list';
import type { ReactNode } from 'react';
import './offers-tab.css';

/** Admin Dashboard → Offers: new discount codes, and every code with its redemptions. */
/** `extraSections`: what the app composes in beside the codes (the retention offer). */
export function OffersTab({ extraSections }: { extraSections?: ReactNode } = {}) {
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
      {extraSections}
    </div>
  );
}
