import { createContext } from 'react-router';
import type { AppContext } from '../../server/context.ts';

export type { AppContext };

/**
 * The typed React Router context key for what Express gives loaders and actions. Context keys compare by
 * identity, so this module must be bundled with the routes (it is: app/request-handler.server.ts imports it).
 */
export const appContext = createContext<AppContext>();

/**
 * Where React Router reports the route pattern a request matched ('/make-withdrawal/:id/review'): the metrics' bounded
 * route label (server/metrics.ts), set by the request handler, called by entry.server.tsx's instrumentation.
 */
export const routePatternSink = createContext<(pattern: string) => void>(() => undefined);
