export type Identity = {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  postCode: string;
  accountNumber: string;
};

/** The personal details of sandbox/CUSTOMERS.md, as typed into the portal. */
export const PEOPLE = {
  alex: {
    firstName: 'Alex',
    lastName: 'Saver',
    dateOfBirth: '1984-07-19',
    postCode: 'LS1 4DT',
    accountNumber: '30187452',
  },
  bella: {
    firstName: 'Bella',
    lastName: 'Blocked',
    dateOfBirth: '1975-11-30',
    postCode: 'B3 2PJ',
    accountNumber: '32007716',
  },
  nina: {
    firstName: 'Nina',
    lastName: 'Nonsignatory',
    dateOfBirth: '1993-12-05',
    postCode: 'NG1 5FS',
    accountNumber: '32330026',
  },
  fred: {
    firstName: 'Fred',
    lastName: 'Forgetful',
    dateOfBirth: '1958-01-09',
    postCode: 'EX1 1HS',
    accountNumber: '32552248',
  },
  fay: {
    firstName: 'Fay',
    lastName: 'Forgetful',
    dateOfBirth: '1962-10-17',
    postCode: 'EX4 3SR',
    accountNumber: '32552259',
  },
  nora: {
    firstName: 'Nora',
    lastName: 'Nophone',
    dateOfBirth: '1947-05-27',
    postCode: 'YO1 7HH',
    accountNumber: '32663359',
  },
  dan: {
    firstName: 'Dan',
    lastName: 'Down',
    dateOfBirth: '1986-09-03',
    postCode: 'NE1 4ST',
    accountNumber: '32774460',
  },
  cara: {
    firstName: 'Cara',
    lastName: 'Credential',
    dateOfBirth: '1980-03-14',
    postCode: 'BS1 5TR',
    accountNumber: '32118804',
  },
  rita: {
    firstName: 'Rita',
    lastName: 'Register',
    dateOfBirth: '1988-04-12',
    postCode: 'EH1 1YZ',
    accountNumber: '30999001',
  },
  rob: {
    firstName: 'Rob',
    lastName: 'Register',
    dateOfBirth: '1979-09-25',
    postCode: 'G1 1XQ',
    accountNumber: '31000002',
  },
  ruth: {
    firstName: 'Ruth',
    lastName: 'Register',
    dateOfBirth: '2001-01-31',
    postCode: 'AB10 1YP',
    accountNumber: '31000013',
  },
  theo: {
    firstName: 'Theo',
    lastName: 'Thirdparty',
    dateOfBirth: '1987-12-24',
    postCode: 'EH1 1YZ',
    accountNumber: '30999001',
  },
  ned: {
    firstName: 'Ned',
    lastName: 'Notallowed',
    dateOfBirth: '1972-06-15',
    postCode: 'DH1 3HP',
    accountNumber: '31000024',
  },
  barry: {
    firstName: 'Barry',
    lastName: 'Barred',
    dateOfBirth: '1966-03-03',
    postCode: 'LE1 5WW',
    accountNumber: '31000035',
  },
  ada: {
    firstName: 'Ada',
    lastName: 'Activation',
    dateOfBirth: '1994-08-08',
    postCode: 'BN1 1EE',
    accountNumber: '31000046',
  },
  eddie: {
    firstName: 'Eddie',
    lastName: 'Expired',
    dateOfBirth: '1960-10-10',
    postCode: 'PO1 2DD',
    accountNumber: '31000057',
  },
  lou: {
    firstName: 'Lou',
    lastName: 'Lockout',
    dateOfBirth: '1985-05-05',
    postCode: 'CH1 2HS',
    accountNumber: '31000068',
  },
  uma: {
    firstName: 'Uma',
    lastName: 'Unsuccessful',
    dateOfBirth: '1992-02-14',
    postCode: 'WR1 2NA',
    accountNumber: '31000079',
  },
  seth: {
    firstName: 'Seth',
    lastName: 'Setupblocked',
    dateOfBirth: '1970-12-01',
    postCode: 'HR1 2PJ',
    accountNumber: '31000080',
  },
} as const satisfies Record<string, Identity>;

/** Sign-in details of the access-flow customers. */
export const CUSTOMERS = {
  cara: { username: 'cara.credential', password: 'Credential-Password-2026', memorableNumber: '261837' },
  ian: { username: 'ian.inactive', password: 'Inactive-Password-2026', memorableNumber: '374951' },
  nina: { username: 'nina.nonsignatory', password: 'Nonsignatory-Password-2026', memorableNumber: '508263' },
  ava: { username: 'ava.activate', password: 'Activate-Password-2026', memorableNumber: '619274' },
  fred: { username: 'fred.forgetful', password: 'Forgetful-Password-2026', memorableNumber: '730485' },
  fay: { username: 'fay.forgetful', password: 'Forgetful-Password-2027', memorableNumber: '947261' },
  nora: { username: 'nora.nophone', password: 'Nophone-Password-2026', memorableNumber: '841596' },
  dan: { username: 'dan.down', password: 'Down-Password-2026', memorableNumber: '952607' },
  chris: { username: 'chris.change', password: 'Change-Password-2026', memorableNumber: '163728' },
  cleo: { username: 'cleo.change', password: 'Change-Password-2027', memorableNumber: '274839' },
  cole: {
    username: 'cole.changeblocked',
    password: 'Changeblocked-Password-2026',
    memorableNumber: '385940',
  },
  nia: { username: 'nia.noregistered', password: 'Noregistered-Password-2026', memorableNumber: '496051' },
} as const;
