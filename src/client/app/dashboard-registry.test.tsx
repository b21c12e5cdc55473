import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { canSeeView, menuItemsFor, resolveView } from '../features/dashboard/dashboard-views';
import { DEFAULT_VIEW_NAME, firstViewDataPath } from '../../shared/first-view-data.js';
import { defaultView } from '../features/dashboard/dashboard-views';
import { galleryQuery } from '../features/gallery/gallery.api';
import { updatesQuery } from '../features/updates/updates.api';
import { DASHBOARD_VIEWS } from './dashboard-registry';

const basic = { role: 'user', isPro: false, isAdmin: false } as const;
const legacyPro = { role: null, isPro: true, isAdmin: false } as const;
const owner = { role: 'user', isPro: false, isAdmin: true } as const;
const SPEC_VIEW_NAMES = [
  'whats_new', 'youtube', 'instagram', 'tiktok', 'twitter', 'subscribe', 'poem', 'gallery', 'gallery_pro',
  'pro_chat', 'admin', 'pro_galleries', 'custom_build', 'my_linktree', 'tech', 'videos', 'track_purchases', 'purchased_content',
];
const visible = (user: typeof basic | typeof legacyPro | typeof owner, name: string) => canSeeView(user, resolveView(DASHBOARD_VIEWS, name)!);

describe('dashboard registry (SPEC §2, §6)', () => {
  it('draws every view name of SPEC §2, tech sections and configured galleries', () => {
    for (const name of SPEC_VIEW_NAMES) expect(resolveView(DASHBOARD_VIEWS, name)?.name).toBe(name);
    expect(resolveView(DASHBOARD_VIEWS, 'tech_ai_chat')?.title).toBe('Tech: Ai chat');
    expect(resolveView(DASHBOARD_VIEWS, 'gallery_golden_hour')?.title).toBe('Golden Hour Gallery');
    expect(resolveView(DASHBOARD_VIEWS, 'gallery_pro')?.title).toBe('Pro Gallery');
    expect(resolveView(DASHBOARD_VIEWS, 'gallery_Bad Name')).toBeNull();
  });

  it('opens on the view whose first data the server puts in the page, at the address the view asks for', async () => {
    expect(defaultView(DASHBOARD_VIEWS).name).toBe(DEFAULT_VIEW_NAME);
    // The data the page carries fills a view only when it is what the view asks for, at that address.
    const asked: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      asked.push(String(input));
      return new Response('{}', { status: 500 });
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await client.fetchQuery(updatesQuery).catch(() => undefined);
    await client.fetchInfiniteQuery(galleryQuery('gallery_golden_hour')).catch(() => undefined);
    expect(asked).toEqual([firstViewDataPath(''), firstViewDataPath('?view=gallery_golden_hour')]);
    expect(asked).toEqual(['/api/updates', '/api/galleries/gallery_golden_hour']);
    vi.restoreAllMocks();
  });

  it("gives the owner the whole menu of SPEC §2 in its order, Subscribe included while not Pro", () => {
    expect(menuItemsFor(DASHBOARD_VIEWS, owner).map((item) => item.label)).toEqual([
      "What's New", 'Gallery', 'Subscribe', 'Pro Galleries', 'Videos', 'Pro Poem', 'Pro Chat', 'Custom Build', 'My LinkTree', 'Tech', 'Admin Dashboard',
    ]);
  });

  it('treats a legacy Pro (isPro, no role) as Pro: Pro items, no Subscribe, no Admin Dashboard', () => {
    const labels = menuItemsFor(DASHBOARD_VIEWS, legacyPro).map((item) => item.label);
    expect(labels).toContain('Pro Chat');
    expect(labels).not.toContain('Subscribe');
    expect(labels).not.toContain('Admin Dashboard');
  });

  it('gates the views outside the menu too', () => {
    expect(visible(basic, 'twitter')).toBe(false);
    expect(visible(basic, 'purchased_content')).toBe(false);
    expect(visible(basic, 'youtube')).toBe(true);
    expect(visible(legacyPro, 'gallery_pro')).toBe(true);
    expect(visible(basic, 'gallery_sunsets')).toBe(false);
    expect(visible(legacyPro, 'gallery_sunsets')).toBe(true);
  });
});
