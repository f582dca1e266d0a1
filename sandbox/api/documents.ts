import { Router } from 'express';
import { z } from 'zod';
import type { SandboxContext } from '../context.ts';
import { documentsOf, findOwnedDocument, renderDocument, toUpstreamDocument } from '../domain/documents.ts';
import { callerAccount, callerOf, requireCaller } from './auth.ts';
import { notFound, parseBody } from './http.ts';
import { accountKey, calendarDate } from './schemas.ts';

// accounts v3.0 documents (spec 2 §3 Document, §7): the list of an account's documents, and one document as a
// base64 PDF generated on request. Only the caller's own accounts and documents (404 otherwise).

const documentsBody = z.object({ AccountKey: accountKey }).loose();

const documentBody = z
  .object({
    DocumentKey: z.object({ Key: z.string().min(1) }).loose(),
    ExtendedProperties: z
      .object({ Date: calendarDate.nullish(), Type: z.string().nullish(), AccountKey: accountKey.nullish() })
      .loose()
      .nullish(),
  })
  .loose();

export function documentsRoutes(ctx: SandboxContext): Router {
  const router = Router();

  router.post('/accounts/v3.0/documents/getdocuments', requireCaller(ctx), (req, res) => {
    const body = parseBody(documentsBody, req, res);
    if (!body) return;
    const account = callerAccount(ctx, req, res, body.AccountKey.Key);
    if (!account) return;
    res.json({ Documents: documentsOf(ctx.db, account.account_key).map(toUpstreamDocument) });
  });

  router.post('/accounts/v3.0/documents/getdocument', requireCaller(ctx), (req, res) => {
    const body = parseBody(documentBody, req, res);
    if (!body) return;
    const found = findOwnedDocument(ctx.db, callerOf(req).customer.userId, body.DocumentKey.Key);
    // The AccountKey the portal sends, when it sends one, must be the document's own account.
    const claimed = body.ExtendedProperties?.AccountKey?.Key;
    if (!found || (claimed && claimed !== found.account.account_key)) {
      notFound(res, 'Document not found');
      return;
    }
    const pdf = renderDocument(ctx.db, ctx.settings.bankName, found.document, found.account);
    res.json({ Document: pdf.toString('base64'), Mime: 'application/pdf' });
  });

  return router;
}
