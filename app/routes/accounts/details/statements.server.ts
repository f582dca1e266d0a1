import type { Account } from '#shared/api/accounts.ts';
import {
  GET_DOCUMENT,
  GET_DOCUMENTS,
  documentResponseSchema,
  documentsResponseSchema,
  type StatementDocument,
} from '#shared/api/account-area.ts';
import { toLondonIsoDate, type IsoDate } from '#shared/domain/dates.ts';
import type { AppContext } from '../../../lib/app-context.server.ts';
import { expectOk } from '../../../lib/route-helpers.server.ts';

/** The display type of a document (spec 2 §3: ExtendedProperties.DisplayType), else its Type. */
export function displayType(document: StatementDocument): string {
  return document.ExtendedProperties?.DisplayType?.trim() || document.Type?.trim() || 'Document';
}

/** getdocuments (spec 2 §7): the account's documents, as upstream listed them. */
export async function fetchDocuments(ctx: AppContext, account: Account): Promise<StatementDocument[]> {
  const response = await expectOk(
    ctx,
    await ctx.upstream({
      path: GET_DOCUMENTS,
      body: { AccountKey: account.AccountKey },
      schema: documentsResponseSchema,
    }),
  );
  return response.Documents ?? [];
}

export type DocumentRow = { key: string; date: IsoDate; name: string; type: string; fileName: string };

/** The rows of the Statements list, newest first; a document with an unreadable date is left out. */
export function documentRows(documents: readonly StatementDocument[]): DocumentRow[] {
  const rows: DocumentRow[] = [];
  for (const document of documents) {
    const date = toLondonIsoDate(document.Date);
    if (date === null) continue;
    rows.push({
      key: document.DocumentKey.Key,
      date,
      name: document.Name,
      type: displayType(document),
      fileName: documentFileName(document),
    });
  }
  return rows.sort((a, b) => b.date.localeCompare(a.date));
}

/** 'Statement March 2026.pdf': the name plus its extension (unless the name already ends with it). */
export function documentFileName(document: StatementDocument): string {
  const extension = (document.FileExtension ?? '').replace(/^\.+/, '').trim();
  const name = document.Name.trim();
  if (!extension || name.toLowerCase().endsWith(`.${extension.toLowerCase()}`)) return name;
  return `${name}.${extension}`;
}

/**
 * getdocument (spec 2 §7): the document's bytes and type. ExtendedProperties carry today's UTC date, the document's
 * Type and the account key, as the spec's call does.
 */
export async function fetchDocument(
  ctx: AppContext,
  account: Account,
  document: StatementDocument,
): Promise<{ bytes: Buffer; mime: string | null }> {
  const response = await expectOk(
    ctx,
    await ctx.upstream({
      path: GET_DOCUMENT,
      body: {
        DocumentKey: { Key: document.DocumentKey.Key },
        ExtendedProperties: {
          Date: new Date(ctx.now()).toISOString().slice(0, 10),
          Type: document.Type ?? null,
          AccountKey: account.AccountKey,
        },
      },
      schema: documentResponseSchema,
    }),
  );
  return { bytes: decodeBase64(response.Document), mime: response.Mime ?? null };
}

/** Strict base64 (line breaks allowed), else an error: a corrupt document must not be sent as if it were whole. */
export function decodeBase64(text: string): Buffer {
  const compact = text.replace(/\s+/g, '');
  if (compact.length % 4 !== 0 || !/^[A-Za-z0-9+/]*={0,2}$/.test(compact)) {
    throw new Error('The document is not valid base64');
  }
  return Buffer.from(compact, 'base64');
}

/** Types a download may declare; anything else (HTML, SVG, scripts) is sent as opaque bytes. */
const SAFE_MIME_TYPES = new Set([
  'application/pdf',
  'text/plain',
  'text/csv',
  'image/png',
  'image/jpeg',
  'application/octet-stream',
]);

export function safeMime(mime: string | null): string {
  const type = (mime ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return SAFE_MIME_TYPES.has(type) ? type : 'application/octet-stream';
}
