import { Router } from 'express';
import { z } from 'zod';
import {
  DEPOSIT_METHODS,
  DEPOSIT_SOURCES,
  GET_PRODUCTS,
  SAVE_SHORT_APPLICATION,
  SHORT_APPLY_PROPERTY_NAMES,
} from '../../shared/api/short-apply.ts';
import type { SandboxContext } from '../context.ts';
import { formatPounds } from '../domain/money.ts';
import { organisationsOf } from '../domain/organisations.ts';
import {
  allProducts,
  allowedFrequencies,
  findProduct,
  isOffered,
  isProductDocument,
  limitReached,
  renderProductDocument,
  saveApplication,
  toUpstreamProduct,
} from '../domain/products.ts';
import { callerOf, requireCaller } from './auth.ts';
import { notFound, parseBody } from './http.ts';
import { SLOW_ANSWER_MS } from './magic-amounts.ts';

// productmanagement v1.0 (spec 3 §2 Short application, §3, §7; shared/api/short-apply.ts, docs/upstream-api/short-apply.md): the
// products (the same for everyone, signed-in callers only) and the save of a short application. A body that breaks
// the contract's shape is a 400; what the bank refuses is Status 'Failed' with a Message, and nothing is stored.
//
// Amounts that misbehave on purpose, for the portal's tests (sandbox/CUSTOMERS.md "Short application"), once the
// application is otherwise valid:
//   £9,999.99  Status 'Failed', nothing stored
//   £3,333.33  stored, 'Success' answered 3 seconds later (a second submission meanwhile is in flight)
//   £7,777.77  stored, Status 'Pending' without a reference (neither Success nor Failed: the outcome is unknown)
//
// The product documents (GET /documents/products/{code}/{document}.pdf) are the bank's public web site: no bank
// headers, no sign-in (productDocumentRoutes, mounted before the header check).

export const FAIL_APPLICATION_PENCE = 9_999_99;
export const SLOW_APPLICATION_PENCE = 3_333_33;
export const UNKNOWN_APPLICATION_PENCE = 7_777_77;
const CHANGED_DETAILS_MAX = 750;
const AMOUNT = /^(\d{1,10})\.(\d{2})$/;

const productsBody = z
  .object({ checkLimitExceeded: z.boolean().nullish(), isShortApply: z.boolean().nullish() })
  .loose();

const propertyValue = z.union([z.string(), z.boolean(), z.number()]).nullish();

const saveBody = z
  .object({
    Application: z
      .object({
        DepositFundsOption: z.string(),
        ProductTypeCode: z.union([z.string(), z.number()]).transform(String),
        DepositAmount: z
          .object({ Amount: z.union([z.string(), z.number()]), CurrencyCode: z.string() })
          .loose(),
        InterestPaymentFrequency: z.string(),
        DOB: z.string().nullish(),
        ExtendedProperties: z.array(z.object({ Name: z.string(), Value: propertyValue }).loose()),
      })
      .loose(),
    ExtendedProperties: z.object({ ApplicationType: z.string() }).loose(),
  })
  .loose();

type SaveBody = z.infer<typeof saveBody>;

type Checked = { refusal: string } | { productCode: string; pence: number; customerId: string | null };

