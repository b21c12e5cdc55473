import { formatRequestNumber, type CustomRequest, type PurchasedItem } from '../../../shared/features/custom-orders.schema.js';
import type { CustomLinkRow, CustomRequestRow } from './custom-orders.table.js';

/** Rows → the shared contract's shapes. */

export const MEDIA_ROOT = '/api/media/custom_content';
export const mediaUrl = (requestId: string, file: 'display.webp' | 'thumb.webp') => `${MEDIA_ROOT}/${requestId}/${file}`;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toRequestView(row: CustomRequestRow): CustomRequest {
  return {
    id: row.id,
    requestNumber: formatRequestNumber(row.requestNumber),
    userId: row.userId,
    userEmail: row.userEmail,
    outfit: row.outfit,
    outfitLabel: row.outfitLabel,
    topOutfit: row.topOutfit,
    topOutfitLabel: row.topOutfitLabel,
    pose: row.pose,
    poseLabel: row.poseLabel,
    customDetails: row.customDetails,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    paidAt: iso(row.paidAt),
    fulfilled: row.fulfilled,
    fulfilledAt: iso(row.fulfilledAt),
    imageUrl: row.imageUrl,
    amountPaidCents: row.amountPaidCents,
    refundedCents: row.refundedCents,
    refundedAt: iso(row.refundedAt),
  };
}

export function toPurchasedItem(row: CustomLinkRow): PurchasedItem {
  return {
    id: row.id,
    requestId: row.requestId,
    requestNumber: formatRequestNumber(row.requestNumber),
    imageUrl: row.imageUrl,
    thumbUrl: mediaUrl(row.requestId, 'thumb.webp'),
    topOutfit: row.topOutfit,
    topOutfitLabel: row.topOutfitLabel,
    outfit: row.outfit,
    bottomOutfit: row.bottomOutfit,
    pose: row.pose,
    poseId: row.poseId,
    storagePath: row.storagePath,
    createdAt: row.createdAt.toISOString(),
    fulfilledAt: row.fulfilledAt.toISOString(),
  };
}
