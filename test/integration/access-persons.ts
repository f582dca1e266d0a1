// The sandbox's persons of the access journeys (sandbox/CUSTOMERS.md) and the personal details form they fill in
// (spec 1 §3): shared by the registration and forgotten details tests.

export type Person = {
  firstname: string;
  lastname: string;
  dob: [day: string, month: string, year: string];
  postcode: string;
  account: string;
};

export const PERSONS = {
  rita: {
    firstname: 'Rita',
    lastname: 'Register',
    dob: ['12', '4', '1988'],
    postcode: 'EH1 1YZ',
    account: '30999001',
  },
  rob: {
    firstname: 'Rob',
    lastname: 'Register',
    dob: ['25', '9', '1979'],
    postcode: 'G1 1XQ',
    account: '31000002',
  },
  ruth: {
    firstname: 'Ruth',
    lastname: 'Register',
    dob: ['31', '1', '2001'],
    postcode: 'AB10 1YP',
    account: '31000013',
  },
  theo: {
    firstname: 'Theo',
    lastname: 'Thirdparty',
    dob: ['24', '12', '1987'],
    postcode: 'EH1 1YZ',
    account: '30999001',
  },
  ned: {
    firstname: 'Ned',
    lastname: 'Notallowed',
    dob: ['15', '6', '1972'],
    postcode: 'DH1 3HP',
    account: '31000024',
  },
  barry: {
    firstname: 'Barry',
    lastname: 'Barred',
    dob: ['3', '3', '1966'],
    postcode: 'LE1 5WW',
    account: '31000035',
  },
  alex: {
    firstname: 'Alex',
    lastname: 'Saver',
    dob: ['19', '7', '1984'],
    postcode: 'LS1 4DT',
    account: '30187452',
  },
  ada: {
    firstname: 'Ada',
    lastname: 'Activation',
    dob: ['8', '8', '1994'],
    postcode: 'BN1 1EE',
    account: '31000046',
  },
  eddie: {
    firstname: 'Eddie',
    lastname: 'Expired',
    dob: ['10', '10', '1960'],
    postcode: 'PO1 2DD',
    account: '31000057',
  },
  lou: {
    firstname: 'Lou',
    lastname: 'Lockout',
    dob: ['5', '5', '1985'],
    postcode: 'CH1 2HS',
    account: '31000068',
  },
  uma: {
    firstname: 'Uma',
    lastname: 'Unsuccessful',
    dob: ['14', '2', '1992'],
    postcode: 'WR1 2NA',
    account: '31000079',
  },
  seth: {
    firstname: 'Seth',
    lastname: 'Setupblocked',
    dob: ['1', '12', '1970'],
    postcode: 'HR1 2PJ',
    account: '31000080',
  },
  fred: {
    firstname: 'Fred',
    lastname: 'Forgetful',
    dob: ['9', '1', '1958'],
    postcode: 'EX1 1HS',
    account: '32552248',
  },
  bella: {
    firstname: 'Bella',
    lastname: 'Blocked',
    dob: ['30', '11', '1975'],
    postcode: 'B3 2PJ',
    account: '32007716',
  },
  nina: {
    firstname: 'Nina',
    lastname: 'Nonsignatory',
    dob: ['5', '12', '1993'],
    postcode: 'NG1 5FS',
    account: '32330026',
  },
  fay: {
    firstname: 'Fay',
    lastname: 'Forgetful',
    dob: ['17', '10', '1962'],
    postcode: 'EX4 3SR',
    account: '32552259',
  },
} satisfies Record<string, Person>;

/** The five personal details as the form posts them. */
export function personalDetailsForm(person: Person): Record<string, string> {
  return {
    firstname: person.firstname,
    lastname: person.lastname,
    'b_day.day': person.dob[0],
    'b_day.month': person.dob[1],
    'b_day.year': person.dob[2],
    postcode: person.postcode,
    account_number: person.account,
  };
}
