import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AffiliateLink } from '../../../../shared/features/affiliate-links.schema.js';
import { jsonResponse, makeUser, mockApi, renderWithProviders, type RouteHandler } from '../../../test-utils';
import { LinkTreeView } from './link-tree-view';

const TABLET: AffiliateLink = {
  id: '00000000-0000-4000-8000-000000000001',
  title: 'Tablet',
  description: 'The pen display I use',
  code: 'ART15',
  imageUrl: '/api/media/affiliate_images/1_ab_tablet.webp',
  link: 'https://shop.example.com/tablet',
  discountPercent: '15',
  createdAt: '2026-01-01T00:00:00.000Z',
};

function setup({ links = [TABLET], admin = false, routes = {} }: { links?: AffiliateLink[]; admin?: boolean; routes?: Record<string, RouteHandler> } = {}) {
  mockApi({ routes: { 'GET /api/affiliate-links': () => jsonResponse(links), ...routes } });
  renderWithProviders(<LinkTreeView user={makeUser(admin ? { isAdmin: true } : { role: 'pro_user' })} />);
}

const failWith = (status: number, code: string, message: string) => () => jsonResponse({ code, message }, status);

describe('My LinkTree', () => {
  afterEach(() => Reflect.deleteProperty(navigator, 'clipboard'));

  it('says so when there are no links', async () => {
    setup({ links: [] });
    expect(await screen.findByText('No affiliate links have been added yet.')).toBeInTheDocument();
  });

  it('shows a card with image, discount, code and a link out that keeps no opener', async () => {
    setup();
    const card = await screen.findByRole('article', { name: 'Tablet' });
    expect(within(card).getByText('15% off')).toBeInTheDocument();
    expect(within(card).getByText('ART15')).toBeInTheDocument();
    expect(card.querySelector('img')).toHaveAttribute('src', TABLET.imageUrl);
    const visit = within(card).getByRole('link');
    expect(visit).toHaveAccessibleName('Visit Tablet (opens in a new tab)');
    expect(visit).toHaveAttribute('href', TABLET.link);
    expect(visit).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(card).queryByRole('button', { name: 'Edit Tablet' })).not.toBeInTheDocument();
  });

  it('copies the code and confirms for 2 seconds', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    setup();
    const copy = await screen.findByRole('button', { name: 'Copy code ART15' });
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(copy);
    });
    expect(writeText).toHaveBeenCalledWith('ART15');
    expect(screen.getByRole('button', { name: 'Copied ART15' })).toHaveTextContent('Copied!');
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.getByRole('button', { name: 'Copied ART15' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button', { name: 'Copy code ART15' })).toHaveTextContent('Copy');
  });

  it('requires title, description and an http(s) link in the admin form', async () => {
    setup({ admin: true, links: [] });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add affiliate link' }));
    const dialog = screen.getByRole('dialog', { name: 'Add affiliate link' });
    await user.click(within(dialog).getByRole('button', { name: 'Add Link' }));
    expect(within(dialog).getByText('Please enter a title.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a description.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter a link URL.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Link URL/ }), 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Add Link' }));
    expect(within(dialog).getByText('Please enter a valid URL starting with http:// or https://.')).toBeInTheDocument();
  });

  async function submitNewLink(withImage = false) {
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add affiliate link' }));
    const dialog = screen.getByRole('dialog', { name: 'Add affiliate link' });
    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Pens');
    await user.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'Soft tips');
    await user.type(within(dialog).getByRole('textbox', { name: /Link URL/ }), 'https://shop.example.com/pens');
    if (withImage) await user.upload(within(dialog).getByLabelText('Image'), new File(['x'], 'pens.png', { type: 'image/png' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add Link' }));
    return dialog;
  }

  it.each([
    ['Failed to add: ', false, failWith(409, 'conflict', 'Something clashed.'), 'Failed to add: Something clashed.'],
    ['Upload failed: ', true, failWith(400, 'image_upload_failed', 'Upload failed: this file is not an image.'), 'Upload failed: this file is not an image.'],
    ['Image upload failed', true, () => Promise.reject(new TypeError('network down')), 'Image upload failed. Please try again.'],
  ])('shows "%s" when adding fails', async (_what, withImage, handler, message) => {
    setup({ admin: true, links: [], routes: { 'POST /api/admin/affiliate-links': handler as RouteHandler } });
    const dialog = await submitNewLink(withImage);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
  });

  it('shows "Failed to update: " when saving an edit fails', async () => {
    setup({ admin: true, routes: { [`PUT /api/admin/affiliate-links/${TABLET.id}`]: failWith(404, 'not_found', 'That affiliate link was not found.') } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Tablet' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit affiliate link' });
    expect(within(dialog).getByRole('textbox', { name: /Code/ })).toHaveValue('ART15');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to update: That affiliate link was not found.');
  });

  it('sends the form as multipart and closes on success', async () => {
    let sent: FormData | undefined;
    setup({
      admin: true,
      links: [],
      routes: {
        'POST /api/admin/affiliate-links': (_url, init) => {
          sent = init?.body as FormData;
          return jsonResponse({ ...TABLET, title: 'Pens' }, 201);
        },
      },
    });
    await submitNewLink(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent?.get('title')).toBe('Pens');
    expect(sent?.get('link')).toBe('https://shop.example.com/pens');
    expect((sent?.get('image') as File).name).toBe('pens.png');
  });

  it('asks before deleting and shows "Failed to delete: " on failure', async () => {
    setup({ admin: true, routes: { [`DELETE /api/admin/affiliate-links/${TABLET.id}`]: failWith(500, 'internal_error', 'Something went wrong on our side. Please try again.') } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Tablet' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete affiliate link' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this affiliate link?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete: Something went wrong on our side. Please try again.')).toBeInTheDocument();
  });
});
