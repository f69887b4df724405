-- Why a revoked session ended, when the member is to be told (a password
-- changed elsewhere or reset): the next call with its token answers
-- session_password_changed instead of a bare not_logged_in.
ALTER TABLE "sessions" ADD COLUMN "ended_reason" text;
