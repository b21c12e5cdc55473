import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { GalleryDirectory, GalleryImage } from '../../../../shared/features/gallery.schema.js';
import { jsonResponse, mockApi, renderWithProviders } from '../../../test-utils';
import { GalleryView } from './gallery-view';
import { ProGalleriesView } from './pro-galleries-view';

const image = (id: number, filename: string, caption: string | null = null): GalleryImage => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  filename,
  caption,
  timestamp: '2026-01-01T00:00:00.000Z',
  userId: null,
  likes: 0,
  likedByMe: false,
  displayOrder: id,
  placeholder: '',
  thumb: { url: `/t/${id}.webp`, width: 480, height: 320 },
  display: { url: `/d/${id}.webp`, width: 1600, height: 1067 },
  url: `/o/${id}.jpg`,
});

const FOLDER_ID = '11111111-1111-4111-8111-111111111111';
const folder = (cover: GalleryDirectory['folders'][number]['cover']) => ({
  id: FOLDER_ID,
  name: 'Landscapes',
  description: '',
  createdAt: '2026-01-01T00:00:00.000Z',
  order: 0,
  galleryCount: 1,
  totalLikes: 0,
  coverImageId: null,
  cover,
});
const directory = (cover: GalleryDirectory['folders'][number]['cover'] = null): GalleryDirectory => ({
  proGallery: { totalLikes: 0, cover: null },
  folders: [folder(cover)],
  galleries: [{ id: '22222222-2222-4222-8222-222222222222', collectionName: 'gallery_sunsets', displayTitle: 'Sunsets', name: 'sunsets', folderId: FOLDER_ID, totalLikes: 0, order: 0 }],
});
const page = { collectionName: 'gallery_sunsets', title: 'Sunsets', totalLikes: 0, nextCursor: null, images: [image(1, 'harbour.jpg'), image(2, 'dunes.png', 'Dunes at noon')] };

describe('captions and folder covers', () => {
  it('shows the caption in the lightbox: the owner’s, else the file name without its extension', async () => {
    mockApi({ routes: { 'GET /api/galleries/gallery_sunsets': () => jsonResponse(page) } });
    const user = userEvent.setup();
    renderWithProviders(<GalleryView collection="gallery_sunsets" kind="configured" isAdmin={false} />);
    await user.click(await screen.findByRole('button', { name: 'Open dunes.png' }));
    expect(await screen.findByText('Dunes at noon', {}, { timeout: 10_000 })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(await screen.findByText('harbour')).toBeInTheDocument();
    // The lightbox library loads on first use, which can be slow on a busy machine.
  }, 20_000);

  it('lets the owner caption a picture and pick the folder cover in reorder mode', async () => {
    const sent: { method: string; body: unknown }[] = [];
    const record = (method: string) => (_url: URL, init?: RequestInit) => {
      sent.push({ method, body: JSON.parse(String(init?.body)) });
      return jsonResponse({ ok: true });
    };
    mockApi({
      routes: {
        'GET /api/galleries/gallery_sunsets': () => jsonResponse(page),
        'GET /api/galleries': () => jsonResponse(directory()),
        [`PATCH /api/galleries/gallery_sunsets/images/${image(1, '').id}`]: record('PATCH'),
        [`PUT /api/gallery-folders/${FOLDER_ID}/cover`]: record('PUT'),
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<GalleryView collection="gallery_sunsets" kind="configured" isAdmin />);
    await user.click(await screen.findByRole('button', { name: 'Reorder Images' }));
    const caption = await screen.findByLabelText('Caption of harbour.jpg');
    expect(caption).toHaveAttribute('placeholder', 'harbour');
    await user.type(caption, 'Harbour at dawn{Enter}');
    await waitFor(() => expect(sent).toContainEqual({ method: 'PATCH', body: { caption: 'Harbour at dawn' } }));
    expect(await screen.findByText('Caption saved.')).toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Make dunes.png the folder cover' }));
    await waitFor(() => expect(sent).toContainEqual({ method: 'PUT', body: { imageId: image(2, '').id } }));
  });

  it('shows each folder card with its cover picture, or an empty frame', async () => {
    mockApi({
      routes: { 'GET /api/galleries': () => jsonResponse(directory({ imageId: image(1, '').id, placeholder: '', thumb: { url: '/t/1.webp', width: 480, height: 320 } })) },
    });
    renderWithProviders(<ProGalleriesView isAdmin={false} onOpenGallery={() => undefined} />);
    const card = await screen.findByRole('button', { name: /Landscapes/ });
    expect(card.querySelector('img')).toHaveAttribute('src', '/t/1.webp');
  });

  it('gives the Pro Gallery card a cover and its likes, like the folders', async () => {
    const proCover = { imageId: image(2, '').id, placeholder: '', thumb: { url: '/t/pro.webp', width: 480, height: 320 } };
    mockApi({ routes: { 'GET /api/galleries': () => jsonResponse({ ...directory(), proGallery: { totalLikes: 7, cover: proCover } }) } });
    renderWithProviders(<ProGalleriesView isAdmin={false} onOpenGallery={() => undefined} />);
    const card = await screen.findByRole('button', { name: /^Pro Gallery/ });
    expect(card.querySelector('img')).toHaveAttribute('src', '/t/pro.webp');
    expect(card).toHaveTextContent('7 likes');
  });
});
