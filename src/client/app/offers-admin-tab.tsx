import { OffersTab } from '../features/offers/components/offers-tab';
import { RetentionSettingsForm } from '../features/retention/components/retention-settings-form';
import { WinBackSettingsForm } from '../features/retention/components/win-back-settings-form';

/** Admin Dashboard → Offers: the discount codes, the retention offer with the renewal reminder's days, and the win-back e-mail. */
export function OffersAdminTab() {
  return (
    <OffersTab
      extraSections={
        <>
          <section className="offers-tab__section" aria-labelledby="offers-retention">
            <h3 id="offers-retention">Retention offer and renewal reminder</h3>
            <RetentionSettingsForm />
          </section>
          <section className="offers-tab__section" aria-labelledby="offers-win-back">
            <h3 id="offers-win-back">Win-back e-mail</h3>
            <WinBackSettingsForm />
          </section>
        </>
      }
    />
  );
}
