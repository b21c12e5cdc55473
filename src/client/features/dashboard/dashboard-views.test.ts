import { describe, expect, it } from 'vitest';
import { canSeeView, MENU_ITEMS, menuItemsFor, parseViewName, STATIC_VIEWS, viewDefinition, viewSlot } from './dashboard-views';

const basic = { role: 'user', isPro: false, isAdmin: false } as const;
const legacyPro = { role: null, isPro: true, isAdmin: false } as const;
const owner = { role: 'user', isPro: false, isAdmin: true } as const;

describe('dashboard views', () => {
  it('knows every view name of SPEC §2 and tech sections, and nothing else', () => {
    for (const name of STATIC_VIEWS) expect(parseViewName(name)).toBe(name);
    expect(parseViewName('tech_ai_chat')).toBe('tech_ai_chat');
    expect(viewDefinition('tech_ai_chat').title).toBe('Tech: Ai chat');
    expect(parseViewName('tech_')).toBeNull();
    expect(parseViewName('toString')).toBeNull();
    expect(parseViewName(undefined)).toBeNull();
  });

  it('lists the menu in the order of SPEC §2', () => {
    expect(MENU_ITEMS.map((item) => item.label)).toEqual([
      "What's New",
      'Gallery',
      'Subscribe',
      'Pro Galleries',
      'Videos',
      'Pro Poem',
      'Pro Chat',
      'Custom Build',
      'My LinkTree',
      'Tech',
      'Admin Dashboard',
    ]);
  });

  it('treats a legacy Pro (isPro, no role) as Pro', () => {
    const labels = menuItemsFor(legacyPro).map((item) => item.label);
    expect(labels).toContain('Pro Chat');
    expect(labels).not.toContain('Subscribe');
    expect(labels).not.toContain('Admin Dashboard');
  });

  it('gives the owner every item, Subscribe included while not Pro', () => {
    expect(menuItemsFor(owner)).toHaveLength(MENU_ITEMS.length);
  });

  it('gates the views outside the menu too', () => {
    expect(canSeeView(basic, 'twitter')).toBe(false);
    expect(canSeeView(basic, 'purchased_content')).toBe(false);
    expect(canSeeView(legacyPro, 'gallery_pro')).toBe(true);
    expect(canSeeView(basic, 'youtube')).toBe(true);
  });

  it('makes every configured gallery collection a Pro-gated view with a derived title', () => {
    expect(parseViewName('gallery_sunsets')).toBe('gallery_sunsets');
    expect(parseViewName('gallery_pro')).toBe('gallery_pro');
    expect(parseViewName('gallery_')).toBeNull();
    expect(parseViewName('gallery_Bad Name')).toBeNull();
    expect(viewDefinition('gallery_golden_hour').title).toBe('Golden Hour Gallery');
    expect(canSeeView(basic, 'gallery_sunsets')).toBe(false);
    expect(canSeeView(legacyPro, 'gallery_sunsets')).toBe(true);
    expect(viewSlot('gallery_sunsets')).toBe('gallery_collection');
    expect(viewSlot('gallery_pro')).toBe('gallery_pro');
    expect(viewSlot('tech_ai_chat')).toBe('tech');
  });
});
