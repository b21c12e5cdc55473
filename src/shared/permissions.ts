/**
 * Roles, permissions and tiers (SPEC §4 and §6). The server enforces these on
 * every route; the client uses the same module only to hide what a user cannot use.
 */

export const ROLES = ['user', 'pro_user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Stable permission names; stored nowhere, but used by both sides, so never rename one. */
export const PERMISSIONS = [
  'view_basic_content',
  'view_galleries',
  'like_images',
  'ai_chat',
  'view_quotes',
  'view_pro_content',
  'view_twitter',
  'pro_chat',
  'view_pro_poem',
  'custom_build',
  'track_purchases',
  'view_purchased_content',
  'admin_dashboard',
  'manage_galleries',
  'manage_users',
  'manage_content',
  'view_analytics',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const USER_PERMISSIONS: readonly Permission[] = [
  'view_basic_content',
  'view_galleries',
  'like_images',
  'ai_chat',
  'view_quotes',
];

const PRO_USER_PERMISSIONS: readonly Permission[] = [
  'view_basic_content',
  'view_pro_content',
  'view_twitter',
  'pro_chat',
  'view_pro_poem',
  'custom_build',
  'track_purchases',
  'view_purchased_content',
];

/** The table of SPEC §6. */
export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  user: USER_PERMISSIONS,
  pro_user: PRO_USER_PERMISSIONS,
  // "Everything pro_user has, plus ..."
  admin: [...PRO_USER_PERMISSIONS, 'admin_dashboard', 'manage_galleries', 'manage_users', 'manage_content', 'view_analytics'],
};

/**
 * What the rules need to know about a user. `role` may be missing on legacy
 * records (legacy Pro = isPro true with no role, SPEC §4).
 */
export interface RoleHolder {
  role?: Role | null;
  isPro: boolean;
  isAdmin: boolean;
  /** An open complimentary grant from the owner (absent on records that predate grants). */
  complimentaryPro?: boolean;
}

export type Tier = 'basic' | 'pro';

/**
 * Pro when the role is pro_user, the legacy isPro flag is set (SPEC §4), or the
 * owner granted complimentary Pro. The server's SQL twin is isProUserSql (auth.table.ts).
 */
export function isPro(user: RoleHolder): boolean {
  return user.role === 'pro_user' || user.isPro || user.complimentaryPro === true;
}

/** Admin when the role is admin or the owner flag isAdmin is set (SPEC §4). */
export function isAdmin(user: RoleHolder): boolean {
  return user.role === 'admin' || user.isAdmin;
}

/** The badge tier: 'Logged In - Pro' or 'Logged In - Basic'. */
export function tierOf(user: RoleHolder): Tier {
  return isPro(user) ? 'pro' : 'basic';
}

/**
 * Every role a user holds. Every signed-in account holds `user` (a Pro member
 * can still like images); the flags add the roles they stand for.
 */
export function rolesOf(user: RoleHolder): Role[] {
  const roles = new Set<Role>(['user']);
  if (user.role) roles.add(user.role);
  if (isPro(user)) roles.add('pro_user');
  if (isAdmin(user)) roles.add('admin');
  return ROLES.filter((role) => roles.has(role));
}

/** A check passes if any of the user's roles grants the permission (SPEC §6). */
export function permissionsOf(user: RoleHolder): Permission[] {
  const granted = new Set(rolesOf(user).flatMap((role) => ROLE_PERMISSIONS[role]));
  return PERMISSIONS.filter((permission) => granted.has(permission));
}

export function can(user: RoleHolder | null | undefined, permission: Permission): boolean {
  return user != null && rolesOf(user).some((role) => ROLE_PERMISSIONS[role].includes(permission));
}

/** The admin role toggle of SPEC §4: user → pro_user → admin → user. */
export function nextRole(role: Role | null | undefined): Role {
  switch (role) {
    case 'pro_user':
      return 'admin';
    case 'admin':
      return 'user';
    default:
      return 'pro_user';
  }
}
