import { describe, expect, it } from '@jest/globals';
import request from 'supertest';
import { usePortal } from './use-portal.ts';
import { DEMO, signIn, text } from '../helpers/browserless.ts';

// Organisation details (spec 1 §2, §3 "Organisation", §7) and the My Details services menu (spec 1 §2, spec 2 §2),
// against the sandbox's seeded organisations.

const portal = usePortal();

const SAM = {
  username: 'sam.single',
  password: 'Single-Password-2026',
  memorableNumber: '735104',
  name: 'Sam Single',
};
const CHRIS = {
  username: 'chris.change',
  password: 'Change-Password-2026',
  memorableNumber: '163728',
  name: 'Chris Change',
};

/** The rows of each summary card: { 'Card title': { key: value } }. */
function cards(html: string): Record<string, Record<string, string>> {
  const result: Record<string, Record<string, string>> = {};
  for (const card of html.split('<div class="govuk-summary-card"').slice(1)) {
    const title = text(/<h2 class="govuk-summary-card__title">([\s\S]*?)<\/h2>/.exec(card)?.[1] ?? '').trim();
    const rows: Record<string, string> = {};
    for (const row of card.matchAll(
      /<dt class="govuk-summary-list__key">([\s\S]*?)<\/dt><dd class="govuk-summary-list__value">([\s\S]*?)<\/dd>/g,
    )) {
      rows[text(row[1] ?? '').trim()] = text((row[2] ?? '').replace(/<br\/?>/g, ' | ')).trim();
    }
    result[title] = rows;
  }
  return result;
}

describe('organisation details', () => {
  it('sends a signed-out visitor to sign in', async () => {
    await request(portal.url)
      .get('/update-organisation-details/retrieve')
      .expect(302)
      .expect('location', '/sign-in');
  });

  it('lists every organisation with its address, contacts and marketing preferences', async () => {
    const agent = await signIn(portal.url, DEMO);
    await agent
      .get('/update-organisation-details')
      .expect(302)
      .expect('location', '/update-organisation-details/retrieve');
    const page = await agent.get('/update-organisation-details/retrieve').expect(200);
    expect(page.text).toContain('<title>Organisation details - ');
    expect(cards(page.text)).toEqual({
      'Alex Saver': {
        'Correspondence address': '14 Albion Place | City Centre | Leeds | West Yorkshire | LS1 4DT',
        'Landline telephone': '0113 496 0123',
        'Mobile telephone': '07700 900123',
        Email: 'alex.saver@example.com',
        'Marketing by email': 'Yes',
        'Marketing by telephone': 'No',
        'Marketing by post': 'Yes',
      },
      'Saver & Co Ltd': {
        'Correspondence address': 'Unit 4, Wharf Court | Holbeck | Leeds | West Yorkshire | LS11 5PZ',
        'Landline telephone': '0113 496 0456',
        'Mobile telephone': 'Not held',
        Email: 'accounts@saverandco.example.com',
        'Contact preferences': "Sorry - we don't have a record of your contact preferences",
      },
    });
    expect(page.text).toMatch(/<a class="govuk-link" href="\/accounts">Back to Accounts<\/a>/);
    expect(text(page.text)).toContain('Need help?');
  });

  it('shows No for preferences recorded as false', async () => {
    const agent = await signIn(portal.url, SAM);
    const page = await agent.get('/update-organisation-details/retrieve').expect(200);
    expect(cards(page.text)['Sam Single']).toMatchObject({
      'Marketing by email': 'No',
      'Marketing by telephone': 'No',
      'Marketing by post': 'No',
      'Landline telephone': 'Not held',
    });
  });

  it('says so when there is no organisation', async () => {
    const agent = await signIn(portal.url, CHRIS);
    const page = await agent.get('/update-organisation-details/retrieve').expect(200);
    expect(text(page.text)).toContain('We do not hold details of any organisation for you.');
  });

  it('/success shows a result: nothing changed online, and how to ask for a change', async () => {
    const agent = await signIn(portal.url, CHRIS);
    const page = await agent.get('/update-organisation-details/success').expect(200);
    expect(page.text).toContain('<title>Changes to your organisation details - ');
    expect(text(page.text)).toContain(
      'Nothing has been changed. Your organisation details cannot be changed online.',
    );
    expect(page.text).toContain('href="/messaging-twoway/new"');
    expect(page.text).toContain('href="/update-organisation-details/retrieve"');
  });
});

describe('My Details services', () => {
  it('sends a signed-out visitor to sign in', async () => {
    await request(portal.url).get('/services/index').expect(302).expect('location', '/sign-in');
  });

  it('/services goes to /services/index: a card per service, in order', async () => {
    const agent = await signIn(portal.url, DEMO);
    await agent.get('/services').expect(302).expect('location', '/services/index');
    const page = await agent.get('/services/index').expect(200);
    expect(page.text).toContain('<title>My Details - ');
    const found = [
      ...page.text.matchAll(
        /<h2 class="govuk-heading-m"><a class="govuk-link" href="([^"]+)">([^<]+)<\/a><\/h2><p class="govuk-body">([^<]+)<\/p>/g,
      ),
    ].map((m) => [m[1], m[2], m[3]]);
    expect(found).toEqual([
      ['/personal-details', 'Personal details', 'View the details we hold for you.'],
      ['/update-security-details', 'Security details', 'View and update your security details'],
      [
        '/update-organisation-details',
        'Organisation details',
        'View the details we hold for your organisation',
      ],
    ]);
  });
});
