-- 007: a credential whose memorable number is blocked while its password still works: sign-in step 1 answers
-- Incomplete, step 2 answers CredentialBlocked whatever the digits (spec 1 §4 "Sign-in step 2: CredentialBlocked:
-- message"). A forgotten-password reset lifts it, as it lifts credential_blocked. Seeded for mel.memorable.
ALTER TABLE customers ADD COLUMN memorable_number_blocked INTEGER NOT NULL DEFAULT 0
  CHECK (memorable_number_blocked IN (0, 1));
