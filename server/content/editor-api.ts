import { z } from 'zod';

// The cmscontent area's editor calls (spec 1 §7 "saves, commits, pushes, deletes and history ... (paths not shown)";
// the paths are the sandbox's, sandbox/api/cmscontent.ts). Made with the editor's own session headers.

export const EDITOR_ROLE_PATH = '/cmscontent/v1.0/editor/role';
export const editorRoleSchema = z.object({ Editor: z.boolean() });

export function editorContentPath(tag: string): string {
  return `/cmscontent/v1.0/editor/content/${encodeURIComponent(tag)}`;
}
export const editorContentSchema = z.object({
  Items: z.array(
    z.object({
      Kind: z.string(),
      Key: z.string(),
      PublishedValue: z.string().nullable(),
      PendingValue: z.string().nullable(),
      UpdatedValue: z.string().nullable(),
    }),
  ),
});
export type EditorContentItem = z.infer<typeof editorContentSchema>['Items'][number];

export const EDITOR_ACTIONS = {
  save: '/cmscontent/v1.0/editor/save',
  commit: '/cmscontent/v1.0/editor/commit',
  push: '/cmscontent/v1.0/editor/push',
  delete: '/cmscontent/v1.0/editor/delete',
} as const;
export type EditorAction = keyof typeof EDITOR_ACTIONS;
export const editorActionSchema = z.object({ Status: z.string() });

export const EDITOR_HISTORY_PATH = '/cmscontent/v1.0/editor/history';
export const editorHistorySchema = z.object({
  History: z.array(
    z.object({ Action: z.string(), Value: z.string().nullable(), Editor: z.string(), At: z.string() }),
  ),
});
