import type { ContentDefaults } from '../content/managed.ts';
import { DEFAULT_HOLIDAY_LIST_TEXT, holidayListProblem } from '../domain/working-days.ts';
import { LAYOUT_DEFAULTS, LAYOUT_TAG } from './layout.ts';
import {
  ALREADY_SIGNED_IN_DEFAULTS,
  ALREADY_SIGNED_IN_TAG,
  SIGNED_OUT_DEFAULTS,
  SIGNED_OUT_TAG,
} from './pages.ts';
import {
  SHORT_APPLY_DEFAULTS,
  SHORT_APPLY_LIST_DEFAULTS,
  SHORT_APPLY_LIST_TAG,
  SHORT_APPLY_TAG,
} from './short-apply.ts';

// The shell's managed tags (decision 038): the layout (header, footer, support hours, help panel, error
// pages), the signed-out pages, the bank-holiday list and the short application (with its option labels).

/**
 * The bank-holiday list (spec 1 §3 'comma-separated dates'; spec 3 §3 'Holiday list'; docs/managed-content.md, The
 * bank-holiday list): added to the computed England and Wales bank holidays by every working-day calculation. Validated
 * on save.
 */
export const BANK_HOLIDAYS_TAG = 'bank-holidays';
export const BANK_HOLIDAYS_DEFAULTS = {
  content: { list: DEFAULT_HOLIDAY_LIST_TEXT },
} satisfies ContentDefaults;

export const SHELL_MANAGED_TAGS: Record<string, ContentDefaults> = {
  [LAYOUT_TAG]: LAYOUT_DEFAULTS,
  [SIGNED_OUT_TAG]: SIGNED_OUT_DEFAULTS,
  [ALREADY_SIGNED_IN_TAG]: ALREADY_SIGNED_IN_DEFAULTS,
  [BANK_HOLIDAYS_TAG]: BANK_HOLIDAYS_DEFAULTS,
  [SHORT_APPLY_LIST_TAG]: SHORT_APPLY_LIST_DEFAULTS,
  [SHORT_APPLY_TAG]: SHORT_APPLY_DEFAULTS,
};

/**
 * Checks on save beyond the editor's own (not empty, not too long), per tag and 'kind.key': the message for the
 * GOV.UK error summary, or undefined when the value is acceptable.
 */
export const SHELL_VALUE_CHECKS: Record<string, Record<string, (value: string) => string | undefined>> = {
  [BANK_HOLIDAYS_TAG]: { 'content.list': holidayListProblem },
};
