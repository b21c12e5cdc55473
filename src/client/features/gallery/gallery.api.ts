import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { ApiErrorSchema } from '../../../shared/api-error.js';
import { CSRF_HEADER } from '../../../shared/features/auth.schema.js';
import {
  GalleryConfigSchema,
  GalleryDirectorySchema,
  GalleryImageSchema,
  GalleryPageSchema,
  GALLERY_PATHS,
  LikeResultSchema,
  type CaptionInput,
  type FolderCoverInput,
  type GalleryImage,
  type GalleryPage,
  type NewFolder,
  type NewGallery,
  type Reorder,
} from '../../../shared/features/gallery.schema.js';
import { api, ApiRequestError, NETWORK_ERROR_MESSAGE } from '../../lib/api-client';
import { apiPath } from '../../../shared/api-paths.js';
import { MEDIA_URL_QUERY_OPTIONS } from '../../lib/media-urls';

/** Galleries: pages, the Pro gallery directory, likes, and the admin's changes. */

/** Live events invalidate by these (see app/live-cache-sync.ts). */
export const galleryKeys = {
  all: ['gallery'] as const,
  gallery: (collection: string) => ['gallery', collection] as const,
};

/** A gallery, a page (GALLERY_PAGE_SIZE images) at a time: the next page is asked for by the cursor of the last. */
export const galleryQuery = (collection: string) =>
  infiniteQueryOptions({
    queryKey: galleryKeys.gallery(collection),
    queryFn: ({ signal, pageParam }) =>
      api.get(`${apiPath(GALLERY_PATHS.gallery, { collection })}${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`, { schema: GalleryPageSchema, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    ...MEDIA_URL_QUERY_OPTIONS,
  });

type GalleryPages = InfiniteData<GalleryPage, unknown>;

/** The pages loaded so far as one gallery: the first page's title, the newest total, every image in order. */
function joinPages(data: GalleryPages): GalleryPage {
  const first = data.pages[0]!;
  const last = data.pages[data.pages.length - 1]!;
  return { ...first, totalLikes: last.totalLikes, images: data.pages.flatMap((page) => page.images), nextCursor: last.nextCursor };
}

export const directoryQuery = queryOptions({
  queryKey: ['gallery-directory'],
  queryFn: ({ signal }) => api.get(GALLERY_PATHS.directory, { schema: GalleryDirectorySchema, signal }),
});

/**
 * A gallery as loaded so far, kept current by live events (uploads, deletes,
 * renames, likes) through the app's live cache sync, which refetches every
 * loaded page. `fetchNextPage` adds the next page.
 */
export function useGallery(collection: string) {
  return useInfiniteQuery({ ...galleryQuery(collection), select: joinPages });
}

/** The gallery's title as the server has it now (display title, else from the collection name); follows renames live. */
export function useGalleryTitle(collection: string): string | undefined {
  return useInfiniteQuery({ ...galleryQuery(collection), select: (data) => data.pages[0]?.title }).data;
}

export function useGalleryDirectory() {
  return useQuery(directoryQuery);
}

/** The folder holding a configured gallery (from the directory), for the owner's cover pick. */
export function useFolderOf(collection: string) {
  const directory = useQuery(directoryQuery);
  const folderId = directory.data?.galleries.find((gallery) => gallery.collectionName === collection)?.folderId;
  return directory.data?.folders.find((folder) => folder.id === folderId);
}

/** Changes one image (and the total) in every loaded page. */
function updateImage(data: GalleryPages | undefined, imageId: string, change: (image: GalleryImage, totalLikes: number) => { image: GalleryImage; totalLikes: number }) {
  if (!data) return data;
  const image = data.pages.flatMap((page) => page.images).find((candidate) => candidate.id === imageId);
  if (!image) return data;
  const changed = change(image, data.pages[data.pages.length - 1]!.totalLikes);
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      totalLikes: changed.totalLikes,
      images: page.images.map((candidate) => (candidate.id === imageId ? changed.image : candidate)),
    })),
  };
}

