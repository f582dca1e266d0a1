-- 004: the money movements of spec 3: withdrawals, notices to withdraw and their cancellation, card payments with
-- 3-D Secure. See docs/upstream-api/money-movements.md.
--
-- Money is in pence (INTEGER); dates are London calendar dates 'YYYY-MM-DD'; instants are ISO 8601 text.
-- Existing databases are upgraded in place: every account gets a RemainingAllowance and (savings) a nominated
-- account name and number; pending transactions learn what they hold back; the easy access and notice accounts
-- with the seed's standard Supports lists gain 'PayByCard'. A new database gets the same values from the seed.

-- The most that may be withdrawn (or given notice of) now: spec 3 §5 "must not exceed the remaining allowance".
-- NULL for a product that is not savings (a loan). Withdrawals and notices reduce it; a cancelled notice gives back
-- what it held.
ALTER TABLE accounts ADD COLUMN remaining_allowance_pence INTEGER;
-- Whose account the nominated account is (ExtendedProperties.NominatedAccountName).
ALTER TABLE accounts ADD COLUMN nominated_account_name TEXT;

-- The ledger: one row per movement the bank accepted, and per notice cancellation. Card payments get their row at
-- 'make' (AwaitingThreeDSecure, or Completed without a challenge) and it follows the payment to Completed,
-- Declined or Cancelled; a notice's row becomes Cancelled when it is cancelled (and the cancellation has its own).
CREATE TABLE movements (
  id             INTEGER PRIMARY KEY AUTOINCREMENT,
  customer_id    TEXT NOT NULL REFERENCES persons (person_id) ON DELETE CASCADE,
  username       TEXT NOT NULL,
  account_key    TEXT NOT NULL REFERENCES accounts (account_key) ON DELETE CASCADE,
  kind           TEXT NOT NULL CHECK (kind IN ('withdrawal', 'notice', 'notice-cancel', 'card-payment')),
  amount_pence   INTEGER NOT NULL CHECK (amount_pence >= 0),   -- 0: a closing notice (the whole balance, when due)
  close_account  INTEGER NOT NULL DEFAULT 0 CHECK (close_account IN (0, 1)),
  reference      TEXT,                                         -- the customer's PaymentReference; a card payment's: the bank's
  status         TEXT NOT NULL CHECK (status IN ('Completed', 'Pending', 'Cancelled', 'AwaitingThreeDSecure', 'Declined')),
  transaction_id TEXT,                                         -- the TransactionIdentifier it made (or, a cancellation, cancelled)
  created_at     TEXT NOT NULL,
  updated_at     TEXT NOT NULL
);
CREATE INDEX movements_by_customer ON movements (customer_id, id);

-- Transactions learn about notices and movements:
--   cancellable     ExtendedProperties.Cancellable of a pending notice
--   payment_reference  the customer's reference (ExtendedProperties.PaymentReference)
--   holds_allowance_pence  how much of the account's RemainingAllowance a pending entry holds back (given back
--                   when a notice is cancelled)
--   movement_id     the ledger row that made it; NULL for the seed's rows. Deleting the movement deletes the row.
--   cancelled_at    a cancelled notice: kept (so the test reset can bring a seeded one back) but never listed
ALTER TABLE transactions ADD COLUMN cancellable INTEGER NOT NULL DEFAULT 0 CHECK (cancellable IN (0, 1));
ALTER TABLE transactions ADD COLUMN payment_reference TEXT;
ALTER TABLE transactions ADD COLUMN holds_allowance_pence INTEGER NOT NULL DEFAULT 0;
ALTER TABLE transactions ADD COLUMN movement_id INTEGER REFERENCES movements (id) ON DELETE CASCADE;
ALTER TABLE transactions ADD COLUMN cancelled_at TEXT;
CREATE INDEX transactions_by_movement ON transactions (movement_id) WHERE movement_id IS NOT NULL;

