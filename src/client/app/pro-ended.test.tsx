import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../shared/features/auth.schema.js';
import { PRO_ENDED_MESSAGES } from '../features/dashboard/components/pro-ended-notice';
import { FakeEventSource, installFakeEventSource, jsonResponse, makeUser, renderApp } from '../test-utils';

const pro = makeUser({ email: 'lapsing@example.com', role: 'pro_user', subscriptionStatus: 'active' });
const lapsed: CurrentUser = { ...pro, role: 'user', subscriptionStatus: 'canceled' };

/** /api/me answers with whatever `state.user` is when asked; anything else is a 404. */
function server(user: CurrentUser) {
  const state = { user };
  const routes = {
    'GET /api/me': () => jsonResponse(state.user),
  };
  return { state, routes };
}

describe('a member whose Pro ended', () => {
  beforeEach(() => {
    installFakeEventSource();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('sees the Pro view they were on explain itself when Pro ends in an open tab, with one button back', async () => {
    const site = server(pro);
    const { router } = renderApp('/auth-home?view=purchased_content', { routes: site.routes });
    expect(await screen.findByRole('button', { name: 'Logged In - Pro' })).toBeInTheDocument();
    expect(screen.queryByText(PRO_ENDED_MESSAGES.title)).not.toBeInTheDocument();

    site.state.user = lapsed;
    act(() => FakeEventSource.open()[0]!.emit({ type: 'user.updated', data: { userId: pro.id } }));
    expect(await screen.findByRole('heading', { name: PRO_ENDED_MESSAGES.title })).toBeInTheDocument();
    expect(screen.getByText(PRO_ENDED_MESSAGES.keeps)).toBeInTheDocument();
    expect(screen.getByText(PRO_ENDED_MESSAGES.comesBack)).toBeInTheDocument();
    expect(router.state.location.search).toBe('?view=purchased_content');

    await userEvent.setup().click(screen.getByRole('button', { name: PRO_ENDED_MESSAGES.rejoin }));
    expect(await screen.findByRole('button', { name: 'Subscribe for $20/month' })).toBeInTheDocument();
  });

  it('is told the same on opening a Pro address later', async () => {
    renderApp('/auth-home?view=purchased_content', { routes: server(lapsed).routes });
    expect(await screen.findByRole('heading', { name: PRO_ENDED_MESSAGES.title })).toBeInTheDocument();
  });

  it('is not shown to a member who never had Pro: the dashboard opens on its default view', async () => {
    renderApp('/auth-home?view=purchased_content', { routes: server(makeUser({ subscriptionStatus: null })).routes });
    expect(await screen.findByRole('heading', { level: 1, name: "What's New" })).toBeInTheDocument();
    expect(screen.queryByText(PRO_ENDED_MESSAGES.title)).not.toBeInTheDocument();
  });
});
