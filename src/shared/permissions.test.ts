import { describe, expect, it } from 'vitest';
import {
  PERMISSIONS,
  ROLE_PERMISSIONS,
  can,
  isAdmin,
  isPro,
  nextRole,
  permissionsOf,
  rolesOf,
  tierOf,
  type RoleHolder,
} from './permissions.js';

const basic: RoleHolder = { role: 'user', isPro: false, isAdmin: false };
const pro: RoleHolder = { role: 'pro_user', isPro: false, isAdmin: false };
const admin: RoleHolder = { role: 'admin', isPro: false, isAdmin: false };
const legacyPro: RoleHolder = { role: null, isPro: true, isAdmin: false };
const owner: RoleHolder = { role: 'user', isPro: false, isAdmin: true };

/** The table of SPEC §6, written out here rather than read from the module under test. */
const SPEC_BASIC = ['view_basic_content', 'view_galleries', 'like_images', 'ai_chat', 'view_quotes'];
const SPEC_PRO = [
  'view_basic_content',
  'view_pro_content',
  'view_twitter',
  'pro_chat',
  'view_pro_poem',
  'custom_build',
  'track_purchases',
  'view_purchased_content',
];
const SPEC_ADMIN_ONLY = ['admin_dashboard', 'manage_galleries', 'manage_users', 'manage_content', 'view_analytics'];
/** Distinct and sorted, so lists compare as sets. */
const sorted = (list: readonly string[]) => [...new Set(list)].sort();

describe('tier rules (SPEC §4)', () => {
  it('is Basic unless the role is pro_user or isPro is set', () => {
    expect(tierOf(basic)).toBe('basic');
    expect(tierOf(admin)).toBe('basic');
    expect(tierOf(pro)).toBe('pro');
    expect(tierOf(legacyPro)).toBe('pro');
    expect(tierOf({ role: 'user', isPro: true, isAdmin: false })).toBe('pro');
  });

  it('is Pro with a complimentary grant, with the Pro permissions, and Basic again without it', () => {
    const comp: RoleHolder = { role: 'user', isPro: false, isAdmin: false, complimentaryPro: true };
    expect(tierOf(comp)).toBe('pro');
    expect(can(comp, 'view_pro_content')).toBe(true);
    expect(can(comp, 'admin_dashboard')).toBe(false);
    expect(tierOf({ ...comp, complimentaryPro: false })).toBe('basic');
  });

  it('is admin when the role is admin or isAdmin is set', () => {
    expect(isAdmin(basic)).toBe(false);
    expect(isAdmin(pro)).toBe(false);
    expect(isAdmin(admin)).toBe(true);
    expect(isAdmin(owner)).toBe(true);
    expect(isPro(owner)).toBe(false);
  });
});

describe('role table (SPEC §6)', () => {
  it('gives a basic user the basic permissions only', () => {
    expect(permissionsOf(basic)).toEqual(['view_basic_content', 'view_galleries', 'like_images', 'ai_chat', 'view_quotes']);
    expect(can(basic, 'view_pro_content')).toBe(false);
    expect(can(basic, 'admin_dashboard')).toBe(false);
  });

  it('gives pro_user the pro permissions on top of the basic ones every account has', () => {
    expect(sorted(permissionsOf(pro))).toEqual(sorted([...SPEC_BASIC, ...SPEC_PRO]));
    expect(can(pro, 'like_images')).toBe(true);
    expect(can(pro, 'manage_users')).toBe(false);
  });

  it('gives a legacy isPro user the same permissions as role pro_user', () => {
    expect(permissionsOf(legacyPro)).toEqual(permissionsOf(pro));
  });

  it('gives admin everything pro_user has plus the admin permissions, and nothing else', () => {
    expect(sorted(ROLE_PERMISSIONS.admin)).toEqual(sorted([...SPEC_PRO, ...SPEC_ADMIN_ONLY]));
    expect(sorted(permissionsOf(admin))).toEqual(sorted([...SPEC_BASIC, ...SPEC_PRO, ...SPEC_ADMIN_ONLY]));
    expect(permissionsOf(owner)).toEqual(permissionsOf(admin));
    expect(sorted(permissionsOf(admin))).toEqual(sorted(PERMISSIONS));
  });

  it('passes a check if any of the user’s roles grants it', () => {
    expect(rolesOf({ role: 'user', isPro: true, isAdmin: true })).toEqual(['user', 'pro_user', 'admin']);
    expect(can({ role: 'user', isPro: true, isAdmin: false }, 'custom_build')).toBe(true);
  });

  it('denies everything to nobody', () => {
    expect(can(null, 'view_basic_content')).toBe(false);
    expect(can(undefined, 'view_galleries')).toBe(false);
  });
});

describe('role toggle (SPEC §4)', () => {
  it('cycles user → pro_user → admin → user', () => {
    expect(nextRole('user')).toBe('pro_user');
    expect(nextRole('pro_user')).toBe('admin');
    expect(nextRole('admin')).toBe('user');
    expect(nextRole(null)).toBe('pro_user');
  });
});
