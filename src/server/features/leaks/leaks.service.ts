import type { LeakSuspect, LeakTrace } from '../../../shared/features/leaks.schema.js';
import { LEAK_MESSAGES, LEAK_TRACE_MAX_BYTES, LEAK_TRACE_MAX_PIXELS, type ServeLogList, type ServeLogQuery } from '../../../shared/features/leaks.schema.js';
import type { AppContext } from '../../app-context.js';
import { AFFILIATE_IMAGE_PREFIX } from '../affiliate-links/affiliate-links.service.js';
import { PROFILE_IMAGE_PREFIX } from '../profile/profile.service.js';
import { CursorInstantSchema, decodePageCursor, splitPage } from '../../page-cursor.js';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { fingerprint, fingerprintDistance, likeness, SAME_LOOK_AT, SAME_PICTURE_DISTANCE } from '../../media/image-fingerprint.js';
import { checkImageDecodes } from '../../media/image-pipeline.js';
import type { MarkedCopyRecords } from '../../media/marked-copies.js';
import { MARK_FOUND_AT, readMarks } from '../../media/mark-reader.js';
import {
  findFingerprints,
  findReceiverActivity,
  findReceivers,
  forgetMarkedCopies,
  listLatestServeLog,
  ownerIds,
  listProPictures,
  markedCopiesBeyond,
  markKey,
  pictureNames,
  recordMarkedCopy,
  saveFingerprints,
  touchMarkedCopies,
  type ProPicture,
  type Receiver,
} from './leaks.repo.js';

/**
 * Where media/'s marked copies are recorded: this feature's tables, and the mark
 * key that tracing a leak reads back. The app hands this to the one MarkedCopies.
 */
export function markedCopyRecords(db: Db): MarkedCopyRecords {
  return {
    markKey: () => markKey(db),
    record: (copy) => recordMarkedCopy(db, copy),
    touch: (storageKeys) => touchMarkedCopies(db, storageKeys),
    beyond: (maxBytes) => markedCopiesBeyond(db, maxBytes),
    forget: (storageKeys) => forgetMarkedCopies(db, storageKeys),
  };
}

async function readStored(ctx: AppContext, key: string): Promise<Buffer | undefined> {
  const object = await ctx.storage.get(key);
  return object ? Buffer.concat(await object.body.toArray()) : undefined;
}

/**
 * The Pro pictures a copy may have been made from, closest fingerprint first;
 * fingerprints are made once, on first need. Similar pictures (a series shot
 * alike) can all come close, so every one within reach is returned.
 */
async function candidatePictures(ctx: AppContext, copyFingerprint: string): Promise<ProPicture[]> {
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
  return pictures
    .flatMap((picture) => {
      const stored = known.get(picture.displayKey);
      const distance = stored === undefined ? Infinity : fingerprintDistance(stored, copyFingerprint);
      return distance <= SAME_PICTURE_DISTANCE ? [{ picture, distance }] : [];
    })
    .sort((a, b) => a.distance - b.distance)
    .map(({ picture }) => picture);
}

/** Of the pictures with a close fingerprint, those whose pixels look like the copy too (a flat picture looks like none). */
async function lookingLike(ctx: AppContext, copy: Buffer, pictures: ProPicture[]): Promise<ProPicture[]> {
  const kept: ProPicture[] = [];
  for (const picture of pictures) {
    const original = await readStored(ctx, picture.displayKey);
    if (original && (await likeness(copy, original)) >= SAME_LOOK_AT) kept.push(picture);
  }
  return kept;
}

interface Reading {
  picture: ProPicture;
  /** The members the serve log says received the picture, with the strength of their mark in the copy. */
  scored: Array<{ receiver: Receiver; score: number }>;
}

/** Reads the marks of everyone who received this picture. */
async function readPicture(ctx: AppContext, copy: Buffer, picture: ProPicture, secret: string): Promise<Reading> {
  const receivers = await findReceivers(ctx.database.db, picture.displayKey);
  const original = await readStored(ctx, picture.displayKey);
  if (!original || receivers.length === 0) return { picture, scored: [] };
  const scores = await readMarks(copy, original, secret, receivers.map((r) => ({ userId: r.userId, imageKey: picture.displayKey })));
  return { picture, scored: scores.map(({ score }, index) => ({ receiver: receivers[index]!, score })) };
}

