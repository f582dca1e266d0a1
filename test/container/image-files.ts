import { existsSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, matchesGlob, relative, sep } from 'node:path';
import ts from 'typescript';

// What a Dockerfile stage holds, and what a program needs, read from the files themselves: the unit guard
// (test/unit/container-image.test.ts) compares the two so that a module the image lacks fails `npm test`, not a
// container start. Only imports are followed; files read at run time (views/, config/) are the build's concern.

export type Stage = {
  name: string;
  /** Paths relative to the build context that the stage's COPY lines bring in (not those copied from a stage). */
  copied: string[];
  /** Paths copied from another stage, as `stage:path`. */
  fromStages: string[];
};

/** The stages of a Dockerfile with what each copies from the build context. Assumes one WORKDIR, as ours has. */
export function readStages(dockerfile: string): Stage[] {
  const stages: Stage[] = [];
  // Continuation lines joined first: a COPY may span lines.
  const lines = dockerfile.replace(/\\\r?\n/g, ' ').split(/\r?\n/);
  let workdir = '/';
  for (const line of lines) {
    const dir = /^WORKDIR\s+(\S+)/i.exec(line);
    if (dir?.[1]) workdir = dir[1].replace(/\/?$/, '/');
    const from = /^FROM\s+\S+(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) {
      stages.push({ name: from[1] ?? String(stages.length), copied: [], fromStages: [] });
      continue;
    }
    const copy = /^COPY\s+(.*)$/i.exec(line.trim());
    const stage = stages.at(-1);
    if (!copy?.[1] || !stage) continue;
    const words = copy[1].split(/\s+/).filter(Boolean);
    const flags = words.filter((word) => word.startsWith('--'));
    const paths = words.filter((word) => !word.startsWith('--'));
    const fromStage = flags.find((flag) => flag.startsWith('--from='))?.slice('--from='.length);
    const dest = paths.pop();
    if (dest === undefined) continue;
    for (const source of paths) {
      // A path in another stage is absolute: under the WORKDIR it is where the context's path would be.
      const path = (fromStage && source.startsWith(workdir) ? source.slice(workdir.length) : source)
        .replace(/^\.\//, '')
        .replace(/\/$/, '');
      // Every COPY of ours keeps the path it had (`COPY app ./app`, `COPY package.json ./`): so the image's path
      // is the context's. A COPY that renames would need more than this reader.
      const target = dest.replace(/^\.\//, '').replace(/\/$/, '');
      const kept = target === '' || target === '.' || target === path || target === dirname(path);
      if (!kept) throw new Error(`COPY ${source} ${dest}: renames; image-files.ts cannot follow it`);
      if (fromStage) stage.fromStages.push(`${fromStage}:${path}`);
      else stage.copied.push(path);
    }
  }
  return stages;
}

/** The .dockerignore patterns: a path matching one is never in the build context. */
export function readIgnore(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/** True when `path` (relative, with /) reaches the image through `copied` and is not ignored. */
export function inImage(path: string, copied: readonly string[], ignore: readonly string[]): boolean {
  const ignored = ignore.some((pattern) => {
    const parts = path.split('/');
    // A pattern names a file or a folder: a folder's files go with it.
    return parts.some((_, i) => matchesGlob(parts.slice(0, i + 1).join('/'), pattern));
  });
  return !ignored && copied.some((source) => path === source || path.startsWith(`${source}/`));
}

export type Imports = {
  /** Project files reached (relative paths with /), the roots included. */
  files: Set<string>;
  /** Packages imported for their values, with a file importing each. */
  packages: Map<string, string>;
  /** Imports that resolve to no file: `from → specifier`. */
  unresolved: string[];
};

const BUILTINS = new Set(builtinModules);

/** 'react-dom/server' → 'react-dom', '@react-router/node' → itself. */
export function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/** The value imports of one module: static, re-exports and literal dynamic ones; type-only imports are erased. */
export function valueImports(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((element) => element.isTypeOnly)));
      if (!typeOnly) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(node) &&
      !node.isTypeOnly &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const CODE = /\.(c|m)?(t|j)sx?$/;

/** Every project file and package `roots` import, followed recursively (relative and `#shared/*` imports). */
export function followImports(rootDir: string, roots: readonly string[]): Imports {
  const result: Imports = { files: new Set(), packages: new Map(), unresolved: [] };
  const queue = [...roots];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (result.files.has(file)) continue;
    result.files.add(file);
    if (!CODE.test(file)) continue;
    for (const specifier of valueImports(file, readFileSync(join(rootDir, file), 'utf8'))) {
      const bare = specifier.replace(/\?.*$/, ''); // Vite's '?url' and the like
      let target: string;
      if (specifier.startsWith('#shared/')) target = join('shared', bare.slice('#shared/'.length));
      else if (specifier.startsWith('.')) target = join(dirname(file), bare);
      else if (specifier.startsWith('node:') || BUILTINS.has(specifier) || specifier.startsWith('virtual:'))
        continue;
      else {
        const name = packageName(specifier);
        if (!result.packages.has(name)) result.packages.set(name, file);
        continue;
      }
      const path = relative(rootDir, join(rootDir, target)).split(sep).join('/');
      const full = join(rootDir, path);
      if (existsSync(full) && statSync(full).isFile()) queue.push(path);
      else result.unresolved.push(`${file} → ${specifier}`);
    }
  }
  return result;
}
