import { redirect } from 'react-router';
import { accountKeyToHex } from '#shared/api/accounts.ts';
import {
  GET_PRODUCTS,
  INTEREST_FREQUENCIES,
  productsResponseSchema,
  type InterestFrequencyCode,
  type Product,
} from '#shared/api/short-apply.ts';
import { formatMoney, tryToPence, type Pence } from '#shared/domain/money.ts';
import type { ShortApplyDocument } from '#shared/forms/short-apply.ts';
import type { AppContext } from '../../lib/app-context.server.ts';
import { expectOk } from '../../lib/route-helpers.server.ts';
import { LIST_PATH } from './paths.ts';

// The products a customer may apply for (spec 3 §2 "Product list cards", §7 "Get all products"; docs/money-journeys.md,
// Short application): the bank's list, only the offered ones, in its order, and what the pages show of each.

export type InterestFrequency = InterestFrequencyCode | 'both';

/** What the pages show of a product (no document URL reaches a page except the list's Summary Box link). */
export type ProductView = {
  /** The hex-encoded Product_Code (spec 3 §2 "id is the hex-encoded product code"). */
  id: string;
  code: string;
  name: string;
  toApply: string[];
  keyFacts: string[];
  minimum: Pence | null;
  maximum: Pence | null;
  /** 'Minimum £1,000, maximum £1,000,000', or null when the product sets neither. */
  rangeText: string | null;
  frequency: InterestFrequency | null;
  summaryBoxUrl: string | null;
};

export type ProductDocuments = Record<ShortApplyDocument, string | null>;

/** A whole-pound amount without pence ('£1,000'), otherwise with them ('£1,000.50'). */
export function poundsText(pence: Pence): string {
  return formatMoney(pence, 'GBP').replace(/\.00$/, '');
}

function rangeText(minimum: Pence | null, maximum: Pence | null): string | null {
  if (minimum !== null && maximum !== null)
    return `Minimum ${poundsText(minimum)}, maximum ${poundsText(maximum)}`;
  if (minimum !== null) return `Minimum ${poundsText(minimum)}`;
  if (maximum !== null) return `Maximum ${poundsText(maximum)}`;
  return null;
}

function frequencyOf(product: Product): InterestFrequency | null {
  const value = (product.Interest_Frequency ?? product.InterestPaymentFrequency ?? '').trim();
  if (value.toLowerCase() === 'both') return 'both';
  const code = value.toUpperCase();
  return Object.hasOwn(INTEREST_FREQUENCIES, code) ? (code as InterestFrequencyCode) : null;
}

/** Only http(s) links reach a page or a redirect. */
function webUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

function amount(value: string | null | undefined): Pence | null {
  return value === null || value === undefined || value === '' ? null : tryToPence(value);
}

/** spec 3 §2: a card only for Display_For_Short_Apply 'Y' and Product_Status 'A'. */
export function isOffered(product: Product): boolean {
  return product.Display_For_Short_Apply === 'Y' && product.Product_Status === 'A';
}

export function productView(product: Product): ProductView {
  const minimum = amount(product.Minimum_investment);
  const maximum = amount(product.Maximum_investment);
  return {
    id: accountKeyToHex(product.Product_Code),
    code: product.Product_Code,
    name: product.Product_Name,
    toApply: product.To_apply_you_must_list ?? [],
    keyFacts: product.Key_facts_list ?? [],
    minimum,
    maximum,
    rangeText: rangeText(minimum, maximum),
    frequency: frequencyOf(product),
    summaryBoxUrl: webUrl(product.Summary_box_url),
  };
}

export function productDocuments(product: Product): ProductDocuments {
  return {
    terms: webUrl(product.Product_Specific_TAndCs_Link),
    summary: webUrl(product.Summary_box_url),
    tariff: webUrl(product.Tariff_Of_Charges_Link),
    information: webUrl(product.Information_Sheet_Link),
  };
}

/** spec 3 §7 "Get all products" (checkLimitExceeded, isShortApply): the offered ones, by Sort_order (spec 3 §2). */
export async function offeredProducts(ctx: AppContext): Promise<Product[]> {
  const response = await expectOk(
    ctx,
    await ctx.upstream({
      path: GET_PRODUCTS,
      body: { checkLimitExceeded: true, isShortApply: true },
      schema: productsResponseSchema,
    }),
  );
  return (response.Products ?? [])
    .filter(isOffered)
    .map((product, index) => ({ product, index }))
    .sort(
      (a, b) =>
        (a.product.Sort_order ?? Number.MAX_SAFE_INTEGER) -
          (b.product.Sort_order ?? Number.MAX_SAFE_INTEGER) || a.index - b.index,
    )
    .map(({ product }) => product);
}

/** The offered product a URL names; anything else goes back to the list (spec 3 §2). */
export async function findProduct(
  ctx: AppContext,
  id: string | undefined,
): Promise<{ product: Product; view: ProductView }> {
  const products = await offeredProducts(ctx);
  const product = products.find((candidate) => accountKeyToHex(candidate.Product_Code) === id);
  if (!product) throw redirect(LIST_PATH);
  return { product, view: productView(product) };
}

/** The list's products as cards. */
export async function productCards(ctx: AppContext): Promise<ProductView[]> {
  return (await offeredProducts(ctx)).map(productView);
}
