import { describe, expect, it } from 'vitest';
import { dashboardHref, dashboardSearch, parseDashboardSearch } from './dashboard-address.js';

describe('dashboard address', () => {
  it('writes view, folder and tab in a fixed order, leaving out what is not named', () => {
    expect(dashboardSearch({})).toBe('');
    expect(dashboardSearch({ view: 'gallery_pro' })).toBe('?view=gallery_pro');
    expect(dashboardSearch({ tab: 'chats', view: 'admin' })).toBe('?view=admin&tab=chats');
    expect(dashboardSearch({ member: 'm-1', tab: 'chats', view: 'admin' })).toBe('?view=admin&tab=chats&member=m-1');
    expect(dashboardSearch({ view: 'pro_galleries', folder: 'f 1&x' })).toBe('?view=pro_galleries&folder=f+1%26x');
    expect(dashboardHref({ view: 'pro_chat' })).toBe('/auth-home?view=pro_chat');
  });

  it('reads back what it writes, whatever the order, ignoring empty and foreign parameters', () => {
    const place = { view: 'pro_galleries', folder: 'f 1&x', tab: 't' };
    expect(parseDashboardSearch(dashboardSearch(place))).toEqual(place);
    expect(parseDashboardSearch('?tab=chats&utm_source=mail&view=admin')).toEqual({ view: 'admin', tab: 'chats' });
    expect(parseDashboardSearch('?view=&tab=')).toEqual({});
    expect(parseDashboardSearch(new URLSearchParams('view=a&view=b'))).toEqual({ view: 'a' });
  });
});
