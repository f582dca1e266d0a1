import type { Route } from './+types/list.ts';
import { shortApplyMessages } from '#shared/messages/short-apply.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { app } from '../../lib/route-helpers.server.ts';
import { productCards, productPath } from './short-apply.server.ts';
import { NO_HYDRATION } from '../../lib/route-handle.ts';

/** Served fully by the server: no React on a document load (decision 034). */
export const handle = NO_HYDRATION;

// /short-apply/index (spec 3 §2 "Product list cards"; SPEC3-NOTES APPLY-01): a card for each product the bank offers
// for a short application (Display_For_Short_Apply 'Y', Product_Status 'A'), by Sort_order, or the no-products text.

export async function loader({ context }: Route.LoaderArgs) {
  const products = await productCards(app(context));
  return {
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
  const { products } = loaderData;
  return (
    <div className="govuk-grid-row">
      <div className="govuk-grid-column-two-thirds">
        <PageTitle page="Apply for a savings account" />
        <h1 className="govuk-heading-l">Apply for a savings account</h1>
        {products.length === 0 ? (
          <p className="govuk-body" data-testid="no-products">
            {shortApplyMessages.noProducts}
          </p>
        ) : (
          <>
            <p className="govuk-body">
              Open a new savings account on behalf of your organisation. Choose an account to see what you
              need and to apply.
            </p>
            <ul className="govuk-list" data-testid="product-cards">
              {products.map((product) => (
                <li key={product.href} className="govuk-!-margin-bottom-8" data-testid="product-card">
                  <h2 className="govuk-heading-m">{product.name}</h2>
                  {product.toApply.length > 0 ? (
                    <>
                      <h3 className="govuk-heading-s">To apply you must</h3>
                      <ul className="govuk-list govuk-list--bullet">
                        {product.toApply.map((item) => (
                          <li key={item}>{item}</li>
                        ))}
                      </ul>
                    </>
                  ) : null}
                  {product.keyFacts.length > 0 ? (
                    <>
                      <h3 className="govuk-heading-s">Key facts</h3>
                      <ul className="govuk-list govuk-list--bullet">
                        {product.keyFacts.map((item) => (
                          <li key={item}>{item}</li>
                        ))}
                      </ul>
                    </>
                  ) : null}
                  <div className="govuk-button-group">
                    <a className="govuk-button govuk-!-margin-bottom-0" href={product.href}>
                      Apply now<span className="govuk-visually-hidden"> for {product.name}</span>
                    </a>
                    {product.summaryBoxUrl ? (
                      <a
                        className="govuk-link"
                        href={product.summaryBoxUrl}
                        target="_blank"
                        rel="noreferrer noopener"
                      >
                        Product Summary box<span className="govuk-visually-hidden"> for {product.name}</span>{' '}
                        (opens in new tab)
                      </a>
                    ) : null}
                  </div>
                  <hr className="govuk-section-break govuk-section-break--m govuk-section-break--visible" />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}
