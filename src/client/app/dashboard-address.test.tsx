import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../shared/features/auth.schema.js';
import { jsonResponse, makeUser, renderApp, type RenderAppOptions } from '../test-utils';

const basic = () => makeUser({ email: 'basil@example.com' });
const pro = () => makeUser({ role: 'pro_user', subscriptionStatus: 'active' });
const admin = () => makeUser({ email: 'owner@example.com', role: 'admin', isAdmin: true });

const FOLDER = { id: '11111111-1111-4111-8111-111111111111', name: 'Landscapes', description: '', createdAt: '2026-01-01T00:00:00.000Z', order: 0, galleryCount: 1, totalLikes: 0, coverImageId: null, cover: null };
const directory = () =>
  jsonResponse({
    proGallery: { totalLikes: 0, cover: null },
    folders: [FOLDER],
    galleries: [{ id: '22222222-2222-4222-8222-222222222222', collectionName: 'gallery_sunsets', displayTitle: 'Sunsets Gallery', name: 'sunsets', folderId: FOLDER.id, totalLikes: 0, order: 0 }],
  });
const emptyGallery = () => jsonResponse({ collectionName: 'gallery', title: 'Gallery', totalLikes: 0, images: [], nextCursor: null });

async function openDashboard(path: string, user: CurrentUser, options: RenderAppOptions = {}) {
  const rendered = renderApp(path, { user, ...options, routes: { 'GET /api/galleries': directory, 'GET /api/galleries/gallery': emptyGallery, ...options.routes } });
  await screen.findByRole('button', { name: /Logged In - / });
  return { ...rendered, user: userEvent.setup() };
}

const heading = () => screen.getByRole('heading', { level: 1 });
const address = (router: { state: { location: { pathname: string; search: string } } }) => `${router.state.location.pathname}${router.state.location.search}`;

afterEach(() => vi.restoreAllMocks());

describe('dashboard view addresses', () => {
  it('opens the view an address names, as a reload or a link would', async () => {
    await openDashboard('/auth-home?view=gallery', basic());
    expect(heading()).toHaveTextContent('Gallery');
    expect(await screen.findByRole('heading', { level: 2, name: 'Teasers! Subscribe to see full images and more' })).toBeInTheDocument();
  });

  it('writes a view picked in the menu into the address, and Back and Forward move between views', async () => {
    const { user, router } = await openDashboard('/auth-home', basic());
    expect(heading()).toHaveTextContent("What's New");
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('button', { name: 'Gallery' }));
    expect(heading()).toHaveTextContent('Gallery');
    expect(address(router)).toBe('/auth-home?view=gallery');
    expect(router.state.historyAction).toBe('PUSH');

    await act(() => router.navigate(-1));
    expect(heading()).toHaveTextContent("What's New");
    expect(address(router)).toBe('/auth-home');
    await act(() => router.navigate(1));
    expect(heading()).toHaveTextContent('Gallery');
  });

  it('falls back to the default view with a warning for a view this account may not see, and rewrites the address', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { router } = await openDashboard('/auth-home?view=admin&tab=chats', basic());
    expect(heading()).toHaveTextContent("What's New");
    expect(screen.queryByRole('tab', { name: 'Chats' })).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('Dashboard view "admin" is not available to this account and was ignored.');
    await vi.waitFor(() => expect(address(router)).toBe('/auth-home'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('falls back to the default view with the unknown-view warning for a name that is no view', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { router } = await openDashboard('/auth-home?view=chat_pro', pro());
    expect(heading()).toHaveTextContent("What's New");
    expect(warn).toHaveBeenCalledWith('Unknown dashboard view "chat_pro" was ignored.');
    expect(warn).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(address(router)).toBe('/auth-home'));
  });

  it('writes a view preselected in the navigation state into the address, replacing the entry', async () => {
    const { router } = await openDashboard('/auth-home', pro(), { state: { component: 'custom_build', tab: 'tracking' } });
    expect(heading()).toHaveTextContent('Custom Build');
    expect(screen.getByRole('tab', { name: 'Track Orders' })).toHaveAttribute('aria-selected', 'true');
    await vi.waitFor(() => expect(address(router)).toBe('/auth-home?view=custom_build&tab=tracking'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('opens an admin tab from the address and writes a picked tab back without a new history entry', async () => {
    const { user, router } = await openDashboard('/auth-home?view=admin&tab=pro_users', admin());
    expect(heading()).toHaveTextContent('Admin Dashboard');
    expect(screen.getByRole('tab', { name: 'Pro Users' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Chats' }));
    expect(screen.getByRole('tab', { name: 'Chats' })).toHaveAttribute('aria-selected', 'true');
    expect(address(router)).toBe('/auth-home?view=admin&tab=chats');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('opens a Custom Build tab from the address and follows a picked one', async () => {
    const { user, router } = await openDashboard('/auth-home?view=custom_build&tab=purchased', pro());
    expect(screen.getByRole('tab', { name: 'Purchased Content' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Request Portal' }));
    expect(address(router)).toBe('/auth-home?view=custom_build&tab=request');
    await act(() => router.navigate('/auth-home?view=custom_build&tab=tracking'));
    expect(screen.getByRole('tab', { name: 'Track Orders' })).toHaveAttribute('aria-selected', 'true');
  });

  it('keeps the open Pro gallery folder in the address; Back returns to the folders', async () => {
    const { user, router } = await openDashboard('/auth-home?view=pro_galleries', pro());
    await user.click(await screen.findByRole('button', { name: /Landscapes/ }));
    expect(await screen.findByRole('list', { name: 'Galleries in Landscapes' })).toBeInTheDocument();
    expect(address(router)).toBe(`/auth-home?view=pro_galleries&folder=${FOLDER.id}`);

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('list', { name: 'Folders' })).toBeInTheDocument();
    await act(() => router.navigate(1));
    expect(await screen.findByRole('list', { name: 'Galleries in Landscapes' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '← Back to folders' }));
    expect(address(router)).toBe('/auth-home?view=pro_galleries');
  });

  it('remembers the whole address, view included, for a signed-out visitor', async () => {
    const { router } = renderApp('/auth-home?view=pro_chat', { user: null });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sessionStorage.getItem('auth.returnTo')).toBe('/auth-home?view=pro_chat');
  });
});
