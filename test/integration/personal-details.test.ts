import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { usePortal } from './use-portal.ts';
import { csrfFrom, errorLinks, PIP, signIn, text, type Agent } from '../helpers/browserless.ts';
import { PIP_EDIT_FORM } from '../helpers/customers.ts';
import { latestCode, passChallenge, sendCodeTo, wrongCode } from './two-factor.helpers.ts';
import { expectServedWithoutReact } from '../helpers/served-without-react.ts';
import { ADDRESS_PARTS } from '#shared/forms/edit-personal-details.ts';

// Personal details (spec 2 §2, §3, §4, §5 "Edit personal details", §7, §8) against the sandbox, without JavaScript:
// the view, the edit form and its every rule, the address lookup round trip, the update under two-factor and the
// confirmation page's three outcomes.

const portal = usePortal();

function valueOf(html: string, id: string): string | undefined {
  const tag = new RegExp(`<input[^>]*\\bid="${id}"[^>]*>`).exec(html)?.[0];
  if (!tag) return undefined;
  return /\bvalue="([^"]*)"/.exec(tag)?.[1] ?? '';
}

function ticked(html: string): string[] {
  return [...html.matchAll(/<input[^>]*name="contactOptions"[^>]*>/g)]
    .filter((m) => / checked=""/.test(m[0]))
    .map((m) => /value="([^"]+)"/.exec(m[0])?.[1] ?? '');
}

async function editForm(agent: Agent) {
  const page = await agent.get('/personal-details/edit').expect(200);
  return { page, csrf: csrfFrom(page.text) };
}

/** Posts the edit form with Pip's details plus `changes`; a valid form goes to the challenge screens. */
async function save(agent: Agent, changes: Record<string, string | string[]>, status: number) {
  const { csrf } = await editForm(agent);
  return agent
    .post('/personal-details/edit')
    .type('form')
    .expect(status)
    .send({
      _csrf: csrf,
      ...PIP_EDIT_FORM,
      contactOptions: ['Email', 'Mobile', 'Post'],
      intent: 'save',
      ...changes,
    });
}

async function updateUnderChallenge(agent: Agent, changes: Record<string, string | string[]>) {
  const res = await save(agent, changes, 303);
  expect(res.headers.location).toBe('/two-factor/destination');
  expect(await passChallenge(agent, portal.sandbox.apiUrl, PIP.mobile)).toBe(
    '/personal-details/confirmation',
  );
  const confirmation = await agent.get('/personal-details/confirmation').expect(200);
  expectServedWithoutReact(confirmation.text);
  return confirmation;
}

