import { readFileSync } from 'node:fs';

// Where a bench portal's CPU went, per request (docs/performance.md, How to measure): reads the profile
// BENCH_CPU_PROFILE=<file> wrote (test/perf/bench-portal.ts) and the request count beside it (<file>.json), and
// prints self and total time in µs per request by module: a package (express-session, react-dom, …), a file of
// the portal's own, or what V8 names itself (garbage collector, program); `--functions` by function; `--phases` by
// what the work was for (rendering, the bank calls, the middleware, …: PHASES below). Run:
//   node test/perf/cpu-profile.ts <file> [rows] [--functions | --phases]

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

const [file, rowsArg, mode] = process.argv.slice(2);
if (!file) throw new Error('usage: node test/perf/cpu-profile.ts <profile file> [rows] [--functions]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const { requests } = JSON.parse(readFileSync(`${file}.json`, 'utf8')) as { requests: number };
const rows = Number(rowsArg ?? 15);

function moduleOf(node: Node): string {
  const { url, functionName } = node.callFrame;
  if (!url) return functionName.startsWith('(') ? functionName : `(native) ${functionName || 'anonymous'}`;
  const path = decodeURIComponent(url.replace(/^file:\/\//, ''));
  const inModules = path.lastIndexOf('node_modules/');
  if (inModules >= 0) {
    const rest = path.slice(inModules + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  if (path.startsWith('node:')) return path;
  const root = process.cwd() + '/';
  return path.startsWith(root) ? path.slice(root.length) : path;
}
type Frame = Node['callFrame'];
/** What a sample's work was for, the first that holds (the leaf's own kind, then rendering, then the nearest caller). */
const LEAF_PHASES: [string, (f: Frame) => boolean][] = [
  ['the profiler itself', (f) => f.url.startsWith('node:inspector')],
  ['garbage collector', (f) => f.functionName === '(garbage collector)'],
  ['socket writes (writev)', (f) => f.functionName === 'writev'],
];
const RENDER = 'React render (react-dom, and the React Router and app components it runs)';
const PHASES: [string, (f: Frame) => boolean][] = [
  [
    'bank calls: upstream client, HTTP client, JSON, zod',
    (f) =>
      /upstream\/client|_http_client|_http_agent|\/zod\//.test(f.url) ||
      (f.functionName === 'parse' && !f.url),
  ],
  ["React Router: the loader data's turbo-stream", (f) => /react-router.*turbo-stream/.test(f.url)],
  ['React Router: request handling, matching, data routes', (f) => /react-router/.test(f.url)],
  ['session: express-session, store, cipher', (f) => /express-session|server\/session\//.test(f.url)],
  [
    'Express, its router, the other middleware, metrics',
    (f) =>
      /node_modules\/(express|router|helmet|csrf-sync|pino|pino-http|prom-client|compression|express-rate-limit|on-headers|on-finished|cookie-signature)\/|server\/middleware|server\/metrics/.test(
        f.url,
      ),
  ],
  [
    'app code outside rendering: loaders, context, request adapter',
    (f) => /build\/server|server\//.test(f.url),
  ],
];
function phaseOf(id: number): string {
  const leaf = byId.get(id)!.callFrame;
  for (const [name, test] of LEAF_PHASES) if (test(leaf)) return name;
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at))
    if (byId.get(at)!.callFrame.url.includes('react-dom')) return RENDER;
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at))
    for (const [name, test] of PHASES) if (test(byId.get(at)!.callFrame)) return name;
  return leaf.url.startsWith('node:')
    ? 'node internals outside these (http server, streams, timers)'
    : 'other';
}

const keyOf = (node: Node) =>
  mode === '--functions'
    ? `${node.callFrame.functionName || '(anonymous)'} ${moduleOf(node)}:${node.callFrame.lineNumber + 1}`
    : moduleOf(node);

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
const self = new Map<string, number>();
const total = new Map<string, number>();
let all = 0;
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i] ?? 0;
  const node = byId.get(id)!;
  if (node.callFrame.functionName === '(idle)') return;
  all += dt;
  if (mode === '--phases') {
    self.set(phaseOf(id), (self.get(phaseOf(id)) ?? 0) + dt);
    return;
  }
  self.set(keyOf(node), (self.get(keyOf(node)) ?? 0) + dt);
  // Total: each module once per sample, however often it recurs on the stack.
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const key = keyOf(byId.get(at)!);
    if (key === '(root)' || seen.has(key)) continue;
    seen.add(key);
    total.set(key, (total.get(key) ?? 0) + dt);
  }
});
const us = (micros: number) => (micros / requests).toFixed(0).padStart(6);
console.log(`${requests} requests; CPU (not idle) ${us(all)} µs per request\n`);
if (mode === '--phases')
  for (const [key, micros] of [...self].sort((a, b) => b[1] - a[1]))
    console.log(`${us(micros)} µs ${((100 * micros) / all).toFixed(0).padStart(3)}%  ${key}`);
else {
  console.log(`${'self µs'.padStart(7)} ${'total µs'.padStart(8)}  module`);
  for (const [key, micros] of [...self].sort((a, b) => b[1] - a[1]).slice(0, rows))
    console.log(`${us(micros)}  ${us(total.get(key) ?? 0)}    ${key}`);
}
