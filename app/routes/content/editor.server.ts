import { data } from 'react-router';
import type { AppContext } from '../../lib/app-context.ts';

/** The editor's pages exist only for a signed-in content editor in the editor deployment: not found for anyone else. */
export async function requireEditor(ctx: AppContext): Promise<void> {
  if (!(await ctx.isContentEditor())) throw data(null, { status: 404 });
}
