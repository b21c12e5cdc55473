import type { CustomRequest, PurchasedItem } from '../../../shared/features/custom-orders.schema.js';

/** Requests and purchased items as the API returns them, for the client tests. */

export function customRequest(overrides: Partial<CustomRequest> = {}): CustomRequest {
  return {
    id: '6f1c2a4e-1b2c-4d3e-8f90-a1b2c3d4e5f6',
    requestNumber: '0007',
    userId: '00000000-0000-4000-8000-000000000099',
    userEmail: 'ada@example.com',
    outfit: 'chino_shorts',
    outfitLabel: 'Chino Shorts',
    topOutfit: 'polo',
    topOutfitLabel: 'Polo',
    pose: 'front_flex',
    poseLabel: 'Front Flex',
    customDetails: null,
    status: 'paid',
    createdAt: '2026-11-20T10:00:00.000Z',
    paidAt: '2026-11-20T10:01:00.000Z',
    fulfilled: false,
    fulfilledAt: null,
    imageUrl: null,
    amountPaidCents: 1000,
    refundedCents: 0,
    refundedAt: null,
    ...overrides,
  };
}

export function purchasedItem(overrides: Partial<PurchasedItem> = {}): PurchasedItem {
  const requestId = overrides.requestId ?? '6f1c2a4e-1b2c-4d3e-8f90-a1b2c3d4e5f6';
  return {
    id: '9a8b7c6d-1b2c-4d3e-8f90-a1b2c3d4e5f6',
    requestId,
    requestNumber: '0007',
    imageUrl: `/api/media/custom_content/${requestId}/display.webp`,
    thumbUrl: `/api/media/custom_content/${requestId}/thumb.webp`,
    topOutfit: 'polo',
    topOutfitLabel: 'Polo',
    outfit: 'chino_shorts',
    bottomOutfit: 'Chino Shorts',
    pose: 'Front Flex',
    poseId: 'front_flex',
    storagePath: `custom_content/${requestId}/1`,
    createdAt: '2026-11-21T10:00:00.000Z',
    fulfilledAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}
