import { AFFILIATE_MESSAGES } from '../../../shared/features/affiliate-links.schema.js';
import { ApiRequestError, errorMessage, isStorageFault } from '../../lib/api-client';

export type LinkAction = 'add' | 'update' | 'delete';

const PREFIX: Record<LinkAction, string> = {
  add: AFFILIATE_MESSAGES.addFailed,
  update: AFFILIATE_MESSAGES.updateFailed,
  delete: AFFILIATE_MESSAGES.deleteFailed,
};

/**
 * The SPEC §8 message for a failed add, update or delete. The server already
 * words image refusals ('Upload failed: ' plus why); a request with an image
 * that died without an answer is an image upload failure.
 */
export function affiliateErrorMessage(action: LinkAction, error: unknown, withImage = false): string {
  if (error instanceof ApiRequestError) {
    if (error.code === 'image_upload_failed') return error.message;
    if (isStorageFault(error)) return `${AFFILIATE_MESSAGES.uploadFailed}${error.message}`;
    if (withImage && (error.status === 0 || error.status >= 500)) return AFFILIATE_MESSAGES.imageUploadFailed;
  }
  return `${PREFIX[action]}${errorMessage(error)}`;
}
