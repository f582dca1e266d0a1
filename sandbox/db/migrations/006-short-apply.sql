-- 006: the short application of spec 3 (§2 Short application, §3 Product, Organisation, Save response, §7 calls):
-- the products the bank offers, the persons who have reached their limit of applications, the applications saved
-- and the organisations' registered addresses. See docs/upstream-api/short-apply.md and
-- shared/api/short-apply.ts.
--
-- Amounts are integer pence; instants ISO 8601 text. Lists are JSON arrays of strings.

CREATE TABLE products (
  product_code            TEXT PRIMARY KEY,
  product_name            TEXT NOT NULL,
  product_status          TEXT NOT NULL,                       -- 'A' active, 'W' withdrawn (anything else: not 'A')
  display_for_short_apply TEXT NOT NULL CHECK (display_for_short_apply IN ('Y', 'N')),
  sort_order              INTEGER NOT NULL,
  interest_frequency      TEXT NOT NULL CHECK (interest_frequency IN ('MO', 'YE', 'both')),
  minimum_pence           INTEGER NOT NULL CHECK (minimum_pence > 0),
  maximum_pence           INTEGER NOT NULL CHECK (maximum_pence >= minimum_pence),
  to_apply_you_must       TEXT NOT NULL DEFAULT '[]',
  key_facts               TEXT NOT NULL DEFAULT '[]',
  insert_order            INTEGER NOT NULL                     -- the order the bank answers them (not Sort_order)
);

-- A person listed here has reached the bank's limit: GET_PRODUCTS with checkLimitExceeded answers no products,
-- and a save is refused.
CREATE TABLE short_apply_limits (
  person_id TEXT PRIMARY KEY REFERENCES persons (person_id) ON DELETE CASCADE,
  reason    TEXT NOT NULL
);

-- Every application the bank received (id gives the reference, 'SA-' and six digits). status: what was answered
-- ('Success', or 'Pending' for the sandbox's unknown outcome). payload: the request body exactly as sent (JSON).
CREATE TABLE short_applications (
  id           INTEGER PRIMARY KEY AUTOINCREMENT,
  reference    TEXT NOT NULL UNIQUE,
  person_id    TEXT NOT NULL REFERENCES persons (person_id) ON DELETE CASCADE,
  product_code TEXT NOT NULL,
  amount_pence INTEGER NOT NULL,
  customer_id  TEXT,
  status       TEXT NOT NULL,
  payload      TEXT NOT NULL,
  created_at   TEXT NOT NULL
);
CREATE INDEX short_applications_by_person ON short_applications (person_id, id);

-- The registered office (Customer.RegisteredAddress); organisations already there keep their correspondence
-- address as registered one.
ALTER TABLE organisations ADD COLUMN registered_street TEXT;
ALTER TABLE organisations ADD COLUMN registered_district TEXT;
ALTER TABLE organisations ADD COLUMN registered_town TEXT;
ALTER TABLE organisations ADD COLUMN registered_county TEXT;
ALTER TABLE organisations ADD COLUMN registered_postcode TEXT;
UPDATE organisations SET registered_street = street, registered_district = district, registered_town = town,
  registered_county = county, registered_postcode = postcode;
