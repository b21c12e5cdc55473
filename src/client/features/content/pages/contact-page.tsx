import { PageLayout } from '../../../components/page-layout';
import { buttonClassName } from '../../../components/ui/button';
import { useSiteSettings } from '../../../lib/site-settings';
import { usePageTitle } from '../../../lib/use-page-title';
import './contact-page.css';

/** SPEC §9: support reply target. */
const REPLY_WITHIN = '24 hours';

const HELP_TOPICS = [
  { title: 'Subscription and billing', text: 'Pro membership, renewals, cancelling, receipts and refunds.' },
  { title: 'Custom orders', text: 'The status of a custom request, delivery times and order questions.' },
  { title: 'Account and sign-in', text: 'Trouble signing in with Google, your username or your profile picture.' },
  { title: 'Content access', text: 'Galleries, Pro content or purchased items that do not show up as expected.' },
  { title: 'Privacy requests', text: 'A copy of your data, corrections, or deleting your account.' },
] as const;

function splitEmail(email: string): [string, string] {
  const at = email.lastIndexOf('@');
  return [email.slice(0, at), email.slice(at + 1)];
}

export function ContactPage() {
  const { supportEmail } = useSiteSettings();
  const [local, domain] = splitEmail(supportEmail);
  usePageTitle('Contact');

  return (
    <PageLayout title="Contact Us" eyebrow="Support" back lead="Questions, problems or ideas? We are happy to help.">
      <section className="contact-card" aria-labelledby="contact-email-title">
        <h2 id="contact-email-title" className="contact-card__title">
          E-mail support
        </h2>
        <a className="contact-card__email" href={`mailto:${supportEmail}`}>
          {/* <wbr> lets a long address wrap after the @ on narrow screens instead of mid-word. */}
          {local}@<wbr />
          {domain}
        </a>
        <p className="contact-card__promise">
          We reply to every message within {REPLY_WITHIN}.
        </p>
        <a className={buttonClassName({ variant: 'primary' })} href={`mailto:${supportEmail}`}>
          Write to us
        </a>
      </section>

      <section className="contact-topics" aria-labelledby="contact-topics-title">
        <h2 id="contact-topics-title" className="contact-topics__title">
          We can help with
        </h2>
        <ul className="contact-topics__list">
          {HELP_TOPICS.map((topic) => (
            <li key={topic.title} className="contact-topics__item">
              <h3 className="contact-topics__name">{topic.title}</h3>
              <p>{topic.text}</p>
            </li>
          ))}
        </ul>
        <p className="contact-topics__tip">
          To help us answer faster, write from the e-mail address you sign in with and include your request number for
          custom orders.
        </p>
      </section>
    </PageLayout>
  );
}