describe('personal details: the pages', () => {
  it('sends a signed-out visitor to sign in', async () => {
    for (const path of [
      '/personal-details/view',
      '/personal-details/edit',
      '/personal-details/confirmation',
    ]) {
      await request(portal.url).get(path).expect(302).expect('location', '/sign-in');
    }
  });

  it('/personal-details goes to the view: the details held, the correspondence address, Back to services', async () => {
    const agent = await signIn(portal.url, PIP);
    await agent.get('/personal-details').expect(302).expect('location', '/personal-details/view');
    const page = await agent.get('/personal-details/view').expect(200);
    expect(page.text).toContain('<title>Personal details - ');
    const shown = text(page.text);
    for (const row of [
      'Title Ms',
      'First name Pip',
      'Middle name Jane',
      'Last name Personal',
      'Email pip.personal@example.com',
      'Home number 01227 496 032',
      'Mobile number 07700 900432',
      'Address Stoneybrae Farm Keiss',
      'Town or city WICK',
      'County Caithness',
      'Postcode KW1 4YT',
    ]) {
      expect(shown).toContain(row);
    }
    expect(page.text).toContain('<a class="govuk-link" href="/services">Back to services</a>');
    expect(page.text).toContain('href="/personal-details/edit"');
  });

  it('the edit form starts with what is held, both address lookups and the contact preferences', async () => {
    const agent = await signIn(portal.url, PIP);
    const { page } = await editForm(agent);
    expect(page.text).toContain('<title>Edit personal details - ');
    for (const [field, value] of Object.entries(PIP_EDIT_FORM))
      expect([field, valueOf(page.text, field)]).toEqual([field, value]);
    expect(ticked(page.text)).toEqual(['Email', 'Mobile', 'Post']);
    const shown = text(page.text);
    for (const label of [
      'Email',
      'Mobile',
      'Text message (SMS)',
      'Post',
      'Bank related offers',
      'Third party offers',
    ]) {
      expect(shown).toContain(label);
    }
    // One button per address (the page's data carries the managed text once more).
    expect(page.text.match(/>\s*Find address\s*<\/button>/g)).toHaveLength(2);
    expect(shown).toContain('Save Changes');
    expect(page.text).toContain(
      '<a class="govuk-link" href="/personal-details/view">Back to personal details</a>',
    );
  });

  it('autofill tells the two addresses apart: section- prefixed tokens, and none turned off (WCAG 1.3.5)', async () => {
    const agent = await signIn(portal.url, PIP);
    const { page } = await editForm(agent);
    const autocompleteOf = (id: string) =>
      /\bautocomplete="([^"]*)"/i.exec(
        new RegExp(`<input[^>]*\\bid="${id}"[^>]*>`).exec(page.text)?.[0] ?? '',
      )?.[1];
    const tokens = (prefix: string) =>
      ['LookupPostcode', ...ADDRESS_PARTS].map((field) => autocompleteOf(`${prefix}${field}`));
    expect(tokens('address')).toEqual([
      'section-address postal-code',
      'section-address address-line1',
      undefined,
      'section-address address-line2',
      'section-address address-line3',
      'section-address address-level2',
      'section-address address-level1',
      'section-address postal-code',
    ]);
    expect(tokens('correspondence')).toEqual(
      tokens('address').map((token) => token?.replace('section-address', 'section-correspondence')),
    );
    expect(page.text).not.toMatch(/<input[^>]*autocomplete="off"[^>]*name="(address|correspondence)/i);
    expect(page.text).not.toMatch(/<input[^>]*name="(address|correspondence)[^>]*autocomplete="off"/i);
  });

  it('the confirmation page without an update goes back to the form', async () => {
    const agent = await signIn(portal.url, PIP);
    await agent
      .get('/personal-details/confirmation')
      .expect(302)
      .expect('location', '/personal-details/edit');
  });
});

