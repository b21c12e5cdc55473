import { z } from 'zod';
import { NextCursorSchema, pageQuerySchema } from '../keyset-page.js';

/** Custom Build: $10 custom image requests, from request to delivery (SPEC §1–§5, §7–§9). */

/** SPEC §9: $10.00 per request, in cents as the payment provider keeps it. */
export const CUSTOM_PRICE_CENTS = 1000;
export const CUSTOM_PRICE_LABEL = '$10.00';
/** SPEC §1: the request screen promises 24 hours, the order-confirmed screen 24-48 hours. */
export const REQUEST_SCREEN_DELIVERY = 'within 24 hours';
export const CONFIRMED_SCREEN_DELIVERY = 'within 24-48 hours';
/** SPEC §3 and §9: request numbers are zero-padded to 4 digits; order ids are shown by their first 10 characters. */
export const REQUEST_NUMBER_DIGITS = 4;
export const ORDER_ID_DISPLAY_LENGTH = 10;
/** SPEC §4 and §9: the order-confirmed screen waits for auth up to 5 times, 1 second apart. */
export const CUSTOM_SUCCESS_POLL_ATTEMPTS = 5;
export const CUSTOM_SUCCESS_POLL_INTERVAL_MS = 1000;
/** Upload ceiling for a delivered image. */
export const CUSTOM_IMAGE_MAX_BYTES = 25 * 1024 * 1024;
export const CUSTOM_DETAILS_MAX_LENGTH = 500;

export interface CustomOption {
  readonly id: string;
  readonly label: string;
}

/** SPEC §3: 11 tops, shirtless through Polo and random. */
export const TOP_OPTIONS = [
  { id: 'shirtless', label: 'Shirtless' },
  { id: 'tank_top', label: 'Tank Top' },
  { id: 'muscle_tee', label: 'Muscle Tee' },
  { id: 't_shirt', label: 'T-Shirt' },
  { id: 'crop_top', label: 'Crop Top' },
  { id: 'compression_shirt', label: 'Compression Shirt' },
  { id: 'jersey', label: 'Jersey' },
  { id: 'hoodie', label: 'Hoodie' },
  { id: 'button_up', label: 'Button-Up Shirt' },
  { id: 'polo', label: 'Polo' },
  { id: 'random', label: 'Random' },
] as const satisfies readonly CustomOption[];

/** SPEC §3: the 10 bottoms. */
export const BOTTOM_OPTIONS = [
  { id: 'jockstrap', label: 'Jockstrap' },
  { id: 'thong', label: 'Thong' },
  { id: 'mesh', label: 'Mesh' },
  { id: 'briefs', label: 'Briefs' },
  { id: 'trunks', label: 'Trunks' },
  { id: 'loose_boxers', label: 'Loose Boxers' },
  { id: 'athletic_shorts', label: 'Athletic Shorts' },
  { id: 'chino_pants', label: 'Chino Pants' },
  { id: 'chino_shorts', label: 'Chino Shorts' },
  { id: 'random', label: 'Random' },
] as const satisfies readonly CustomOption[];

/** SPEC §3: 8 poses, Front Flex through Random. */
export const POSE_OPTIONS = [
  { id: 'front_flex', label: 'Front Flex' },
  { id: 'back_flex', label: 'Back Flex' },
  { id: 'side_chest', label: 'Side Chest' },
  { id: 'most_muscular', label: 'Most Muscular' },
  { id: 'arms_overhead', label: 'Arms Overhead' },
  { id: 'relaxed_standing', label: 'Relaxed Standing' },
  { id: 'seated', label: 'Seated' },
  { id: 'random', label: 'Random' },
] as const satisfies readonly CustomOption[];

type IdsOf<T extends readonly CustomOption[]> = T[number]['id'];
const idsOf = <T extends readonly CustomOption[]>(options: T) => options.map((option) => option.id) as [IdsOf<T>, ...IdsOf<T>[]];

