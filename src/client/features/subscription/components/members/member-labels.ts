import { dateOfEpochSeconds } from '../../../../../shared/time.js';
import type { MemberSummary, ProReason } from '../../../../../shared/features/members.schema.js';

/** Words and formats the member manager shows. */

export const REASON_LABELS: Record<ProReason, string> = {
  subscription: 'Paying subscription',
  complimentary: 'Complimentary Pro',
  admin: 'Admin role',
  legacy: 'Legacy Pro flag',
  role: 'Pro role given by an admin',
};

const STATUS_LABELS: Record<string, string> = {
  active: 'Active',
  pending_cancellation: 'Pending cancellation',
  canceled: 'Canceled',
  past_due: 'Past due',
  trialing: 'Trialing',
  incomplete: 'Incomplete',
  incomplete_expired: 'Expired',
  unpaid: 'Unpaid',
};

export const statusLabel = (status: string | null) => (status === null ? 'None' : (STATUS_LABELS[status] ?? status));

/** The member's subscription status as the list shows it: past due wins over the stored status. */
export function memberStatus(member: MemberSummary): string {
  if (member.pastDue) return 'past_due';
  return member.subscriptionStatus ?? 'none';
}

export function formatDate(epochSeconds: number | null): string {
  if (epochSeconds === null) return '—';
  return dateOfEpochSeconds(epochSeconds).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}

export function formatDateTime(epochSeconds: number): string {
  return dateOfEpochSeconds(epochSeconds).toLocaleString('en-US', { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
}