describe('personal details: validation (spec 2 §5)', () => {
  it('refuses a POST without the CSRF token', async () => {
    const agent = await signIn(portal.url, PIP);
    await agent.post('/personal-details/edit').type('form').send(PIP_EDIT_FORM).expect(403);
  });

  it('an empty form: every required message, each linked to its field', async () => {
    const agent = await signIn(portal.url, PIP);
    const { csrf } = await editForm(agent);
    const res = await agent.post('/personal-details/edit').type('form').send({ _csrf: csrf }).expect(400);
    expect(res.text).toContain('<title>Error: Edit personal details - ');
    expect(text(res.text)).toContain('There are 17 errors in this form:');
    expect(
      errorLinks(res.text, [
        ['#emailAddress', 'Please enter a email.'],
        ['#confirmEmailAddress', 'Please enter a email.'],
        ['#homeNumber', 'Please enter a home number.'],
        ['#workNumber', 'Please enter a work number.'],
        ['#mobileNumber', 'Please enter a mobile number.'],
        ['#addressBuildingName', 'Please enter a house name or flat number.'],
        ['#addressBuildingNumber', 'Please enter a house number.'],
        ['#addressAddressLine1', 'Please enter address line 1.'],
        ['#addressPostTown', 'Please enter town/city.'],
        ['#addressCounty', 'Please enter country.'],
        ['#addressPostcode', 'Please enter postcode.'],
        ['#correspondenceBuildingName', 'Please enter a house name or flat number.'],
        ['#correspondenceBuildingNumber', 'Please enter a house number.'],
        ['#correspondenceAddressLine1', 'Please enter address line 1.'],
        ['#correspondencePostTown', 'Please enter town/city.'],
        ['#correspondenceCounty', 'Please enter County.'],
        ['#correspondencePostcode', 'Please enter postcode.'],
      ]),
    ).toEqual([]);
  });

  it('invalid values get their messages; everything entered is kept', async () => {
    const agent = await signIn(portal.url, PIP);
    const res = await save(
      agent,
      {
        emailAddress: 'pip@example',
        confirmEmailAddress: 'pip.personal@example.com',
        homeNumber: '12345',
        workNumber: 'call me',
        mobileNumber: '0770',
        addressCounty: 'Kent 1',
        addressAddressLine1: 'x'.repeat(101),
        correspondenceCounty: '<b>',
        correspondencePostcode: 'KW1',
        correspondencePostTown: 'W'.repeat(61),
        contactOptions: ['TextMessage', 'OffersFromSelectedPartners'],
      },
      400,
    );
    expect(
      errorLinks(res.text, [
        ['#emailAddress', 'Please enter a valid email.'],
        ['#homeNumber', 'Please enter a valid home number.'],
        ['#workNumber', 'Please enter a valid work number.'],
        ['#mobileNumber', 'Please enter a valid mobile number.'],
        ['#addressAddressLine1', 'Address line 1 must be 100 characters or fewer.'],
        ['#addressCounty', 'Please enter a valid country name.'],
        ['#correspondencePostTown', 'Town or city must be 60 characters or fewer.'],
        ['#correspondenceCounty', 'Please enter a valid County name.'],
        ['#correspondencePostcode', 'Please enter your postcode in a valid UK postcode format.'],
      ]),
    ).toEqual([]);
    expect(valueOf(res.text, 'emailAddress')).toBe('pip@example');
    expect(valueOf(res.text, 'workNumber')).toBe('call me');
    expect(valueOf(res.text, 'correspondenceCounty')).toBe('&lt;b&gt;');
    expect(valueOf(res.text, 'correspondenceBuildingName')).toBe('Stoneybrae Farm');
    expect(ticked(res.text)).toEqual(['TextMessage', 'OffersFromSelectedPartners']);
  });

  it("the confirmation must match: 'Email address doesn't match'", async () => {
    const agent = await signIn(portal.url, PIP);
    const res = await save(agent, { confirmEmailAddress: 'pip.personal@example.org' }, 400);
    expect(errorLinks(res.text, [['#confirmEmailAddress', 'Email address doesn&#x27;t match']])).toEqual([]);
  });
});

describe('personal details: the address lookup without JavaScript', () => {
  it('Find address fills in a single address; the rest of the form is kept', async () => {
    const agent = await signIn(portal.url, PIP);
    const res = await save(
      agent,
      {
        intent: 'find-address:address',
        addressLookupPostcode: 'KW1 4YT',
        homeNumber: '01632 960 001',
      },
      200,
    );
    expect(text(res.text)).toContain('A single Address has been found.');
    expect(valueOf(res.text, 'addressPostcode')).toBe('KW1 4YT');
    expect(valueOf(res.text, 'addressAddressLine1')).not.toBe('Palace Street');
    expect(valueOf(res.text, 'homeNumber')).toBe('01632 960 001');
    expect(valueOf(res.text, 'correspondenceBuildingName')).toBe('Stoneybrae Farm');
  });

  it('several addresses: choose one with Use this address, for the correspondence address', async () => {
    const agent = await signIn(portal.url, PIP);
    const found = await save(
      agent,
      {
        intent: 'find-address:correspondence',
        correspondenceLookupPostcode: 'LS1 4DT',
      },
      200,
    );
    expect(text(found.text)).toContain('Multiple Addresses have been found please select your address.');
    const chosen = await save(
      agent,
      {
        intent: 'use-address:correspondence',
        correspondenceLookupPostcode: 'LS1 4DT',
        correspondenceChoice: '1',
      },
      200,
    );
    expect(valueOf(chosen.text, 'correspondencePostcode')).toBe('LS1 4DT');
    expect(valueOf(chosen.text, 'addressPostcode')).toBe('CT1 2EH');
  });

  it('a lookup without a postcode says so against that address', async () => {
    const agent = await signIn(portal.url, PIP);
    const res = await save(
      agent,
      {
        intent: 'find-address:correspondence',
        correspondenceLookupPostcode: '',
      },
      400,
    );
    expect(
      errorLinks(res.text, [['#correspondenceLookupPostcode', 'Enter a postcode to find the address']]),
    ).toEqual([]);
  });
});

