import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import type { SandboxContext } from '../context.ts';
import { transaction } from '../db/database.ts';
import { callerOf, requireCaller } from './auth.ts';
import { parseBody } from './http.ts';

// cmscontent v1.0 managed content (spec 1 §3 "Editable content", §6, §7 "Content-management loads of published and
// pending content, and saves, commits, pushes, deletes and history"; the paths are the sandbox's choice). The store
// is migration 008: per page tag, kind and key a published, a pending and an updated value, every change kept as a
// version. save → updated; commit → pending (from updated); push → published (from pending); delete saves
// '<<deleted>>' as the updated value, which then goes through commit and push like any value.
//
// Published content is public (signed-out pages show it) and carries an ETag that changes on every push to the tag,
// so the portal's cache revalidates cheaply (If-None-Match → 304). The editor calls need a signed-in caller listed
// in cms_editors; anyone else gets 403.

const TAG = z.string().regex(/^[a-z0-9-]{1,60}$/);
const KIND = z.enum(['content', 'errors', 'options']);
const KEY = z.string().regex(/^[A-Za-z0-9._-]{1,80}$/);
const itemSchema = z.object({ Tag: TAG, Kind: KIND, Key: KEY });
const saveSchema = itemSchema.extend({ Value: z.string().max(20_000) });

type Row = {
  kind: string;
  key: string;
  published_value: string | null;
  pending_value: string | null;
  updated_value: string | null;
};

export const DELETED = '<<deleted>>';

