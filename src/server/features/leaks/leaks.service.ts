import type { LeakSuspect, LeakTrace } from '../../../shared/features/leaks.schema.js';
import { LEAK_MESSAGES, LEAK_TRACE_MAX_BYTES, SERVE_LOG_LIST_LIMIT, type ServeLogEntry } from '../../../shared/features/leaks.schema.js';
import type { AppContext } from '../../app-context.js';
import { fingerprint, fingerprintDistance, SAME_PICTURE_DISTANCE } from '../../media/image-fingerprint.js';
import { checkImage } from '../../media/image-pipeline.js';
import { MARK_FOUND_AT, readMarks } from '../../media/viewer-mark.js';
import { notFound } from '../../errors.js';
import {
  findFingerprints,
  findReceiverActivity,
  findReceivers,
  listLatestServeLog,
  listProPictures,
  markKey,
  pictureNames,
  saveFingerprints,
  type ProPicture,
} from './leaks.repo.js';

async function readStored(ctx: AppContext, key: string): Promise<Buffer | undefined> {
  const object = await ctx.storage.get(key);
  return object ? Buffer.concat(await object.body.toArray()) : undefined;
}

/** The Pro picture a copy was made from, by perceptual fingerprint; fingerprints are made once, on first need. */
async function matchPicture(ctx: AppContext, copyFingerprint: string): Promise<ProPicture | undefined> {
  const { db } = ctx.database;
  const pictures = await listProPictures(db);
  const known = await findFingerprints(db, pictures.map((p) => p.displayKey));
  const made: Array<{ displayKey: string; fingerprint: string }> = [];
  for (const picture of pictures.filter((p) => !known.has(p.displayKey))) {
    const bytes = await readStored(ctx, picture.displayKey);
    if (!bytes) continue;
    made.push({ displayKey: picture.displayKey, fingerprint: await fingerprint(bytes) });
  }
  await saveFingerprints(db, made);
  for (const row of made) known.set(row.displayKey, row.fingerprint);
  let best: { picture: ProPicture; distance: number } | undefined;
  for (const picture of pictures) {
    const stored = known.get(picture.displayKey);
    if (!stored) continue;
    const distance = fingerprintDistance(stored, copyFingerprint);
    if (distance <= SAME_PICTURE_DISTANCE && (!best || distance < best.distance)) best = { picture, distance };
  }
  return best?.picture;
}

/**
 * Traces a copy found elsewhere: finds the Pro picture it shows, then reads
 * the marks of the members the serve log says received that picture. Suspects
 * come most likely first; none when no mark scores above the threshold.
 */
export async function traceLeak(ctx: AppContext, copy: Buffer, imageUrlFor: (displayKey: string) => string): Promise<LeakTrace> {
  await checkImage(copy, { maxBytes: LEAK_TRACE_MAX_BYTES }, LEAK_MESSAGES);
  const picture = await matchPicture(ctx, await fingerprint(copy));
  if (!picture) return { image: null, suspects: [] };
  const image = { displayKey: picture.displayKey, pictureName: picture.pictureName, galleryName: picture.galleryName, imageUrl: imageUrlFor(picture.displayKey) };
  const { db } = ctx.database;
  const receivers = await findReceivers(db, picture.displayKey);
  const original = await readStored(ctx, picture.displayKey);
  if (!original) throw notFound('That picture');
  const secret = await markKey(db);
  const scores = await readMarks(copy, original, secret, receivers.map((r) => ({ userId: r.userId, imageKey: picture.displayKey })));
  const suspects: LeakSuspect[] = [];
  for (const [index, { score }] of scores.entries()) {
    if (score < MARK_FOUND_AT) continue;
    const receiver = receivers[index]!;
    const activity = await findReceiverActivity(db, receiver.userId, picture);
    suspects.push({
      userId: receiver.userId,
      email: receiver.email,
      username: receiver.username,
      confidence: Math.round(Math.min(1, score) * 100) / 100,
      fetchedAt: receiver.fetchedAt.toISOString(),
      ipAddress: receiver.ipAddress,
      fetches: activity.fetches.map((f) => ({ ...f, servedAt: f.servedAt.toISOString() })),
      downloadAttempts: activity.downloadAttempts.map((d) => ({ ...d, timestamp: d.timestamp.toISOString() })),
    });
  }
  return { image, suspects: suspects.sort((a, b) => b.confidence - a.confidence) };
}

/** Police: the latest fetches of display-size pictures and originals, named as the owner knows them. */
export async function latestServeLog(ctx: AppContext): Promise<ServeLogEntry[]> {
  const lines = await listLatestServeLog(ctx.database.db, SERVE_LOG_LIST_LIMIT);
  return lines.map((line) => ({
    id: line.id,
    servedAt: line.servedAt.toISOString(),
    userId: line.userId,
    email: line.email,
    ...pictureNames({ filename: line.filename, collection: line.collection, title: line.galleryTitle, requestNumber: line.requestNumber }),
    ipAddress: line.ipAddress,
    userAgent: line.userAgent,
  }));
}
