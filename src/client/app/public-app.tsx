import type { ComponentType } from 'react';
import type { SiteSettings } from '../../shared/features/content.schema.js';
import { CLIENT_ROUTES } from '../../shared/routes.js';
import { SkipLink } from '../components/skip-link';
import { HomePage } from '../features/content/pages/home-page';
import { NavigationContext, type Navigation } from '../lib/navigation';
import { SiteSettingsContext } from '../lib/site-settings';

/**
 * The public pages that need neither the router nor the query cache: rendered
 * to HTML at build time and hydrated by the small public entry (public-main.tsx),
 * so the home page ships React and little else. Each link loads the next page.
 * The home page is part of this entry's chunk; the other pages' code is loaded
 * by the page that needs it, so the home page does not carry the policy text.
 */
const PUBLIC_PAGES: Readonly<Record<string, () => Promise<ComponentType>>> = {
  [CLIENT_ROUTES.home]: () => Promise.resolve(HomePage),
  [CLIENT_ROUTES.privacyPolicy]: () => import('../features/content/pages/privacy-policy-page').then((module) => module.PrivacyPolicyPage),
  [CLIENT_ROUTES.contact]: () => import('../features/content/pages/contact-page').then((module) => module.ContactPage),
  [CLIENT_ROUTES.googleSignup]: () => import('./pages/google-signup-page').then((module) => module.SignInPage),
};

/** The document titles these pages set (usePageTitle), for the HTML written at build time. */
export const PUBLIC_PAGE_TITLES: Readonly<Record<string, string | null>> = {
  [CLIENT_ROUTES.home]: null,
  [CLIENT_ROUTES.privacyPolicy]: 'Privacy Policy',
  [CLIENT_ROUTES.contact]: 'Contact',
  [CLIENT_ROUTES.googleSignup]: 'Sign in',
};

export const publicPagePath = (pathname: string): string | null => {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return trimmed in PUBLIC_PAGES ? trimmed : null;
};

/** The component of a public page, loaded; throws for any other path. */
export async function loadPublicPage(pathname: string): Promise<ComponentType> {
  const path = publicPagePath(pathname);
  const load = path ? PUBLIC_PAGES[path] : undefined;
  if (!load) throw new Error(`${pathname} is not a public page`);
  return load();
}

export interface PublicAppProps {
  Page: ComponentType;
  settings: SiteSettings;
  navigation: Navigation;
}

export function PublicApp({ Page, settings, navigation }: PublicAppProps) {
  return (
    <SiteSettingsContext value={settings}>
      <NavigationContext value={navigation}>
        <SkipLink />
        <Page />
      </NavigationContext>
    </SiteSettingsContext>
  );
}
