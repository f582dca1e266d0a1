import type { ContentDefaults } from '../content/managed.ts';

// The adverts of spec 1 §1 (savings, current account, credit card, loan, mortgage, insurance, travel money, cash
// ISA; copy includes '2% AER fixed', 'start with just £1', 'manage online') on the advert pages of spec 1 §2. Managed
// content (decision 035): each page's tag is 'advert-{slug}'; these are the defaults in code.

export type Advert = { title: string; summary: string; points: string[] };

export const ADVERTS: Record<string, Advert> = {
  'savings-account': {
    title: 'Savings accounts',
    summary: 'Grow your savings with a rate you can count on.',
    points: ['2% AER fixed', 'Start with just £1', 'Manage online'],
  },
  'current-account': {
    title: 'Current account',
    summary: 'An everyday account that works alongside your savings.',
    points: ['No monthly fee', 'Move money to your savings in moments', 'Manage online'],
  },
  creditcard: {
    title: 'Credit card',
    summary: 'A straightforward credit card with clear terms.',
    points: ['Representative APR shown before you apply', 'Manage online'],
  },
  loan: {
    title: 'Personal loans',
    summary: 'Borrow with fixed monthly repayments.',
    points: ['Fixed rate for the whole term', 'Manage online'],
  },
  mortgage: {
    title: 'Mortgages',
    summary: 'Mortgages for first-time buyers, movers and remortgages.',
    points: [
      'Speak to an adviser',
      'Your home may be repossessed if you do not keep up repayments on your mortgage',
    ],
  },
  insurance: {
    title: 'Insurance',
    summary: 'Home and travel insurance from our partners.',
    points: ['Cover for home and contents', 'Manage online'],
  },
  'travel-money': {
    title: 'Travel money',
    summary: 'Order foreign currency for your trip.',
    points: ['Over 50 currencies', 'Collect in branch or have it delivered'],
  },
  'cash-isa': {
    title: 'Cash ISA',
    summary: 'Save tax-free up to your annual ISA allowance.',
    points: ['2% AER fixed', 'Start with just £1', 'Manage online'],
  },
};

export const ADVERT_MORE_HTML = '<p>To find out more, call us or <a href="/help">see our help page</a>.</p>';

export function advertTag(slug: string): string {
  return `advert-${slug}`;
}

/** An advert page's managed texts: title, summary, point1..n, and the 'find out more' paragraph (HTML). */
export function advertDefaults(advert: Advert): ContentDefaults {
  return {
    content: {
      title: advert.title,
      summary: advert.summary,
      ...Object.fromEntries(advert.points.map((point, index) => [`point${index + 1}`, point])),
      moreHtml: ADVERT_MORE_HTML,
    },
  };
}
