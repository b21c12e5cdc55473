import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CaptionSchema,
  CollectionParamsSchema,
  FolderCoverInputSchema,
  FolderParamsSchema,
  GalleryConfigSchema,
  GalleryDirectorySchema,
  GalleryFolderSchema,
  GalleryImageSchema,
  GalleryPageQuerySchema,
  GalleryPageSchema,
  GALLERY_PATHS,
  ImageParamsSchema,
  LikeResultSchema,
  NewFolderSchema,
  NewGallerySchema,
  RenameGallerySchema,
  ReorderSchema,
} from '../../../shared/features/gallery.schema.js';
import type { AppContext } from '../../app-context.js';
import { compiledJsonSerializer, sendWithEtag } from '../../plugins/compiled-json.js';
import { requireAdmin, requirePermission, requireUser, signedInUser } from '../../plugins/guards.js';
import { strictRateLimit } from '../../plugins/security.js';
import { readUploadForm } from './gallery-upload.form.js';
import { toggleImageLike, type LikeAnnouncer } from './gallery-likes.service.js';
import * as gallery from './gallery.service.js';

const OkSchema = z.object({ ok: z.literal(true) });

/** Galleries: reading and liking for signed-in users (Pro rules in the service), managing for admins. */
export async function galleryRoutes(app: FastifyInstance, ctx: AppContext, likes: LikeAnnouncer): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const viewer = { preHandler: requireUser };
  const admin = { preHandler: requireAdmin };

  api.get(GALLERY_PATHS.directory, { preHandler: requirePermission('view_pro_content'), schema: { response: { 200: GalleryDirectorySchema } } }, async (request) =>
    gallery.getDirectory(ctx, signedInUser(request)),
  );
  api.post(GALLERY_PATHS.folders, { ...admin, schema: { body: NewFolderSchema, response: { 201: GalleryFolderSchema.omit({ galleryCount: true, totalLikes: true, cover: true }) } } }, async (request, reply) => {
    const folder = await gallery.addFolder(ctx, request.body);
    return reply.code(201).send({ ...folder, createdAt: folder.createdAt.toISOString() });
  });
  api.post(GALLERY_PATHS.configs, { ...admin, schema: { body: NewGallerySchema, response: { 201: GalleryConfigSchema } } }, async (request, reply) =>
    reply.code(201).send(await gallery.addGallery(ctx, request.body)),
  );

  // The most requested list: a serializer compiled from the schema (no re-validation per request), and 304 for an unchanged page.
  api.get(
    GALLERY_PATHS.gallery,
    { ...viewer, serializerCompiler: compiledJsonSerializer, schema: { params: CollectionParamsSchema, querystring: GalleryPageQuerySchema, response: { 200: GalleryPageSchema } } },
    async (request, reply) => sendWithEtag(request, reply, await gallery.getGalleryPage(ctx, signedInUser(request), request.params.collection, request.query.cursor)),
  );
  api.post(
    GALLERY_PATHS.images,
    { ...admin, config: strictRateLimit(ctx.config, 'upload'), schema: { params: CollectionParamsSchema, response: { 201: GalleryImageSchema } } },
    async (request, reply) => {
      const form = await readUploadForm(request);
      return reply.code(201).send(await gallery.uploadImage(ctx, signedInUser(request), request.params.collection, form.file, form.publication));
    },
  );
  api.delete(GALLERY_PATHS.image, { ...admin, schema: { params: ImageParamsSchema, response: { 200: OkSchema } } }, async (request) => {
    await gallery.deleteGalleryImage(ctx, signedInUser(request), request.params.collection, request.params.imageId);
    return { ok: true as const };
  });
  api.patch(GALLERY_PATHS.image, { ...admin, schema: { params: ImageParamsSchema, body: CaptionSchema, response: { 200: OkSchema } } }, async (request) => {
    await gallery.setImageCaption(ctx, signedInUser(request), request.params.collection, request.params.imageId, request.body.caption);
    return { ok: true as const };
  });
  api.put(GALLERY_PATHS.folderCover, { ...admin, schema: { params: FolderParamsSchema, body: FolderCoverInputSchema, response: { 200: OkSchema } } }, async (request) => {
    await gallery.setFolderCover(ctx, request.params.folderId, request.body.imageId);
    return { ok: true as const };
  });
  api.put(GALLERY_PATHS.name, { ...admin, schema: { params: CollectionParamsSchema, body: RenameGallerySchema, response: { 200: OkSchema } } }, async (request) => {
    await gallery.renameGallery(ctx, signedInUser(request), request.params.collection, request.body.name);
    return { ok: true as const };
  });
  api.put(GALLERY_PATHS.order, { ...admin, schema: { params: CollectionParamsSchema, body: ReorderSchema, response: { 200: OkSchema } } }, async (request) => {
    await gallery.reorderImages(ctx, signedInUser(request), request.params.collection, request.body);
    return { ok: true as const };
  });
  api.post(
    GALLERY_PATHS.like,
    { preHandler: requirePermission('like_images'), schema: { params: ImageParamsSchema, response: { 200: LikeResultSchema } } },
    async (request) => toggleImageLike(ctx, likes, signedInUser(request), request.params.collection, request.params.imageId),
  );
}
