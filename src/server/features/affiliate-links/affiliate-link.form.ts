import type { FastifyRequest } from 'fastify';
import {
  AFFILIATE_IMAGE_MAX_BYTES,
  AFFILIATE_MESSAGES,
  AffiliateLinkInputSchema,
  type AffiliateLinkInput,
} from '../../../shared/features/affiliate-links.schema.js';
import { badRequest, tooLarge } from '../../errors.js';
import { readMultipartForm } from '../../plugins/multipart-form.js';

export interface AffiliateLinkForm {
  fields: AffiliateLinkInput;
  image?: { data: Buffer; filename: string };
}

const TEXT_FIELDS = ['title', 'description', 'link', 'code', 'discountPercent', 'removeImage'] as const;

/** Reads the multipart add/edit form: the text fields of SPEC §5 and an optional `image` file. */
export async function readAffiliateLinkForm(request: FastifyRequest): Promise<AffiliateLinkForm> {
  const { text: raw, file: image } = await readMultipartForm(request, {
    name: 'affiliate link',
    fileField: 'image',
    maxFileBytes: AFFILIATE_IMAGE_MAX_BYTES,
    tooLarge: () => tooLarge('image_upload_failed', `${AFFILIATE_MESSAGES.uploadFailed}the image is larger than 10 MB.`),
    textFields: TEXT_FIELDS,
  });
  const parsed = AffiliateLinkInputSchema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    throw badRequest('validation_failed', issues[0]?.message ?? 'The form is invalid.', issues);
  }
  return { fields: parsed.data, image: image && image.data.length > 0 ? image : undefined };
}
