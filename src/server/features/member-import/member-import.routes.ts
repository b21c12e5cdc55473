import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MEMBER_IMPORT_MAX_BYTES, MEMBER_IMPORT_PATHS, MemberImportReportSchema, RunMemberImportSchema } from '../../../shared/features/member-import.schema.js';
import type { AppContext } from '../../app-context.js';
import { requireAdmin } from '../../plugins/guards.js';
import { runMemberImport } from './member-import.service.js';

/** Admin Dashboard → Import: a dry run, then the same file applied. */
export async function memberImportRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    MEMBER_IMPORT_PATHS.run,
    {
      preHandler: requireAdmin,
      // The file travels as base64 (a third larger), plus the JSON around it.
      bodyLimit: Math.ceil((MEMBER_IMPORT_MAX_BYTES * 4) / 3) + 64 * 1024,
      schema: { body: RunMemberImportSchema, response: { 200: MemberImportReportSchema } },
    },
    async (request) => {
      const { fileBase64, apply, sendEmails } = request.body;
      return runMemberImport(ctx, request.log, Buffer.from(fileBase64, 'base64'), { apply, sendEmails });
    },
  );
}
