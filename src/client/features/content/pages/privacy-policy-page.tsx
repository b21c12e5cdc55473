import { PageLayout } from '../../../components/page-layout';
import { useSiteSettings } from '../../../lib/site-settings';
import { usePageTitle } from '../../../lib/use-page-title';
import { privacyPolicySections } from './privacy-policy-sections';

/** SPEC §9: privacy policy last updated March 2025. */
const LAST_UPDATED = 'March 2025';

export function PrivacyPolicyPage() {
  const settings = useSiteSettings();
  usePageTitle('Privacy Policy');
  const sections = privacyPolicySections(settings);

  return (
    <PageLayout title="Privacy Policy" eyebrow="Your privacy" back lead="How we collect, use and protect your information.">
      <div className="prose">
        <p className="prose__meta">
          Last updated: {LAST_UPDATED}
        </p>
        {sections.map((section, index) => (
          <section key={section.title} aria-labelledby={`policy-${index + 1}`}>
            <h2 id={`policy-${index + 1}`}>
              {index + 1}. {section.title}
            </h2>
            {section.body}
          </section>
        ))}
      </div>
    </PageLayout>
  );
}
