import type { CurrentUser } from '../../shared/features/auth.schema.js';
import type { LiveEventType } from '../../shared/live-events.js';
import { can, isAdmin, isPro, type Permission } from '../../shared/permissions.js';

/** Who may receive an event, as stored with it in the event log. */
export type Audience =
  | { kind: 'user'; userId: string }
  | { kind: 'user_and_admins'; userId: string }
  | { kind: 'admins' }
  | { kind: 'pro' }
  | { kind: 'signed_in' };

/**
 * Events that report on something a permission guards. The audience names the
 * people an event is about; this names what they must still hold when it is
 * sent, so a member whose Pro ended hears nothing more of their Pro chat.
 */
const REQUIRED_PERMISSION: Partial<Record<LiveEventType, Permission>> = {
  'chat.message_created': 'pro_chat',
  'chat.updated': 'pro_chat',
  'chat.read': 'pro_chat',
};

/** Decided at send time, with the recipient's current record (live and replayed events alike). */
export function mayReceive(user: CurrentUser, row: { type: string; audience: string; userId: string | null }): boolean {
  const permission = REQUIRED_PERMISSION[row.type as LiveEventType];
  if (permission && !can(user, permission)) return false;
  switch (row.audience) {
    case 'user': return row.userId === user.id;
    case 'user_and_admins': return row.userId === user.id || isAdmin(user);
    case 'admins': return isAdmin(user);
    case 'pro': return isPro(user) || isAdmin(user);
    case 'signed_in': return true;
    default: return false;
  }
}
