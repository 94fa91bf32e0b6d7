-- The status poll's answer (is this sign-in session live, which consultation session is active) is cached
-- in each server process; the database tells every process which user's answer changed, on the
-- `session_status` channel with the user id as payload, whoever wrote it (a request, a job, an admin).
-- Notifications go out at commit and repeats within one transaction are folded into one.
CREATE FUNCTION "notify_session_status"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('session_status', OLD."user_id"::text);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('session_status', NEW."user_id"::text);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "notify_session_status_of_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('session_status', OLD."id"::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A consultation session starts, changes status (active or not), moves to another user or goes.
CREATE TRIGGER "consultation_sessions_status_notify"
  AFTER INSERT OR DELETE ON "consultation_sessions"
  FOR EACH ROW EXECUTE FUNCTION "notify_session_status"();--> statement-breakpoint
CREATE TRIGGER "consultation_sessions_status_update_notify"
  AFTER UPDATE OF "status", "user_id" ON "consultation_sessions"
  FOR EACH ROW
  WHEN (OLD."status" IS DISTINCT FROM NEW."status" OR OLD."user_id" IS DISTINCT FROM NEW."user_id")
  EXECUTE FUNCTION "notify_session_status"();--> statement-breakpoint
-- A sign-in session is revoked, its expiry moves, it changes hands or goes.
CREATE TRIGGER "auth_sessions_status_update_notify"
  AFTER UPDATE OF "revoked_at", "expires_at", "user_id" ON "auth_sessions"
  FOR EACH ROW
  WHEN (
    OLD."revoked_at" IS DISTINCT FROM NEW."revoked_at"
    OR OLD."expires_at" IS DISTINCT FROM NEW."expires_at"
    OR OLD."user_id" IS DISTINCT FROM NEW."user_id"
  )
  EXECUTE FUNCTION "notify_session_status"();--> statement-breakpoint
CREATE TRIGGER "auth_sessions_status_delete_notify"
  AFTER DELETE ON "auth_sessions"
  FOR EACH ROW EXECUTE FUNCTION "notify_session_status"();--> statement-breakpoint
-- A deleted user's sessions go by cascade (which fires the triggers above); said here as well, so the
-- answer never outlives its user whatever the foreign keys become.
CREATE TRIGGER "users_status_delete_notify"
  AFTER DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "notify_session_status_of_user"();
