-- Team and referral (issue 13). Who invited an account is users.invited_by (001_core), written once
-- by user/register from the extension_code and never changed afterwards; the team page lists a
-- user's invitees newest first, so they are found by inviter.
CREATE INDEX users_invited_by ON users (invited_by, created_at DESC, id DESC) WHERE invited_by IS NOT NULL;
