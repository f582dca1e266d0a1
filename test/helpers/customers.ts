// The sandbox's demo customers that tests sign in as (sandbox/CUSTOMERS.md), in one place for jest, Playwright and
// the pa11y report.

export type Customer = {
  username: string;
  password: string;
  memorableNumber: string;
  name: string;
};

export const DEMO = {
  username: 'demo.saver',
  password: 'Demo-Password-2026',
  memorableNumber: '482916',
  name: 'Alex Saver',
} satisfies Customer;

/**
 * Failure journeys use another customer: five failures in a row block a credential, and every failure test ends
 * with a successful sign-in that resets the count, so reruns on a reused sandbox never block demo.saver.
 */
export const SINGLE = {
  username: 'sam.single',
  password: 'Single-Password-2026',
  memorableNumber: '735104',
  name: 'Sam Single',
} satisfies Customer;

/** Every account type and state, three companies (the account area of spec 2). */
export const MAYA = {
  username: 'maya.many',
  password: 'Many-Password-2026',
  memorableNumber: '628417',
  name: 'Maya Many',
} satisfies Customer;

/** Personal details to view and edit under two-factor. */
export const PIP = {
  username: 'pip.personal',
  password: 'Personal-Password-2026',
  memorableNumber: '517396',
  name: 'Pip Personal',
  mobile: '07700 900432',
  email: 'pip.personal@example.com',
} satisfies Customer & { mobile: string; email: string };

/** Pay into account by card: a savings account and a loan that take card payments (sandbox/CUSTOMERS.md). */
export const CARL = {
  username: 'carl.card',
  password: 'Card-Password-2026',
  memorableNumber: '730196',
  name: 'Carl Card',
} satisfies Customer;

/** No accounts at all: the empty accounts list. */
export const EZRA = {
  username: 'ezra.empty',
  password: 'Empty-Password-2026',
  memorableNumber: '846203',
  name: 'Ezra Empty',
} satisfies Customer;
