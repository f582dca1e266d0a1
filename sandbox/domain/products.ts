import type { DatabaseSync } from 'node:sqlite';
import { formatPounds, penceToAmount } from './money.ts';
import { type PdfLine, renderPdf } from './pdf.ts';

// The savings products of the short application (spec 3 §2, §3 Product; shared/api/short-apply.ts): the same for
// every caller. The bank answers all of them, hidden and withdrawn ones included, in its own order; the portal
// shows Display_For_Short_Apply 'Y' and Product_Status 'A' by Sort_order. The four documents of a product are
// small PDFs the sandbox generates on request (GET /documents/products/{code}/{document}.pdf on the API port).
//
// The compensation scheme is named in wording only: no figure of cover appears here (the limit changes, and the
// portal's managed content states it; docs/money-journeys.md, Short application).

export type InterestFrequency = 'MO' | 'YE' | 'both';

export type ProductRow = {
  product_code: string;
  product_name: string;
  product_status: string;
  display_for_short_apply: 'Y' | 'N';
  sort_order: number;
  interest_frequency: InterestFrequency;
  minimum_pence: number;
  maximum_pence: number;
  to_apply_you_must: string;
  key_facts: string;
};

export type NewProduct = {
  code: string;
  name: string;
  status: string;
  display: 'Y' | 'N';
  sortOrder: number;
  interestFrequency: InterestFrequency;
  minimumPence: number;
  maximumPence: number;
  toApplyYouMust: string[];
  keyFacts: string[];
};

/** The documents of a product, by the file name in its URL. */
export const PRODUCT_DOCUMENTS = {
  'summary-box': 'Summary Box',
  'terms-and-conditions': 'Account Terms & Conditions',
  'tariff-of-charges': 'Tariff of Charges',
  'information-sheet': 'FSCS Information Sheet & Exclusions List',
} as const;
export type ProductDocument = keyof typeof PRODUCT_DOCUMENTS;

export function isProductDocument(name: string): name is ProductDocument {
  return Object.hasOwn(PRODUCT_DOCUMENTS, name);
}

