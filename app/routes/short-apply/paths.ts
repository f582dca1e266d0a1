import type { ShortApplyDocument } from '#shared/forms/short-apply.ts';

// The short application's addresses (spec 3 §2 "Short application"): the product list, and one page per product
// whose stage is in the query. A plain module: the pages link with them and the server redirects with them.

export const LIST_PATH = '/short-apply/index';

/** The stages the URL may name (spec 3 §2). */
export const URL_STAGES = ['apply', 'review', 'applySuccess'] as const;
export type UrlStage = (typeof URL_STAGES)[number];

export function productPath(id: string, stage?: UrlStage): string {
  return `${LIST_PATH}/${id}${stage ? `?stage=${stage}` : ''}`;
}

export function successPath(id: string, key: string): string {
  return `${productPath(id, 'applySuccess')}&key=${encodeURIComponent(key)}`;
}

export function documentPath(id: string, document: ShortApplyDocument): string {
  return `/short-apply/document/${id}/${document}`;
}
