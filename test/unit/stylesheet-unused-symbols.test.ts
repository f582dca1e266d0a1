import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';

// vite.config.ts has the production minifier drop govuk-frontend's static spacing overrides (`govuk-!-static-*`),
// which the portal never uses; the development server still serves them. A page that started using one would look
// right in development and wrong in production, so no markup may name one.

const root = new URL('../../', import.meta.url);
const FOLDERS = ['app', 'shared', 'server', 'views'];

function files(folder: string): string[] {
  return readdirSync(new URL(folder, root), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(tsx?|njk|html)$/.test(entry.name))
    .map((entry) => `${entry.parentPath}/${entry.name}`);
}

describe('classes the production stylesheet leaves out', () => {
  it('no markup uses a govuk-!-static-* spacing override', () => {
    const using = FOLDERS.flatMap(files).filter((file) =>
      readFileSync(file, 'utf8').includes('govuk-!-static-'),
    );
    expect(using).toEqual([]);
  });
});
