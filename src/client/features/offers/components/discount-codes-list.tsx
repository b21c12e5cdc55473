import { type DiscountCode } from '../../../../shared/features/offers.schema.js';
import { Button } from '../../../components/ui/button';
import { DATA_TABLE_STATE_CLASS, DataTable, type DataColumn } from '../../../components/ui/data-table';
import { QueryStatus } from '../../../components/ui/query-status';
import { notify } from '../../../components/ui/toast';
import { useDeactivateDiscountCode, useDiscountCodes } from '../offers.api';
import { ShareLinkButton } from './share-link-button';
import { formatDollars } from '../../../../shared/money.js';

/** "50% off for 12 months", "$5 off the first payment", "10% off forever". */
export function describeDiscount(code: Pick<DiscountCode, 'percentOff' | 'amountOffCents' | 'duration' | 'durationInMonths'>): string {
  const off = code.percentOff !== null ? `${code.percentOff}% off` : `${formatDollars(code.amountOffCents ?? 0)} off`;
  if (code.duration === 'forever') return `${off} forever`;
  if (code.duration === 'repeating') return `${off} for ${code.durationInMonths} month${code.durationInMonths === 1 ? '' : 's'}`;
  return `${off} the first payment`;
}

const PLAN_LABELS: Record<DiscountCode['appliesTo'], string> = { monthly: 'Monthly', annual: 'Annual', both: 'Monthly and annual' };

function DeactivateButton({ code }: { code: DiscountCode }) {
  const deactivate = useDeactivateDiscountCode();
  if (!code.active) return <span>Deactivated</span>;
  return (
    <Button
      variant="secondary"
      loading={deactivate.isPending}
      aria-label={`Deactivate ${code.code}`}
      onClick={() => deactivate.mutate(code.id, { onSuccess: () => notify.success(`${code.code} can no longer be used.`), onError: (error) => notify.error(error) })}
    >
      Deactivate
    </Button>
  );
}

const COLUMNS: readonly DataColumn<DiscountCode>[] = [
  { header: 'Code', cell: (code) => <code>{code.code}</code> },
  { header: 'Discount', cell: describeDiscount },
  { header: 'Plan', cell: (code) => PLAN_LABELS[code.appliesTo] },
  { header: 'Who', cell: (code) => (code.newMembersOnly ? 'New members' : 'Anyone') },
  { header: 'Redemptions', cell: (code) => (code.maxRedemptions === null ? String(code.redemptions) : `${code.redemptions} of ${code.maxRedemptions}`) },
  { header: 'Expires', cell: (code) => (code.expiresAt ? new Date(code.expiresAt).toLocaleString() : 'Never') },
  { header: 'Share link', cell: (code) => <ShareLinkButton code={code} /> },
  { header: 'Status', cell: (code) => <DeactivateButton code={code} /> },
];

/** Every discount code with its redemptions; an active one can be deactivated. */
export function DiscountCodesList() {
  const query = useDiscountCodes();
  return (
    <QueryStatus query={query} loading="Loading discount codes…" failed={() => 'Could not load the discount codes.'} className={DATA_TABLE_STATE_CLASS}>
      {({ codes }) => (
        <DataTable caption={`Discount codes (${codes.length}), newest first`} columns={COLUMNS} rows={codes} rowKey={(code) => code.id} empty="No discount codes yet." />
      )}
    </QueryStatus>
  );
}
