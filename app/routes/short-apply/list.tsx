import type { Route } from './+types/list.ts';
import { SHORT_APPLY_LIST_DEFAULTS, SHORT_APPLY_LIST_TAG } from '#shared/messages/short-apply.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { EditControl, ManagedText } from '../../components/managed-text.tsx';
import { EditControls } from '../../components/managed-texts.tsx';
import { app } from '../../lib/route-helpers.server.ts';
import { managedPage } from '../../lib/managed-content.server.ts';
import { productCards } from './products.server.ts';
import { LIST_PATH, productPath } from './paths.ts';
import { contentOf } from '../../lib/managed-values.ts';
import { NO_HYDRATION } from '../../lib/route-handle.ts';

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

// /short-apply/index (spec 3 §2 "Product list cards"; docs/money-journeys.md, Short application): a card for each
// product the bank offers for a short application (Display_For_Short_Apply 'Y', Product_Status 'A'), by Sort_order,
// or the no-products text. Managed texts: tag 'short-apply-list' (decision 038); the products' own texts come from
// the bank.

export async function loader({ context }: Route.LoaderArgs) {
  const ctx = app(context);
  const [products, page] = await Promise.all([
    productCards(ctx),
    managedPage(ctx, SHORT_APPLY_LIST_TAG, SHORT_APPLY_LIST_DEFAULTS, LIST_PATH),
  ]);
  return {
    page,
    products: products.map(({ id, name, toApply, keyFacts, summaryBoxUrl }) => ({
      href: productPath(id),
      name,
      toApply,
      keyFacts,
      summaryBoxUrl,
    })),
  };
}

export default function ShortApplyList({ loaderData }: Route.ComponentProps) {
  const { products, page } = loaderData;
  const v = contentOf(page);
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <PageTitle page={v('title')} />
        <ManagedText page={page} name="content.title" as="h1" className="govuk-heading-l" />
        {products.length === 0 ? (
          <>
            <p className="govuk-body" data-testid="no-products">
              {v('noProducts')}
            </p>
            <EditControl page={page} name="content.noProducts" />
          </>
        ) : (
          <>
            <ManagedText page={page} name="content.intro" className="govuk-body" />
            <ul className="govuk-list" data-testid="product-cards">
              {products.map((product) => (
                <li key={product.href} className="govuk-!-margin-bottom-8" data-testid="product-card">
                  <h2 className="govuk-heading-m">{product.name}</h2>
                  <ProductList heading={v('toApplyHeading')} items={product.toApply} />
                  <ProductList heading={v('keyFactsHeading')} items={product.keyFacts} />
                  <div className="govuk-button-group">
                    <a className="govuk-button govuk-!-margin-bottom-0" href={product.href}>
                      {v('applyNow')}
                      <span className="govuk-visually-hidden"> for {product.name}</span>
                    </a>
                    {product.summaryBoxUrl ? (
                      <a
                        className="govuk-link"
                        href={product.summaryBoxUrl}
                        target="_blank"
                        rel="noreferrer noopener"
                      >
                        {v('summaryBox')}
                        <span className="govuk-visually-hidden"> for {product.name}</span>{' '}
                        {v('opensInNewTab')}
                      </a>
                    ) : null}
                  </div>
                  <hr className="govuk-section-break govuk-section-break--m govuk-section-break--visible" />
                </li>
              ))}
            </ul>
            <EditControls
              page={page}
              keys={['toApplyHeading', 'keyFactsHeading', 'applyNow', 'summaryBox', 'opensInNewTab']}
            />
          </>
        )}
      </div>
    </div>
  );
}

/** One of a product's bulleted lists under its heading; nothing when the bank gives no items. */
function ProductList({ heading, items }: { heading: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <>
      <h3 className="govuk-heading-s">{heading}</h3>
      <ul className="govuk-list govuk-list--bullet">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}