/** The bank's checks of an application (spec 3 §3, §5; shared/api/short-apply.ts), in the order it makes them. */
function check(ctx: SandboxContext, personId: string, body: SaveBody): Checked {
  const { Application: application } = body;
  const limit = limitReached(ctx.db, personId);
  if (limit) return { refusal: limit };
  if (body.ExtendedProperties.ApplicationType !== 'ShortApply')
    return { refusal: "ExtendedProperties.ApplicationType must be 'ShortApply'" };
  const product = findProduct(ctx.db, application.ProductTypeCode);
  if (!product || !isOffered(product)) return { refusal: 'The product is not available for application' };

  const amount = AMOUNT.exec(String(application.DepositAmount.Amount));
  if (!amount || application.DepositAmount.CurrencyCode !== 'GBP')
    return { refusal: "DepositAmount must be a GBP amount with 2 decimals, e.g. '1000.00'" };
  const pence = Number(amount[1]) * 100 + Number(amount[2]);
  if (pence < product.minimum_pence || pence > product.maximum_pence) {
    return {
      refusal: `The deposit must be between ${formatPounds(product.minimum_pence)} and ${formatPounds(product.maximum_pence)}`,
    };
  }
  if (!allowedFrequencies(product).includes(application.InterestPaymentFrequency))
    return { refusal: `InterestPaymentFrequency must be ${allowedFrequencies(product).join(' or ')}` };
  if (!(DEPOSIT_SOURCES as readonly string[]).includes(application.DepositFundsOption))
    return { refusal: 'DepositFundsOption is not a source of funds the bank knows' };

  const properties = new Map<string, string>();
  for (const { Name, Value } of application.ExtendedProperties)
    if (!properties.has(Name))
      properties.set(Name, Value === null || Value === undefined ? '' : String(Value));
  const missing = SHORT_APPLY_PROPERTY_NAMES.filter((name) => !properties.has(name));
  if (missing.length > 0) return { refusal: `Missing ExtendedProperties: ${missing.join(', ')}` };
  if (!properties.get('FirstName')?.trim() || !properties.get('LastName')?.trim())
    return { refusal: "The applicant's FirstName and LastName are required" };
  if (!(DEPOSIT_METHODS as readonly string[]).includes(properties.get('DepositMeans') ?? ''))
    return { refusal: 'DepositMeans is not a payment method the bank knows' };
  if (properties.get('FCSCConfirmation') !== 'true')
    return { refusal: 'The FSCS information sheet must be confirmed (FCSCConfirmation true)' };
  const changed = properties.get('OrganisationDetailsChanged');
  if (changed !== 'Yes' && changed !== 'No')
    return { refusal: "OrganisationDetailsChanged must be 'Yes' or 'No'" };
  const description = properties.get('ChangedDetails') ?? '';
  if (changed === 'Yes' && !description.trim())
    return { refusal: 'ChangedDetails must describe the change to the organisation' };
  if (description.replace(/\r\n/g, '\n').length > CHANGED_DETAILS_MAX)
    return { refusal: `ChangedDetails must be at most ${CHANGED_DETAILS_MAX} characters` };

  const customerId = properties.get('CustomerId')?.trim() ?? '';
  const organisations = organisationsOf(ctx.db, personId);
  if (
    organisations.length > 0 &&
    !organisations.some((organisation) => organisation.customerId === customerId)
  )
    return { refusal: 'The applicant does not belong to this organisation' };
  if (organisations.length === 0 && customerId)
    return { refusal: 'The applicant does not belong to this organisation' };

  return { productCode: product.product_code, pence, customerId: customerId || null };
}

export function shortApplyRoutes(ctx: SandboxContext): Router {
  const router = Router();

  router.post(GET_PRODUCTS, requireCaller(ctx), (req, res) => {
    const body = parseBody(productsBody, req, res);
    if (!body) return;
    const { customer } = callerOf(req);
    if (body.checkLimitExceeded && limitReached(ctx.db, customer.userId)) {
      res.json({ Products: [] });
      return;
    }
    res.json({ Products: allProducts(ctx.db).map((product) => toUpstreamProduct(product, ctx.apiUrl)) });
  });

  router.post(SAVE_SHORT_APPLICATION, requireCaller(ctx), (req, res) => {
    const body = parseBody(saveBody, req, res);
    if (!body) return;
    const { customer } = callerOf(req);
    const checked = check(ctx, customer.userId, body);
    if ('refusal' in checked) {
      res.json({ Status: 'Failed', Reference: null, Message: checked.refusal });
      return;
    }
    if (checked.pence === FAIL_APPLICATION_PENCE) {
      res.json({
        Status: 'Failed',
        Reference: null,
        Message: 'The bank could not save this application (sandbox: £9,999.99)',
      });
      return;
    }
    const unknown = checked.pence === UNKNOWN_APPLICATION_PENCE;
    const reference = saveApplication(
      ctx.db,
      {
        personId: customer.userId,
        productCode: checked.productCode,
        amountPence: checked.pence,
        customerId: checked.customerId,
        status: unknown ? 'Pending' : 'Success',
        payload: req.body as unknown,
      },
      ctx.clock(),
    );
    if (unknown) {
      res.json({ Status: 'Pending', Reference: null });
      return;
    }
    const answer = { Status: 'Success', Reference: reference };
    if (checked.pence === SLOW_APPLICATION_PENCE) {
      setTimeout(() => {
        if (!res.writableEnded && !res.destroyed) res.json(answer);
      }, SLOW_ANSWER_MS);
      return;
    }
    res.json(answer);
  });

  return router;
}

/** The product documents: public PDFs, as on the bank's web site. */
export function productDocumentRoutes(ctx: SandboxContext): Router {
  const router = Router();
  router.get('/documents/products/:code/:file', (req, res) => {
    const match = /^([a-z-]+)\.pdf$/.exec(req.params.file);
    const document = match?.[1];
    const product = findProduct(ctx.db, req.params.code);
    if (!product || !document || !isProductDocument(document)) {
      notFound(res, 'Document not found');
      return;
    }
    const pdf = renderProductDocument(ctx.settings.bankName, product, document);
    res.setHeader('content-type', 'application/pdf');
    res.setHeader('content-disposition', `inline; filename="${product.product_code}-${document}.pdf"`);
    res.send(pdf);
  });
  return router;
}