/** Inserts the products not there yet (by code), in the given order. */
export function insertProducts(db: DatabaseSync, products: readonly NewProduct[]): void {
  const insert = db.prepare(
    `INSERT OR IGNORE INTO products
       (product_code, product_name, product_status, display_for_short_apply, sort_order, interest_frequency,
        minimum_pence, maximum_pence, to_apply_you_must, key_facts, insert_order)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  products.forEach((product, index) =>
    insert.run(
      product.code,
      product.name,
      product.status,
      product.display,
      product.sortOrder,
      product.interestFrequency,
      product.minimumPence,
      product.maximumPence,
      JSON.stringify(product.toApplyYouMust),
      JSON.stringify(product.keyFacts),
      index,
    ),
  );
}

/** Every product, in the bank's own order (not Sort_order). */
export function allProducts(db: DatabaseSync): ProductRow[] {
  return db
    .prepare('SELECT * FROM products ORDER BY insert_order, product_code')
    .all() as unknown as ProductRow[];
}

export function findProduct(db: DatabaseSync, code: string): ProductRow | undefined {
  return db.prepare('SELECT * FROM products WHERE product_code = ?').get(code) as ProductRow | undefined;
}

export function isOffered(product: ProductRow): boolean {
  return product.display_for_short_apply === 'Y' && product.product_status === 'A';
}

/** The frequencies an applicant may choose for this product. */
export function allowedFrequencies(product: ProductRow): string[] {
  return product.interest_frequency === 'both' ? ['MO', 'YE'] : [product.interest_frequency];
}

export function documentUrl(baseUrl: string, code: string, document: ProductDocument): string {
  return `${baseUrl}/documents/products/${encodeURIComponent(code)}/${document}.pdf`;
}

/** Two decimals, as the contract's amounts travel: 1000.00 → '1000.00'. */
function decimal(pence: number): string {
  return penceToAmount(pence).toFixed(2);
}

/** The upstream Product (spec 3 §3), with the document links on `baseUrl` (the sandbox API's own address). */
export function toUpstreamProduct(product: ProductRow, baseUrl: string) {
  return {
    Product_Code: product.product_code,
    Product_Name: product.product_name,
    Product_Status: product.product_status,
    Display_For_Short_Apply: product.display_for_short_apply,
    Sort_order: product.sort_order,
    Summary_box_url: documentUrl(baseUrl, product.product_code, 'summary-box'),
    Product_Specific_TAndCs_Link: documentUrl(baseUrl, product.product_code, 'terms-and-conditions'),
    Tariff_Of_Charges_Link: documentUrl(baseUrl, product.product_code, 'tariff-of-charges'),
    Information_Sheet_Link: documentUrl(baseUrl, product.product_code, 'information-sheet'),
    To_apply_you_must_list: JSON.parse(product.to_apply_you_must) as string[],
    Key_facts_list: JSON.parse(product.key_facts) as string[],
    Minimum_investment: decimal(product.minimum_pence),
    Maximum_investment: decimal(product.maximum_pence),
    Interest_Frequency: product.interest_frequency,
  };
}

/** The compensation scheme in words, never with a figure (decision 026). */
export const COMPENSATION_WORDING = [
  'Your eligible deposits are protected by the Financial Services Compensation Scheme (FSCS), the UK deposit',
  "guarantee scheme, up to the scheme's limit per eligible depositor, per bank. The limit is set by the scheme;",
  'see fscs.org.uk for the current figure. Not every organisation is eligible: see the exclusions list below.',
];

const EXCLUSIONS = [
  'Deposits of credit institutions, investment firms, insurance undertakings and reinsurance undertakings.',
  'Deposits of collective investment undertakings, pension and retirement funds (some exceptions apply).',
  'Deposits of public authorities (small local authorities may be eligible).',
  'Deposits arising from transactions connected with money laundering.',
  'Deposits whose holder has never been identified as required by the money laundering rules.',
];

function text(lines: readonly string[], gapBefore = 0): PdfLine[] {
  return lines.map((line, index) => ({
    cells: [{ x: 56, text: line }],
    gapBefore: index === 0 ? gapBefore : 0,
  }));
}

function documentLines(bankName: string, product: ProductRow, document: ProductDocument): PdfLine[] {
  const frequency =
    product.interest_frequency === 'both'
      ? 'monthly or yearly, as you choose when you apply'
      : product.interest_frequency === 'MO'
        ? 'monthly'
        : 'yearly';
  const heading: PdfLine[] = [
    { cells: [{ x: 56, text: bankName }], size: 16, bold: true },
    {
      cells: [{ x: 56, text: `${PRODUCT_DOCUMENTS[document]}: ${product.product_name}` }],
      size: 13,
      bold: true,
    },
    { cells: [{ x: 56, text: `Product code ${product.product_code}` }], gapBefore: 4 },
  ];
  const range = `${formatPounds(product.minimum_pence)} to ${formatPounds(product.maximum_pence)}`;
  switch (document) {
    case 'summary-box':
      return [
        ...heading,
        ...text(
          [
            `Account name: ${product.product_name}`,
            `Deposit: a single deposit of ${range}, from the organisation's nominated UK business current account.`,
            `Interest: calculated daily and paid ${frequency}.`,
            'Can the bank change the interest rate? See the Account Terms & Conditions.',
            'What would the estimated balance be after 12 months? Ask us for an illustration.',
            'How do I open and manage my account? Apply online; manage it through online banking.',
          ],
          12,
        ),
        ...text(COMPENSATION_WORDING, 12),
      ];
    case 'terms-and-conditions':
      return [
        ...heading,
        ...text(
          [
            '1. The account is for UK organisations saving their own money: not client money or trust funds.',
            '2. Deposits and withdrawals go to and from the nominated UK business current account only.',
            `3. The account takes deposits of ${range} in total.`,
            `4. Interest is paid ${frequency}. We will tell you before we change the rate.`,
            '5. You must tell us promptly about any change to the organisation or the people authorised to act.',
          ],
          12,
        ),
      ];
    case 'tariff-of-charges':
      return [
        ...heading,
        ...text(
          [
            'Opening and running the account: no charge.',
            'Payments to the nominated account (Faster Payments): no charge.',
            'Same-day CHAPS payment at your request: £25.00.',
            'Copy statement or certificate of interest: no charge.',
          ],
          12,
        ),
      ];
    case 'information-sheet':
      return [
        { cells: [{ x: 56, text: bankName }], size: 16, bold: true },
        { cells: [{ x: 56, text: 'Depositor Information Sheet & Exclusions List' }], size: 13, bold: true },
        ...text(COMPENSATION_WORDING, 12),
        { cells: [{ x: 56, text: 'Exclusions list' }], bold: true, gapBefore: 12 },
        ...text(EXCLUSIONS.map((line) => `• ${line}`)),
      ];
  }
}

