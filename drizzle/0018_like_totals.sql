CREATE TABLE "gallery_like_totals" (
	"collection" text NOT NULL,
	"shard" smallint NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "gallery_like_totals_collection_shard_pk" PRIMARY KEY("collection","shard")
);
--> statement-breakpoint
-- Kept by the database itself, so every way a like goes (a toggle, an image or an account
-- deleted with its likes) moves the total in the same transaction. The slot is the
-- connection's, so two connections never wait on each other's row.
CREATE FUNCTION "gallery_like_totals_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO gallery_like_totals (collection, shard, likes) VALUES (NEW.collection, pg_backend_pid() % 16, 1)
      ON CONFLICT (collection, shard) DO UPDATE SET likes = gallery_like_totals.likes + 1;
    RETURN NEW;
  END IF;
  INSERT INTO gallery_like_totals (collection, shard, likes) VALUES (OLD.collection, pg_backend_pid() % 16, -1)
    ON CONFLICT (collection, shard) DO UPDATE SET likes = gallery_like_totals.likes - 1;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "gallery_likes_follow_totals" AFTER INSERT OR DELETE ON "gallery_likes" FOR EACH ROW EXECUTE FUNCTION "gallery_like_totals_follow"();
--> statement-breakpoint
INSERT INTO "gallery_like_totals" ("collection", "shard", "likes") SELECT "collection", 0, count(*)::int FROM "gallery_likes" GROUP BY "collection";
