-- The sign-in check (a token's session is live, its user exists and is not disabled, and that user's row: staff
-- rights, organisation and role, language, ...) is cached in each server process; the database tells every
-- process whose answer changed, on the `sign_in` channel with the user id as payload, whoever wrote it (a
-- request, a job, an admin command, another process): any change to a user's row, and any change to a sign-in
-- session (revoked, its expiry moved, changed hands or gone). A new sign-in session is never cached before it
-- is read, so inserts need no notification.
-- Notifications go out at commit and repeats within one transaction are folded into one.
CREATE FUNCTION "notify_sign_in_of_session"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sign_in', OLD."user_id"::text);
  IF TG_OP = 'UPDATE' THEN
    PERFORM pg_notify('sign_in', NEW."user_id"::text);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "notify_sign_in_of_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sign_in', OLD."id"::text);
  IF TG_OP = 'UPDATE' THEN
    PERFORM pg_notify('sign_in', NEW."id"::text);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "auth_sessions_sign_in_notify"
  AFTER UPDATE OR DELETE ON "auth_sessions"
  FOR EACH ROW EXECUTE FUNCTION "notify_sign_in_of_session"();--> statement-breakpoint
-- Every column: the check answers the whole row (a disabled account, staff rights, organisation, settings).
CREATE TRIGGER "users_sign_in_notify"
  AFTER UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "notify_sign_in_of_user"();