describe('personal details: the update under two-factor (spec 2 §4)', () => {
  it('Cancel on the challenge returns to the form, and nothing changed', async () => {
    const agent = await signIn(portal.url, PIP);
    const saved = await save(agent, { homeNumber: '01632 960 999' }, 303);
    expect(saved.headers.location).toBe('/two-factor/destination');
    const page = await agent.get('/two-factor/destination').expect(200);
    await agent
      .post('/two-factor/cancel')
      .type('form')
      .send({ _csrf: csrfFrom(page.text), intent: 'cancel' })
      .expect(303)
      .expect('location', '/personal-details/edit');
    const { page: form } = await editForm(agent);
    expect(valueOf(form.text, 'homeNumber')).toBe('01227 496 032');
  });

  it('Failed: the failure page, and Done to the view', async () => {
    const agent = await signIn(portal.url, PIP);
    const page = await updateUnderChallenge(agent, {
      emailAddress: 'failed.update@example.com',
      confirmEmailAddress: 'failed.update@example.com',
    });
    expect(page.text).toContain('<title>Personal details update failed - ');
    expect(text(page.text)).toContain('An error occurred while trying to process your request');
    expect(page.text).toMatch(/<a [^>]*href="\/personal-details\/view"[^>]*>Done<\/a>/);
  });

  it('anything else (Pending): Unknown Error', async () => {
    const agent = await signIn(portal.url, PIP);
    const page = await updateUnderChallenge(agent, {
      emailAddress: 'unknown.update@example.com',
      confirmEmailAddress: 'unknown.update@example.com',
    });
    expect(page.text).toContain('<title>Unknown Error - ');
    expect(text(page.text)).toContain(
      'An unknown error occurred please check your accounts before retrying.',
    );
  });

  it('Success: a passed challenge replays the update; the confirmation, then the new details in the view', async () => {
    const agent = await signIn(portal.url, PIP);
    const page = await updateUnderChallenge(agent, {
      homeNumber: '01632 960 123',
      correspondenceBuildingName: 'Mill House',
      correspondenceAddressLine2: 'Lower Keiss',
      contactOptions: ['Email', 'TextMessage', 'OffersFromTheBank'],
    });
    expect(page.text).toContain('<title>Personal details updated - ');
    expect(text(page.text)).toContain('You have updated your personal details');
    // The outcome stays on reload; the challenge is over.
    await agent.get('/personal-details/confirmation').expect(200);
    await agent.get('/two-factor/code').expect(302).expect('location', '/');
    const view = text((await agent.get('/personal-details/view').expect(200)).text);
    expect(view).toContain('Home number 01632 960 123');
    expect(view).toContain('Address Mill House Keiss Lower Keiss');
    const { page: form } = await editForm(agent);
    expect(ticked(form.text)).toEqual(['Email', 'TextMessage', 'OffersFromTheBank']);
    // Back on the form, the last confirmation is not shown again.
    await agent
      .get('/personal-details/confirmation')
      .expect(302)
      .expect('location', '/personal-details/edit');
    // Put Pip back as the seed has her, for the other tests.
    await updateUnderChallenge(agent, {});
  });

  it('a wrong code keeps the customer on the code page; the update waits', async () => {
    const agent = await signIn(portal.url, PIP);
    await save(agent, { homeNumber: '01632 960 555' }, 303);
    const codePage = await sendCodeTo(agent, PIP.mobile.slice(-3));
    const code = wrongCode(await latestCode(portal.sandbox.apiUrl, PIP.mobile));
    await agent
      .post('/two-factor/code')
      .type('form')
      .send({ _csrf: csrfFrom(codePage), intent: 'verify', code })
      .expect(400);
    const { page: form } = await editForm(agent);
    expect(valueOf(form.text, 'homeNumber')).toBe('01227 496 032');
  });
});
