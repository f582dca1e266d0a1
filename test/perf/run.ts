// npm run bench: the performance figures this project measures, each with its budget (README.md, Scripts), in
// one run, printed as figure | budget | measured and written to reports/perf/bench.json. Needs `npm run build`
// first. Not part of npm test. BENCH_ONLY=server, weight, lighthouse or growth runs one part; BENCH_PORT_BASE moves the
// server and growth parts' ports (3940 and the eight after it) and the weight and Lighthouse parts' stack (base + 10 to
// 13; 3930 to 3933 without it), so two checkouts can measure side by side; BENCH_ROUNDS and BENCH_DURATION_MS (per
// variant and round) tune the server part, BENCH_GROWTH_REPEATS (requests per size) the growth part
// (test/perf/growth.ts), BENCH_LIGHTHOUSE_RUNS (default 3) the runs of each page and variant in Lighthouse.
import { mkdirSync, writeFileSync } from 'node:fs';
import { startStack } from './stack.ts';
import { measureLighthouse } from './lighthouse.ts';
import { measurePageWeights } from './page-weight.ts';
import { measureServerFigures, type Figure } from './server-figures.ts';
import { measureGrowth } from './growth.ts';

const KB = 1000;
const only = process.env.BENCH_ONLY;
const figures: Figure[] = [];
const report: Record<string, unknown> = { startedAt: new Date().toISOString(), node: process.version };

if (only === undefined || only === 'weight' || only === 'lighthouse') {
  // With BENCH_PORT_BASE, the sandbox and portal these parts measure move with it (the ten ports after the server part's).
  const base = process.env.BENCH_PORT_BASE ? Number(process.env.BENCH_PORT_BASE) : undefined;
  const stack = await startStack(
    base === undefined ? undefined : { portal: base + 10, api: base + 11, idp: base + 12, acs: base + 13 },
  );
  try {
    if (only !== 'lighthouse') await weighPages(stack.portalUrl);
    if (only !== 'weight') {
      const lighthouse = await measureLighthouse(stack.portalUrl);
      report.lighthouse = lighthouse.report;
      figures.push(...lighthouse.figures);
    }
  } finally {
    stack.stop();
  }
}

async function weighPages(portalUrl: string) {
  const weights = await measurePageWeights(portalUrl);
  report.pageWeights = weights;
  for (const w of weights) {
    figures.push({
      figure: `${w.page}: JavaScript, gzip`,
      budget: '≤ 90 kB',
      measured: `${(w.jsGzip / KB).toFixed(1)} kB`,
      ok: w.jsGzip <= 90 * KB,
    });
    figures.push({
      figure: `${w.page}: CSS, gzip`,
      budget: '≤ 15 kB',
      measured: `${(w.cssGzip / KB).toFixed(1)} kB`,
      ok: w.cssGzip <= 15 * KB,
    });
  }
}

if (only === undefined || only === 'server') {
  const server = await measureServerFigures({
    rounds: Number(process.env.BENCH_ROUNDS ?? 3),
    durationMs: Number(process.env.BENCH_DURATION_MS ?? 3000),
    ...(process.env.BENCH_PORT_BASE ? { portBase: Number(process.env.BENCH_PORT_BASE) } : {}),
  });
  report.serverRounds = server.rounds;
  figures.push(...server.figures);
}

if (only === undefined || only === 'growth') {
  const growth = await measureGrowth({
    repeats: Number(process.env.BENCH_GROWTH_REPEATS ?? 5),
    ...(process.env.BENCH_PORT_BASE ? { portBase: Number(process.env.BENCH_PORT_BASE) } : {}),
  });
  report.growth = growth.rows;
  figures.push(...growth.figures);
}

const rows = [
  ['figure', 'budget', 'measured', ''],
  ...figures.map((f) => [f.figure, f.budget, f.measured, f.ok === undefined ? '' : f.ok ? 'within' : 'OVER']),
];
const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i]!)).join(' | '));
report.figures = figures;
mkdirSync('reports/perf', { recursive: true });
writeFileSync('reports/perf/bench.json', JSON.stringify(report, null, 2) + '\n');
console.log('\nreport: reports/perf/bench.json');
process.exitCode = figures.some((f) => f.ok === false) ? 1 : 0;
