-- 008: the bank's content store for managed content (spec 1 §3 "Editable content"; decision 035). One row per managed
-- text (page tag, kind content|errors|options, key) with its published, pending and updated values; every change is
-- kept as a version in cms_content_versions (the history); cms_tag_versions counts publishes per tag (the ETag the
-- portal's cache revalidates with). cms_editors lists the customers whose sign-in carries the editor role.
CREATE TABLE cms_content (
  tag             TEXT NOT NULL,
  kind            TEXT NOT NULL CHECK (kind IN ('content', 'errors', 'options')),
  key             TEXT NOT NULL,
  published_value TEXT,
  pending_value   TEXT,
  updated_value   TEXT,
  PRIMARY KEY (tag, kind, key)
);

CREATE TABLE cms_content_versions (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  tag        TEXT NOT NULL,
  kind       TEXT NOT NULL,
  key        TEXT NOT NULL,
  action     TEXT NOT NULL CHECK (action IN ('save', 'commit', 'push', 'delete')),
  value      TEXT,
  editor     TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX cms_content_versions_by_key ON cms_content_versions (tag, kind, key, id);

CREATE TABLE cms_tag_versions (
  tag     TEXT PRIMARY KEY,
  version INTEGER NOT NULL
);

CREATE TABLE cms_editors (
  user_id TEXT PRIMARY KEY
);
-- edna.editor (sandbox/db/seed.ts, CUSTOMERS.md "Content editors")
INSERT INTO cms_editors (user_id) VALUES ('CU100090');