export function renderProductDocument(
  bankName: string,
  product: ProductRow,
  document: ProductDocument,
): Buffer {
  return renderPdf(
    documentLines(bankName, product, document),
    `${product.product_name}: ${PRODUCT_DOCUMENTS[document]}`,
  );
}

// --- limits and applications ------------------------------------------------------------------------------------

/** Why the person may not apply (they have reached the bank's limit), or undefined. */
export function limitReached(db: DatabaseSync, personId: string): string | undefined {
  const row = db.prepare('SELECT reason FROM short_apply_limits WHERE person_id = ?').get(personId) as
    { reason: string } | undefined;
  return row?.reason;
}

export function setLimitReached(db: DatabaseSync, personId: string, reason: string): void {
  db.prepare(
    `INSERT OR IGNORE INTO short_apply_limits (person_id, reason)
     SELECT person_id, ? FROM persons WHERE person_id = ?`,
  ).run(reason, personId);
}

export type NewApplication = {
  personId: string;
  productCode: string;
  amountPence: number;
  customerId: string | null;
  status: 'Success' | 'Pending';
  payload: unknown;
};

/** Stores the application; answers its reference ('SA-000001'). */
export function saveApplication(db: DatabaseSync, application: NewApplication, now: Date): string {
  const { lastInsertRowid } = db
    .prepare(
      `INSERT INTO short_applications
         (reference, person_id, product_code, amount_pence, customer_id, status, payload, created_at)
       VALUES (printf('SA-pending-%s', lower(hex(randomblob(8)))), ?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      application.personId,
      application.productCode,
      application.amountPence,
      application.customerId,
      application.status,
      JSON.stringify(application.payload),
      now.toISOString(),
    );
  const reference = `SA-${String(lastInsertRowid).padStart(6, '0')}`;
  db.prepare('UPDATE short_applications SET reference = ? WHERE id = ?').run(reference, lastInsertRowid);
  return reference;
}

export type StoredApplication = {
  Reference: string;
  Status: string;
  ProductCode: string;
  CustomerId: string | null;
  CreatedAt: string;
  Payload: unknown;
};

/** A person's applications, oldest first, with the payloads exactly as sent (for the test controls). */
export function applicationsOf(db: DatabaseSync, personId: string): StoredApplication[] {
  return db
    .prepare('SELECT * FROM short_applications WHERE person_id = ? ORDER BY id')
    .all(personId)
    .map((row) => ({
      Reference: String(row.reference),
      Status: String(row.status),
      ProductCode: String(row.product_code),
      CustomerId: row.customer_id === null ? null : String(row.customer_id),
      CreatedAt: String(row.created_at),
      Payload: JSON.parse(String(row.payload)) as unknown,
    }));
}

/** Removes a person's applications; answers how many there were. References are never reused. */
export function resetApplications(db: DatabaseSync, personId: string): number {
  return Number(db.prepare('DELETE FROM short_applications WHERE person_id = ?').run(personId).changes);
}
