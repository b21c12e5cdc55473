import type { CurrentUser } from '../../shared/features/auth.schema.js';
import { VISIBLE_MARK_MAX_CHARS } from '../../shared/features/leaks.schema.js';
import { isAdmin } from '../../shared/permissions.js';

/**
 * The name a member's marked copies show in their corner when the owner turned
 * the visible mark on (Site content): their username, else the part of their
 * e-mail before the @, else their member id; cut short beyond VISIBLE_MARK_MAX_CHARS.
 */
export function visibleMarkName(viewer: CurrentUser): string {
  const name = viewer.profile.username?.trim() || viewer.email.split('@')[0]?.trim() || viewer.id;
  const characters = Array.from(name);
  return characters.length > VISIBLE_MARK_MAX_CHARS ? `${characters.slice(0, VISIBLE_MARK_MAX_CHARS - 1).join('')}…` : name;
}

/**
 * What to draw in the corner of the marked copies handed to this viewer, read
 * once per answer: nothing for admins (they see plain pictures) or while the
 * setting is off. Goes into the signed URL (ADR 0021), so serving stays free of queries.
 * The setting belongs to the site content; the caller reads it (only for members).
 */
export async function visibleMarkFor(viewer: CurrentUser, visibleUsernameOn: () => Promise<boolean>): Promise<string | undefined> {
  if (isAdmin(viewer)) return undefined;
  return (await visibleUsernameOn()) ? visibleMarkName(viewer) : undefined;
}
