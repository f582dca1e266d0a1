-- 005: secure messaging of spec 3 (§2 two-way messaging and the widget, §3 entities, §7 calls): conversations
-- between a customer and the bank, their messages and what the customer has read. See
-- docs/upstream-api/messaging.md and shared/api/messaging.ts.
--
-- Instants are ISO 8601 text (Date.toISOString(), so they sort as text). Message bodies are stored exactly as sent:
-- plain text, never sanitised or escaped (the portal renders them as text).

CREATE TABLE conversations (
  conversation_key TEXT PRIMARY KEY,
  customer_id      TEXT NOT NULL REFERENCES persons (person_id) ON DELETE CASCADE,
  reason           TEXT NOT NULL,                              -- the subject ('General Enquiry' by default)
  reference        TEXT NOT NULL,                              -- the bank's reference of the conversation
  -- The account it is about (NULL: none, or one the bank cannot name). account_number/sort_code override what the
  -- account says, so a conversation can carry a placeholder ('00000000', 'Not available') as the real bank does.
  account_key      TEXT REFERENCES accounts (account_key) ON DELETE SET NULL,
  account_number   TEXT,
  sort_code        TEXT,
  product_type     TEXT,
  supports         TEXT NOT NULL DEFAULT '["Reply"]',          -- JSON array: the allowed actions ('Reply')
  closed           INTEGER NOT NULL DEFAULT 0 CHECK (closed IN (0, 1)),   -- ConversationProperties 'Closed'
  deleted          INTEGER NOT NULL DEFAULT 0 CHECK (deleted IN (0, 1)),  -- ConversationProperties 'Deleted'
  seeded           INTEGER NOT NULL DEFAULT 0 CHECK (seeded IN (0, 1)),
  created_at       TEXT NOT NULL
);
CREATE INDEX conversations_by_customer ON conversations (customer_id, deleted);

-- One row per message, oldest first by created_at. A message dated in the future (the bank's automatic reply, a
-- couple of seconds after the customer's message) is not shown until the sandbox clock reaches it. read_at: when
-- the customer first viewed the conversation after it arrived; the customer's own messages are read when sent.
CREATE TABLE messages (
  id               INTEGER PRIMARY KEY AUTOINCREMENT,
  conversation_key TEXT NOT NULL REFERENCES conversations (conversation_key) ON DELETE CASCADE,
  sender_type      TEXT NOT NULL,                              -- 'User' (the customer), 'Agent', 'System'
  sender_name      TEXT,
  body             TEXT NOT NULL,
  created_at       TEXT NOT NULL,
  read_at          TEXT
);
CREATE INDEX messages_by_conversation ON messages (conversation_key, created_at);
