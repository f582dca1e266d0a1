import type { ManagedPage } from './managed.ts';

// The 'options' kind of managed content (spec 1 §3 'content, errors and options'; decision 038): the
// customer-facing labels of a select's or radios' options. The value sent to the bank stays in code; only the label
// is managed. A page's tag holds them as 'options.{group}.{option}', e.g. 'options.depositSource.ExistingSavings'.

export type OptionItem = { value: string; text: string };

/** 'Trading Income/Profit' → 'TradingIncomeProfit': the option's part of its managed key (letters and digits). */
export function optionSlug(value: string): string {
  return value.replace(/[^A-Za-z0-9]+/g, '') || 'blank';
}

/** The 'options' defaults of a group of options: key → the label in code. Spread into a tag's `options`. */
export function optionDefaults(group: string, items: readonly OptionItem[]): Record<string, string> {
  return Object.fromEntries(items.map((item) => [`${group}.${optionSlug(item.value)}`, item.text]));
}

/** The managed name ('options.group.option') of one option. */
export function optionName(group: string, value: string): string {
  return `options.${group}.${optionSlug(value)}`;
}

/** The options with their managed labels (the code's label when the tag has none for it). */
export function managedOptions(page: ManagedPage, group: string, items: readonly OptionItem[]): OptionItem[] {
  return items.map((item) => ({ ...item, text: page.values[optionName(group, item.value)] ?? item.text }));
}

/** The managed label of one value (for a summary of answers); the value itself when it is not an option. */
export function optionLabel(
  page: ManagedPage,
  group: string,
  items: readonly OptionItem[],
  value: string,
): string {
  const item = items.find((candidate) => candidate.value === value);
  return item ? (page.values[optionName(group, item.value)] ?? item.text) : value;
}

/** The same value and label, for a code list whose values are its labels (e.g. the deposit sources). */
export function asOptions(values: readonly string[]): OptionItem[] {
  return values.map((value) => ({ value, text: value }));
}
