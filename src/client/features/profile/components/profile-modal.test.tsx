import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_MESSAGES } from '../../../../shared/features/profile.schema.js';
import { jsonResponse, makeUser, mockApi, renderWithProviders, type RouteHandler } from '../../../test-utils';
import { PROFILE_SAVED_MESSAGE, ProfileModal } from './profile-modal';

const me = makeUser({ email: 'ada@example.com', profile: { username: 'ada', userEmail: 'ada@example.com', profileImage: null } });
const png = (name = 'me.png', size = 1024) => new File([new Uint8Array(size)], name, { type: 'image/png' });

function setup(routes: Record<string, RouteHandler> = {}) {
  const put = vi.fn<RouteHandler>((_url, init) => {
    const form = init?.body as FormData;
    const username = form.get('username');
    return jsonResponse({ ...me, profile: { ...me.profile, username: typeof username === 'string' ? username : me.profile.username } });
  });
  const available = vi.fn<RouteHandler>(() => jsonResponse({ available: true }));
  mockApi({ routes: { 'PUT /api/me/profile': put, 'GET /api/me/username-available': available, ...routes } });
  const onClose = vi.fn();
  const onSaved = vi.fn();
  renderWithProviders(<ProfileModal user={me} open onClose={onClose} onSaved={onSaved} />);
  const user = userEvent.setup({ applyAccept: false });
  const username = screen.getByRole('textbox', { name: 'Username' });
  const submit = () => user.click(screen.getByRole('button', { name: 'Update Profile' }));
  const pick = (file: File) => user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, file);
  return { put, available, onClose, onSaved, user, username, submit, pick };
}

describe('ProfileModal', () => {
  it('is titled Update Profile, with the notice, a picker, the username prefilled and both buttons', () => {
    const { username } = setup();
    expect(screen.getByRole('dialog', { name: 'Update Profile' })).toBeInTheDocument();
    expect(screen.getByText(/You can now add a profile picture/)).toBeInTheDocument();
    expect(screen.getByLabelText('Choose a picture')).toHaveAttribute('type', 'file');
    expect(username).toHaveValue('ada');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('shows which ways into the account are linked', async () => {
    setup({ 'GET /api/me/sign-in-ways': () => jsonResponse({ google: true, emailCode: false }) });
    const ways = screen.getByRole('region', { name: 'Ways to sign in' });
    expect(await within(ways).findByText('Google: linked')).toBeInTheDocument();
    expect(within(ways).getByText('Code by e-mail: not used yet')).toBeInTheDocument();
  });

  it('refuses a file that is not an image', async () => {
    const { pick, submit, put } = setup();
    await pick(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert')).toHaveTextContent(PROFILE_MESSAGES.notAnImage);
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent(PROFILE_MESSAGES.nothingToUpdate);
    expect(put).not.toHaveBeenCalled();
  });

  it('refuses an image over 5 MB', async () => {
    const { pick } = setup();
    await pick(png('huge.png', PROFILE_IMAGE_MAX_BYTES + 1));
    expect(screen.getByRole('alert')).toHaveTextContent(PROFILE_MESSAGES.tooLarge);
  });

  it('accepts an image of exactly 5 MB', async () => {
    const { pick } = setup();
    await pick(png('edge.png', PROFILE_IMAGE_MAX_BYTES));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('edge.png')).toBeInTheDocument();
  });

  it('asks for a file or a new username when nothing changed (spaces do not count)', async () => {
    const { user, username, submit, put, available } = setup();
    await user.type(username, '  ');
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent(PROFILE_MESSAGES.nothingToUpdate);
    expect(available).not.toHaveBeenCalled();
    expect(put).not.toHaveBeenCalled();
  });

  it('refuses a username someone else has, before saving', async () => {
    const { user, username, submit, put, available } = setup({
      'GET /api/me/username-available': vi.fn<RouteHandler>(() => jsonResponse({ available: false })),
    });
    await user.clear(username);
    await user.type(username, '  grace ');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(PROFILE_MESSAGES.usernameTaken);
    expect(put).not.toHaveBeenCalled();
    expect(available).not.toHaveBeenCalled(); // replaced by the route above
  });

  it('shows the check error when the username check is refused (4xx)', async () => {
    const { user, username, submit, put } = setup({
      'GET /api/me/username-available': () => jsonResponse({ code: 'validation_failed', message: 'Bad username.' }, 400),
    });
    await user.clear(username);
    await user.type(username, 'grace');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(PROFILE_MESSAGES.checkFailed);
    expect(put).not.toHaveBeenCalled();
  });

  it.each([
    ['a server error', () => new Response('down', { status: 503 })],
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('goes on with the update when the username check fails with %s (fails open)', async (_label, answer) => {
    const { user, username, submit, put, onSaved } = setup({ 'GET /api/me/username-available': answer });
    await user.clear(username);
    await user.type(username, 'grace');
    await submit();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(put).toHaveBeenCalledTimes(1);
  });

  it('shows the message of a server refusal', async () => {
    const { user, username, submit } = setup({
      'PUT /api/me/profile': () => jsonResponse({ code: 'username_taken', message: PROFILE_MESSAGES.usernameTaken }, 409),
    });
    await user.clear(username);
    await user.type(username, 'grace');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(PROFILE_MESSAGES.usernameTaken);
  });

  it('shows the server message when the server finds the file too large', async () => {
    const { pick, submit } = setup({
      'PUT /api/me/profile': () => jsonResponse({ code: 'file_too_large', message: PROFILE_MESSAGES.tooLarge }, 413),
    });
    await pick(png());
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(PROFILE_MESSAGES.tooLarge);
  });

  it.each([
    ['a server error', () => new Response('boom', { status: 500 })],
    ['a network error', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('shows the general error when saving fails with %s', async (_label, answer) => {
    const { pick, submit, onClose } = setup({ 'PUT /api/me/profile': answer });
    await pick(png());
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(PROFILE_MESSAGES.updateFailed);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('saves the trimmed username and the picture, then closes with a toast', async () => {
    const { user, username, submit, put, available, pick, onSaved, onClose } = setup();
    await pick(png('me.png'));
    await user.clear(username);
    await user.type(username, '  grace  ');
    await submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(new URL(String(available.mock.calls[0]?.[0])).searchParams.get('username')).toBe('grace');
    const form = put.mock.calls[0]?.[1]?.body as FormData;
    expect(form.get('username')).toBe('grace');
    expect((form.get('image') as File).name).toBe('me.png');
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ profile: expect.objectContaining({ username: 'grace' }) }));
    // Toasts of earlier tests may still be fading out.
    expect((await screen.findAllByText(PROFILE_SAVED_MESSAGE)).length).toBeGreaterThan(0);
  });

  it('saves a picture alone without checking the unchanged username', async () => {
    const { submit, put, available, pick, onClose } = setup();
    await pick(png());
    await submit();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(available).not.toHaveBeenCalled();
    expect((put.mock.calls[0]?.[1]?.body as FormData).has('username')).toBe(false);
  });
});
