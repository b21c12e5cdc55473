import type { ReactNode } from 'react';
import { CLIENT_ROUTES } from '../../shared/routes.js';
import { AppLink } from '../lib/navigation';
import { useSiteSettings } from '../lib/site-settings';
import { BackButton } from './back-button';
import { SiteFooter } from './site-footer';
import './page-layout.css';

export interface PageLayoutProps {
  title: string;
  /** Small line above the title. */
  eyebrow?: ReactNode;
  /** Lead paragraph under the title. */
  lead?: ReactNode;
  /** Adds the Back button above the title. */
  back?: boolean;
  children?: ReactNode;
}

/** The frame of every static page: brand bar, a readable column with the page title, footer. */
export function PageLayout({ title, eyebrow, lead, back = false, children }: PageLayoutProps) {
  const { siteTitle } = useSiteSettings();
  return (
    <div className="page">
      <header className="page-bar">
        <AppLink to={CLIENT_ROUTES.home} className="page-bar__brand">
          <span className="page-bar__mark" aria-hidden="true" />
          {siteTitle}
        </AppLink>
      </header>
      <main id="main" className="page-main" tabIndex={-1}>
        {back && (
          <div className="page-main__back">
            <BackButton />
          </div>
        )}
        <div className="page-main__head">
          {eyebrow && <p className="page-main__eyebrow">{eyebrow}</p>}
          <h1 className="page-main__title">{title}</h1>
          {lead && <p className="page-main__lead">{lead}</p>}
        </div>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
