-- 003: the signed-in account area of spec 2: transactions, interest rate history, documents, user details and
-- contact options, system messages. See docs/upstream-api/account-area.md.
--
-- Money is in pence (INTEGER); rates are decimal text; dates are London calendar dates 'YYYY-MM-DD'.
-- accounts.product_type has never had a CHECK, so a non-savings product ('Loan') needs no rebuild here. Its
-- brand_product_type keeps the old CHECK (rebuilding accounts would cascade-delete account_holders, which reference
-- it); the API answers BrandProductType null for anything that is not Savings (sandbox/domain/accounts.ts).

-- Booked and pending transactions of an account. `sequence` orders them within the account (0 = oldest); a pending
-- transaction (a withdrawal or notice not yet paid) has no running balance and does not count in balance_pence.
CREATE TABLE transactions (
  transaction_id  TEXT PRIMARY KEY,                       -- TransactionIdentifier
  account_key     TEXT NOT NULL REFERENCES accounts (account_key) ON DELETE CASCADE,
  sequence        INTEGER NOT NULL,
  booking_date    TEXT NOT NULL CHECK (booking_date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  description     TEXT NOT NULL,
  kind            TEXT NOT NULL CHECK (kind IN ('Opening', 'Deposit', 'Withdrawal', 'Interest', 'Closing', 'Pending')),
  amount_pence    INTEGER NOT NULL,                       -- credit > 0, debit < 0
  balance_pence   INTEGER,                                -- running balance after it; NULL when pending
  UNIQUE (account_key, sequence),
  CHECK ((kind = 'Pending') = (balance_pence IS NULL))
);
CREATE INDEX transactions_by_account_date ON transactions (account_key, booking_date, sequence);

-- Interest rate periods (getinteresthistory). date_to NULL: the rate still applies.
CREATE TABLE interest_rates (
  account_key  TEXT NOT NULL REFERENCES accounts (account_key) ON DELETE CASCADE,
  date_from    TEXT NOT NULL CHECK (date_from GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  date_to      TEXT CHECK (date_to IS NULL OR date_to GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  annual_rate  TEXT NOT NULL CHECK (annual_rate GLOB '[0-9]*' AND annual_rate NOT GLOB '*[^0-9.]*'),
  PRIMARY KEY (account_key, date_from)
);

-- Documents of an account (getdocuments). The PDF itself is generated on request (getdocument) from the account,
-- the period and its transactions, so it always agrees with them.
CREATE TABLE documents (
  document_key   TEXT PRIMARY KEY,                        -- DocumentKey.Key
  account_key    TEXT NOT NULL REFERENCES accounts (account_key) ON DELETE CASCADE,
  name           TEXT NOT NULL,                           -- 'Statement October 2026'
  type           TEXT NOT NULL CHECK (type IN ('Statement', 'TaxCertificate', 'Letter')),
  display_type   TEXT NOT NULL,                           -- ExtendedProperties.DisplayType: 'Statement', 'Tax certificate', 'Letter'
  document_date  TEXT NOT NULL CHECK (document_date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  period_from    TEXT,                                    -- statements and tax certificates: the period covered
  period_to      TEXT,
  body           TEXT                                     -- letters: the text, paragraphs separated by blank lines
);
CREATE INDEX documents_by_account ON documents (account_key, document_date);

-- The personal details the bank holds for an online banking customer (usermanagement user/details). Addresses are
-- JSON objects in the upstream UserAddress shape. Independent of persons.mobile/email, which are the two-factor
-- destinations: changing the details here does not move where passcodes go.
CREATE TABLE user_details (
  person_id               TEXT PRIMARY KEY REFERENCES persons (person_id) ON DELETE CASCADE,
  title                   TEXT,
  first_name              TEXT NOT NULL,
  middle_name             TEXT,
  surname                 TEXT NOT NULL,
  email                   TEXT,
  home_number             TEXT,
  work_number             TEXT,
  mobile_number           TEXT,
  primary_contact_number  TEXT,
  address                 TEXT NOT NULL,                  -- JSON
  correspondence_address  TEXT NOT NULL,                  -- JSON; the same as address unless told otherwise
  updated_at              TEXT
);

CREATE TABLE contact_options (
  person_id  TEXT NOT NULL REFERENCES persons (person_id) ON DELETE CASCADE,
  type       TEXT NOT NULL CHECK (type IN ('Email', 'Mobile', 'TextMessage', 'Post', 'OffersFromTheBank', 'OffersFromSelectedPartners')),
  value      INTEGER NOT NULL CHECK (value IN (0, 1)),
  PRIMARY KEY (person_id, type)
);

-- Plain-text banners shown to every signed-in customer (cmscontent systemmessages), in display_order.
CREATE TABLE system_messages (
  id             INTEGER PRIMARY KEY,
  body           TEXT NOT NULL,
  display_order  INTEGER NOT NULL DEFAULT 0
);
INSERT INTO system_messages (id, body, display_order) VALUES
  (1, 'Planned maintenance: online banking will be unavailable on Sunday between 1.00am and 5.00am while we improve our systems. We apologise for any inconvenience.', 0),
  (2, 'Our phone lines will close early at 3.00pm on Christmas Eve (24 December). You can still use online banking as usual.', 1);
