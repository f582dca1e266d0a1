import { data } from 'react-router';
import type { AppContext } from '../../lib/app-context.server.ts';
import {
  EDITOR_ACTIONS,
  EDITOR_HISTORY_PATH,
  editorActionSchema,
  editorHistorySchema,
  type EditorAction,
} from '../../../server/content/editor-api.ts';

// The editor's bank calls (the cmscontent area's editor paths, server/content/editor-api.ts), made with the editor's
// own session.

/** The editor's pages exist only for a signed-in content editor in the editor deployment: not found for anyone else. */
export async function requireEditor(ctx: AppContext): Promise<void> {
  if (!(await ctx.isContentEditor())) throw data(null, { status: 404 });
}

export type { EditorAction };

/** One managed text, as the bank names it. */
export type EditorTarget = { Tag: string; Kind: string; Key: string };

/** The text's history, newest first as the bank gives it; none when the bank cannot say. */
export async function textHistory(ctx: AppContext, target: EditorTarget) {
  const history = await ctx.upstream({
    method: 'POST',
    path: EDITOR_HISTORY_PATH,
    body: target,
    schema: editorHistorySchema,
  });
  return history.kind === 'ok' ? history.data.History : [];
}

/** Save, commit, publish (push) or delete one text at the bank. */
export function editorAction(ctx: AppContext, intent: EditorAction, body: EditorTarget & { Value?: string }) {
  return ctx.upstream({ method: 'POST', path: EDITOR_ACTIONS[intent], body, schema: editorActionSchema });
}
