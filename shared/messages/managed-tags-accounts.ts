import type { ContentDefaults } from '../content/managed.ts';
import {
  ACCOUNT_DETAILS_DEFAULTS,
  ACCOUNT_DETAILS_TAG,
  ACCOUNTS_LIST_DEFAULTS,
  ACCOUNTS_LIST_TAG,
  NOMINATED_ACCOUNT_DEFAULTS,
  NOMINATED_ACCOUNT_TAG,
  SERVICES_DEFAULTS,
  SERVICES_TAG,
} from './account-details.ts';

// The managed-content tags of the account area, money movements and messaging (issue 13; decision 035), spread
// into MANAGED_TAGS (shared/messages/managed-content.ts). Defaults stay in each area's shared/messages file.
export const ACCOUNTS_MANAGED_TAGS: Readonly<Record<string, ContentDefaults>> = {
  [ACCOUNTS_LIST_TAG]: ACCOUNTS_LIST_DEFAULTS,
  [ACCOUNT_DETAILS_TAG]: ACCOUNT_DETAILS_DEFAULTS,
  [NOMINATED_ACCOUNT_TAG]: NOMINATED_ACCOUNT_DEFAULTS,
  [SERVICES_TAG]: SERVICES_DEFAULTS,
};
