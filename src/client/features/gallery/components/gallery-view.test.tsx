import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GalleryImage } from '../../../../shared/features/gallery.schema.js';
import { jsonResponse, mockApi, renderWithProviders } from '../../../test-utils';
import { GalleryPhoto } from './gallery-photo';
import { GalleryView } from './gallery-view';

const image = (id: number, filename: string): GalleryImage => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  filename,
  caption: null,
  timestamp: '2026-01-01T00:00:00.000Z',
  userId: null,
  likes: 2,
  likedByMe: false,
  displayOrder: id,
  placeholder: '',
  thumb: { url: `/t/${id}.webp`, width: 480, height: 320 },
  display: { url: `/d/${id}.webp`, width: 1600, height: 1067 },
  url: `/o/${id}.jpg`,
});

const page = { collectionName: 'gallery_sunsets', title: 'Sunsets at Sea', totalLikes: 4, images: [image(1, 'one.jpg'), image(2, 'two.jpg')], nextCursor: null };

describe('gallery view', () => {
  afterEach(() => vi.useRealTimers());

  it("shows 'Failed to load gallery images' when the gallery cannot be loaded", async () => {
    mockApi({ routes: { 'GET /api/galleries/gallery_sunsets': () => jsonResponse({ code: 'internal_error', message: 'x' }, 500) } });
    renderWithProviders(<GalleryView collection="gallery_sunsets" kind="configured" isAdmin={false} />);
    expect(await screen.findByText('Failed to load gallery images', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the total likes and a like per image, its title only as the region name (the page heading shows it); no admin tools for members', async () => {
    mockApi({ routes: { 'GET /api/galleries/gallery_sunsets': () => jsonResponse(page) } });
    renderWithProviders(<GalleryView collection="gallery_sunsets" kind="configured" isAdmin={false} />);
    expect(await screen.findByRole('region', { name: 'Sunsets at Sea' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sunsets at Sea' })).not.toBeInTheDocument();
    expect(screen.getByTestId('total-likes')).toHaveTextContent('4 total likes');
    expect(screen.getByRole('button', { name: 'Like one.jpg' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByText('Upload Images')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reorder Images' })).toBeNull();
  });

  it('fetches fresh media URLs when a thumbnail fails to load (its signed URL expired)', async () => {
    const fresh = { ...page, images: [{ ...image(1, 'one.jpg'), thumb: { url: '/t/1-fresh.webp', width: 480, height: 320 } }, image(2, 'two.jpg')] };
    let calls = 0;
    mockApi({ routes: { 'GET /api/galleries/gallery_sunsets': () => jsonResponse(++calls === 1 ? page : fresh) } });
    renderWithProviders(<GalleryView collection="gallery_sunsets" kind="configured" isAdmin={false} />);
    const thumb = await screen.findByRole('img', { name: 'one.jpg' });
    fireEvent.error(thumb);
    fireEvent.error(await screen.findByRole('img', { name: 'two.jpg' }));
    await vi.waitFor(() => expect(screen.getByRole('img', { name: 'one.jpg' })).toHaveAttribute('src', '/t/1-fresh.webp'));
    // Many failing images at once refetch the list once.
    expect(calls).toBe(2);
  });

  it('teasers carry the SPEC heading and no likes', async () => {
    mockApi({ routes: { 'GET /api/galleries/gallery': () => jsonResponse({ ...page, collectionName: 'gallery', title: 'Gallery' }) } });
    renderWithProviders(<GalleryView collection="gallery" kind="teaser" isAdmin />);
    expect(await screen.findByRole('heading', { name: 'Teasers! Subscribe to see full images and more' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Like / })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete one.jpg' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rename Gallery' })).toBeNull();
  });

  it('refuses an empty gallery name in the rename modal', async () => {
    mockApi({ routes: { 'GET /api/galleries/gallery_sunsets': () => jsonResponse(page) } });
    const user = userEvent.setup();
    renderWithProviders(<GalleryView collection="gallery_sunsets" kind="configured" isAdmin />);
    await user.click(await screen.findByRole('button', { name: 'Rename Gallery' }));
    await user.clear(screen.getByLabelText(/Gallery name/));
    await user.type(screen.getByLabelText(/Gallery name/), '   ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Please enter a gallery name.')).toBeInTheDocument();
  });

  it("says 'Failed to rename gallery: ' and the reason when the server refuses", async () => {
    mockApi({
      routes: {
        'GET /api/galleries/gallery_sunsets': () => jsonResponse(page),
        'PUT /api/galleries/gallery_sunsets/name': () => jsonResponse({ code: 'not_found', message: 'That gallery was not found.' }, 404),
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<GalleryView collection="gallery_sunsets" kind="configured" isAdmin />);
    await user.click(await screen.findByRole('button', { name: 'Rename Gallery' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to rename gallery: That gallery was not found.')).toBeInTheDocument();
  });
});

describe('grid pictures', () => {
  it('fetches the first row at once and with high priority, the rest lazily, and gives phones the small derivative', async () => {
    const many = { ...page, images: Array.from({ length: 6 }, (_, i) => image(i + 1, `p${i + 1}.jpg`)) };
    mockApi({ routes: { 'GET /api/galleries/gallery_sunsets': () => jsonResponse(many) } });
    renderWithProviders(<GalleryView collection="gallery_sunsets" kind="configured" isAdmin={false} />);
    await screen.findByRole('button', { name: 'Open p1.jpg' });
    // The test DOM has no media queries: the default grid of four columns.
    const imgOf = (name: string) => screen.getByRole('button', { name: `Open ${name}` }).querySelector('img')!;
    for (const name of ['p1.jpg', 'p2.jpg', 'p3.jpg', 'p4.jpg']) {
      expect(imgOf(name)).toHaveAttribute('fetchpriority', 'high');
      expect(imgOf(name)).toHaveAttribute('loading', 'eager');
    }
    for (const name of ['p5.jpg', 'p6.jpg']) {
      expect(imgOf(name)).toHaveAttribute('fetchpriority', 'auto');
      expect(imgOf(name)).toHaveAttribute('loading', 'lazy');
    }
    const source = imgOf('p1.jpg').parentElement!.querySelector('source')!;
    expect(source).toHaveAttribute('media', '(max-width: 700px)');
    expect(source).toHaveAttribute('srcset', '/t/1.webp');
    expect(imgOf('p1.jpg')).toHaveAttribute('srcset', '/t/1.webp 480w, /d/1.webp 1600w');
  });
});

describe('deleting an image', () => {
  it("says 'Failed to delete image: ' and the reason when it fails", async () => {
    mockApi({
      routes: {
        'GET /api/galleries/gallery_pro': () => jsonResponse({ ...page, collectionName: 'gallery_pro' }),
        [`DELETE /api/galleries/gallery_pro/images/${image(1, 'one.jpg').id}`]: () => jsonResponse({ code: 'not_found', message: 'That image was not found.' }, 404),
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<GalleryView collection="gallery_pro" kind="pro" isAdmin />);
    await user.click(await screen.findByRole('button', { name: 'Delete one.jpg' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete image: That image was not found.')).toBeInTheDocument();
  });
});

describe('download attempts on a photo', () => {
  afterEach(() => vi.useRealTimers());

  it('reports a long press of 800 ms, a context menu and a drag start, and not a short tap', () => {
    vi.useFakeTimers();
    const onAttempt = vi.fn();
    const onOpen = vi.fn();
    renderWithProviders(<GalleryPhoto image={image(1, 'one.jpg')} onOpen={onOpen} onDownloadAttempt={onAttempt} />);
    const photo = screen.getByRole('button', { name: 'Open one.jpg' });

    fireEvent.pointerDown(photo, { button: 0 });
    act(() => vi.advanceTimersByTime(799));
    fireEvent.pointerUp(photo);
    expect(onAttempt).not.toHaveBeenCalled();

    fireEvent.pointerDown(photo, { button: 0 });
    act(() => vi.advanceTimersByTime(800));
    expect(onAttempt).toHaveBeenLastCalledWith(expect.objectContaining({ filename: 'one.jpg' }), 'long_press');
    fireEvent.pointerUp(photo);
    fireEvent.click(photo);
    expect(onOpen).not.toHaveBeenCalled();

    fireEvent.contextMenu(photo);
    expect(onAttempt).toHaveBeenLastCalledWith(expect.anything(), 'context_menu');
    fireEvent.dragStart(photo.querySelector('img')!);
    expect(onAttempt).toHaveBeenLastCalledWith(expect.anything(), 'drag_start');
    fireEvent.click(photo);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });
});

describe('loading a long gallery page by page', () => {
  afterEach(() => vi.unstubAllGlobals());

  const many = (from: number, count: number) =>
    Array.from({ length: count }, (_, i) => ({ ...image(1, `p${from + i}.jpg`), id: `00000000-0000-4000-8000-${String(from + i).padStart(12, '0')}` }));

  // Sixty tiles take a while to draw on a loaded machine: the finds wait long enough for that (not a timing assertion).
  const DRAWN = { timeout: 15_000 };
  /**
   * The photo button a reader (or a screen reader) knows by its label. Found by that label alone:
   * a role query computes every element's accessible name at each poll, which on a 60-tile grid
   * under load took longer than the wait itself.
   */
  const photo = (filename: string) =>
    vi.waitFor(() => {
      const button = document.querySelector(`button[aria-label="Open ${filename}"]`);
      if (!button) throw new Error(`no photo ${filename} yet`);
      return button;
    }, DRAWN);

  /** An IntersectionObserver the test drives: `scrollToEnd` tells every observer its target came into view. */
  function fakeIntersectionObserver() {
    const observers = new Set<{ callback: IntersectionObserverCallback; targets: Element[] }>();
    class FakeObserver {
      private entry: { callback: IntersectionObserverCallback; targets: Element[] };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, targets: [] };
        observers.add(this.entry);
      }
      observe(target: Element) {
        this.entry.targets.push(target);
      }
      disconnect() {
        observers.delete(this.entry);
      }
    }
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    return {
      /** Whether the end of the grid is watched yet: its observer starts in an effect after the last tiles are drawn. */
      watching: () => [...observers].some(({ targets }) => targets.length > 0),
      scrollToEnd: () =>
        act(() => {
          for (const { callback, targets } of [...observers]) {
            callback(targets.map((target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry), {} as IntersectionObserver);
          }
        }),
    };
  }

  it('asks for the next page by its cursor when the reader scrolls to the end, and keeps the grid whole', async () => {
    const viewport = fakeIntersectionObserver();
    const fetchMock = mockApi({
      routes: {
        'GET /api/galleries/gallery_pro': (url) =>
          jsonResponse(
            url.searchParams.get('cursor') === 'second'
              ? { ...page, collectionName: 'gallery_pro', totalLikes: 5, images: many(60, 3), nextCursor: null }
              : { ...page, collectionName: 'gallery_pro', images: many(0, 60), nextCursor: 'second' },
          ),
      },
    });
    renderWithProviders(<GalleryView collection="gallery_pro" kind="pro" isAdmin={false} />);
    expect(await photo('p59.jpg')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open p60.jpg' })).toBeNull();

    // Under load the last tile can be on screen before the effect that watches the end has run.
    await vi.waitFor(() => expect(viewport.watching()).toBe(true), DRAWN);
    viewport.scrollToEnd();
    expect(await photo('p62.jpg')).toBeInTheDocument();
    const asked = fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.includes('/api/galleries/gallery_pro'));
    expect(asked).toEqual(['/api/galleries/gallery_pro', '/api/galleries/gallery_pro?cursor=second']);
    // One masonry grid holds all 63 images, each once; the newest total is shown; nothing more to load.
    const grids = screen.getAllByRole('list', { name: /images$/ });
    expect(grids).toHaveLength(1);
    const names = within(grids[0]!)
      .getAllByRole('button', { name: /^Open / })
      .map((photo) => photo.getAttribute('aria-label'));
    expect(new Set(names).size).toBe(63);
    expect(within(grids[0]!).getAllByRole('listitem')).toHaveLength(63);
    expect(screen.getByTestId('total-likes')).toHaveTextContent('5 total likes');
    expect(screen.queryByRole('button', { name: 'Show more images' })).toBeNull();
  }, 60_000);

  it('loads the next page with the button too (keyboard, or no IntersectionObserver)', async () => {
    mockApi({
      routes: {
        'GET /api/galleries/gallery_pro': (url) =>
          jsonResponse(
            url.searchParams.get('cursor')
              ? { ...page, collectionName: 'gallery_pro', images: many(2, 1), nextCursor: null }
              : { ...page, collectionName: 'gallery_pro', images: many(0, 2), nextCursor: 'next' },
          ),
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<GalleryView collection="gallery_pro" kind="pro" isAdmin={false} />);
    await user.click(await screen.findByRole('button', { name: 'Show more images' }));
    expect(await screen.findByRole('button', { name: 'Open p2.jpg' })).toBeInTheDocument();
  });

  it('draws the first rows at once and the rest just after, and asks for the next page only once every tile is drawn', async () => {
    // The end of the grid is always in view here: while the first rows alone were drawn, it would ask at once.
    class EndInView {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe(target: Element) {
        this.callback([{ isIntersecting: true, target } as IntersectionObserverEntry], {} as IntersectionObserver);
      }
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', EndInView);
    const tilesWhenAsked: number[] = [];
    const tiles = () => within(screen.getByRole('list', { name: /images$/ })).getAllByRole('listitem');
    mockApi({
      routes: {
        'GET /api/galleries/gallery_pro': (url) => {
          if (!url.searchParams.get('cursor')) return jsonResponse({ ...page, collectionName: 'gallery_pro', images: many(0, 60), nextCursor: 'second' });
          tilesWhenAsked.push(tiles().length);
          return jsonResponse({ ...page, collectionName: 'gallery_pro', images: many(60, 2), nextCursor: null });
        },
      },
    });
    renderWithProviders(<GalleryView collection="gallery_pro" kind="pro" isAdmin={false} />);
    await photo('p0.jpg');
    // Four columns in a test DOM: three rows first.
    expect(tiles().length).toBeLessThan(60);
    expect(await photo('p61.jpg')).toBeInTheDocument();
    expect(tilesWhenAsked).toEqual([60]);
    expect(tiles()).toHaveLength(62);
  }, 60_000);
});