-- Card payments (paybycard). The PaymentKey is an opaque 256-bit value given to the portal; only its SHA-256 is
-- kept. No card number, expiry or security code is stored: the last four digits and which test card it was
-- (`outcome`) are all the sandbox needs. The issuer's (ACS) side of a 3-D Secure challenge is here too:
-- challenge_id is the id in ThreeDSecureUrl, md/term_url/cancel_url the hand-off fields the merchant posted,
-- challenge_result the customer's answer (Y approve, N decline, C cancel), pares_nonce the single-use nonce of the
-- PaRes the issuer signed (cleared once a complete call used it).
CREATE TABLE card_payments (
  payment_key_hash  TEXT PRIMARY KEY,
  movement_id       INTEGER NOT NULL REFERENCES movements (id) ON DELETE CASCADE,
  customer_id       TEXT NOT NULL REFERENCES persons (person_id) ON DELETE CASCADE,
  account_key       TEXT NOT NULL REFERENCES accounts (account_key) ON DELETE CASCADE,
  amount_pence      INTEGER NOT NULL CHECK (amount_pence > 0),
  currency_code     TEXT NOT NULL,
  card_last4        TEXT NOT NULL CHECK (length(card_last4) = 4),
  status            TEXT NOT NULL CHECK (status IN ('AwaitingThreeDSecure', 'Completed', 'Declined', 'Cancelled')),
  payment_reference TEXT,
  challenge_id      TEXT UNIQUE,
  md                TEXT,
  term_url          TEXT,
  cancel_url        TEXT,
  challenge_result  TEXT CHECK (challenge_result IS NULL OR challenge_result IN ('Y', 'N', 'C')),
  pares_nonce       TEXT,
  created_at        TEXT NOT NULL,
  updated_at        TEXT NOT NULL
);
CREATE INDEX card_payments_by_customer ON card_payments (customer_id);

-- What each account looked like when it was seeded (or when this migration ran), for the test reset
-- (POST /__test/reset-money): the columns a movement can change.
CREATE TABLE account_seed_state (
  account_key                TEXT PRIMARY KEY REFERENCES accounts (account_key) ON DELETE CASCADE,
  balance_pence              INTEGER NOT NULL,
  remaining_allowance_pence  INTEGER,
  account_status             TEXT NOT NULL,
  date_closed                TEXT
);

-- --- Upgrading an existing database ---

-- A pending entry holds back its own amount; the seed's pending notices can be cancelled.
UPDATE transactions SET holds_allowance_pence = -amount_pence WHERE kind = 'Pending' AND amount_pence < 0;
UPDATE transactions SET cancellable = 1
WHERE kind = 'Pending'
  AND account_key IN (SELECT account_key FROM accounts WHERE product_type = 'Savings' AND brand_product_type = 'NOTICE_ACCOUNT');

-- RemainingAllowance: easy access and notice accounts, the balance less what pending entries hold back; fixed terms
-- and closed accounts nothing; other products none.
UPDATE accounts SET remaining_allowance_pence = CASE
  WHEN product_type <> 'Savings' THEN NULL
  WHEN account_status <> 'Active' OR brand_product_type = 'FIXED_TERM' THEN 0
  ELSE max(0, balance_pence - coalesce(
    (SELECT sum(holds_allowance_pence) FROM transactions t WHERE t.account_key = accounts.account_key AND t.kind = 'Pending'), 0))
END;

-- Every savings account has a nominated account: the holder's (the company's) name, and a made-up account at another
-- bank where the seed gave none.
UPDATE accounts SET nominated_account_number = '6' || substr(account_number, 2), nominated_sort_code = '20-45-77'
WHERE product_type = 'Savings' AND nominated_account_number IS NULL;
UPDATE accounts SET nominated_account_name = company_name
WHERE product_type = 'Savings' AND nominated_account_name IS NULL;

-- The bank takes card payments into its easy access and notice accounts (the seed's standard Supports lists; accounts
-- with a list of their own keep it).
UPDATE accounts SET supports = '["NominatedAccount","MakeWithdrawal","OrganisationDetails","SendMessage","StatementOptions","PayByCard"]'
WHERE supports = '["NominatedAccount","MakeWithdrawal","OrganisationDetails","SendMessage","StatementOptions"]';
UPDATE accounts SET supports = '["NominatedAccount","NoticeOfWithdrawal","OrganisationDetails","SendMessage","StatementOptions","PayByCard"]'
WHERE supports = '["NominatedAccount","NoticeOfWithdrawal","OrganisationDetails","SendMessage","StatementOptions"]';

INSERT INTO account_seed_state (account_key, balance_pence, remaining_allowance_pence, account_status, date_closed)
SELECT account_key, balance_pence, remaining_allowance_pence, account_status, date_closed FROM accounts;
