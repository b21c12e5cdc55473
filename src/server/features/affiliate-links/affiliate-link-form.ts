import type { FastifyRequest } from 'fastify';
import {
  AFFILIATE_IMAGE_MAX_BYTES,
  AFFILIATE_MESSAGES,
  AffiliateLinkInputSchema,
  type AffiliateLinkInput,
} from '../../../shared/features/affiliate-links.schema.js';
import { AppError, badRequest } from '../../errors.js';

export interface AffiliateLinkForm {
  fields: AffiliateLinkInput;
  image?: { data: Buffer; filename: string };
}

const TEXT_FIELDS = new Set(['title', 'description', 'link', 'code', 'discountPercent', 'removeImage']);

/** Reads the multipart add/edit form: the text fields of SPEC §5 and an optional `image` file. */
export async function readAffiliateLinkForm(request: FastifyRequest): Promise<AffiliateLinkForm> {
  const raw: Record<string, string> = {};
  let image: AffiliateLinkForm['image'];
  const parts = request.parts({ limits: { fileSize: AFFILIATE_IMAGE_MAX_BYTES, files: 1, fields: 8, fieldSize: 8 * 1024 } });
  try {
    for await (const part of parts) {
      if (part.type === 'file' && part.fieldname === 'image') {
        image = { data: await part.toBuffer(), filename: part.filename };
      } else if (part.type === 'field' && TEXT_FIELDS.has(part.fieldname) && typeof part.value === 'string') {
        raw[part.fieldname] = part.value;
      } else {
        if (part.type === 'file') part.file.resume();
        throw badRequest('unexpected_field', `The field "${part.fieldname}" is not part of the affiliate link form.`);
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, 'image_upload_failed', `${AFFILIATE_MESSAGES.uploadFailed}the image is larger than 10 MB.`);
    }
    throw error;
  }
  const parsed = AffiliateLinkInputSchema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    throw badRequest('validation_failed', issues[0]?.message ?? 'The form is invalid.', issues);
  }
  return { fields: parsed.data, image: image && image.data.length > 0 ? image : undefined };
}
