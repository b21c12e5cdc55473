import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../shared/features/auth.schema.js';
import { PLAN_MESSAGES } from '../../shared/features/subscription.schema.js';
import { CANCEL_CONFIRM_TEXT } from '../features/dashboard/components/cancel-subscription-dialog';
import { jsonResponse, makeUser, renderApp, TEST_SITE, type RouteHandler } from '../test-utils';

const basic = () => makeUser({ email: 'basil@example.com' });
const pro = (overrides: Partial<CurrentUser> = {}) => makeUser({ role: 'pro_user', subscriptionStatus: 'active', ...overrides });
const admin = () => makeUser({ email: 'owner@example.com', isAdmin: true });

async function renderDashboard(user: CurrentUser, options: { routes?: Record<string, RouteHandler>; state?: unknown } = {}) {
  const rendered = renderApp('/auth-home', { user, ...options });
  await screen.findByRole('button', { name: /Logged In - / });
  return { ...rendered, user: userEvent.setup() };
}

async function menuItems(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Menu' }));
  const nav = screen.getByRole('navigation', { name: 'Dashboard' });
  return within(nav)
    .getAllByRole('button')
    .map((button) => button.textContent);
}

describe('dashboard header', () => {
  it('shows the Basic badge, a letter placeholder and a white site title for a basic user', async () => {
    await renderDashboard(basic());
    expect(screen.getByRole('button', { name: 'Logged In - Basic' })).toHaveAttribute('aria-haspopup', 'menu');
    expect(screen.getByRole('button', { name: 'Edit profile' })).toHaveTextContent('B');
    const title = await screen.findByText(TEST_SITE.siteTitle, { selector: '.dash-header__title' });
    expect(title).not.toHaveClass('dash-header__title--admin');
    expect(screen.getByRole('heading', { level: 1, name: "What's New" })).toBeInTheDocument();
    expect(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
  });

  it('shows the Pro badge and the profile picture for a Pro user', async () => {
    const { container } = await renderDashboard(pro({ profile: { username: 'pia', userEmail: 'pia@example.com', profileImage: '/media/p.webp' } }));
    expect(screen.getByRole('button', { name: 'Logged In - Pro' })).toBeInTheDocument();
    expect(container.querySelector('.avatar img')).toHaveAttribute('src', '/media/p.webp');
  });

  it('makes the site title purple for admins', async () => {
    await renderDashboard(admin());
    expect(await screen.findByText(TEST_SITE.siteTitle, { selector: '.dash-header__title' })).toHaveClass('dash-header__title--admin');
  });
});

describe('hamburger menu', () => {
  it('shows a basic user the items they may use, with Subscribe', async () => {
    const { user } = await renderDashboard(basic());
    expect(await menuItems(user)).toEqual(["What's New", 'Gallery', 'Subscribe', 'Videos', 'Tech']);
  });

  it('hides Subscribe for Pro users and shows the Pro items', async () => {
    const { user } = await renderDashboard(pro());
    expect(await menuItems(user)).toEqual([
      "What's New",
      'Gallery',
      'Pro Galleries',
      'Videos',
      'Pro Poem',
      'Pro Chat',
      'Custom Build',
      'My LinkTree',
      'Tech',
    ]);
  });

  it('adds the Admin Dashboard for admins', async () => {
    const { user } = await renderDashboard(makeUser({ role: 'admin' }));
    const items = await menuItems(user);
    expect(items.at(-1)).toBe('Admin Dashboard');
    expect(items).toContain('Pro Chat');
  });

  it('switches views in place, closes, and is operable with the keyboard', async () => {
    const { user, router } = await renderDashboard(basic(), { routes: { 'GET /api/galleries/gallery': () => jsonResponse({ collectionName: 'gallery', title: 'Gallery', totalLikes: 0, images: [], nextCursor: null }) } });
    const hamburger = screen.getByRole('button', { name: 'Menu' });
    await user.click(hamburger);
    expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: "What's New" })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    expect(hamburger).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Gallery' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Gallery' })).toHaveFocus();
    expect(await screen.findByRole('heading', { level: 2, name: 'Teasers! Subscribe to see full images and more' })).toBeInTheDocument();
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    expect(router.state.location.pathname).toBe('/auth-home');

    // Back (or a link inside a view) changes the view too: focus follows to its heading, not to <body>.
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { level: 1, name: "What's New" })).toHaveFocus();
  });

  it('opens a view and tab preselected in the navigation state', async () => {
    await renderDashboard(pro(), { state: { component: 'custom_build', tab: 'tracking' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Custom Build' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Track Orders' })).toHaveAttribute('aria-selected', 'true');
  });

  it('warns about an unknown view name and ignores it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderDashboard(basic(), { state: { component: 'no_such_view' } });
    expect(screen.getByRole('heading', { level: 1, name: "What's New" })).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('Unknown dashboard view "no_such_view" was ignored.');
  });
});