export function labelOf(options: readonly CustomOption[], id: string): string {
  return options.find((option) => option.id === id)?.label ?? id;
}

export const REQUEST_STATUSES = ['pending_payment', 'paid', 'fulfilled'] as const;
export const RequestStatusSchema = z.enum(REQUEST_STATUSES);
export type RequestStatus = z.infer<typeof RequestStatusSchema>;

/** The request number as shown: '0001' (SPEC §3). */
export function formatRequestNumber(value: number): string {
  return String(value).padStart(REQUEST_NUMBER_DIGITS, '0');
}

/** Exact texts of SPEC §5 and §8, and the few of our own. */
export const CUSTOM_ORDER_MESSAGES = {
  logInFirst: 'Please log in first',
  chooseAll: 'Please choose a top, a bottom and a pose.',
  noEmail: 'No email address found for user. Please ensure your account has a valid email address.',
  invalidEmail: 'Invalid email address format. Please update your email address.',
  checkoutFailed: 'The checkout could not be started. Please try again in a moment.',
  orderNotFound: "We couldn't find your order details. Please contact support.",
  orderLookupFailed: 'An error occurred while retrieving your order details.',
  fulfilled: 'Request fulfilled successfully!',
  refundFailed: 'The refund could not be made. Please try again in a moment.',
  refunded: 'This order was refunded, so there is nothing to deliver.',
  userIdMissing: 'User ID not found in request',
  fulfillFailedPrefix: 'Failed to fulfill request: ',
  alreadyFulfilled: 'This request has already been fulfilled.',
  notPaid: 'Only paid requests can be fulfilled.',
  noPending: 'No pending requests',
  noPurchased: 'No purchased content yet.',
  noOrders: "You haven't purchased any custom content yet.",
  proOnly: 'Purchased content is viewable only while your Pro membership is active.',
  imageNotAnImage: 'Please choose an image file (JPEG, PNG, WebP, AVIF or GIF).',
  imageTooLarge: 'The image is too large. The limit is 25 MB.',
  imageTooManyPixels: 'This image has too many pixels. Please choose a smaller one.',
  imageUnreadable: 'This image could not be read. It may be damaged; please choose another file.',
} as const;

/** SPEC §5: a simple address pattern: something@something.something, no spaces. */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const CUSTOM_ORDER_PATHS = {
  requests: '/api/custom-orders',
  confirmation: '/api/custom-orders/confirmation',
  purchased: '/api/custom-orders/purchased',
  pending: '/api/admin/custom-orders/pending',
  fulfil: '/api/admin/custom-orders/:requestId/fulfil',
  exportCsv: '/api/admin/exports/custom-orders.csv',
  refund: '/api/admin/custom-orders/:requestId/refund',
  past: '/api/admin/custom-orders/past',
} as const;

/** Session storage keys (SPEC §3: the payment session id, the user id and the custom build tab). */
export const CUSTOM_SESSION_KEYS = {
  sessionId: 'customOrderSessionId',
  userId: 'customOrderUserId',
  tab: 'customBuildTab',
} as const;

/** The Custom Build tabs (SPEC §2), with the ids navigation state and session storage use. */
export const CUSTOM_BUILD_TABS = [
  { id: 'request', label: 'Request Portal' },
  { id: 'tracking', label: 'Track Orders' },
  { id: 'purchased', label: 'Purchased Content' },
] as const;
export type CustomBuildTab = (typeof CUSTOM_BUILD_TABS)[number]['id'];

const choice = <T extends readonly CustomOption[]>(options: T) => z.enum(idsOf(options), { error: CUSTOM_ORDER_MESSAGES.chooseAll });

/** POST requests: the three choices (SPEC §5: all required), optional notes, and one attempt id per press of the button. */
export const CreateRequestSchema = z.object({
  topOutfit: choice(TOP_OPTIONS),
  outfit: choice(BOTTOM_OPTIONS),
  pose: choice(POSE_OPTIONS),
  customDetails: z.string().trim().max(CUSTOM_DETAILS_MAX_LENGTH).optional(),
  attemptId: z.uuid(),
});
export type CreateRequest = z.infer<typeof CreateRequestSchema>;

