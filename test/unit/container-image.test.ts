import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { followImports, inImage, readIgnore, readStages, type Stage } from '../container/image-files.ts';

// The Dockerfile's stages hold what the program they build or run imports: a module left out of a COPY fails here,
// in `npm test`, instead of at the container's start (`npm run test:container` proves the image itself).

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const pkg = JSON.parse(read('package.json')) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const ignore = readIgnore(read('.dockerignore'));

function stage(dockerfile: string, name: string): Stage {
  const found = readStages(read(dockerfile)).find((s) => s.name === name);
  if (!found) throw new Error(`${dockerfile} has no stage ${name}`);
  return found;
}

/** The files that do not reach the image, of those `roots` import. */
function missingFrom(copied: readonly string[], roots: readonly string[]) {
  const imports = followImports(ROOT, roots);
  return {
    imports,
    missing: [...imports.files].filter((file) => !inImage(file, copied, ignore)).sort(),
  };
}

function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(ROOT, join(entry.parentPath, entry.name)).split(sep).join('/'));
}

/** Modules the server imports only with `--dev` (Vite's middleware), never in the image. */
const DEV_ONLY_IMPORTS = new Set(['vite']);

describe('the runtime stage', () => {
  const runtime = stage('Dockerfile', 'runtime');
  // `node server/index.ts` loads the built app (build/, from the build stage) through server/app-bundle.ts.
  const { imports, missing } = missingFrom(runtime.copied, ['server/index.ts']);

  it('holds every file server/index.ts imports', () => {
    expect(imports.unresolved).toEqual([]);
    expect(missing).toEqual([]);
  });

  it('has every package the server imports among the production dependencies (the deps stage omits dev ones)', () => {
    const notProduction = [...imports.packages]
      .filter(([name]) => !(name in pkg.dependencies) && !DEV_ONLY_IMPORTS.has(name))
      .map(([name, file]) => `${name} (imported by ${file})`);
    expect(notProduction).toEqual([]);
  });

  it('takes the built app and the production node_modules from the other stages', () => {
    expect(runtime.fromStages).toEqual(expect.arrayContaining(['build:build', 'deps:node_modules']));
  });
});

describe('the build stage', () => {
  const build = stage('Dockerfile', 'build');
  // The build's entries: Vite's and React Router's configs, every app module (routes are found by file, not
  // imported), and the scripts `npm run build` runs with node.
  const buildScripts = [...pkg.scripts.build!.matchAll(/\bnode\s+(\S+\.ts)/g)].map((match) => match[1]!);
  const appModules = filesUnder('app').filter(
    (file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file),
  );
  const roots = ['vite.config.ts', 'react-router.config.ts', ...appModules, ...buildScripts];
  const { imports, missing } = missingFrom(build.copied, roots);

  it('holds every file the build imports', () => {
    expect(buildScripts).toContain('scripts/precompress.ts');
    expect(imports.unresolved).toEqual([]);
    expect(missing).toEqual([]);
  });

  it('has every package the build imports among the declared dependencies', () => {
    const declared = { ...pkg.dependencies, ...pkg.devDependencies };
    const undeclared = [...imports.packages]
      .filter(([name]) => !(name in declared))
      .map(([name, file]) => `${name} (imported by ${file})`);
    expect(undeclared).toEqual([]);
  });
});

describe('the sandbox image', () => {
  const sandbox = readStages(read('Dockerfile.sandbox'))[0]!;
  const { imports, missing } = missingFrom(sandbox.copied, ['sandbox/index.ts']);

  it('holds every file sandbox/index.ts imports, and installs every package it imports', () => {
    expect(imports.unresolved).toEqual([]);
    expect(missing).toEqual([]);
    const declared = { ...pkg.dependencies, ...pkg.devDependencies };
    expect([...imports.packages.keys()].filter((name) => !(name in declared))).toEqual([]);
  });
});

describe('reading a Dockerfile', () => {
  it('finds what each stage copies, and a copy that renames is refused', () => {
    const stages = readStages(
      [
        'FROM node AS build',
        'WORKDIR /app',
        'COPY package.json package-lock.json ./',
        'COPY app ./app',
        'COPY scripts/a.ts \\',
        '  ./scripts/a.ts',
        'FROM node AS runtime',
        'COPY --from=build --chown=root:root /app/build ./build',
      ].join('\n'),
    );
    expect(stages).toEqual([
      {
        name: 'build',
        copied: ['package.json', 'package-lock.json', 'app', 'scripts/a.ts'],
        fromStages: [],
      },
      { name: 'runtime', copied: [], fromStages: ['build:build'] },
    ]);
    expect(() => readStages('FROM node\nCOPY server ./srv')).toThrow(/renames/);
  });

  it('leaves out what .dockerignore names, and what no COPY brings', () => {
    expect(inImage('server/app.ts', ['server'], ['test'])).toBe(true);
    expect(inImage('server/app.ts', ['app'], [])).toBe(false);
    // As Docker reads it: '*.md' is the context's top folder only, 'test' a folder and all it holds.
    expect(inImage('README.md', ['README.md'], ['*.md'])).toBe(false);
    expect(inImage('sandbox/README.md', ['sandbox'], ['*.md'])).toBe(true);
    expect(inImage('test/helpers/x.ts', ['test'], ['test'])).toBe(false);
  });
});
