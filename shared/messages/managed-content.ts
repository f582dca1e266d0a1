import type { ContentDefaults } from '../content/managed.ts';
import { ADVERTS, advertDefaults, advertTag } from './adverts.ts';
import { HELP_DEFAULTS, HELP_TAG } from './help.ts';
import { ACCESS_TAGS } from './managed-tags-access.ts';
import { NETWORK_ERROR_DEFAULTS, NETWORK_ERROR_TAG } from './pages.ts';
import { ACCOUNTS_MANAGED_TAGS } from './managed-tags-accounts.ts';
import { SHELL_MANAGED_TAGS } from './managed-tags-shell.ts';

// Every page tag read through the managed-content lookup, with its defaults (decision 035 lists the pages).
// The editor's form accepts only these tags and keys.
export const MANAGED_TAGS: Readonly<Record<string, ContentDefaults>> = {
  ...Object.fromEntries(
    Object.entries(ADVERTS).map(([slug, advert]) => [advertTag(slug), advertDefaults(advert)]),
  ),
  [HELP_TAG]: HELP_DEFAULTS,
  [NETWORK_ERROR_TAG]: NETWORK_ERROR_DEFAULTS,
  ...ACCESS_TAGS,
  ...ACCOUNTS_MANAGED_TAGS,
  ...SHELL_MANAGED_TAGS,
};