export const CreateRequestResponseSchema = z.object({
  requestId: z.uuid(),
  requestNumber: z.string(),
  sessionId: z.string(),
  url: z.url(),
});
export type CreateRequestResponse = z.infer<typeof CreateRequestResponseSchema>;

/** A request as its buyer and the admin see it (SPEC §3 custom content request). */
export const CustomRequestSchema = z.object({
  id: z.uuid(),
  requestNumber: z.string(),
  userId: z.uuid().nullable(),
  userEmail: z.string(),
  outfit: z.string(),
  outfitLabel: z.string(),
  topOutfit: z.string(),
  topOutfitLabel: z.string(),
  pose: z.string(),
  poseLabel: z.string(),
  customDetails: z.string().nullable(),
  status: RequestStatusSchema,
  createdAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
  fulfilled: z.boolean(),
  fulfilledAt: z.iso.datetime().nullable(),
  imageUrl: z.string().nullable(),
  /** What was paid and refunded, in cents (null: paid before amounts were recorded). */
  amountPaidCents: z.number().int().nullable(),
  refundedCents: z.number().int().nonnegative(),
  refundedAt: z.iso.datetime().nullable(),
});
export type CustomRequest = z.infer<typeof CustomRequestSchema>;

/** POST refund: the amount in cents; omitted, all that is left. */
export const RefundRequestSchema = z.object({ amountCents: z.number().int().positive().max(1_000_000).optional() });
export const CustomRequestListSchema = z.object({ requests: z.array(CustomRequestSchema) });
/** Requests in one page of Vendor Builds' pending or past orders, and delivered images in one page of purchased content. */
export const CUSTOM_REQUEST_PAGE_SIZE = 20;
export const PURCHASED_PAGE_SIZE = 24;
/** One page of Vendor Builds' pending or past orders, newest first; `nextCursor` asks for the older ones after it. */
export const CustomRequestPageSchema = CustomRequestListSchema.extend({ nextCursor: NextCursorSchema });
export type CustomRequestPage = z.infer<typeof CustomRequestPageSchema>;
export const CustomRequestPageQuerySchema = pageQuerySchema(CUSTOM_REQUEST_PAGE_SIZE);

/** GET confirmation?sessionId=: the signed-in user's request for that checkout (/custom-success). */
export const ConfirmationQuerySchema = z.object({ sessionId: z.string().min(1).max(255) });
export const ConfirmationSchema = CustomRequestSchema.extend({ orderId: z.string() });
export type Confirmation = z.infer<typeof ConfirmationSchema>;

/** SPEC §3 customLinks: one record per delivered image, in the buyer's purchased content. */
export const PurchasedItemSchema = z.object({
  id: z.uuid(),
  requestId: z.uuid(),
  requestNumber: z.string(),
  imageUrl: z.string(),
  thumbUrl: z.string(),
  topOutfit: z.string(),
  topOutfitLabel: z.string(),
  outfit: z.string(),
  bottomOutfit: z.string(),
  pose: z.string(),
  poseId: z.string(),
  storagePath: z.string(),
  createdAt: z.iso.datetime(),
  fulfilledAt: z.iso.datetime(),
});
export type PurchasedItem = z.infer<typeof PurchasedItemSchema>;
/** One page of purchased content, newest delivery first. */
export const PurchasedListSchema = z.object({ items: z.array(PurchasedItemSchema), nextCursor: NextCursorSchema });
export type PurchasedList = z.infer<typeof PurchasedListSchema>;
export const PurchasedQuerySchema = pageQuerySchema(PURCHASED_PAGE_SIZE);

export const RequestParamsSchema = z.object({ requestId: z.uuid() });
