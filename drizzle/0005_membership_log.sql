-- The membership log is written by the database itself, in the transaction of
-- each change to users, so every feature that changes a membership is logged.
-- A seed or import may date a change with: set local app.membership_changed_at = '<timestamptz>'.
CREATE OR REPLACE FUNCTION membership_log_append() RETURNS trigger AS $$
DECLARE
  changed_at timestamptz := coalesce(nullif(current_setting('app.membership_changed_at', true), '')::timestamptz, now());
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO membership_log (user_id, at, event, role, is_pro, is_admin, subscription_status)
    VALUES (NEW.id, changed_at, 'signed_up', NEW.role, NEW.is_pro, NEW.is_admin, NEW.subscription_status);
  ELSIF TG_OP = 'UPDATE' THEN
    IF (NEW.role, NEW.is_pro, NEW.is_admin, NEW.subscription_status)
       IS DISTINCT FROM (OLD.role, OLD.is_pro, OLD.is_admin, OLD.subscription_status) THEN
      INSERT INTO membership_log (user_id, at, event, role, is_pro, is_admin, subscription_status)
      VALUES (NEW.id, changed_at, 'changed', NEW.role, NEW.is_pro, NEW.is_admin, NEW.subscription_status);
    END IF;
  ELSE
    INSERT INTO membership_log (user_id, at, event, role, is_pro, is_admin, subscription_status)
    VALUES (OLD.id, changed_at, 'deleted', OLD.role, OLD.is_pro, OLD.is_admin, OLD.subscription_status);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_membership_log
AFTER INSERT OR UPDATE OR DELETE ON users
FOR EACH ROW EXECUTE FUNCTION membership_log_append();
--> statement-breakpoint
-- Append-only: history that backfills read must never be rewritten.
CREATE OR REPLACE FUNCTION membership_log_refuse_change() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'membership_log is append-only';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER membership_log_append_only
BEFORE UPDATE OR DELETE ON membership_log
FOR EACH ROW EXECUTE FUNCTION membership_log_refuse_change();
--> statement-breakpoint
-- Accounts that existed before the log: their sign-up, with their state today.
INSERT INTO membership_log (user_id, at, event, role, is_pro, is_admin, subscription_status)
SELECT id, created_at, 'signed_up', role, is_pro, is_admin, subscription_status FROM users;
