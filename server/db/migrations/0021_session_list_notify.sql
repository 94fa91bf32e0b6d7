-- The session list (home's history and recent consultations) is cached in each server process, per user;
-- the database tells every process whose list changed, on the `session_list` channel with the user id as
-- payload, whoever wrote it (a request, a job, retention, an admin). Everything the list answers is read
-- from these five tables, and any change to one of their rows notifies: a consultation session, its
-- documents, their versions (the current version's review and source), dismissals and sign-offs.
-- Notifications go out at commit and repeats within one transaction are folded into one.
CREATE FUNCTION "notify_session_list"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('session_list', OLD."user_id"::text);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('session_list', NEW."user_id"::text);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A row of a session's (its `session_id`): the session's owner. A session deleted in the same statement
-- (a cascade) is not found, and its own row notified.
CREATE FUNCTION "notify_session_list_of_session"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner uuid;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    SELECT c."user_id" INTO owner FROM "consultation_sessions" c WHERE c."id" = OLD."session_id";
    IF owner IS NOT NULL THEN
      PERFORM pg_notify('session_list', owner::text);
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT c."user_id" INTO owner FROM "consultation_sessions" c WHERE c."id" = NEW."session_id";
    IF owner IS NOT NULL THEN
      PERFORM pg_notify('session_list', owner::text);
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A row of a document's (its `document_id`): the owner of the document's session.
CREATE FUNCTION "notify_session_list_of_document"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owner uuid;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    SELECT c."user_id" INTO owner FROM "generated_documents" d
      JOIN "consultation_sessions" c ON c."id" = d."session_id" WHERE d."id" = OLD."document_id";
    IF owner IS NOT NULL THEN
      PERFORM pg_notify('session_list', owner::text);
    END IF;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    SELECT c."user_id" INTO owner FROM "generated_documents" d
      JOIN "consultation_sessions" c ON c."id" = d."session_id" WHERE d."id" = NEW."document_id";
    IF owner IS NOT NULL THEN
      PERFORM pg_notify('session_list', owner::text);
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "consultation_sessions_list_notify"
  AFTER INSERT OR UPDATE OR DELETE ON "consultation_sessions"
  FOR EACH ROW EXECUTE FUNCTION "notify_session_list"();--> statement-breakpoint
CREATE TRIGGER "generated_documents_list_notify"
  AFTER INSERT OR UPDATE OR DELETE ON "generated_documents"
  FOR EACH ROW EXECUTE FUNCTION "notify_session_list_of_session"();--> statement-breakpoint
CREATE TRIGGER "document_versions_list_notify"
  AFTER INSERT OR UPDATE OR DELETE ON "document_versions"
  FOR EACH ROW EXECUTE FUNCTION "notify_session_list_of_document"();--> statement-breakpoint
CREATE TRIGGER "document_dismissals_list_notify"
  AFTER INSERT OR UPDATE OR DELETE ON "document_dismissals"
  FOR EACH ROW EXECUTE FUNCTION "notify_session_list_of_document"();--> statement-breakpoint
CREATE TRIGGER "document_signoffs_list_notify"
  AFTER INSERT OR UPDATE OR DELETE ON "document_signoffs"
  FOR EACH ROW EXECUTE FUNCTION "notify_session_list_of_document"();
