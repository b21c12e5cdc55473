import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { AFFILIATE_MESSAGES } from '../../../shared/features/affiliate-links.schema.js';
import type { AppContext } from '../../app-context.js';
import { AppError, badRequest, reworded } from '../../errors.js';
import { safeFileName } from '../../integrations/storage.js';
import { encodeWebp, sniffImageType } from '../../media/images.js';

/** Cards show the image at most ~600 px wide; 1200 covers high-density screens. */
const AFFILIATE_IMAGE_SIZE = 1200;
export const AFFILIATE_IMAGE_PREFIX = 'affiliate_images/';

const uploadFailed = (reason: string) => badRequest('image_upload_failed', `${AFFILIATE_MESSAGES.uploadFailed}${reason}`);

/**
 * The one place affiliate images are made: checked by their bytes, re-encoded
 * (upright, metadata stripped, resized) and named under affiliate_images/.
 * Storing them goes through writeFilesThenRecord with the link's row.
 */
export async function prepareAffiliateImage(image: { data: Buffer; filename: string }): Promise<{ key: string; data: Buffer }> {
  if (!sniffImageType(image.data)) throw uploadFailed('this file is not an image.');
  let encoded: Buffer;
  try {
    encoded = (await encodeWebp(image.data, AFFILIATE_IMAGE_SIZE)).data;
  } catch (error) {
    throw error instanceof AppError ? reworded(error, 'image_upload_failed', `${AFFILIATE_MESSAGES.uploadFailed}${error.message}`) : error;
  }
  const key = `${AFFILIATE_IMAGE_PREFIX}${Date.now()}_${randomBytes(4).toString('hex')}_${safeFileName(path.parse(image.filename).name, 'image')}.webp`;
  return { key, data: encoded };
}

export async function deleteAffiliateImage(ctx: AppContext, key: string | null | undefined): Promise<void> {
  if (key) await ctx.storage.delete(key);
}
