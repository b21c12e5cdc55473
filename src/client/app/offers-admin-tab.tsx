import { OffersTab } from '../features/offers/components/offers-tab';
import { RetentionSettingsForm } from '../features/retention/components/retention-settings-form';

/** Admin Dashboard → Offers: the discount codes, and the retention offer with the renewal reminder's days. */
export function OffersAdminTab() {
  return (
    <OffersTab
      extraSections={
        <section className="offers-tab__section" aria-labelledby="offers-retention">
          <h3 id="offers-retention">Retention offer and renewal reminder</h3>
          <RetentionSettingsForm />
        </section>
      }
    />
  );
}
