-- 001: customers, their savings accounts, sign-in tickets, session tickets and the identity provider's store.
-- Money is held in pence (INTEGER) and rates as decimal text, so nothing here goes through binary floating point.
-- Dates are calendar dates 'YYYY-MM-DD'; instants are epoch milliseconds (INTEGER) unless the column says _at_iso.

CREATE TABLE customers (
  user_id            TEXT PRIMARY KEY,                  -- the upstream UserId; also the OIDC `sub`
  username           TEXT NOT NULL UNIQUE COLLATE NOCASE,
  name               TEXT NOT NULL,
  email              TEXT,
  password_hash      TEXT NOT NULL,                     -- scrypt$N$r$p$salt$key (see sandbox/domain/secrets.ts)
  memorable_number   TEXT NOT NULL,                     -- AES-256-GCM sealed, never plaintext (see secrets.ts)
  credential_status  TEXT NOT NULL DEFAULT 'Active'
                     CHECK (credential_status IN ('Active', 'Blocked', 'Inactive')),
  failed_attempts    INTEGER NOT NULL DEFAULT 0,        -- consecutive failed password / memorable-number attempts
  last_logged_in     TEXT,                              -- ISO 8601 instant of the last completed sign-in
  created_at         TEXT NOT NULL
);

CREATE TABLE accounts (
  account_key                 TEXT PRIMARY KEY,          -- AccountKey.Key
  key_context                 TEXT NOT NULL DEFAULT 'Savings', -- AccountKey.Context
  customer_id                 TEXT NOT NULL REFERENCES customers (user_id) ON DELETE CASCADE,
  account_name                TEXT NOT NULL,
  account_number              TEXT NOT NULL UNIQUE CHECK (length(account_number) = 8 AND account_number NOT GLOB '*[^0-9]*'),
  sort_code                   TEXT NOT NULL CHECK (sort_code GLOB '[0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  balance_pence               INTEGER NOT NULL,
  currency_code               TEXT NOT NULL DEFAULT 'GBP',
  interest_rate               TEXT NOT NULL CHECK (interest_rate GLOB '[0-9]*' AND interest_rate NOT GLOB '*[^0-9.]*'),
  account_status              TEXT NOT NULL DEFAULT 'Active' CHECK (account_status IN ('Active', 'Closed')),
  product_type                TEXT NOT NULL DEFAULT 'Savings',
  brand_product_type          TEXT NOT NULL CHECK (brand_product_type IN ('EASY_ACCESS', 'NOTICE_ACCOUNT', 'FIXED_TERM')),
  supports                    TEXT NOT NULL DEFAULT '[]', -- JSON array of action names
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
CREATE INDEX accounts_by_customer ON accounts (customer_id, display_order);

-- Sign-in step 1 -> step 2. Only a SHA-256 of the opaque ticket value is stored.
CREATE TABLE sign_in_tickets (
  ticket_hash   TEXT PRIMARY KEY,
  customer_id   TEXT NOT NULL REFERENCES customers (user_id) ON DELETE CASCADE,
  positions     TEXT NOT NULL,                            -- JSON array of three zero-based positions
  expires_at    INTEGER NOT NULL
);
CREATE INDEX sign_in_tickets_by_customer ON sign_in_tickets (customer_id);

-- Native sign-in sessions: idle expiry renewed on use.
CREATE TABLE session_tickets (
  ticket_hash   TEXT PRIMARY KEY,
  customer_id   TEXT NOT NULL REFERENCES customers (user_id) ON DELETE CASCADE,
  created_at    INTEGER NOT NULL,
  expires_at    INTEGER NOT NULL
);
CREATE INDEX session_tickets_by_customer ON session_tickets (customer_id);

-- oidc-provider models (Session, Interaction, Grant, AccessToken, RefreshToken, AuthorizationCode...).
CREATE TABLE oidc_payloads (
  model        TEXT NOT NULL,
  id           TEXT NOT NULL,
  payload      TEXT NOT NULL,                             -- JSON
  grant_id     TEXT,
  user_code    TEXT,
  uid          TEXT,
  expires_at   INTEGER,                                   -- epoch ms, NULL = no expiry
  consumed_at  INTEGER,                                   -- epoch seconds, as oidc-provider expects
  PRIMARY KEY (model, id)
);
CREATE INDEX oidc_payloads_by_grant ON oidc_payloads (grant_id) WHERE grant_id IS NOT NULL;
CREATE INDEX oidc_payloads_by_uid ON oidc_payloads (model, uid) WHERE uid IS NOT NULL;
CREATE INDEX oidc_payloads_by_user_code ON oidc_payloads (model, user_code) WHERE user_code IS NOT NULL;
