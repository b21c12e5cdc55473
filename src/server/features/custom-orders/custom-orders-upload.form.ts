import type { FastifyRequest } from 'fastify';
import { CUSTOM_IMAGE_MAX_BYTES, CUSTOM_ORDER_MESSAGES } from '../../../shared/features/custom-orders.schema.js';
import { tooLarge } from '../../errors.js';
import { readMultipartForm, requireFile } from '../../plugins/multipart-form.js';
import type { UploadedImage } from './custom-orders-fulfilment.service.js';

/** Reads the one `image` file of a fulfilment upload. */
export async function readFulfilmentForm(request: FastifyRequest): Promise<UploadedImage> {
  const form = await readMultipartForm(request, {
    name: 'fulfilment',
    fileField: 'image',
    maxFileBytes: CUSTOM_IMAGE_MAX_BYTES,
    tooLarge: () => tooLarge('file_too_large', CUSTOM_ORDER_MESSAGES.imageTooLarge),
  });
  return requireFile(form);
}
