-- 002: the access flows of spec 1 (registration, forgotten username and password, change of security details,
-- organisations) and two-factor challenges (spec 2 §4). See docs/upstream-api/access.md.
--
-- A person is someone the bank knows (an account holder); a customer (table `customers`) is a person with online
-- banking credentials, under the same id (persons.person_id = customers.user_id = the upstream UserId / PersonId).
-- Existing databases are upgraded in place: every customer becomes a person, every account gets its owner as a
-- signatory, and accounts are rebuilt to belong to persons (who may not have registered yet).

CREATE TABLE persons (
  person_id      TEXT PRIMARY KEY,
  first_name     TEXT NOT NULL,
  last_name      TEXT NOT NULL,
  date_of_birth  TEXT CHECK (date_of_birth IS NULL OR date_of_birth GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  postcode       TEXT,                                   -- as written ('LS1 4DT'); compared without case or spaces
  mobile         TEXT,                                   -- two-factor destination ('07700 900123'), NULL = none
  email          TEXT,                                   -- two-factor destination, NULL = none
  online_access  TEXT NOT NULL DEFAULT 'Allowed'
                 CHECK (online_access IN ('Allowed', 'NotAllowed', 'Blocked')), -- may register for online banking?
  simulate       TEXT CHECK (simulate IS NULL OR simulate IN (
                   'SetupUnsuccessful', 'SetupBlocked', 'DestinationsUnavailable', 'ChangeBlocked', 'ChangeNoRegistered'
                 )),                                     -- a back-office answer the sandbox plays for this person
  created_at     TEXT NOT NULL
);

INSERT INTO persons (person_id, first_name, last_name, email, created_at)
SELECT user_id,
       CASE WHEN instr(name, ' ') > 0 THEN substr(name, 1, instr(name, ' ') - 1) ELSE name END,
       CASE WHEN instr(name, ' ') > 0 THEN substr(name, instr(name, ' ') + 1) ELSE '' END,
       email,
       created_at
FROM customers;

-- Credential states beyond credential_status (whose CHECK cannot change without rebuilding the table):
-- credential_blocked: blocked after too many failures in the past; sign-in answers CredentialBlocked (a message,
-- not the blocked screen) until the customer resets their password. requires_activation: the first sign-in must be
-- activated (sign-in step 2 answers RequireActivation).
ALTER TABLE customers ADD COLUMN credential_blocked INTEGER NOT NULL DEFAULT 0 CHECK (credential_blocked IN (0, 1));
ALTER TABLE customers ADD COLUMN requires_activation INTEGER NOT NULL DEFAULT 0 CHECK (requires_activation IN (0, 1));

-- Accounts now belong to persons, so that people who have not registered can hold them. Same columns and order as
-- 001 (SELECT * readers rely on it); only the customer_id reference changes.
CREATE TABLE accounts_new (
  account_key                 TEXT PRIMARY KEY,
  key_context                 TEXT NOT NULL DEFAULT 'Savings',
  customer_id                 TEXT NOT NULL REFERENCES persons (person_id) ON DELETE CASCADE,
  account_name                TEXT NOT NULL,
  account_number              TEXT NOT NULL UNIQUE CHECK (length(account_number) = 8 AND account_number NOT GLOB '*[^0-9]*'),
  sort_code                   TEXT NOT NULL CHECK (sort_code GLOB '[0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  balance_pence               INTEGER NOT NULL,
  currency_code               TEXT NOT NULL DEFAULT 'GBP',
  interest_rate               TEXT NOT NULL CHECK (interest_rate GLOB '[0-9]*' AND interest_rate NOT GLOB '*[^0-9.]*'),
  account_status              TEXT NOT NULL DEFAULT 'Active' CHECK (account_status IN ('Active', 'Closed')),
  product_type                TEXT NOT NULL DEFAULT 'Savings',
  brand_product_type          TEXT NOT NULL CHECK (brand_product_type IN ('EASY_ACCESS', 'NOTICE_ACCOUNT', 'FIXED_TERM')),
  supports                    TEXT NOT NULL DEFAULT '[]',
  interest_payment_frequency  TEXT NOT NULL CHECK (interest_payment_frequency IN ('Monthly', 'Yearly')),
  statement_method            TEXT NOT NULL CHECK (statement_method IN ('Online', 'Post')),
  notice_period_days          INTEGER,
  company_name                TEXT NOT NULL,
  date_opened                 TEXT NOT NULL,
  date_closed                 TEXT,
  maturity_date               TEXT,
  nominated_account_number    TEXT,
  nominated_sort_code         TEXT,
  display_order               INTEGER NOT NULL DEFAULT 0
);
INSERT INTO accounts_new SELECT * FROM accounts;
DROP TABLE accounts;
ALTER TABLE accounts_new RENAME TO accounts;
CREATE INDEX accounts_by_customer ON accounts (customer_id, display_order);

-- Who holds each account, and whether they may operate it (only signatories may register or sign in).
CREATE TABLE account_holders (
  account_key  TEXT NOT NULL REFERENCES accounts (account_key) ON DELETE CASCADE,
  person_id    TEXT NOT NULL REFERENCES persons (person_id) ON DELETE CASCADE,
  role         TEXT NOT NULL CHECK (role IN ('Signatory', 'NonSignatory')),
  PRIMARY KEY (account_key, person_id)
);
CREATE INDEX account_holders_by_person ON account_holders (person_id);
INSERT INTO account_holders (account_key, person_id, role) SELECT account_key, customer_id, 'Signatory' FROM accounts;

-- Single-use tickets of the access flows; only a SHA-256 of the opaque value is stored.
--   Registration:        register -> credentials/setup
--   SetupActivation:     sign-in/update (RequireActivation) -> setupcredentials/activate
--   ForgottenActivation: credentials/reset-forgotten -> forgottencredentials/activate (two-factor)
--   ResetCredentials:    forgottencredentials/activate -> credentials/update-forgotten
CREATE TABLE flow_tickets (
  ticket_hash  TEXT PRIMARY KEY,
  kind         TEXT NOT NULL CHECK (kind IN ('Registration', 'SetupActivation', 'ForgottenActivation', 'ResetCredentials')),
  person_id    TEXT NOT NULL REFERENCES persons (person_id) ON DELETE CASCADE,
  created_at   INTEGER NOT NULL,
  expires_at   INTEGER NOT NULL
);
CREATE INDEX flow_tickets_by_person ON flow_tickets (person_id, kind);

-- Failed identity checks at registration, per account number typed (known or not): the ActivationStatus.
CREATE TABLE identity_attempts (
  account_number  TEXT PRIMARY KEY,
  failures        INTEGER NOT NULL DEFAULT 0,
  updated_at      INTEGER NOT NULL
);

-- Activation codes posted to a person (registration's activation-code variant). Codes live 30 days.
CREATE TABLE activation_codes (
  code_hash   TEXT PRIMARY KEY,                          -- SHA-256 of the normalised code
  person_id   TEXT NOT NULL REFERENCES persons (person_id) ON DELETE CASCADE,
  issued_at   INTEGER NOT NULL,
  expires_at  INTEGER NOT NULL,
  used_at     INTEGER
);
CREATE INDEX activation_codes_by_person ON activation_codes (person_id);

-- Account tokens from links in the bank's letters and e-mails (registration ?token=...).
CREATE TABLE account_tokens (
  token_id        TEXT PRIMARY KEY,
  account_number  TEXT NOT NULL
);

-- Two-factor challenges, each bound to a person and to the request that raised it (method, path, body hash).
CREATE TABLE challenges (
  key_hash      TEXT PRIMARY KEY,                        -- SHA-256 of the x-challenge-key value
  person_id     TEXT NOT NULL REFERENCES persons (person_id) ON DELETE CASCADE,
  method        TEXT NOT NULL,
  path          TEXT NOT NULL,
  body_hash     TEXT NOT NULL,
  state         TEXT NOT NULL DEFAULT 'Issued' CHECK (state IN ('Issued', 'Passed', 'Exceeded', 'Expired')),
  created_at    INTEGER NOT NULL,
  sends         INTEGER NOT NULL DEFAULT 0,              -- passcodes sent for this challenge
  wrong_codes   INTEGER NOT NULL DEFAULT 0,
  otp_hash      TEXT,                                    -- the latest passcode (SHA-256 with the key hash)
  otp_sent_at   INTEGER
);
CREATE INDEX challenges_by_person ON challenges (person_id);

-- What the sandbox "sent": one-time passcodes by SMS and e-mail, activation codes by letter. GET /outbox shows it.
CREATE TABLE outbox (
  id           INTEGER PRIMARY KEY AUTOINCREMENT,
  sent_at      INTEGER NOT NULL,
  channel      TEXT NOT NULL CHECK (channel IN ('SMS', 'E-mail', 'Letter')),
  destination  TEXT NOT NULL,
  text         TEXT NOT NULL,
  code         TEXT                                      -- the passcode or activation code in the text
);

-- Organisations (the bank's "customers" of getcustomer: a person's personal and business relationships).
CREATE TABLE organisations (
  customer_id          TEXT PRIMARY KEY,
  full_name            TEXT NOT NULL,
  street               TEXT,
  district             TEXT,
  town                 TEXT,
  county               TEXT,
  postcode             TEXT,
  landline             TEXT,
  mobile               TEXT,
  email                TEXT,
  marketing_email      INTEGER CHECK (marketing_email IS NULL OR marketing_email IN (0, 1)),
  marketing_telephone  INTEGER CHECK (marketing_telephone IS NULL OR marketing_telephone IN (0, 1)),
  marketing_post       INTEGER CHECK (marketing_post IS NULL OR marketing_post IN (0, 1)) -- all three NULL = no record
);

CREATE TABLE organisation_members (
  customer_id    TEXT NOT NULL REFERENCES organisations (customer_id) ON DELETE CASCADE,
  person_id      TEXT NOT NULL REFERENCES persons (person_id) ON DELETE CASCADE,
  display_order  INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (customer_id, person_id)
);
CREATE INDEX organisation_members_by_person ON organisation_members (person_id, display_order);

-- Which version of the seed data has been applied, so an upgraded database gains the new demo persons.
CREATE TABLE seed_log (
  version     INTEGER PRIMARY KEY,
  applied_at  TEXT NOT NULL
);
