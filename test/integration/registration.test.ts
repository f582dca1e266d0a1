import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { startTestPortal, type TestPortal } from '../helpers/portal.ts';
import {
  csrfFrom,
  DEMO,
  signIn,
  text,
  type Agent,
  errorLinks,
  PERSONAL_DETAILS_REQUIRED,
} from '../helpers/browserless.ts';
import { expectServedWithoutReact } from '../helpers/served-without-react.ts';

// Registration without JavaScript (spec 1 §2 "Registration", §4 "Registration", §5, §8): the real createApp against
// the real sandbox bank (sandbox/CUSTOMERS.md: the registration persons), each form's CSRF, required messages and
// every upstream status → its screen or message. The security-stage timeout runs on an injected clock.

type Person = {
  firstname: string;
  lastname: string;
  dob: [day: string, month: string, year: string];
  postcode: string;
  account: string;
};

const P = {
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
} satisfies Record<string, Person>;

const MSG = {
  failed: 'The details you have entered do not match our records. Please try again.',
  warning:
    'Please be aware, as this is your 4th attempt, you only have 1 attempt left before a new Activation Code needs to be generated',
  invalid: 'The details you have entered have not been recognised. Please check and try again.',
  invalidTicket: 'Your session has timed out. Please restart the registration process.',
  timeout:
    'You have taken too long to complete the registration process. You will be returned to the first registration page.',
  general: 'Unfortunately something is incorrect – please scroll to the top for more details.',
};

function detailsForm(person: Person, extra: Record<string, string> = {}) {
  return {
    step: 'details',
    firstname: person.firstname,
    lastname: person.lastname,
    'b_day.day': person.dob[0],
    'b_day.month': person.dob[1],
    'b_day.year': person.dob[2],
    postcode: person.postcode,
    account_number: person.account,
    ...extra,
  };
}

function securityForm(username: string, password = 'Heather-Moor-42!', pin = '582039') {
  return {
    step: 'security',
    username,
    confirmUsername: username,
    password,
    confirmPassword: password,
    memorableNumber: pin,
    confirmMemorableNumber: pin,
  };
}

const h1 = (html: string) => text(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '').trim();

/** GET the page at `path` and post `form` to it with the page's CSRF token. */
async function postForm(agent: Agent, path: string, form: Record<string, string>) {
  const page = await agent.get(path).expect(200);
  return agent
    .post(path)
    .type('form')
    .send({ _csrf: csrfFrom(page.text), ...form });
}

/** Step 1 with the person's details; expects the security stage at `path`. */
async function toSecurityStage(agent: Agent, person: Person, path = '/registration/register', extra = {}) {
  const res = await postForm(agent, path, detailsForm(person, extra));
  expect(res.status).toBe(303);
  expect(res.headers.location).toBe(path);
  const page = await agent.get(path).expect(200);
  expect(h1(page.text)).toBe('Step 2 of 2 Register');
  return page;
}

let portal: TestPortal;
beforeAll(async () => {
  portal = await startTestPortal();
});
afterAll(async () => {
  await portal?.close();
});