export function cmsContentRoutes(ctx: SandboxContext): Router {
  const router = Router();
  const db = ctx.db;
  const tagVersion = (tag: string) =>
    Number(
      (
        db.prepare('SELECT version FROM cms_tag_versions WHERE tag = ?').get(tag) as
          { version?: number } | undefined
      )?.version ?? 0,
    );

  router.get('/cmscontent/v1.0/content/:tag', (req, res) => {
    const tag = TAG.safeParse(req.params.tag);
    if (!tag.success) {
      res.status(400).json({ Message: 'Not a page tag' });
      return;
    }
    const etag = `"${tag.data}-${tagVersion(tag.data)}"`;
    res.setHeader('etag', etag);
    if (req.get('if-none-match') === etag) {
      res.status(304).end();
      return;
    }
    const rows = db
      .prepare(
        'SELECT kind, key, published_value FROM cms_content WHERE tag = ? AND published_value IS NOT NULL ORDER BY kind, key',
      )
      .all(tag.data) as Row[];
    const body: Record<string, Record<string, string>> = { content: {}, errors: {}, options: {} };
    for (const row of rows) {
      const group = body[row.kind];
      if (group && row.published_value !== null) group[row.key] = row.published_value;
    }
    res.json({ Tag: tag.data, Content: body.content, Errors: body.errors, Options: body.options });
  });

  const isEditor = (userId: string) =>
    db.prepare('SELECT 1 AS found FROM cms_editors WHERE user_id = ?').get(userId) !== undefined;

  router.get('/cmscontent/v1.0/editor/role', requireCaller(ctx), (req, res) => {
    res.json({ Editor: isEditor(callerOf(req).customer.userId) });
  });

  const requireEditor: RequestHandler = (req, res, next) => {
    if (!isEditor(callerOf(req).customer.userId)) {
      res.status(403).json({ Message: 'Not a content editor' });
      return;
    }
    next();
  };
  const editor = Router();
  editor.use(requireCaller(ctx), requireEditor);

  editor.get('/content/:tag', (req, res) => {
    const tag = TAG.safeParse(req.params.tag);
    if (!tag.success) {
      res.status(400).json({ Message: 'Not a page tag' });
      return;
    }
    const rows = db
      .prepare(
        'SELECT kind, key, published_value, pending_value, updated_value FROM cms_content WHERE tag = ? ORDER BY kind, key',
      )
      .all(tag.data) as Row[];
    res.json({
      Tag: tag.data,
      Items: rows.map((row) => ({
        Kind: row.kind,
        Key: row.key,
        PublishedValue: row.published_value,
        PendingValue: row.pending_value,
        UpdatedValue: row.updated_value,
      })),
    });
  });

  const record = (item: z.infer<typeof itemSchema>, action: string, value: string | null, editorId: string) =>
    db
      .prepare(
        'INSERT INTO cms_content_versions (tag, kind, key, action, value, editor, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      )
      .run(item.Tag, item.Kind, item.Key, action, value, editorId, ctx.clock().toISOString());
  const current = (item: z.infer<typeof itemSchema>) =>
    db
      .prepare(
        'SELECT kind, key, published_value, pending_value, updated_value FROM cms_content WHERE tag = ? AND kind = ? AND key = ?',
      )
      .get(item.Tag, item.Kind, item.Key) as Row | undefined;
  const saveUpdated = (item: z.infer<typeof itemSchema>, value: string) =>
    db
      .prepare(
        `INSERT INTO cms_content (tag, kind, key, updated_value) VALUES (?, ?, ?, ?)
         ON CONFLICT (tag, kind, key) DO UPDATE SET updated_value = excluded.updated_value`,
      )
      .run(item.Tag, item.Kind, item.Key, value);

  editor.post('/save', (req, res) => {
    const body = parseBody(saveSchema, req, res);
    if (!body) return;
    const editorId = callerOf(req).customer.userId;
    transaction(db, () => {
      saveUpdated(body, body.Value);
      record(body, 'save', body.Value, editorId);
    });
    res.json({ Status: 'Success' });
  });

  editor.post('/delete', (req, res) => {
    const body = parseBody(itemSchema, req, res);
    if (!body) return;
    const editorId = callerOf(req).customer.userId;
    transaction(db, () => {
      saveUpdated(body, DELETED);
      record(body, 'delete', DELETED, editorId);
    });
    res.json({ Status: 'Success' });
  });

  editor.post('/commit', (req, res) => {
    const body = parseBody(itemSchema, req, res);
    if (!body) return;
    const row = current(body);
    if (row?.updated_value === null || row?.updated_value === undefined) {
      res.json({ Status: 'NothingToCommit' });
      return;
    }
    const value = row.updated_value;
    transaction(db, () => {
      db.prepare(
        'UPDATE cms_content SET pending_value = updated_value, updated_value = NULL WHERE tag = ? AND kind = ? AND key = ?',
      ).run(body.Tag, body.Kind, body.Key);
      record(body, 'commit', value, callerOf(req).customer.userId);
    });
    res.json({ Status: 'Success' });
  });

  editor.post('/push', (req, res) => {
    const body = parseBody(itemSchema, req, res);
    if (!body) return;
    const row = current(body);
    if (row?.pending_value === null || row?.pending_value === undefined) {
      res.json({ Status: 'NothingToPush' });
      return;
    }
    const value = row.pending_value;
    transaction(db, () => {
      db.prepare(
        'UPDATE cms_content SET published_value = pending_value, pending_value = NULL WHERE tag = ? AND kind = ? AND key = ?',
      ).run(body.Tag, body.Kind, body.Key);
      db.prepare(
        `INSERT INTO cms_tag_versions (tag, version) VALUES (?, 1)
         ON CONFLICT (tag) DO UPDATE SET version = version + 1`,
      ).run(body.Tag);
      record(body, 'push', value, callerOf(req).customer.userId);
    });
    res.json({ Status: 'Success' });
  });

  editor.post('/history', (req, res) => {
    const body = parseBody(itemSchema, req, res);
    if (!body) return;
    const rows = db
      .prepare(
        `SELECT v.action, v.value, v.editor, v.created_at, c.name
           FROM cms_content_versions v LEFT JOIN customers c ON c.user_id = v.editor
          WHERE v.tag = ? AND v.kind = ? AND v.key = ? ORDER BY v.id DESC LIMIT 50`,
      )
      .all(body.Tag, body.Kind, body.Key) as Array<{
      action: string;
      value: string | null;
      editor: string;
      created_at: string;
      name: string | null;
    }>;
    res.json({
      History: rows.map((row) => ({
        Action: row.action,
        Value: row.value,
        Editor: row.name ?? row.editor,
        At: row.created_at,
      })),
    });
  });

  router.use('/cmscontent/v1.0/editor', editor);
  return router;
}
