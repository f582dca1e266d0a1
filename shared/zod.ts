// The one place the shared form schemas get zod from: zod/mini, zod 4's functional, tree-shakable build (decision
// 040). They run on it on the server, in the tests and in the browser, and a browser chunk keeps only the parts of zod
// a page's schemas use. The upstream payload schemas (shared/api/) and the server's own use classic zod, imported from
// 'zod'; test/integration/client-bundle.test.ts keeps classic zod out of the browser.
//
// zod 4 probes `new Function` to decide whether it may JIT-compile object parsers; our CSP forbids eval, so the probe
// alone raises a CSP report in the browser. `jitless` turns the probe and the JIT off. The config is zod's core's, so
// it holds for classic zod too. Shared code imports `z` from here so the config is applied before any form schema is
// built or parsed.
import * as z from 'zod/mini';

z.config({ jitless: true });

export { z };
