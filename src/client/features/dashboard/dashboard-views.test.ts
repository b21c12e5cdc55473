import { describe, expect, it } from 'vitest';
import { canSeeView, defaultView, menuItemsFor, resolveView, type DashboardViewRegistry } from './dashboard-views';

const basic = { role: 'user', isPro: false, isAdmin: false } as const;
const pro = { role: 'pro_user', isPro: true, isAdmin: false } as const;
const Nothing = () => null;

/** A small registry of its own, so these tests pin the lookup rules rather than the app's list. */
const registry: DashboardViewRegistry = [
  { name: 'home', title: 'Home', menuLabel: 'Home', permission: 'view_basic_content', Component: Nothing },
  { name: 'join', title: 'Join', menuLabel: 'Join us', permission: 'view_basic_content', notForPro: true, Component: Nothing },
  { name: 'secret', title: 'Secret', menuLabel: 'Secret', permission: 'view_pro_content', Component: Nothing },
  { name: 'room_main', title: 'Main room', permission: 'view_basic_content', Component: Nothing },
  { name: /^room_[a-z]+$/, title: (view) => `Room ${view.slice(5)}`, permission: 'view_pro_content', Component: Nothing },
];

describe('dashboard view lookup', () => {
  it('finds a view by its exact name before any family, and derives a family title from the name', () => {
    expect(resolveView(registry, 'room_main')?.title).toBe('Main room');
    expect(resolveView(registry, 'room_blue')?.title).toBe('Room blue');
    expect(canSeeView(basic, resolveView(registry, 'room_main')!)).toBe(true);
    expect(canSeeView(basic, resolveView(registry, 'room_blue')!)).toBe(false);
  });

  it('knows no other name, including inherited object keys and non-strings', () => {
    for (const name of ['room_', 'room_Blue', 'toString', 'constructor', '', undefined, 42]) expect(resolveView(registry, name)).toBeNull();
  });

  it('opens on the first entry', () => {
    expect(defaultView(registry).name).toBe('home');
  });

  it('builds the menu from the labelled entries in order, hiding what the user may not see', () => {
    expect(menuItemsFor(registry, basic)).toEqual([
      { label: 'Home', view: 'home' },
      { label: 'Join us', view: 'join' },
    ]);
    expect(menuItemsFor(registry, pro).map((item) => item.label)).toEqual(['Home', 'Secret']);
  });
});