const topScore = (reading: Reading) => Math.max(-1, ...reading.scored.map((s) => s.score));

/**
 * Traces a copy found elsewhere: finds the Pro picture it shows, then reads
 * the marks of the members the serve log says received that picture. Among
 * pictures that look alike, the one whose mark is found is the one. Suspects
 * come most likely first; none when no mark scores above the threshold.
 */
export async function traceLeak(ctx: AppContext, copy: Buffer, imageUrlFor: (displayKey: string) => string): Promise<LeakTrace> {
  // Not a picture, too many pixels (from the header), truncated or corrupt: a 4xx before any work.
  await checkImageDecodes(copy, { maxBytes: LEAK_TRACE_MAX_BYTES, maxPixels: LEAK_TRACE_MAX_PIXELS }, LEAK_MESSAGES);
  const candidates = await lookingLike(ctx, copy, await candidatePictures(ctx, await fingerprint(copy)));
  if (candidates.length === 0) return { image: null, suspects: [] };
  // Fetches of the last seconds wait in this instance's serve-log buffer: written first, so the trace sees them.
  await ctx.modules.flushPendingWrites();
  const { db } = ctx.database;
  const secret = await markKey(db);
  let best: Reading | undefined;
  for (const picture of candidates) {
    const reading = await readPicture(ctx, copy, picture, secret);
    if (!best || topScore(reading) > topScore(best)) best = reading;
    if (topScore(best) >= MARK_FOUND_AT) break;
  }
  // Nothing marked: the closest picture is the match.
  const reading = best && topScore(best) >= MARK_FOUND_AT ? best : { picture: candidates[0]!, scored: [] };
  const { picture } = reading;
  const image = { displayKey: picture.displayKey, pictureName: picture.pictureName, galleryName: picture.galleryName, imageUrl: imageUrlFor(picture.displayKey) };
  const suspects: LeakSuspect[] = [];
  for (const { receiver, score } of reading.scored) {
    if (score < MARK_FOUND_AT) continue;
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

/** A served picture's names: a gallery picture's or a delivery's, else the other kinds of stored picture by where they are kept. */
function servedPictureNames(line: { filename: string | null; collection: string | null; galleryTitle: string | null; requestNumber: number | null; objectKey: string }) {
  if (line.filename === null && line.requestNumber === null) {
    if (line.objectKey.startsWith(PROFILE_IMAGE_PREFIX)) return { pictureName: 'A profile picture', galleryName: 'Profiles' };
    if (line.objectKey.startsWith(AFFILIATE_IMAGE_PREFIX)) return { pictureName: 'An affiliate link’s picture', galleryName: 'Affiliate links' };
  }
  return pictureNames({ filename: line.filename, collection: line.collection, title: line.galleryTitle, requestNumber: line.requestNumber });
}

const ServeLogCursorSchema = z.tuple([CursorInstantSchema, z.number().int().positive().max(Number.MAX_SAFE_INTEGER)]);

/** Police: the fetches of display-size pictures and originals, newest first, a page at a time, named as the owner knows them. */
export async function latestServeLog(ctx: AppContext, page: ServeLogQuery): Promise<ServeLogList> {
  const after = decodePageCursor(page.cursor, ServeLogCursorSchema);
  const exceptViewers = page.owner === 'hidden' ? await ownerIds(ctx.database.db) : [];
  const lines = await listLatestServeLog(ctx.database.db, { after, limit: page.limit + 1, exceptViewers });
  const { rows, nextCursor } = splitPage(lines, page.limit, (line) => line.position);
  const entries = rows.map((line) => ({
    id: line.id,
    servedAt: line.servedAt.toISOString(),
    userId: line.userId,
    email: line.email,
    ...servedPictureNames(line),
    ipAddress: line.ipAddress,
    userAgent: line.userAgent,
  }));
  return { entries, nextCursor };
}
