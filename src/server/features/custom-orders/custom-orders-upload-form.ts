import type { FastifyRequest } from 'fastify';
import { CUSTOM_IMAGE_MAX_BYTES, CUSTOM_ORDER_MESSAGES } from '../../../shared/features/custom-orders.schema.js';
import { AppError, badRequest } from '../../errors.js';
import type { UploadedImage } from './custom-orders-fulfilment.service.js';

/** Reads the one `image` file of a fulfilment upload, refusing it as soon as it passes the byte limit. */
export async function readFulfilmentForm(request: FastifyRequest): Promise<UploadedImage> {
  let file: UploadedImage | undefined;
  const parts = request.parts({ limits: { fileSize: CUSTOM_IMAGE_MAX_BYTES, files: 1, fields: 0 } });
  try {
    for await (const part of parts) {
      if (part.type === 'file' && part.fieldname === 'image') {
        file = { data: await part.toBuffer(), filename: part.filename };
      } else {
        if (part.type === 'file') part.file.resume();
        throw badRequest('unexpected_field', `The field "${part.fieldname}" is not part of the fulfilment form.`);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(413, 'file_too_large', CUSTOM_ORDER_MESSAGES.imageTooLarge);
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_FILES_LIMIT') throw badRequest('one_file', 'Send one image per request.');
    throw error;
  }
  if (!file) throw badRequest('no_file', 'Please choose an image to upload.');
  return file;
}
