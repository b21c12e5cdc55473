import type { CurrentUser } from '../../../shared/features/auth.schema.js';
import { formatRequestNumber, type CustomRequest, type PurchasedItem } from '../../../shared/features/custom-orders.schema.js';
import { can, isAdmin } from '../../../shared/permissions.js';
import type { AppContext } from '../../app-context.js';
import type { CustomLinkRow, CustomRequestRow } from './custom-orders.table.js';

/** Rows → the shared contract's shapes, with media URLs signed for the viewer who may see them. */

/**
 * What the delivery rows record as their image (a stable reference, not a URL
 * anyone fetches: viewers get signed URLs made from the storage keys).
 */
export const deliveryReference = (requestId: string) => `custom_content/${requestId}/display.webp`;

/** SPEC §2: a delivered image is shown to admins, and to its buyer while Pro membership is active. */
const maySeeDelivery = (viewer: CurrentUser, buyerId: string | null) =>
  isAdmin(viewer) || (buyerId === viewer.id && can(viewer, 'view_purchased_content'));

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** `cornerName`: the name a member's marked copy shows in its corner, when the owner turned that on. */
export function toRequestView(ctx: AppContext, viewer: CurrentUser, row: CustomRequestRow, cornerName?: string): CustomRequest {
  const marked = !isAdmin(viewer);
  const imageUrl = row.displayKey && maySeeDelivery(viewer, row.userId) ? ctx.mediaUrls.urlFor(row.displayKey, viewer.id, { marked, label: cornerName }) : null;
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
    imageUrl,
    amountPaidCents: row.amountPaidCents,
    refundedCents: row.refundedCents,
    refundedAt: iso(row.refundedAt),
  };
}

/**
 * A purchased item; only for its buyer, after the route's view_purchased_content check.
 * Its image is the member's marked copy, the same one Track Orders hands them, so a leak of it can be traced.
 */
export function toPurchasedItem(ctx: AppContext, viewer: CurrentUser, row: CustomLinkRow, cornerName?: string): PurchasedItem {
  // The pipeline names a delivery's derivatives display.webp and thumb.webp inside its storage folder.
  const key = (file: string) => `${row.storagePath}/${file}`;
  return {
    id: row.id,
    requestId: row.requestId,
    requestNumber: formatRequestNumber(row.requestNumber),
    imageUrl: ctx.mediaUrls.urlFor(key('display.webp'), viewer.id, { marked: !isAdmin(viewer), label: cornerName }),
    thumbUrl: ctx.mediaUrls.urlFor(key('thumb.webp'), viewer.id),
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
