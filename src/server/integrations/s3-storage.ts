import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
  paginateListObjectsV2,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { StorageConfig } from '../config.js';
import { assertSafeKey, storageUnavailable, type ObjectStorage, type StoredObject } from './storage.js';

type S3Settings = Extract<StorageConfig, { kind: 's3' }>;

/** SigV4 presigned URLs live at most 7 days; anything longer is refused by every S3 service. */
const PRESIGN_MAX_SECONDS = 7 * 24 * 60 * 60;

/**
 * One S3 client for the configuration. Only the common S3 API is used (PutObject,
 * GetObject, DeleteObject, ListObjectsV2), so AWS S3, Cloudflare R2, Backblaze B2,
 * MinIO and Garage all work. Checksums are sent and checked only where the API
 * requires them: several S3-compatible services refuse the newer default ones.
 */
export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // An unreachable store fails the request in seconds instead of hanging an upload.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
    maxAttempts: 3,
  });
}

function isMissingObject(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  // A missing bucket is a broken configuration, not a missing file: that one is "unavailable".
  return error.name === 'NoSuchKey' || (error.$metadata.httpStatusCode === 404 && error.name !== 'NoSuchBucket');
}

/**
 * Files in one bucket of an S3-compatible service, private: no ACL is ever sent,
 * so objects take the bucket's default (private unless the operator made the
 * bucket public). Every failure to reach the service or to be let in becomes
 * `storage_unavailable` (503); the service's address and answer stay in the
 * server log (`cause`), never in a response.
 */
export class S3Storage implements ObjectStorage {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {}

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertSafeKey(key);
    try {
      await this.client.send(
        new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType, ContentLength: body.length }),
      );
    } catch (error) {
      throw storageUnavailable(error);
    }
  }

  async get(key: string): Promise<StoredObject | undefined> {
    assertSafeKey(key);
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        // In Node the SDK's body is the HTTP response stream itself.
        body: answer.Body as Readable,
        size: answer.ContentLength ?? 0,
        contentType: answer.ContentType ?? 'application/octet-stream',
      };
    } catch (error) {
      if (isMissingObject(error)) return undefined;
      throw storageUnavailable(error);
    }
  }

  /** Deleting a key that is not there succeeds, as on local disk. */
  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (error) {
      if (isMissingObject(error)) return;
      throw storageUnavailable(error);
    }
  }

  /** Every key of the bucket, a page (up to 1,000 keys) at a time. */
  async *list(): AsyncIterable<string> {
    try {
      for await (const page of paginateListObjectsV2({ client: this.client }, { Bucket: this.bucket })) {
        for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
      }
    } catch (error) {
      throw storageUnavailable(error);
    }
  }

  /** Signed locally with the configured credentials: no request reaches the service. */
  async presignedGetUrl(key: string, expiresInSeconds: number): Promise<string | undefined> {
    assertSafeKey(key);
    const expiresIn = Math.max(1, Math.min(Math.floor(expiresInSeconds), PRESIGN_MAX_SECONDS));
    try {
      return await getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.bucket, Key: key }), { expiresIn });
    } catch (error) {
      // Only the credentials can fail here (an instance role that cannot be read, say).
      throw storageUnavailable(error);
    }
  }

  /** Closes the client's open connections (app shutdown). */
  close(): void {
    this.client.destroy();
  }
}