describe('registration pages', () => {
  it('the bare path goes to /registration/register, keeping a token', async () => {
    await request(portal.url).get('/registration').expect(302).expect('location', '/registration/register');
    await request(portal.url)
      .get('/registration?token=tok-30999001')
      .expect(302)
      .expect('location', '/registration/register?token=tok-30999001');
  });

  it('step 1 is "Step 1 of 2 Personal details" with the help panel and the terms near Continue', async () => {
    const res = await request(portal.url).get('/registration/register').expect(200);
    expect(h1(res.text)).toBe('Step 1 of 2 Personal details');
    expect(res.text).toContain(
      '<title>Registration step 1 of 2: Personal details - Northmoor Savings</title>',
    );
    const body = text(res.text);
    expect(body).toContain('Need help?');
    expect(body).toContain('Monday to Friday 9am to 5pm, excluding bank holidays.');
    expect(body).toMatch(
      /Continuing means you accept our Terms and Conditions \(opens in new tab\) and Privacy Policy \(opens in new tab\) ?\. Continue/,
    );
    expect(res.text).toMatch(/href="https:\/\/www\.example\.com\/terms-and-conditions" target="_blank"/);
    expect(res.text).toMatch(/href="https:\/\/www\.example\.com\/privacy-policy" target="_blank"/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('any id but "activate" shows the plain variant at its one address', async () => {
    await request(portal.url)
      .get('/registration/register/other')
      .expect(302)
      .expect('location', '/registration/register');
    const activate = await request(portal.url).get('/registration/register/activate').expect(200);
    expect(h1(activate.text)).toBe('Step 1 of 2 Personal details and activation code');
    expect(activate.text).toContain('id="activationCode"');
  });

  it('prefills the account number from a registration link’s token (customccb token)', async () => {
    const res = await request(portal.url).get('/registration/register?token=tok-30999001').expect(200);
    expect(res.text).toMatch(/id="account_number"[^>]*value="30999001"/);
    const unknown = await request(portal.url).get('/registration/register?token=tok-nothing').expect(200);
    expect(unknown.text).not.toMatch(/id="account_number"[^>]*value=/);
  });

  it('a result page is there for anyone; success only after a registration', async () => {
    for (const [path, heading] of [
      ['/registration/blocked', 'Registration blocked'],
      ['/registration/unsuccessful', 'Registration unsuccessful'],
      ['/registration/alreadyhascredentials', 'You are already registered'],
      ['/registration/notallowed', 'You cannot register for online banking'],
      ['/registration/accessdenied', 'You must be a signatory to register'],
    ] as const) {
      const res = await request(portal.url).get(path).expect(200);
      expect(h1(res.text)).toBe(heading);
      expect(text(res.text)).toContain('Need help?');
    }
    await request(portal.url)
      .get('/registration/success')
      .expect(302)
      .expect('location', '/registration/register');
  });

  it('opening a signed-out page by GET never ends a signed-in session (decision 028): it offers sign-out', async () => {
    const agent = await signIn(portal.url, DEMO);
    for (const path of [
      '/registration/register',
      '/forgotten-username/retrieve',
      '/forgotten-password/retrieve',
      '/sign-in/step-1',
    ]) {
      await agent.get(path).expect(302).expect('location', '/already-signed-in');
    }
    const page = await agent.get('/already-signed-in').expect(200);
    expect(page.text).toContain('<title>You are already signed in - ');
    expect(text(page.text)).toContain(`Hi ${DEMO.name}`);
    expect(page.text).toMatch(/<form class="govuk-button-group" action="\/sign-out" method="post">/);
    await agent.get('/accounts/list').expect(200);
  });

  it('a POST from those pages still abandons the signed-in session (spec 1 §4), and tells the bank', async () => {
    const liveTickets = async () => {
      const res = await fetch(`${portal.sandbox.apiUrl}/__test/session-tickets?username=${DEMO.username}`);
      return ((await res.json()) as { Live: number }).Live;
    };
    const agent = await signIn(portal.url, DEMO);
    const accounts = await agent.get('/accounts/list').expect(200);
    const before = await liveTickets();
    await agent
      .post('/registration/register')
      .type('form')
      .send({ _csrf: csrfFrom(accounts.text), step: 'details' })
      .expect(400);
    await agent.get('/accounts/list').expect(302).expect('location', '/sign-in');
    // The bank no longer honours that session's ticket.
    expect(await liveTickets()).toBe(before - 1);
  });
});

describe('step 1: personal details', () => {
  it('refuses a POST without the CSRF token', async () => {
    const agent = request.agent(portal.url);
    await agent.get('/registration/register').expect(200);
    await agent.post('/registration/register').type('form').send(detailsForm(P.rita)).expect(403);
  });

  it('answers an empty POST with 400 and each required message, linked to its field', async () => {
    const agent = request.agent(portal.url);
    const res = await postForm(agent, '/registration/register', { step: 'details' });
    expect(res.status).toBe(400);
    expect(res.text).toContain('<title>Error: Registration step 1 of 2: Personal details - ');
    expect(text(res.text)).toContain('There are 5 errors in this form:');
    // Every required message, linked to its field: none missing.
    expect(errorLinks(res.text, PERSONAL_DETAILS_REQUIRED)).toEqual([]);
  });

  it('answers format errors with their messages and keeps what was typed', async () => {
    const agent = request.agent(portal.url);
    const res = await postForm(agent, '/registration/register', {
      ...detailsForm(P.rita),
      firstname: 'R!ta',
      'b_day.year': '2015',
      postcode: 'NOWHERE',
      account_number: '1234',
    });
    expect(res.status).toBe(400);
    const body = text(res.text);
    expect(body).toContain('There are 4 errors in this form:');
    expect(body).toContain('Please enter a valid first name');
    expect(body).toContain('Please select a valid date of birth.');
    expect(body).toContain('Please enter a valid home postcode');
    expect(body).toContain('Please enter a valid account number');
    expect(res.text).toMatch(/id="firstname"[^>]*value="R!ta"/);
    expect(res.text).toMatch(/id="postcode"[^>]*value="NOWHERE"/);
  });

  it('Blocked → /registration/blocked', async () => {
    const res = await postForm(request.agent(portal.url), '/registration/register', detailsForm(P.barry));
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/registration/blocked');
  });

  it('AlreadyActive → /registration/alreadyhascredentials, with Sign in and I forgot my details', async () => {
    const agent = request.agent(portal.url);
    const res = await postForm(agent, '/registration/register', detailsForm(P.alex));
    expect(res.headers.location).toBe('/registration/alreadyhascredentials');
    const page = await agent.get('/registration/alreadyhascredentials').expect(200);
    expect(page.text).toMatch(/<a role="button"[^>]*href="\/sign-in"[^>]*>Sign in<\/a>/);
    expect(page.text).toMatch(/<a class="govuk-link" href="\/forgotten-username">I forgot my details<\/a>/);
  });

  it('NotAllowed → /registration/notallowed', async () => {
    const res = await postForm(request.agent(portal.url), '/registration/register', detailsForm(P.ned));
    expect(res.headers.location).toBe('/registration/notallowed');
  });

  it('CredentialErrors NonSignatory → /registration/accessdenied', async () => {
    const res = await postForm(request.agent(portal.url), '/registration/register', detailsForm(P.theo));
    expect(res.headers.location).toBe('/registration/accessdenied');
  });

  it('IdentifyAndVerifyFailed: the failed message and a reset; at 4 the warning; at 5 the activation-code stage', async () => {
    const agent = request.agent(portal.url);
    const nobody: Person = { ...P.rita, firstname: 'Nobody', account: '39990001' };
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      const res = await postForm(agent, '/registration/register', detailsForm(nobody));
      expect(res.status).toBe(400);
      expect(text(res.text)).toContain(`There is 1 error in this form: ${MSG.failed}`);
      expect(res.text).toContain(`<a href="#firstname">${MSG.failed}</a>`);
      // Reset: nothing typed is shown again.
      expect(res.text).not.toMatch(/value="Nobody"|value="39990001"/);
    }
    const fourth = await postForm(agent, '/registration/register', detailsForm(nobody));
    expect(fourth.status).toBe(400);
    expect(text(fourth.text)).toContain(MSG.warning);
    expect(text(fourth.text)).not.toContain(MSG.failed);
    expect(fourth.text).toMatch(/id="firstname"[^>]*value="Nobody"/);

    const fifth = await postForm(agent, '/registration/register', detailsForm(nobody));
    expect(fifth.status).toBe(303);
    expect(fifth.headers.location).toBe('/registration/register/activate');
    // Now only the activation-code variant is offered; no message, the details kept.
    await agent
      .get('/registration/register')
      .expect(302)
      .expect('location', '/registration/register/activate');
    const page = await agent.get('/registration/register/activate').expect(200);
    expect(h1(page.text)).toBe('Step 1 of 2 Personal details and activation code');
    expect(page.text).not.toContain('govuk-error-summary');
    expect(page.text).toMatch(/id="account_number"[^>]*value="39990001"/);
    expect(text(page.text)).toContain('we need the activation code we sent you by post');
  });

  it('Success → step 2 at the same address; the ticket never reaches the page', async () => {
    const agent = request.agent(portal.url);
    const page = await toSecurityStage(agent, P.rob);
    expect(page.text).toContain('<title>Registration step 2 of 2: Register - Northmoor Savings</title>');
    expect(page.text).not.toMatch(/Ticket|firstname|31000002/);
    // Step 1's address cannot be skipped back to while step 2 is open: it still shows step 2.
    const again = await agent.get('/registration/register').expect(200);
    expect(h1(again.text)).toBe('Step 2 of 2 Register');
    await agent
      .get('/registration/register/activate')
      .expect(302)
      .expect('location', '/registration/register');
    // A stale step-1 POST gets the page as it is.
    const stale = await agent
      .post('/registration/register')
      .type('form')
      .send({ _csrf: csrfFrom(page.text), ...detailsForm(P.rob) });
    expect(stale.status).toBe(303);
    expect(stale.headers.location).toBe('/registration/register');
  });
});

describe('step 2: register (security details)', () => {
  it('refuses a POST without the CSRF token', async () => {
    const agent = request.agent(portal.url);
    await toSecurityStage(agent, P.uma);
    await agent
      .post('/registration/register')
      .type('form')
      .send(securityForm('uma.unsuccessful'))
      .expect(403);
  });

  it('answers an empty POST with 400 and the six required messages; never echoes secrets', async () => {
    const agent = request.agent(portal.url);
    const page = await toSecurityStage(agent, P.uma);
    const empty = await agent
      .post('/registration/register')
      .type('form')
      .send({ _csrf: csrfFrom(page.text), step: 'security' })
      .expect(400);
    expect(empty.text).toContain('<title>Error: Registration step 2 of 2: Register - ');
    expect(text(empty.text)).toContain('There are 6 errors in this form:');
    for (const [href, message] of [
      ['#username', 'Please enter a username'],
      ['#confirmUsername', 'Please confirm your username'],
      ['#password', 'Please enter a password'],
      ['#confirmPassword', 'Please confirm your password'],
      ['#memorableNumber', 'Please enter your memorable number'],
      ['#confirmMemorableNumber', 'Please confirm your memorable number'],
    ]) {
      expect(empty.text).toContain(`<a href="${href}">${message}</a>`);
    }
    const mismatch = await agent
      .post('/registration/register')
      .type('form')
      .send({
        _csrf: csrfFrom(page.text),
        ...securityForm('uma.unsuccessful'),
        confirmUsername: 'uma.unsuccessfu',
        confirmPassword: 'Heather-Moor-43!',
        confirmMemorableNumber: '582030',
      })
      .expect(400);
    const body = text(mismatch.text);
    expect(body).toContain('Please ensure the username fields match');
    expect(body).toContain('Please ensure the password fields match');
    expect(body).toContain('Please ensure the memorable number fields match');
    expect(mismatch.text).not.toContain('Heather-Moor-4');
    expect(mismatch.text).not.toMatch(/<input(?![^>]*name="_csrf")[^>]*value="[^"]*58203/); // not echoed in any field (the CSRF token is random)
    expect(mismatch.text).toMatch(/id="username"[^>]*value="uma.unsuccessful"/);
  });

  it('Unsuccessful → /registration/unsuccessful, whose Try again starts again', async () => {
    const agent = request.agent(portal.url);
    const page = await toSecurityStage(agent, P.uma);
    const res = await agent
      .post('/registration/register')
      .type('form')
      .send({ _csrf: csrfFrom(page.text), ...securityForm('uma.unsuccessful') })
      .expect(303);
    expect(res.headers.location).toBe('/registration/unsuccessful');
    const result = await agent.get('/registration/unsuccessful').expect(200);
    expect(text(result.text)).toContain('Monday to Friday 9am to 5pm');
    expect(result.text).toMatch(/<a role="button"[^>]*href="\/registration\/register"[^>]*>Try again<\/a>/);
    expect(h1((await agent.get('/registration/register').expect(200)).text)).toBe(
      'Step 1 of 2 Personal details',
    );
  });

  it('Blocked → /registration/blocked', async () => {
    const agent = request.agent(portal.url);
    const page = await toSecurityStage(agent, P.seth);
    const res = await agent
      .post('/registration/register')
      .type('form')
      .send({ _csrf: csrfFrom(page.text), ...securityForm('seth.setupblocked') })
      .expect(303);
    expect(res.headers.location).toBe('/registration/blocked');
    const result = await agent.get('/registration/blocked').expect(200);
    expect(text(result.text)).toContain('Opening hours: 8am to 8pm Monday to Saturday, 9am to 5pm Sunday.');
  });

  it('UsernameAlreadyExists and InvalidCredentials stay on step 2 with their messages in the summary', async () => {
    const agent = request.agent(portal.url);
    const page = await toSecurityStage(agent, P.ruth);
    const post = (form: Record<string, string>) =>
      agent
        .post('/registration/register')
        .type('form')
        .send({ _csrf: csrfFrom(page.text), ...form });

    const taken = await post(securityForm('DEMO.SAVER')).expect(400);
    expect(taken.text).toContain(
      '<a href="#username">This username is already taken. Please choose another username.</a>',
    );
    expect(text(taken.text)).toContain(MSG.general);

    const dob = await post(securityForm('ruth.register', 'Heather-Moor-42!', '310101')).expect(400);
    expect(dob.text).toContain(
      '<a href="#memorableNumber">Memorable number cannot be your date of birth</a>',
    );
    const allSame = await post(securityForm('ruth.register', 'Password123!', '777777')).expect(400);
    expect(text(allSame.text)).toContain('There are 2 errors in this form:');
    expect(allSame.text).toContain(
      '<a href="#password">Your chosen password is on a list of well known passwords</a>',
    );
    expect(allSame.text).toContain('<a href="#memorableNumber">You cannot have all the digits the same</a>');
    const sequential = await post(securityForm('ruth.register', 'Heather-Moor-42!', '123456')).expect(400);
    expect(text(sequential.text)).toContain("You aren't allowed to have a sequential sequence of digits");
    const sameAsUsername = await post(securityForm('ruth.register-1', 'Ruth.Register-1')).expect(400);
    expect(text(sameAsUsername.text)).toContain('Your password cannot be the same as your username');
    expect(h1(sameAsUsername.text)).toBe('Step 2 of 2 Register');
  });

  it('InvalidTicket → step 1 with the InvalidTicket message, data cleared', async () => {
    const first = request.agent(portal.url);
    const page = await toSecurityStage(first, P.rita);
    // A second registration for the same person replaces the first ticket (one live ticket per person).
    await toSecurityStage(request.agent(portal.url), P.rita);
    const res = await first
      .post('/registration/register')
      .type('form')
      .send({ _csrf: csrfFrom(page.text), ...securityForm('rita.register') })
      .expect(303);
    expect(res.headers.location).toBe('/registration/register');
    const back = await first.get('/registration/register').expect(200);
    expect(h1(back.text)).toBe('Step 1 of 2 Personal details');
    expect(text(back.text)).toContain(`Important ${MSG.invalidTicket}`);
    expect(back.text).not.toMatch(/value="Rita"|value="30999001"/);
    // Shown once.
    expect(text((await first.get('/registration/register').expect(200)).text)).not.toContain(
      MSG.invalidTicket,
    );
  });

  it('Cancel resets the registration', async () => {
    const agent = request.agent(portal.url);
    const page = await toSecurityStage(agent, P.rob);
    const res = await agent
      .post('/registration/register')
      .type('form')
      .send({ _csrf: csrfFrom(page.text), intent: 'cancel' })
      .expect(303);
    expect(res.headers.location).toBe('/registration/register');
    const again = await agent.get('/registration/register').expect(200);
    expect(h1(again.text)).toBe('Step 1 of 2 Personal details');
    expect(again.text).not.toMatch(/value="Rob"/);
  });

  it('Success → /registration/success with next steps and Login; the new credentials sign in', async () => {
    const agent = request.agent(portal.url);
    const page = await toSecurityStage(agent, P.rob);
    const res = await agent
      .post('/registration/register')
      .type('form')
      .send({ _csrf: csrfFrom(page.text), ...securityForm('rob.register', 'Granite-Peak-77?', '902715') })
      .expect(303);
    expect(res.headers.location).toBe('/registration/success');
    const success = await agent.get('/registration/success').expect(200);
    expectServedWithoutReact(success.text);
    expect(h1(success.text)).toBe('Registration complete');
    expect(text(success.text)).toContain('What happens next');
    expect(success.text).toMatch(/<a role="button"[^>]*href="\/sign-in"[^>]*>Login<\/a>/);
    // A new visit to the form starts afresh, and success is not shown again.
    expect(h1((await agent.get('/registration/register').expect(200)).text)).toBe(
      'Step 1 of 2 Personal details',
    );
    await agent.get('/registration/success').expect(302);

    const signedIn = await signIn(portal.url, {
      username: 'rob.register',
      password: 'Granite-Peak-77?',
      memorableNumber: '902715',
      name: 'Rob Register',
    });
    expect(text((await signedIn.get('/accounts/list').expect(200)).text)).toContain('Hi Rob Register');
    // And registering again says so.
    const again = await postForm(request.agent(portal.url), '/registration/register', detailsForm(P.rob));
    expect(again.headers.location).toBe('/registration/alreadyhascredentials');
  });
});

describe('the activation-code variant', () => {
  const path = '/registration/register/activate';

  it('answers an empty POST with 400: the five details and the activation code', async () => {
    const res = await postForm(request.agent(portal.url), path, { step: 'details' });
    expect(res.status).toBe(400);
    expect(text(res.text)).toContain('There are 6 errors in this form:');
    expect(res.text).toContain('<a href="#activationCode">Please enter your activation code</a>');
  });

  it('activation check Registered → alreadyhascredentials; Invalid → the form with the Invalid message', async () => {
    const registered = await postForm(
      request.agent(portal.url),
      path,
      detailsForm(P.alex, { activationCode: 'K7M4Q2XP' }),
    );
    expect(registered.headers.location).toBe('/registration/alreadyhascredentials');
    const invalid = await postForm(
      request.agent(portal.url),
      path,
      detailsForm({ ...P.ada, lastname: 'Nobody' }, { activationCode: 'K7M4Q2XP' }),
    );
    expect(invalid.status).toBe(400);
    expect(invalid.text).toContain(`<a href="#firstname">${MSG.invalid}</a>`);
    expect(invalid.text).not.toContain('K7M4Q2XP');
  });

  it('a wrong code: the failed message and a reset', async () => {
    const res = await postForm(
      request.agent(portal.url),
      path,
      detailsForm(P.ada, { activationCode: 'AAAAAAAA' }),
    );
    expect(res.status).toBe(400);
    expect(text(res.text)).toContain(MSG.failed);
    expect(res.text).not.toMatch(/value="Ada"/);
  });

  it('an expired code (ActivationStatus Expired) says so on the activation-code stage', async () => {
    const res = await postForm(
      request.agent(portal.url),
      path,
      detailsForm(P.eddie, { activationCode: 'W3R8T6YN' }),
    );
    expect(res.status).toBe(400);
    expect(res.text).toContain(
      '<a href="#activationCode">Your activation code has expired. Please call us to ask for a new one.</a>',
    );
  });

  it('the plain variant answering 5 leads here (no message); the code then registers', async () => {
    const agent = request.agent(portal.url);
    const locked = await postForm(agent, '/registration/register', detailsForm(P.ada));
    expect(locked.headers.location).toBe(path);
    const page = await agent.get(path).expect(200);
    expect(page.text).toMatch(/id="firstname"[^>]*value="Ada"/);
    const res = await agent
      .post(path)
      .type('form')
      .send({ _csrf: csrfFrom(page.text), ...detailsForm(P.ada, { activationCode: 'k7m4 q2xp' }) })
      .expect(303);
    expect(res.headers.location).toBe(path);
    const step2 = await agent.get(path).expect(200);
    expect(h1(step2.text)).toBe('Step 2 of 2 Register');
    await agent.get('/registration/register').expect(302).expect('location', path);
    const done = await agent
      .post(path)
      .type('form')
      .send({ _csrf: csrfFrom(step2.text), ...securityForm('ada.activation') })
      .expect(303);
    expect(done.headers.location).toBe('/registration/success');
  });
});

describe('the security stage times out (injected clock)', () => {
  let timed: TestPortal;
  let offset = 0;
  beforeAll(async () => {
    timed = await startTestPortal({ FLOW_TIMEOUT_MINUTES: '5' }, { now: () => Date.now() + offset });
  });
  afterAll(async () => {
    await timed?.close();
  });

  it('FLOW_TIMEOUT_MINUTES after step 2 opened, the page is step 1 with the Timeout message, data cleared', async () => {
    const agent = request.agent(timed.url);
    const page = await toSecurityStage(agent, P.ruth);
    expect(text(page.text)).toContain('this page times out 5 minutes after we checked your details');
    offset += 4 * 60_000 + 59_000;
    expect(h1((await agent.get('/registration/register').expect(200)).text)).toBe('Step 2 of 2 Register');
    offset += 1_000;
    const back = await agent.get('/registration/register').expect(200);
    expect(h1(back.text)).toBe('Step 1 of 2 Personal details');
    expect(text(back.text)).toContain(`Important ${MSG.timeout}`);
    // Never signed in, never told they were logged out; and no warning left running on step 1 to reload the page
    // (and lose the message) with JavaScript on.
    expect(text(back.text)).not.toContain('logged you out');
    expect(back.text).not.toContain('app-timeout-dialog');
    expect(back.text).not.toMatch(/value="Ruth"/);
  });

  it('past the session idle expiry as well, a step-2 POST still gets the message, never /signed-out', async () => {
    const agent = request.agent(timed.url);
    const page = await toSecurityStage(agent, P.ruth);
    offset += (timed.config.session.expiryMinutes + 1) * 60_000;
    const res = await agent
      .post('/registration/register')
      .type('form')
      .send({ _csrf: csrfFrom(page.text), ...securityForm('ruth.register') })
      .expect(303);
    expect(res.headers.location).toBe('/registration/register');
    const back = await agent.get('/registration/register').expect(200);
    expect(h1(back.text)).toBe('Step 1 of 2 Personal details');
    expect(text(back.text)).toContain(MSG.timeout);
  });

  it('a step-2 POST after the time goes back to step 1 with the Timeout message, not upstream', async () => {
    const agent = request.agent(timed.url);
    const page = await toSecurityStage(agent, P.ruth);
    offset += 5 * 60_000;
    const res = await agent
      .post('/registration/register')
      .type('form')
      .send({ _csrf: csrfFrom(page.text), ...securityForm('ruth.register') })
      .expect(303);
    expect(res.headers.location).toBe('/registration/register');
    expect(text((await agent.get('/registration/register').expect(200)).text)).toContain(MSG.timeout);
  });
});
