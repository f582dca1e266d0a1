import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { tagId } from './env.ts';
import { ConfigError, invalid } from './error.ts';

// APP_ENV=prod|qa|uat|editor reads config/<APP_ENV>.json (spec 2 §7 "Deployment configuration"; decision 017): the
// deployment's addresses and lifetimes, committed, never a secret. A variable set in the environment wins over it.

/** The deployment variants of spec 2 §7, each with its committed config/<name>.json. `local` has no file. */
export const DEPLOYMENTS = ['prod', 'qa', 'uat', 'editor'] as const;

const httpsUrl = z.url({ protocol: /^https$/, error: 'must be an https URL' });
const expiryMinutes = z
  .number()
  .int()
  .positive()
  .max(24 * 60);
const SECRET_LIKE = /secret|password|passwd|token|private|credential|(^|_)key$/i;

/**
 * config/<APP_ENV>.json (spec 2 §7): the content host, API root, authorisation and identity URLs, tag id, ticket and
 * session expiry (minutes, spec 2 §9 default 20) and client id. Strict: an unknown key is a typo or, worse, a secret.
 */
export const deploymentFileSchema = z
  .record(z.string(), z.unknown())
  .superRefine((file, ctx) => {
    for (const key of Object.keys(file)) {
      if (SECRET_LIKE.test(key))
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'secrets never go in a config file: set them in the environment',
        });
    }
  })
  .pipe(
    z.strictObject({
      contentHost: httpsUrl,
      apiRoot: httpsUrl,
      authorisationUrl: httpsUrl,
      identityUrl: httpsUrl,
      tagId,
      ticketExpiry: expiryMinutes,
      sessionExpiry: expiryMinutes,
      clientId: z.string().trim().min(1),
    }),
  );
export type DeploymentFile = z.infer<typeof deploymentFileSchema>;

/** Where the committed deployment files live: config/ at the project root (copied into the image, see Dockerfile). */
export function defaultConfigDir(): string {
  return fileURLToPath(new URL('../../config/', import.meta.url));
}

/** Reads and validates config/<appEnv>.json; a missing, unreadable or invalid file names itself and the field. */
export function readDeploymentFile(
  appEnv: string,
  configDir: string = defaultConfigDir(),
): { file: string; values: DeploymentFile } {
  const path = join(configDir, `${appEnv}.json`);
  const file = relative(process.cwd(), path) || path;
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    const reason =
      (err as NodeJS.ErrnoException).code === 'ENOENT' ? 'is missing' : `cannot be read (${String(err)})`;
    throw new ConfigError(`Invalid configuration: ${file} (for APP_ENV=${appEnv}) ${reason}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (err) {
    throw new ConfigError(`Invalid configuration in ${file}: not valid JSON (${(err as Error).message})`);
  }
  const parsed = deploymentFileSchema.safeParse(json);
  if (!parsed.success) throw invalid(` in ${file}`, parsed.error.issues);
  return { file, values: parsed.data };
}
