// The one place shared code gets zod from. zod 4 probes `new Function` to decide whether it may JIT-compile object
// parsers; our CSP forbids eval, so the probe alone raises a CSP report in the browser. `jitless` turns the probe and
// the JIT off (STACK-NOTES: CSP with nonces). Every module in shared/ imports `z` from here so the config is applied
// before any schema is built or parsed.
import { z } from 'zod';

z.config({ jitless: true });

export { z };
