import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { GALLERY_MESSAGES } from '../../shared/features/gallery.schema.js';
import { FakeEventSource, installFakeEventSource, jsonResponse, makeUser, renderApp } from '../test-utils';

/** The gallery views as the registry composes them: headings per role, live titles, the way back to the folders. */
describe('gallery views in the dashboard', () => {
  beforeEach(() => {
    installFakeEventSource();
  });

  const teasers = { 'GET /api/galleries/gallery': () => jsonResponse({ collectionName: 'gallery', title: 'Gallery', totalLikes: 0, images: [], nextCursor: null }) };

  it('keeps the teaser heading for Basic users', async () => {
    renderApp('/auth-home', { user: makeUser(), routes: teasers, state: { component: 'gallery' } });
    expect(await screen.findByRole('heading', { name: GALLERY_MESSAGES.teaserHeading })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe for full images' })).toBeInTheDocument();
  });

  it('gives Pro members a teaser heading without a Subscribe button', async () => {
    renderApp('/auth-home', { user: makeUser({ role: 'pro_user' }), routes: teasers, state: { component: 'gallery' } });
    expect(await screen.findByRole('heading', { name: GALLERY_MESSAGES.teaserHeadingForPro })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Subscribe/ })).not.toBeInTheDocument();
  });

  it('gives the owner (admin, not Pro) the same heading and no Subscribe button', async () => {
    renderApp('/auth-home', { user: makeUser({ role: 'admin', isAdmin: true }), routes: teasers, state: { component: 'gallery' } });
    expect(await screen.findByRole('heading', { name: GALLERY_MESSAGES.teaserHeadingForPro })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: GALLERY_MESSAGES.teaserHeading })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Subscribe for full images' })).not.toBeInTheDocument();
  });

  it('titles a configured gallery by its display title, following a rename live, with a way back to the folders', async () => {
    let title = 'Golden Hour Gallery';
    const { router } = renderApp('/auth-home', {
      user: makeUser({ role: 'pro_user' }),
      state: { component: 'gallery_golden_hour' },
      routes: {
        'GET /api/galleries/gallery_golden_hour': () => jsonResponse({ collectionName: 'gallery_golden_hour', title, totalLikes: 0, images: [], nextCursor: null }),
        'GET /api/galleries': () => jsonResponse({ proGallery: { totalLikes: 0, cover: null }, folders: [], galleries: [] }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Golden Hour Gallery' })).toBeInTheDocument();
    // Once, as the page's heading: not again inside the gallery.
    expect(await screen.findByRole('region', { name: 'Golden Hour Gallery' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: 'Golden Hour Gallery' })).toHaveLength(1);

    title = 'Evening Light';
    act(() => FakeEventSource.open()[0]!.emit({ type: 'gallery.changed', data: { collection: 'gallery_golden_hour' } }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Evening Light' })).toBeInTheDocument();
    expect(document.title).toContain('Evening Light');

    await userEvent.click(screen.getByRole('button', { name: '← All Pro Galleries' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Pro Galleries' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth-home');
  });
});
