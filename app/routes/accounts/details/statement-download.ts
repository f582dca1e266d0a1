import { data } from 'react-router';
import type { Route } from './+types/statement-download.ts';
import { attachmentDisposition, safeFileName } from '#shared/domain/transactions-csv.ts';
import { app } from '../../../lib/route-helpers.server.ts';
import { findAccount } from '../../../lib/accounts.server.ts';
import { documentFileName, fetchDocument, fetchDocuments, safeMime } from './statements.server.ts';

/**
 * GET /accounts/details/{hex}/statements/{document key}: streams one document from getdocument as a download. The key
 * must be one of this account's documents (getdocuments), and the account one of this customer's: a key from
 * elsewhere is the not-found page, never a document. Never cached: server/middleware/static-assets.ts marks every
 * response that is not a hashed asset no-store, and helmet sends nosniff on every response.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const ctx = app(context);
  const { account } = await findAccount(ctx, params.id);
  const documents = await fetchDocuments(ctx, account);
  const document = documents.find((candidate) => candidate.DocumentKey.Key === params.documentKey);
  if (!document) throw data(null, { status: 404 });
  const { bytes, mime } = await fetchDocument(ctx, account, document);
  ctx.log.info({ documentType: document.Type ?? null, bytes: bytes.length }, 'statement document downloaded');
  return new Response(new Uint8Array(bytes), {
    headers: {
      'content-type': safeMime(mime),
      'content-length': String(bytes.length),
      'content-disposition': attachmentDisposition(safeFileName(documentFileName(document))),
    },
  });
}
