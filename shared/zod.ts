// The one place shared code gets zod from: zod/mini, zod 4's functional, tree-shakable build (decision 040). The form
// schemas in shared/forms run on it on the server, in the tests and in the browser; a browser chunk keeps only the
// parts of zod a page's schemas use. The server's own schemas (server/config.ts, shared/api/) use classic zod, which
// never reaches the browser (test/integration/client-bundle.test.ts).
//
// zod 4 probes `new Function` to decide whether it may JIT-compile object parsers; our CSP forbids eval, so the probe
// alone raises a CSP report in the browser. `jitless` turns the probe and the JIT off. The config is zod's core's, so
// it holds for classic zod as well. Every module in shared/ imports `z` from here so the config is applied before any
// schema is built or parsed.
import * as z from 'zod/mini';

z.config({ jitless: true });

export { z };
