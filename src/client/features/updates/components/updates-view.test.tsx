import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { UpdateEntry } from '../../../../shared/features/updates.schema.js';
import { dispatchLiveMessage } from '../../../lib/live-events';
import { jsonResponse, makeUser, mockApi, renderWithProviders } from '../../../test-utils';
import { UpdatesView } from './updates-view';

const entry = (id: number, date: string, update: string): UpdateEntry => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  date,
  update,
  timestamp: new Date(2024, id).toISOString(),
  lastEdited: null,
});

function setup(options: { admin?: boolean } = {}) {
  let entries = [entry(2, 'April 2024', 'Second **news**'), entry(1, 'March 2024', 'First news')];
  const requests: { method: string; path: string; body: unknown }[] = [];
  const record = (method: string) => (url: URL, init?: RequestInit) => {
    requests.push({ method, path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return jsonResponse({ ...entries[0], ...(init?.body ? JSON.parse(String(init.body)) : {}) }, method === 'POST' ? 201 : 200);
  };
  mockApi({
    routes: {
      'GET /api/updates': () => jsonResponse(entries),
      'POST /api/admin/updates': record('POST'),
      [`PUT /api/admin/updates/${entries[1]!.id}`]: record('PUT'),
      [`DELETE /api/admin/updates/${entries[0]!.id}`]: (url) => {
        requests.push({ method: 'DELETE', path: url.pathname, body: undefined });
        return new Response(null, { status: 204 });
      },
    },
  });
  const user = makeUser(options.admin ? { isAdmin: true } : {});
  renderWithProviders(<UpdatesView user={user} />);
  return { requests, setEntries: (next: UpdateEntry[]) => (entries = next) };
}

describe('Latest Updates', () => {
  it('shows the updates newest first with their markdown rendered, and no admin tools for members', async () => {
    setup();
    const rows = await screen.findAllByRole('row');
    expect(rows.slice(1).map((row) => within(row).getByRole('rowheader').textContent)).toEqual(['April 2024', 'March 2024']);
    // The markdown renderer loads on first use: the first file to need it waits for it to compile.
    expect(await screen.findByText('news', { selector: 'strong' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add an update' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
  });

  it('refreshes when another tab changes an update', async () => {
    const { setEntries } = setup();
    await screen.findByText('First news');
    setEntries([entry(3, 'May 2024', 'Live one'), entry(1, 'March 2024', 'First news')]);
    dispatchLiveMessage(JSON.stringify({ type: 'updates.changed', data: { id: 'x' } }));
    expect(await screen.findByText('Live one')).toBeInTheDocument();
  });

  it('requires a date and text before adding, and previews the markdown', async () => {
    const { requests } = setup({ admin: true });
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Add an update' });
    await user.click(within(form).getByRole('button', { name: 'Add Update' }));
    expect(within(form).getByText('Please enter a date.')).toBeInTheDocument();
    expect(within(form).getByText('Please enter the update text.')).toBeInTheDocument();
    expect(requests).toEqual([]);

    await user.type(within(form).getByRole('textbox', { name: /Date/ }), 'June 2024');
    // Valid now: its message goes at once; the other field's stays until it is valid too.
    expect(within(form).queryByText('Please enter a date.')).not.toBeInTheDocument();
    expect(within(form).getByText('Please enter the update text.')).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: /Update/ }), 'Hello *world*');
    expect(within(form).queryByText('Please enter the update text.')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(within(form).getByRole('region', { name: 'Preview' })).toContainHTML('<em>world</em>'), { timeout: 5000 });
    await user.click(within(form).getByRole('button', { name: 'Edit' }));
    await user.click(within(form).getByRole('button', { name: 'Add Update' }));
    await waitFor(() => expect(requests).toEqual([{ method: 'POST', path: '/api/admin/updates', body: { date: 'June 2024', update: 'Hello *world*' } }]));
    await waitFor(() => expect(within(form).getByRole('textbox', { name: /Date/ })).toHaveValue(''));
  });

  it('edits in place with Save and Cancel', async () => {
    const { requests } = setup({ admin: true });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit the update of March 2024' }));
    const form = screen.getByRole('form', { name: 'Edit the update of March 2024' });
    expect(within(form).getByRole('textbox', { name: /Date/ })).toHaveFocus();
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form', { name: 'Edit the update of March 2024' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit the update of March 2024' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Edit the update of March 2024' }));
    const again = screen.getByRole('form', { name: 'Edit the update of March 2024' });
    const text = within(again).getByRole('textbox', { name: /Update/ });
    await user.clear(text);
    await user.type(text, 'Changed');
    await user.click(within(again).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests).toContainEqual({ method: 'PUT', path: '/api/admin/updates/00000000-0000-4000-8000-000000000001', body: { date: 'March 2024', update: 'Changed' } }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit the update of March 2024' })).not.toBeInTheDocument());
  });

  it('asks "Are you sure you want to delete this update?" before deleting', async () => {
    const { requests } = setup({ admin: true });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete the update of April 2024' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete update' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this update?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(requests).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Delete the update of April 2024' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(requests).toEqual([{ method: 'DELETE', path: '/api/admin/updates/00000000-0000-4000-8000-000000000002', body: undefined }]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
