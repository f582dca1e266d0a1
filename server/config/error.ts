import type { z } from 'zod';

export class ConfigError extends Error {}

/** One error for every bad value, each line naming the variable (or the file's field) and what is wrong with it. */
export function invalid(where: string, issues: readonly z.core.$ZodIssue[]): ConfigError {
  const lines = issues.map((issue) => `  ${issue.path.join('.') || '(file)'}: ${issue.message}`);
  return new ConfigError(`Invalid configuration${where}:\n${lines.join('\n')}`);
}
