import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../errors.js';

export interface UploadedFile {
  data: Buffer;
  filename: string;
}

export interface MultipartFormSpec {
  /** Names the form in the message that refuses an unexpected field. */
  name: string;
  /** The one file field the form takes. */
  fileField: string;
  maxFileBytes: number;
  /** Thrown (413) as soon as the file passes maxFileBytes, before the rest is read. */
  tooLarge: () => AppError;
  /** The text fields the form takes besides the file. */
  textFields?: readonly string[];
  maxTextBytes?: number;
}

export interface MultipartForm {
  text: Record<string, string>;
  file?: UploadedFile;
}

/**
 * Reads a multipart form of at most one file and a few named text fields.
 * Anything else is refused; an oversized file is refused while it streams in.
 */
export async function readMultipartForm(request: FastifyRequest, spec: MultipartFormSpec): Promise<MultipartForm> {
  const allowed = new Set(spec.textFields ?? []);
  const form: MultipartForm = { text: {} };
  const limits = { fileSize: spec.maxFileBytes, files: 1, fields: allowed.size, fieldSize: spec.maxTextBytes ?? 8 * 1024 };
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file' && part.fieldname === spec.fileField) {
        form.file = { data: await part.toBuffer(), filename: part.filename };
      } else if (part.type === 'field' && allowed.has(part.fieldname) && typeof part.value === 'string') {
        form.text[part.fieldname] = part.value;
      } else {
        if (part.type === 'file') part.file.resume();
        throw badRequest('unexpected_field', `The field "${part.fieldname}" is not part of the ${spec.name} form.`);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw spec.tooLarge();
    if (code === 'FST_FILES_LIMIT') throw badRequest('one_file', 'Send one image per request.');
    if (code === 'FST_FIELDS_LIMIT') throw badRequest('unexpected_field', `The ${spec.name} form has more fields than it takes.`);
    if (error instanceof AppError || code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw error;
    // Whatever else the parser meets (no boundary, a body cut short, broken part headers) is the sender's fault.
    throw badRequest('malformed_upload', `The ${spec.name} upload could not be read: it is incomplete or malformed. Please try again.`);
  }
  return form;
}

/** The form's file, or a 400 asking for one. */
export function requireFile(form: MultipartForm): UploadedFile {
  if (!form.file) throw badRequest('no_file', 'Please choose an image to upload.');
  return form.file;
}
