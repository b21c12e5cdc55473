import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { FIRST_VIEW_DATA_ELEMENT_ID } from '../../shared/page-slots.js';
import { galleryQuery } from '../features/gallery/gallery.api';
import { updatesQuery } from '../features/updates/updates.api';
import { seedFirstViewData } from './first-view-data';

function pageCarries(value: unknown): void {
  const element = document.createElement('script');
  element.id = FIRST_VIEW_DATA_ELEMENT_ID;
  element.type = 'application/json';
  element.textContent = JSON.stringify(value);
  document.head.append(element);
}

const update = { id: '00000000-0000-4000-8000-000000000001', date: 'May 1', update: 'Hello', timestamp: '2026-05-01T00:00:00.000Z', lastEdited: null };
const galleryPage = { collectionName: 'gallery_sunsets', title: 'Sunsets', totalLikes: 0, images: [], nextCursor: null };

describe("the dashboard view's first data the page carries", () => {
  afterEach(() => document.getElementById(FIRST_VIEW_DATA_ELEMENT_ID)?.remove());

  it('fills the default view’s updates, read once', () => {
    pageCarries({ path: '/api/updates', data: [update] });
    const client = new QueryClient();
    seedFirstViewData(client, '');
    expect(client.getQueryData(updatesQuery.queryKey)).toEqual([update]);
    expect(document.getElementById(FIRST_VIEW_DATA_ELEMENT_ID)).toBeNull();
  });

  it("fills a gallery view's first page, as the gallery's own query keeps its pages", () => {
    pageCarries({ path: '/api/galleries/gallery_sunsets', data: galleryPage });
    const client = new QueryClient();
    seedFirstViewData(client, '?view=gallery_sunsets');
    expect(client.getQueryData(galleryQuery('gallery_sunsets').queryKey)).toEqual({ pages: [galleryPage], pageParams: [null] });
  });

  it('leaves out data for another address than the page is at, or that is not what the address answers', () => {
    const client = new QueryClient();
    pageCarries({ path: '/api/galleries/gallery_sunsets', data: galleryPage });
    seedFirstViewData(client, '?view=gallery_other');
    pageCarries({ path: '/api/galleries/gallery_other', data: galleryPage });
    seedFirstViewData(client, '?view=gallery_other');
    pageCarries({ path: '/api/updates', data: [{ id: 'not an update' }] });
    seedFirstViewData(client, '');
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
