-- Like totals follow each statement, not each row (ADR 0106): a statement that adds or removes
-- many likes (an image or an account deleted with its likes, a bulk import) moves each gallery's
-- total once, by the count of its rows in the statement's transition table. A toggle is one row,
-- so it costs what it did. The slot is still the connection's, so two connections never wait on
-- each other's row.
DROP TRIGGER "gallery_likes_follow_totals" ON "gallery_likes";
--> statement-breakpoint
DROP FUNCTION "gallery_like_totals_follow"();
--> statement-breakpoint
CREATE FUNCTION "gallery_like_totals_add_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO gallery_like_totals (collection, shard, likes)
    SELECT collection, pg_backend_pid() % 16, count(*)::int FROM inserted_likes GROUP BY collection
    ON CONFLICT (collection, shard) DO UPDATE SET likes = gallery_like_totals.likes + EXCLUDED.likes;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "gallery_like_totals_remove_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO gallery_like_totals (collection, shard, likes)
    SELECT collection, pg_backend_pid() % 16, -count(*)::int FROM deleted_likes GROUP BY collection
    ON CONFLICT (collection, shard) DO UPDATE SET likes = gallery_like_totals.likes + EXCLUDED.likes;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "gallery_likes_inserted_follow_totals" AFTER INSERT ON "gallery_likes"
  REFERENCING NEW TABLE AS inserted_likes FOR EACH STATEMENT EXECUTE FUNCTION "gallery_like_totals_add_inserted"();
--> statement-breakpoint
CREATE TRIGGER "gallery_likes_deleted_follow_totals" AFTER DELETE ON "gallery_likes"
  REFERENCING OLD TABLE AS deleted_likes FOR EACH STATEMENT EXECUTE FUNCTION "gallery_like_totals_remove_deleted"();
