import type { Page, TestInfo } from '@playwright/test';
import { type Person, RegistrationPage } from '../pages/registration.ts';

// What the registration specs share (spec 1 §2 "Registration"): the sandbox's registration persons
// (sandbox/CUSTOMERS.md), who each project registers, the messages the specs look for, and the page object. A
// registration can only succeed once per person in a run, so each project registers its own.

export const RITA: Person = {
  firstname: 'Rita',
  lastname: 'Register',
  dob: ['12', '4', '1988'],
  postcode: 'EH1 1YZ',
  account: '30999001',
};
export const ROB: Person = {
  firstname: 'Rob',
  lastname: 'Register',
  dob: ['25', '9', '1979'],
  postcode: 'G1 1XQ',
  account: '31000002',
};
export const RUTH: Person = {
  firstname: 'Ruth',
  lastname: 'Register',
  dob: ['31', '1', '2001'],
  postcode: 'AB10 1YP',
  account: '31000013',
};
export const ADA: Person = {
  firstname: 'Ada',
  lastname: 'Activation',
  dob: ['8', '8', '1994'],
  postcode: 'BN1 1EE',
  account: '31000046',
};
export const LOU: Person = {
  firstname: 'Lou',
  lastname: 'Lockout',
  dob: ['5', '5', '1985'],
  postcode: 'CH1 2HS',
  account: '31000068',
};
export const EDDIE: Person = {
  firstname: 'Eddie',
  lastname: 'Expired',
  dob: ['10', '10', '1960'],
  postcode: 'PO1 2DD',
  account: '31000057',
};
export const BARRY: Person = {
  firstname: 'Barry',
  lastname: 'Barred',
  dob: ['3', '3', '1966'],
  postcode: 'LE1 5WW',
  account: '31000035',
};
export const ALEX: Person = {
  firstname: 'Alex',
  lastname: 'Saver',
  dob: ['19', '7', '1984'],
  postcode: 'LS1 4DT',
  account: '30187452',
};
export const NED: Person = {
  firstname: 'Ned',
  lastname: 'Notallowed',
  dob: ['15', '6', '1972'],
  postcode: 'DH1 3HP',
  account: '31000024',
};
export const THEO: Person = {
  firstname: 'Theo',
  lastname: 'Thirdparty',
  dob: ['24', '12', '1987'],
  postcode: 'EH1 1YZ',
  account: '30999001',
};
export const UMA: Person = {
  firstname: 'Uma',
  lastname: 'Unsuccessful',
  dob: ['14', '2', '1992'],
  postcode: 'WR1 2NA',
  account: '31000079',
};
export const SETH: Person = {
  firstname: 'Seth',
  lastname: 'Setupblocked',
  dob: ['1', '12', '1970'],
  postcode: 'HR1 2PJ',
  account: '31000080',
};

/** Who each project registers: the plain journey (with a registration link's token) and the activation code. */
export function personas(info: TestInfo) {
  return info.project.name === 'js'
    ? {
        main: RITA,
        token: 'tok-30999001',
        username: 'rita.register',
        activation: ADA,
        unknownAccount: '39990001',
      }
    : {
        main: ROB,
        token: 'tok-31000002',
        username: 'rob.register',
        activation: LOU,
        unknownAccount: '39990002',
      };
}

export const MSG = {
  failed: 'The details you have entered do not match our records. Please try again.',
  warning:
    'Please be aware, as this is your 4th attempt, you only have 1 attempt left before a new Activation Code needs to be generated',
  invalidTicket: 'Your session has timed out. Please restart the registration process.',
  general: 'Unfortunately something is incorrect – please scroll to the top for more details.',
};
/** Registration's page object, on `page`. */
export const on = (page: Page) => new RegistrationPage(page);
