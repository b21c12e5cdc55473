import type { StorageConfig } from '../config.js';
import { LocalDiskStorage, type ObjectStorage } from './storage.js';

/**
 * The store this configuration uses: files under DATA_DIR/files, or the S3
 * bucket when S3_BUCKET is set (its SDK is loaded only then).
 */
export async function createStorage(config: { storage: StorageConfig }): Promise<ObjectStorage> {
  const settings = config.storage;
  if (settings.kind === 'local') return new LocalDiskStorage(settings.root);
  const { S3Storage, createS3Client } = await import('./s3-storage.js');
  return new S3Storage(createS3Client(settings), settings.bucket);
}
