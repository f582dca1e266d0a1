// npm run bench: the figures of ../shared/docs/PERFORMANCE.md that this project measures so far, each with its
// budget. Needs `npm run build` first. Not part of npm test.
import { startStack } from './stack.ts';
import { measurePageWeights } from './page-weight.ts';

const KB = 1000;
const stack = await startStack();
let failed = false;
try {
  for (const w of await measurePageWeights(stack.portalUrl)) {
    const js = w.jsGzip <= 90 * KB ? 'within' : 'OVER';
    const css = w.cssGzip <= 15 * KB ? 'within' : 'OVER';
    if (js === 'OVER' || css === 'OVER') failed = true;
    console.log(
      `${w.page}: JS ${(w.jsGzip / KB).toFixed(1)} kB gzip (budget 90, ${js}); CSS ${(w.cssGzip / KB).toFixed(1)} kB gzip (budget 15, ${css})`,
    );
  }
} finally {
  stack.stop();
}
process.exitCode = failed ? 1 : 0;
