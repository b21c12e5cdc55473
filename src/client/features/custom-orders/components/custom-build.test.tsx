import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CUSTOM_ORDER_MESSAGES, CUSTOM_SESSION_KEYS } from '../../../../shared/features/custom-orders.schema.js';
import { dispatchLiveMessage } from '../../../lib/live-events';
import { jsonResponse, makeUser, mockApi, renderWithProviders } from '../../../test-utils';
import { customRequest, purchasedItem } from '../custom-orders.test-kit';
import { CustomBuildView } from './custom-build-view';
import { VendorBuilds } from './vendor-builds';

const pro = makeUser({ role: 'pro_user', email: 'ada@example.com' });
const owner = makeUser({ role: 'admin', isAdmin: true, email: 'owner@example.com' });
const live = (event: unknown) => act(() => dispatchLiveMessage(JSON.stringify(event)));

afterEach(() => window.sessionStorage.clear());

describe('Request Portal', () => {
  it('offers 11 tops, 10 bottoms and 8 poses at $10.00, delivered within 24 hours', () => {
    mockApi({ user: pro });
    renderWithProviders(<CustomBuildView user={pro} />);
    expect(screen.getByRole('tab', { name: 'Request Portal' })).toHaveAttribute('aria-selected', 'true');
    // Each list plus its "Choose a …" prompt.
    expect(within(screen.getByLabelText(/^Top/)).getAllByRole('option')).toHaveLength(12);
    expect(within(screen.getByLabelText(/^Bottom/)).getAllByRole('option')).toHaveLength(11);
    expect(within(screen.getByLabelText(/^Pose/)).getAllByRole('option')).toHaveLength(9);
    expect(screen.getByRole('option', { name: 'Shirtless' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Loose Boxers' })).toBeInTheDocument();
    expect(screen.getByText('$10.00')).toBeInTheDocument();
    expect(screen.getByText(/delivered within 24 hours/)).toBeInTheDocument();
  });

  it('requires a top, a bottom and a pose before anything is sent', async () => {
    const fetchMock = mockApi({ user: pro });
    const user = userEvent.setup();
    renderWithProviders(<CustomBuildView user={pro} />);
    await user.selectOptions(screen.getByLabelText(/^Top/), 'polo');
    await user.click(screen.getByRole('button', { name: 'Request for $10.00' }));
    expect(screen.getByRole('alert')).toHaveTextContent(CUSTOM_ORDER_MESSAGES.chooseAll);
    expect(screen.getByLabelText(/^Pose/)).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it.each([
    ['', CUSTOM_ORDER_MESSAGES.noEmail],
    ['ada at example', CUSTOM_ORDER_MESSAGES.invalidEmail],
  ])('refuses a purchase for the e-mail %j with SPEC §5’s message', async (email, message) => {
    const buyer = makeUser({ role: 'pro_user', email });
    mockApi({ user: buyer });
    const user = userEvent.setup();
    renderWithProviders(<CustomBuildView user={buyer} />);
    await user.selectOptions(screen.getByLabelText(/^Top/), 'polo');
    await user.selectOptions(screen.getByLabelText(/^Bottom/), 'briefs');
    await user.selectOptions(screen.getByLabelText(/^Pose/), 'seated');
    await user.click(screen.getByRole('button', { name: 'Request for $10.00' }));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });

  it('creates the request, keeps the checkout ids for the return pages and goes to checkout', async () => {
    let sent: unknown;
    mockApi({
      user: pro,
      routes: {
        'POST /api/custom-orders': (_url, init) => {
          sent = JSON.parse(String(init?.body));
          return jsonResponse({ requestId: customRequest().id, requestNumber: '0007', sessionId: 'cs_test_1', url: 'http://pay.test/pay/cs_test_1' });
        },
      },
    });
    const redirect = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<CustomBuildView user={pro} redirect={redirect} />);
    await user.selectOptions(screen.getByLabelText(/^Top/), 'polo');
    await user.selectOptions(screen.getByLabelText(/^Bottom/), 'chino_shorts');
    await user.selectOptions(screen.getByLabelText(/^Pose/), 'front_flex');
    await user.click(screen.getByRole('button', { name: 'Request for $10.00' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('http://pay.test/pay/cs_test_1'));
    expect(sent).toMatchObject({ topOutfit: 'polo', outfit: 'chino_shorts', pose: 'front_flex' });
    expect(window.sessionStorage.getItem(CUSTOM_SESSION_KEYS.sessionId)).toBe('cs_test_1');
    expect(window.sessionStorage.getItem(CUSTOM_SESSION_KEYS.userId)).toBe(pro.id);
  });
});

describe('Custom Build tabs', () => {
  it('opens on the tab kept in session storage, and navigation state wins over it', () => {
    mockApi({ user: pro, routes: { 'GET /api/custom-orders/purchased': () => jsonResponse({ items: [], nextCursor: null }), 'GET /api/custom-orders': () => jsonResponse({ requests: [] }) } });
    window.sessionStorage.setItem(CUSTOM_SESSION_KEYS.tab, 'purchased');
    const { unmount } = renderWithProviders(<CustomBuildView user={pro} />);
    expect(screen.getByRole('tab', { name: 'Purchased Content' })).toHaveAttribute('aria-selected', 'true');
    unmount();
    renderWithProviders(<CustomBuildView user={pro} tab="tracking" />);
    expect(screen.getByRole('tab', { name: 'Track Orders' })).toHaveAttribute('aria-selected', 'true');
  });

  it('moves between tabs with the arrow keys and remembers the choice', async () => {
    mockApi({ user: pro, routes: { 'GET /api/custom-orders': () => jsonResponse({ requests: [] }) } });
    const user = userEvent.setup();
    renderWithProviders(<CustomBuildView user={pro} />);
    screen.getByRole('tab', { name: 'Request Portal' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Track Orders' })).toHaveFocus();
    expect(window.sessionStorage.getItem(CUSTOM_SESSION_KEYS.tab)).toBe('tracking');
  });
});

describe('Track Orders', () => {
  it("says 'You haven't purchased any custom content yet.' when there is nothing", async () => {
    mockApi({ user: pro, routes: { 'GET /api/custom-orders': () => jsonResponse({ requests: [] }) } });
    renderWithProviders(<CustomBuildView user={pro} tab="tracking" />);
    expect(await screen.findByText(CUSTOM_ORDER_MESSAGES.noOrders)).toBeInTheDocument();
  });

  it('shows paid as Processing and turns Completed when the live channel says so', async () => {
    let request = customRequest();
    mockApi({ user: pro, routes: { 'GET /api/custom-orders': () => jsonResponse({ requests: [request] }) } });
    renderWithProviders(<CustomBuildView user={pro} tab="tracking" />);
    const item = (await screen.findByText('Request #0007')).closest('li')!;
    expect(item).toHaveTextContent('Processing');
    expect(item).toHaveTextContent('Pending');
    request = customRequest({ status: 'fulfilled', fulfilled: true, fulfilledAt: '2026-11-21T10:00:00.000Z' });
    live({ type: 'custom_orders.request_changed', data: { requestId: request.id, status: 'fulfilled' } });
    await waitFor(() => expect(screen.getByText('Request #0007').closest('li')).toHaveTextContent('Completed'));
    expect(screen.getByText('Request #0007').closest('li')).toHaveTextContent('Fulfilled');
  });
});

describe('Purchased Content', () => {
  it("warns that it is Pro-only and says 'No purchased content yet.' when empty", async () => {
    mockApi({ user: pro, routes: { 'GET /api/custom-orders/purchased': () => jsonResponse({ items: [], nextCursor: null }) } });
    renderWithProviders(<CustomBuildView user={pro} tab="purchased" />);
    expect(screen.getByText(CUSTOM_ORDER_MESSAGES.proOnly)).toBeInTheDocument();
    expect(await screen.findByText(CUSTOM_ORDER_MESSAGES.noPurchased)).toBeInTheDocument();
  });

  it('shows each delivered image with what was ordered', async () => {
    mockApi({ user: pro, routes: { 'GET /api/custom-orders/purchased': () => jsonResponse({ items: [purchasedItem()], nextCursor: null }) } });
    renderWithProviders(<CustomBuildView user={pro} tab="purchased" />);
    const image = await screen.findByRole('img', { name: 'Custom build #0007: Polo, Chino Shorts, Front Flex' });
    expect(image).toHaveAttribute('src', purchasedItem().thumbUrl);
    expect(screen.getByRole('link', { name: /full size/ })).toHaveAttribute('href', purchasedItem().imageUrl);
  });
});

describe('Vendor Builds', () => {
  const pendingRoute = (requests: unknown[]) => ({ 'GET /api/admin/custom-orders/pending': () => jsonResponse({ requests, nextCursor: null }) });

  it("says 'No pending requests' when everything is delivered", async () => {
    mockApi({ user: owner, routes: pendingRoute([]) });
    renderWithProviders(<VendorBuilds />);
    expect(await screen.findByText(CUSTOM_ORDER_MESSAGES.noPending)).toBeInTheDocument();
  });

  it("lists paid requests as 'Pending Fulfillment' and fulfils one with an image", async () => {
    let pending = [customRequest({ customDetails: 'Golden hour' })];
    const fulfil = vi.fn(() => {
      pending = [];
      return jsonResponse(customRequest({ status: 'fulfilled', fulfilled: true }));
    });
    mockApi({ user: owner, routes: { ...pendingRoute([]), 'GET /api/admin/custom-orders/pending': () => jsonResponse({ requests: pending, nextCursor: null }), [`POST /api/admin/custom-orders/${customRequest().id}/fulfil`]: fulfil } });
    const user = userEvent.setup();
    renderWithProviders(<VendorBuilds />);
    const item = await screen.findByRole('listitem', { name: 'Request #0007' });
    expect(item).toHaveTextContent('Pending Fulfillment');
    expect(item).toHaveTextContent('Golden hour');
    await user.upload(within(item).getByLabelText('Image for request #0007'), new File(['x'], 'build.png', { type: 'image/png' }));
    await user.click(within(item).getByRole('button', { name: 'Fulfill Request' }));
    expect(await screen.findByText(CUSTOM_ORDER_MESSAGES.fulfilled)).toBeInTheDocument();
    expect(await screen.findByText(CUSTOM_ORDER_MESSAGES.noPending)).toBeInTheDocument();
    expect(fulfil).toHaveBeenCalledTimes(1);
  });

  it.each([
    [{ code: 'user_id_missing', message: CUSTOM_ORDER_MESSAGES.userIdMissing }, CUSTOM_ORDER_MESSAGES.userIdMissing],
    [{ code: 'unreadable_image', message: 'This image could not be read.' }, 'Failed to fulfill request: This image could not be read.'],
  ])('shows SPEC §8’s failure message for %j', async (body, shown) => {
    mockApi({
      user: owner,
      routes: { ...pendingRoute([customRequest()]), [`POST /api/admin/custom-orders/${customRequest().id}/fulfil`]: () => jsonResponse(body, 400) },
    });
    const user = userEvent.setup();
    renderWithProviders(<VendorBuilds />);
    const item = await screen.findByRole('listitem', { name: 'Request #0007' });
    await user.upload(within(item).getByLabelText('Image for request #0007'), new File(['x'], 'build.png', { type: 'image/png' }));
    await user.click(within(item).getByRole('button', { name: 'Fulfill Request' }));
    expect(await within(item).findByRole('alert')).toHaveTextContent(shown);
    // The message alone: not repeated in a toast, no generic one beside it.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getAllByText(shown)).toHaveLength(1);
    expect(screen.queryByText(/Something went wrong/)).not.toBeInTheDocument();
  });
});
