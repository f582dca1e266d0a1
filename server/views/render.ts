import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import nunjucks from 'nunjucks';

export type ViewRenderer = (template: string, context: Record<string, unknown>) => string;

/** Nunjucks over views/ and govuk-frontend's templates; autoescaping on. */
export function createViewRenderer(root: string, clientBuildDir: string): ViewRenderer {
  const env = new nunjucks.Environment(
    new nunjucks.FileSystemLoader([join(root, 'views'), join(root, 'node_modules/govuk-frontend/dist')]),
    { autoescape: true, throwOnUndefined: false },
  );
  const stylesheet = findStylesheet(clientBuildDir);
  return (template, context) => env.render(template, { stylesheet, ...context });
}

/** The hashed main stylesheet of the client build, so these pages look like the rest of the portal. */
export function findStylesheet(clientBuildDir: string): string | undefined {
  try {
    const file = readdirSync(join(clientBuildDir, 'assets')).find((name) => /^main-.*\.css$/.test(name));
    return file ? `/assets/${file}` : undefined;
  } catch {
    return undefined;
  }
}
