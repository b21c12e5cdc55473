import { Outlet, ScrollRestoration } from 'react-router';

/** Wraps every page: a skip link to each page's <main id="main"> and scroll restoration. */
export function RootLayout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
