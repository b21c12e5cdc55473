import type { RequestStatus } from '../../../../shared/features/custom-orders.schema.js';

/** SPEC §4: users see paid as Processing/Pending and fulfilled as Completed/Fulfilled; the admin 'Pending Fulfillment'. */
export const USER_STATUS: Record<RequestStatus, { label: string; detail: string }> = {
  pending_payment: { label: 'Awaiting payment', detail: 'Payment not received yet' },
  paid: { label: 'Processing', detail: 'Pending' },
  fulfilled: { label: 'Completed', detail: 'Fulfilled' },
};

export function StatusBadge({ status, label }: { status: RequestStatus; label?: string }) {
  return <span className={`custom-build__status custom-build__status--${status}`}>{label ?? USER_STATUS[status].label}</span>;
}

export function formatDate(iso: string | null): string {
  return iso ? new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' }) : '';
}
