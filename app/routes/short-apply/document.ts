import { data, redirect } from 'react-router';
import type { Route } from './+types/document.ts';
import { isShortApplyDocument } from '#shared/forms/short-apply.ts';
import { app } from '../../lib/route-helpers.server.ts';
import { findProduct, productDocuments } from './products.server.ts';
import { recordDocumentOpened } from './short-apply.server.ts';

// /short-apply/document/{hex product code}/{terms|summary|tariff|information} (decision 026): records in
// the journey (the server session) that the customer opened the document, then sends the browser to the product's
// own link from the products call — never to an address from the request. Works the same with JavaScript off.

export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = app(context);
  if (!isShortApplyDocument(params.document)) throw data(null, { status: 404 });
  const { product, view } = await findProduct(ctx, params.id);
  const url = productDocuments(product)[params.document];
  if (!url) throw data(null, { status: 404 });
  recordDocumentOpened(ctx, view.id, params.document);
  return redirect(url, 303);
}