describe('Launch Nav! hint', () => {
  it('shows until the menu is first opened, then records it on the user', async () => {
    const fresh = makeUser({ menuHintSeen: false });
    const hintSeen = vi.fn<RouteHandler>(() => jsonResponse({ ...fresh, menuHintSeen: true }));
    const { user } = await renderDashboard(fresh, { routes: { 'POST /api/me/menu-hint-seen': hintSeen } });
    expect(screen.getByText('Launch Nav!')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.queryByText('Launch Nav!')).not.toBeInTheDocument();
    await waitFor(() => expect(hintSeen).toHaveBeenCalledTimes(1));
    expect(new Headers(hintSeen.mock.calls[0]?.[1]?.headers).get('X-Requested-With')).toBe('fetch');

    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(hintSeen).toHaveBeenCalledTimes(1);
  });

  it('is not shown to users who have seen it', async () => {
    await renderDashboard(basic());
    expect(screen.queryByText('Launch Nav!')).not.toBeInTheDocument();
  });
});

describe('user menu', () => {
  const openUserMenu = async (user: ReturnType<typeof userEvent.setup>) => {
    await user.click(screen.getByRole('button', { name: /Logged In - / }));
    return within(screen.getByRole('menu')).getAllByRole('menuitem').map((item) => item.textContent);
  };

  it('offers a basic user Profile and Sign Out, and works with the keyboard', async () => {
    const { user } = await renderDashboard(basic());
    const badge = screen.getByRole('button', { name: 'Logged In - Basic' });
    badge.focus();
    await user.keyboard('{ArrowDown}');
    expect(badge).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Sign Out' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(badge).toHaveFocus();
  });

  it('lets an admin toggle the role, showing the current state', async () => {
    const owner = admin();
    const toggled = vi.fn<RouteHandler>(() => jsonResponse(makeUser({ ...owner, role: 'pro_user' })));
    const { user } = await renderDashboard(owner, { routes: { 'POST /api/me/toggle-role': toggled } });
    expect(await openUserMenu(user)).toEqual(['Profile', 'Toggle Role Basic', 'Sign Out']);
    await user.click(screen.getByRole('menuitem', { name: /Toggle Role/ }));
    expect(await screen.findByRole('button', { name: 'Logged In - Pro' })).toBeInTheDocument();
    expect(await screen.findByText('Role set to Pro user.')).toBeInTheDocument();
    expect(toggled).toHaveBeenCalledTimes(1);

    // The next press sets admin: the badge stays, the message says what changed.
    toggled.mockImplementation(() => jsonResponse(makeUser({ ...owner, role: 'admin' })));
    await openUserMenu(user);
    await user.click(screen.getByRole('menuitem', { name: /Toggle Role/ }));
    expect(await screen.findByText('Role set to admin (Basic content view).')).toBeInTheDocument();
    // Basic content at both the user and the admin step, which the menu tells apart.
    expect(await openUserMenu(user)).toEqual(['Profile', 'Toggle Role Basic · Admin', 'Sign Out']);
    expect(screen.getByText('Owner', { selector: '.dash-header__owner' })).toBeInTheDocument();
  });

  it('asks before cancelling, cancels at period end and says until when Pro lasts', async () => {
    const end = Date.UTC(2026, 2, 15, 12) / 1000;
    const cancel = vi.fn<RouteHandler>(() => jsonResponse({ endDate: end }));
    const { user } = await renderDashboard(pro(), { routes: { 'POST /api/subscription/cancel': cancel } });
    expect(await openUserMenu(user)).toEqual(['Profile', 'Cancel Subscription', 'Sign Out']);
    await user.click(screen.getByRole('menuitem', { name: 'Cancel Subscription' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel Subscription' });
    expect(dialog).toHaveTextContent(CANCEL_CONFIRM_TEXT);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Subscription' }));
    expect(
      await screen.findByText('Your subscription has been canceled. You will continue to have Pro access until March 15, 2026.'),
    ).toBeInTheDocument();
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says when cancelling failed', async () => {
    const cancel = vi.fn<RouteHandler>(() => jsonResponse({ code: 'payment_provider_error', message: 'Provider down' }, 502));
    const { user } = await renderDashboard(pro(), { routes: { 'POST /api/subscription/cancel': cancel } });
    await openUserMenu(user);
    await user.click(screen.getByRole('menuitem', { name: 'Cancel Subscription' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel Subscription' }));
    expect(await screen.findByText('There was an error canceling your subscription. Please try again later.')).toBeInTheDocument();
  });

  it("shows when a cancelled Pro subscription ends", async () => {
    const end = Date.UTC(2026, 2, 15, 12) / 1000;
    const { user } = await renderDashboard(pro({ subscriptionStatus: 'pending_cancellation', subscriptionEndDate: end }));
    expect(await openUserMenu(user)).toEqual(['Profile', 'Sub Ends: March 15, 2026', 'Sign Out']);
    expect(screen.getByRole('menuitem', { name: /Sub Ends/ })).toHaveAttribute('aria-disabled', 'true');
  });

  it('shows complimentary Pro and its end date in the menu, with the badge text of any Pro member', async () => {
    const end = Date.UTC(2026, 11, 24, 12) / 1000;
    const { user } = await renderDashboard(makeUser({ complimentaryPro: true, complimentaryEndsAt: end }));
    expect(screen.getByRole('button', { name: /Logged In - Pro/ })).toBeInTheDocument();
    expect(await openUserMenu(user)).toEqual(['Profile', 'Complimentary Pro until December 24, 2026', 'Sign Out']);
    expect(screen.getByRole('menuitem', { name: /Complimentary Pro/ })).toHaveAttribute('aria-disabled', 'true');
  });

  it('signs out and goes home', async () => {
    const logout = vi.fn<RouteHandler>(() => new Response(null, { status: 204 }));
    const { user, router } = await renderDashboard(basic(), { routes: { 'POST /api/auth/logout': logout } });
    await openUserMenu(user);
    await user.click(screen.getByRole('menuitem', { name: 'Sign Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('auth.returnTo')).toBeNull();
  });

  it('opens the profile modal from the menu and from the picture', async () => {
    const { user } = await renderDashboard(basic());
    await openUserMenu(user);
    await user.click(screen.getByRole('menuitem', { name: 'Profile' }));
    expect(screen.getByRole('dialog', { name: 'Update Profile' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    expect(screen.getByRole('dialog', { name: 'Update Profile' })).toBeInTheDocument();
  });
});

describe('profile Membership section', () => {
  const plans = () => jsonResponse({ monthlyCents: 2000, yearlyCents: 20000, yearlySavingCents: 4000 });
  const billing = (plan: 'monthly' | 'yearly' | null) => () => jsonResponse({ hasCustomer: plan !== null, pastDue: false, plan });

  async function openProfile(account: CurrentUser, routes: Record<string, RouteHandler>) {
    const { user, queryClient, unmount } = await renderDashboard(account, { routes: { 'GET /api/subscription/plans': plans, ...routes } });
    // Whether there is a plan is known only once the billing answer is in; an absent section means nothing before.
    await waitFor(() => expect(queryClient.getQueryState(['subscription', 'billing'])?.status).toBe('success'));
    await user.click(screen.getByRole('button', { name: 'Edit profile' }));
    return { user, unmount, dialog: screen.getByRole('dialog', { name: 'Update Profile' }) };
  }

  it('shows a paying Pro member their plan and switches it, saying why a switch was refused', async () => {
    const switchRoute = vi
      .fn<RouteHandler>()
      .mockImplementationOnce(() => jsonResponse({ code: 'payment_failing', message: PLAN_MESSAGES.paymentFailing }, 409))
      .mockImplementationOnce(() => jsonResponse({ hasCustomer: true, pastDue: false, plan: 'yearly' }));
    const { user, dialog } = await openProfile(pro(), { 'GET /api/subscription/billing': billing('monthly'), 'POST /api/subscription/plan': switchRoute });
    const membership = await within(dialog).findByRole('region', { name: 'Membership' });
    expect(await within(membership).findByRole('heading', { name: 'Your plan: Monthly ($20/month)' })).toBeInTheDocument();
    await user.click(within(membership).getByRole('button', { name: 'Switch to yearly ($200/year)' }));
    expect(await within(membership).findByRole('alert')).toHaveTextContent(PLAN_MESSAGES.paymentFailing);
    await user.click(within(membership).getByRole('button', { name: 'Switch to yearly ($200/year)' }));
    expect(await within(membership).findByRole('heading', { name: 'Your plan: Yearly ($200/year)' })).toBeInTheDocument();
    expect(JSON.parse(String(switchRoute.mock.calls[1]![1]?.body))).toEqual({ plan: 'yearly' });
  });

  it('has no Membership section for a Basic user or a complimentary Pro member', async () => {
    // A Basic user with a provider record (a past subscription's) still has no plan to switch.
    const basicView = await openProfile(basic(), { 'GET /api/subscription/billing': billing('monthly') });
    expect(within(basicView.dialog).getByRole('textbox', { name: 'Username' })).toBeInTheDocument();
    expect(within(basicView.dialog).queryByRole('region', { name: 'Membership' })).not.toBeInTheDocument();
    basicView.unmount();
    const complimentary = await openProfile(makeUser({ role: 'user', complimentaryPro: true }), { 'GET /api/subscription/billing': billing(null) });
    expect(screen.getByRole('button', { name: 'Logged In - Pro' })).toBeInTheDocument();
    expect(within(complimentary.dialog).queryByRole('region', { name: 'Membership' })).not.toBeInTheDocument();
    expect(within(complimentary.dialog).queryByText(/Your plan:/)).not.toBeInTheDocument();
  });
});
