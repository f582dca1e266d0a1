import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Request, RequestHandler, Response } from 'express';
import type { SessionData } from 'express-session';
import type { AppContext } from './context.ts';

// The one door between server/ and app/: the server never imports the route tree. Vite builds the app's server
// entry (app/request-handler.server.ts) into build/server/index.js, together with the routes, and the server takes
// from it only what this type names. In development the same entry is loaded through Vite instead.

export type ReactRouterHandlerFactory = (
  makeContext: (req: Request, res: Response) => AppContext,
) => RequestHandler;

export type AppBundle = {
  /** React Router's request handler, given each request's AppContext. */
  createReactRouterHandler: ReactRouterHandlerFactory;
  /**
   * For a session that expired before anyone signed in: what the new session keeps of it (the flow the visitor was
   * in, ended with its message; decision 032).
   */
  expiredFlowCarryOver: (expired: Request['session']) => Partial<SessionData>;
};

const BUILT_APP = 'build/server/index.js';

export class MissingBuildError extends Error {}

/** The built app; throws MissingBuildError when `npm run build` has not made it. */
export async function loadBuiltApp(rootDir: string): Promise<AppBundle> {
  const bundle = join(rootDir, BUILT_APP);
  if (!existsSync(bundle))
    throw new MissingBuildError(`${BUILT_APP} is missing: run \`npm run build\` first`);
  return (await import(bundle)) as AppBundle;
}
