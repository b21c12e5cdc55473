/**
 * Growing a bench site's data by SQL, in a few statements each
 * (INSERT … SELECT generate_series): members, their chats and messages, likes.
 * Members are inserted as rows of users, so the membership log's trigger logs
 * them as it logs a real sign-up; a year of earlier history is added to the log.
 */
import type pg from 'pg';

export const GROWTH_ISSUER = 'bench:growth';

/** Adds Pro members until `total` growth members exist; each gets a chat with a few messages. */
export async function growMembers(client: pg.Client, total: number, messagesEach: number): Promise<void> {
  const { rows } = await client.query<{ n: number }>('select count(*)::int as n from users where issuer = $1', [GROWTH_ISSUER]);
  const from = rows[0]!.n + 1;
  if (from > total) return;
  await client.query(
    `insert into users (issuer, subject, email, role, is_pro, created_at)
     select $1, 'growth-' || n, 'growth' || n || '@example.com', 'pro_user', true, now() - (n % 365) * interval '1 day'
     from generate_series($2::int, $3::int) as n`,
    [GROWTH_ISSUER, from, total],
  );
  // A year of membership history: each member joined on their sign-up day, then every 20 days
  // subscribed, set to cancel, ended and came back, as far as today allows (about 8 rows each).
  await client.query(
    `insert into membership_log (user_id, at, event, role, is_pro, is_admin, complimentary_pro, subscription_status)
     select u.id, u.created_at + step * interval '20 days', case when step = 0 then 'signed_up' else 'changed' end,
       case when step % 4 in (1, 2) then 'pro_user' else 'user' end, false, false, false,
       (array[null, 'active', 'pending_cancellation', 'canceled'])[step % 4 + 1]
     from users u, generate_series(0, 17) as step
     where u.issuer = $1 and u.created_at + step * interval '20 days' < now() - interval '1 day'
       and not exists (select 1 from membership_log l where l.user_id = u.id and l.at < now() - interval '1 day')`,
    [GROWTH_ISSUER],
  );
  // Every other member has a chat with the owner.
  await client.query(
    `insert into pro_chats (user_id)
     select id from users where issuer = $1 and subject::text ~ '[02468]$' and id not in (select user_id from pro_chats)`,
    [GROWTH_ISSUER],
  );
  await client.query(
    `insert into chat_messages (chat_id, text, sender_id, timestamp)
     select c.user_id, 'message ' || m, c.user_id::text, now() - m * interval '1 minute'
     from pro_chats c join users u on u.id = c.user_id and u.issuer = $1, generate_series(1, $2::int) as m
     where not exists (select 1 from chat_messages where chat_id = c.user_id)`,
    [GROWTH_ISSUER, messagesEach],
  );
}

/** Each growth member likes the first `perMember` pictures of the gallery (members × perMember likes). */
export async function growLikes(client: pg.Client, collection: string, perMember: number): Promise<void> {
  await client.query(
    `insert into gallery_likes (user_id, image_id, collection)
     select u.id, i.id, $2
     from users u, (select id from gallery_images where collection = $2 order by display_order limit $3) i
     where u.issuer = $1
     on conflict do nothing`,
    [GROWTH_ISSUER, collection, perMember],
  );
}

/**
 * A cursor to the last page of a gallery ordered by the owner: the position of
 * the picture just before it, encoded as gallery.service.ts encodes positions.
 */
export async function lastPageCursor(client: pg.Client, collection: string, pageSize: number): Promise<string> {
  const { rows } = await client.query<{ display_order: number; micros: string; id: string }>(
    `select display_order, (extract(epoch from created_at) * 1000000)::bigint::text as micros, id
     from gallery_images where collection = $1 order by display_order, created_at desc, id offset greatest(0, (select count(*) from gallery_images where collection = $1) - $2 - 1) limit 1`,
    [collection, pageSize],
  );
  const row = rows[0]!;
  return Buffer.from(JSON.stringify([row.display_order, row.micros, row.id])).toString('base64url');
}
