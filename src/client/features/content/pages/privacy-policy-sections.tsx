import type { ReactNode } from 'react';
import { AppLink } from '../../../lib/navigation';
import type { SiteSettings } from '../../../../shared/features/content.schema.js';
import { CLIENT_ROUTES } from '../../../../shared/routes.js';

export interface PolicySection {
  title: string;
  body: ReactNode;
}

/** The eleven sections of the privacy policy (SPEC §2: static, 11 sections). */
export function privacyPolicySections({ siteTitle, companyName, supportEmail }: SiteSettings): PolicySection[] {
  const email = <a href={`mailto:${supportEmail}`}>{supportEmail}</a>;
  return [
    {
      title: 'Who we are',
      body: (
        <p>
          {siteTitle} is an art and tech content site run by {companyName} (&ldquo;we&rdquo;, &ldquo;us&rdquo;).{' '}
          {companyName} is the controller of the personal information described in this policy and decides how and why
          it is used. If anything here is unclear, you can reach us at {email}.
        </p>
      ),
    },
    {
      title: 'Information we collect',
      body: (
        <>
          <p>
            You sign in with your Google account. When you do, Google shares only your basic profile with us:
          </p>
          <ul>
            <li>your name,</li>
            <li>your e-mail address, and</li>
            <li>your profile picture.</li>
          </ul>
          <p>
            We never ask for access to your contacts, Google Drive, calendar or any other Google data, and we never see
            your Google password. We also keep the basic account details you create here, such as your username, your
            membership tier and your subscription status.
          </p>
        </>
      ),
    },
    {
      title: 'Payments',
      body: (
        <p>
          Pro subscriptions and custom orders are paid through Stripe, our payment processor. You enter your card
          details on Stripe&rsquo;s secure checkout page, not on our site, so we never see or store your full card
          number or security code. Stripe tells us whether a payment succeeded and gives us a reference for it, along
          with limited details such as the card brand, the last four digits and the billing e-mail, which we keep for
          our records and for support.
        </p>
      ),
    },
    {
      title: 'Content you give us',
      body: (
        <>
          <p>When you use the site, we store what you choose to send us:</p>
          <ul>
            <li>messages you write in the private Pro chat;</li>
            <li>the details of custom requests you place, such as the options you choose and any notes;</li>
            <li>a profile image you upload, and your username.</li>
          </ul>
          <p>You can change your profile at any time and ask us to delete any of this content.</p>
        </>
      ),
    },
    {
      title: 'Download and screenshot monitoring',
      body: (
        <p>
          Pro content is licensed for personal viewing only. To protect it, we log attempts to download or save images,
          for example a long press, a right-click &ldquo;save&rdquo; or dragging an image off the page. Each log entry
          holds your user ID, your e-mail address, your IP address, your device type, your browser&rsquo;s user agent,
          the image and gallery concerned, and the time. We use these logs only to enforce our terms and to stop
          unauthorised sharing.
        </p>
      ),
    },
    {
      title: 'Cookies',
      body: (
        <p>
          We use a single session cookie that keeps you signed in and protects your account. It is strictly necessary,
          so it does not need your consent, and it ends when you sign out or when the session expires. We do not use
          advertising cookies, tracking pixels or third-party analytics trackers.
        </p>
      ),
    },
    {
      title: 'How we use your information',
      body: (
        <ul>
          <li>to create your account, sign you in and show you the content your membership includes;</li>
          <li>to process subscriptions and custom orders, and to deliver what you ordered;</li>
          <li>to answer your messages and support requests;</li>
          <li>to send service e-mails, for example when the creator replies to your chat;</li>
          <li>to keep the site secure and to protect our content from unauthorised copying;</li>
          <li>to count members and subscriptions in aggregate, so we can improve the site.</li>
        </ul>
      ),
    },
    {
      title: 'Sharing with service providers',
      body: (
        <>
          <p>
            We do not sell your personal information or share it for advertising. We share it only with the providers
            that help us run the site, each bound to use it only on our behalf:
          </p>
          <ul>
            <li>
              <strong>Stripe</strong>, for payments;
            </li>
            <li>
              <strong>Google</strong>, for sign-in;
            </li>
            <li>
              <strong>our e-mail provider</strong>, to deliver notifications;
            </li>
            <li>
              <strong>our hosting and storage provider</strong>, which runs our servers and keeps our database and files.
            </li>
          </ul>
          <p>We may also disclose information when the law requires it.</p>
        </>
      ),
    },
    {
      title: 'How long we keep your data',
      body: (
        <p>
          We keep your account information for as long as your account exists. When you delete your account, we remove
          your profile, chat messages and uploaded images within 30 days. Download logs are kept for up to 12 months.
          Payment and order records are kept for as long as tax and accounting law requires, usually up to seven years.
        </p>
      ),
    },
    {
      title: 'Your rights',
      body: (
        <p>
          You can ask us to give you a copy of your personal information (access), to correct it (correction), to delete
          it (deletion), or to send it to you in a portable, machine-readable format (export). You can also object to
          how we use it. Write to {email}; we answer within 30 days and may ask you to confirm your identity first. You
          also have the right to complain to your local data protection authority.
        </p>
      ),
    },
    {
      title: 'Contact',
      body: (
        <p>
          Questions about this policy or your data? E-mail {email} or visit our{' '}
          <AppLink to={CLIENT_ROUTES.contact}>contact page</AppLink>. If we change this policy in a way that matters, we will
          update the date above and tell signed-in members on the site.
        </p>
      ),
    },
  ];
}
