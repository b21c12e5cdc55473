import type { CurrentUser } from '../../../shared/features/auth.schema.js';
import { CUSTOM_IMAGE_MAX_BYTES, CUSTOM_ORDER_MESSAGES, type CustomRequest } from '../../../shared/features/custom-orders.schema.js';
import type { AppContext } from '../../app-context.js';
import type { Tx } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { checkImage, imageKeys, processImage, storeImage, type StoredImageKeys } from '../../media/image-pipeline.js';
import { writeFilesThenRecord } from '../media-files/media-files.service.js';
import { enqueueNotification } from '../notifications/notifications.service.js';
import { emitWebhookEvent } from '../webhooks/webhooks.service.js';
import { describeRequest, publishChange } from './custom-orders-payment.service.js';
import { deliveryReference, toRequestView } from './custom-orders.presenter.js';
import { findRequest, insertLink, lockRequest, markRequestFulfilled } from './custom-orders.repo.js';
import type { CustomRequestRow } from './custom-orders.table.js';

export interface UploadedImage {
  data: Buffer;
  filename: string;
}

const PIPELINE_MESSAGES = {
  notAnImage: CUSTOM_ORDER_MESSAGES.imageNotAnImage,
  tooLarge: CUSTOM_ORDER_MESSAGES.imageTooLarge,
  tooManyPixels: CUSTOM_ORDER_MESSAGES.imageTooManyPixels,
  unreadable: CUSTOM_ORDER_MESSAGES.imageUnreadable,
};

/** Only a paid, unfulfilled request with a buyer can be fulfilled (SPEC §4, §8). */
function assertFulfillable(row: CustomRequestRow | undefined): asserts row is CustomRequestRow & { userId: string } {
  if (!row) throw notFound('That request');
  if (row.fulfilled || row.status === 'fulfilled') throw conflict('already_fulfilled', CUSTOM_ORDER_MESSAGES.alreadyFulfilled);
  if (row.status !== 'paid') throw conflict('not_paid', CUSTOM_ORDER_MESSAGES.notPaid);
  if (row.refundedAt) throw conflict('refunded', CUSTOM_ORDER_MESSAGES.refunded);
  if (!row.userId) throw badRequest('user_id_missing', CUSTOM_ORDER_MESSAGES.userIdMissing);
}

/** Under the row lock (in the caller's transaction): the request becomes fulfilled, the buyer gets the customLinks record, an e-mail and a live event. */
async function recordDelivery(ctx: AppContext, tx: Tx, requestId: string, prefix: string, keys: StoredImageKeys): Promise<CustomRequestRow> {
  const locked = await lockRequest(tx, requestId);
  assertFulfillable(locked);
  const fulfilledAt = new Date();
  const imageUrl = deliveryReference(locked.id);
  const row = await markRequestFulfilled(tx, locked.id, {
    imageUrl,
    storagePath: prefix,
    originalKey: keys.original,
    thumbKey: keys.thumb,
    displayKey: keys.display,
    fulfilledAt,
  });
  await insertLink(tx, {
    userId: locked.userId,
    requestId: locked.id,
    requestNumber: locked.requestNumber,
    imageUrl,
    topOutfit: locked.topOutfit,
    topOutfitLabel: locked.topOutfitLabel,
    outfit: locked.outfit,
    bottomOutfit: locked.outfitLabel,
    pose: locked.poseLabel,
    poseId: locked.pose,
    storagePath: prefix,
    fulfilledAt,
  });
  await enqueueNotification(ctx, tx, {
    type: 'custom_order_delivered',
    userId: locked.userId,
    userName: null,
    userEmail: locked.userEmail,
    messageText: describeRequest(locked),
  });
  await emitWebhookEvent(tx, 'order.fulfilled', { order: { id: locked.id, userId: locked.userId, email: locked.userEmail } });
  await publishChange(ctx, row, tx);
  return row;
}

/**
 * Admin fulfilment (SPEC §4): the image goes through the pipeline (type by
 * magic bytes, limits, metadata stripped, derivatives) into
 * custom_content/{requestId}/{timestamp}, then the delivery is recorded. Files
 * of a refused or failed delivery are removed; each attempt has its own folder,
 * so a losing attempt never removes the winner's files.
 */
export async function fulfilRequest(ctx: AppContext, admin: CurrentUser, requestId: string, file: UploadedImage): Promise<CustomRequest> {
  assertFulfillable(await findRequest(ctx.database.db, requestId));
  const checked = await checkImage(file.data, { maxBytes: CUSTOM_IMAGE_MAX_BYTES }, PIPELINE_MESSAGES);
  const processed = await processImage(file.data, checked, PIPELINE_MESSAGES);
  const prefix = `custom_content/${requestId}/${Date.now()}`;
  const keys = imageKeys(prefix, checked.type);
  // Written, then recorded: a refused delivery, a failure or a crash between the two leaves no file behind.
  const row = await writeFilesThenRecord(
    ctx,
    Object.values(keys),
    async () => void (await storeImage(ctx.storage, keys, processed)),
    (tx) => recordDelivery(ctx, tx, requestId, prefix, keys),
  );
  return toRequestView(ctx, admin, row);
}