/** Likes show at once; the server's answer (or a refetch on failure) settles the numbers. */
export function useToggleLike(collection: string) {
  const queryClient = useQueryClient();
  const key = galleryQuery(collection).queryKey;
  return useMutation({
    mutationFn: (imageId: string) => api.post(apiPath(GALLERY_PATHS.like, { collection, imageId }), undefined, { schema: LikeResultSchema }),
    onMutate: async (imageId) => {
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData(key, (data) =>
        updateImage(data, imageId, (image, totalLikes) => {
          const delta = image.likedByMe ? -1 : 1;
          return { image: { ...image, likedByMe: !image.likedByMe, likes: image.likes + delta }, totalLikes: totalLikes + delta };
        }),
      );
    },
    onSuccess: (result, imageId) =>
      queryClient.setQueryData(key, (data) =>
        updateImage(data, imageId, (image) => ({ image: { ...image, likedByMe: result.liked, likes: result.likes }, totalLikes: result.totalLikes })),
      ),
    onError: () => void queryClient.invalidateQueries({ queryKey: key }),
  });
}

function useGalleryMutation<T>(collection: string, mutationFn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: ['gallery', collection] }),
  });
}

export const useDeleteImage = (collection: string) =>
  useGalleryMutation(collection, (imageId: string) => api.delete(apiPath(GALLERY_PATHS.image, { collection, imageId })));
export const useRenameGallery = (collection: string) =>
  useGalleryMutation(collection, (name: string) => api.put(apiPath(GALLERY_PATHS.name, { collection }), { name }));
export const useReorderImages = (collection: string) =>
  useGalleryMutation(collection, (input: Reorder) => api.put(apiPath(GALLERY_PATHS.order, { collection }), input));

/** The owner's caption for one picture; an empty one brings back the file name. */
export const useSetCaption = (collection: string) =>
  useGalleryMutation(collection, ({ imageId, caption }: { imageId: string } & CaptionInput) =>
    api.patch(apiPath(GALLERY_PATHS.image, { collection, imageId }), { caption }),
  );

/** The owner picks a folder card's picture (null: the folder's first image again). */
export function useSetFolderCover() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ folderId, imageId }: { folderId: string } & FolderCoverInput) => api.put(apiPath(GALLERY_PATHS.folderCover, { folderId }), { imageId }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: directoryQuery.queryKey }),
  });
}

export function useAddFolder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewFolder) => api.post(GALLERY_PATHS.folders, input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: directoryQuery.queryKey }),
  });
}

export function useAddGallery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NewGallery) => api.post(GALLERY_PATHS.configs, input, { schema: GalleryConfigSchema }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: directoryQuery.queryKey }),
  });
}

/**
 * Uploads one file with progress (fetch cannot report upload progress, so
 * this one request uses XMLHttpRequest), with the same CSRF header and error
 * shape as every other call.
 */
export function uploadImage(collection: string, file: File, onProgress: (fraction: number) => void): Promise<GalleryImage> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', apiPath(GALLERY_PATHS.images, { collection }));
    request.setRequestHeader(CSRF_HEADER.name, CSRF_HEADER.value);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiRequestError(0, 'network_error', NETWORK_ERROR_MESSAGE));
    request.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = undefined;
      }
      if (request.status === 201) {
        const image = GalleryImageSchema.safeParse(body);
        if (image.success) return resolve(image.data);
      }
      const error = ApiErrorSchema.safeParse(body);
      reject(
        error.success
          ? new ApiRequestError(request.status, error.data.code, error.data.message)
          : new ApiRequestError(request.status, 'request_failed', `The upload could not be completed (error ${request.status}).`),
      );
    };
    const form = new FormData();
    form.append('image', file, file.name);
    request.send(form);
  });
}
