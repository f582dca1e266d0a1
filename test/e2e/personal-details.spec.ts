import type { Page } from '@playwright/test';
import { PIP } from './env.ts';
import { checkA11y, expect, pressButton, test } from './fixtures.ts';
import { signIn } from './pages/sign-in.ts';
import { passChallenge } from './pages/two-factor.ts';

// Personal details from My Details (spec 2 §2, §5, §8): the view, the edit form with its rules and both address
// lookups, the update under two-factor with a passcode from the sandbox's outbox, and the confirmation page's three
// outcomes. Both projects use pip.personal (the browser tests run one at a time); each run sets the details it then
// checks, so the specs can run again on the same sandbox.

const EMAIL = PIP.email;

/** Presses 'Save Changes' (fixtures.ts pressButton: at once after another press). */
async function pressSave(page: Page): Promise<void> {
  await pressButton(page, 'Save Changes');
}

function group(page: Page, name: string) {
  return page.getByRole('group', { name });
}

async function setEmail(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email address', { exact: true }).fill(email);
  await page.getByLabel('Confirm email address', { exact: true }).fill(email);
}

/** From the edit form, through the challenge (a code to the mobile, read from the outbox), to the confirmation. */
async function saveUnderChallenge(page: Page): Promise<void> {
  await pressSave(page);
  await passChallenge(page, PIP.mobile);
  await expect(page).toHaveURL(/\/personal-details\/confirmation$/);
}

test('views and edits personal details under two-factor, from My Details to the confirmation', async ({
  page,
}, testInfo) => {
  // A number of its own per project, so a run shows that this run's update went through.
  const homeNumber = testInfo.project.name === 'nojs' ? '01632 960 702' : '01632 960 701';
  await signIn(page, PIP);
  await page.getByRole('link', { name: 'My Details' }).click();
  await expect(page).toHaveURL(/\/services\/index$/);
  await expect(page.getByText('View the details we hold for you.')).toBeVisible();
  await page.getByRole('link', { name: 'Personal details' }).click();

  // The view.
  await expect(page).toHaveURL(/\/personal-details\/view$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Personal details');
  const view = page.getByRole('main');
  for (const [key, value] of [
    ['Title', 'Ms'],
    ['First name', 'Pip'],
    ['Middle name', 'Jane'],
    ['Last name', 'Personal'],
  ]) {
    await expect(view.locator('.govuk-summary-list__row', { hasText: key }).first()).toContainText(value!);
  }
  await expect(page.getByRole('link', { name: 'Back to services' })).toHaveAttribute('href', '/services');
  await checkA11y(page, 'personal details: view');

  // The edit form.
  await page.getByRole('link', { name: 'Edit your contact details and preferences' }).click();
  await expect(page).toHaveURL(/\/personal-details\/edit$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit personal details');
  const preferences = group(page, 'Contact preferences');
  for (const label of [
    'Email',
    'Mobile',
    'Text message (SMS)',
    'Post',
    'Bank related offers',
    'Third party offers',
  ]) {
    await expect(preferences.getByLabel(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Back to personal details' })).toHaveAttribute(
    'href',
    '/personal-details/view',
  );
  await checkA11y(page, 'personal details: edit');

  // Errors: the spec's messages, linked from the summary, and nothing entered is lost.
  await page.getByLabel('Email address', { exact: true }).fill(EMAIL);
  await page.getByLabel('Confirm email address', { exact: true }).fill('pip.personal@example.org');
  await page.getByLabel('Home number').fill('12345');
  await group(page, 'Home address').getByLabel('County', { exact: true }).fill('');
  await group(page, 'Correspondence address').getByLabel('County', { exact: true }).fill('Caithness 9');
  await pressSave(page);
  const summary = page.getByRole('alert');
  await expect(summary).toContainText('There are 4 errors in this form:');
  for (const [message, href] of [
    ["Email address doesn't match", '#confirmEmailAddress'],
    ['Please enter a valid home number.', '#homeNumber'],
    ['Please enter country.', '#addressCounty'],
    ['Please enter a valid County name.', '#correspondenceCounty'],
  ]) {
    await expect(summary.getByRole('link', { name: message! })).toHaveAttribute('href', href!);
  }
  await expect(page).toHaveTitle(/^Error: Edit personal details - /);
  await expect(page.getByLabel('Confirm email address', { exact: true })).toHaveValue(
    'pip.personal@example.org',
  );
  await expect(group(page, 'Correspondence address').getByLabel('County', { exact: true })).toHaveValue(
    'Caithness 9',
  );
  await checkA11y(page, 'personal details: edit with errors');
  if (testInfo.project.name === 'js') {
    // govuk-frontend's error summary moves focus to the field (without JavaScript the link only scrolls).
    await summary.getByRole('link', { name: 'Please enter a valid home number.' }).click();
    await expect(page.getByLabel('Home number')).toBeFocused();
  }

  // The correspondence address from the lookup (a single address is filled in).
  const correspondence = group(page, 'Correspondence address');
  await correspondence.getByLabel('Postcode to search for').fill('KW1 4YT');
  await correspondence.getByRole('button', { name: 'Find address' }).click();
  await expect(correspondence.getByText('A single Address has been found.')).toBeVisible();
  await expect(correspondence.getByLabel('Postcode', { exact: true })).toHaveValue('KW1 4YT');
  await expect(correspondence.getByLabel('Address line 1')).not.toHaveValue('');
  await checkA11y(page, 'personal details: edit after an address lookup');

  // Without JavaScript the lookup was a round trip: the other fields came back as entered.
  await expect(page.getByLabel('Confirm email address', { exact: true })).toHaveValue(
    'pip.personal@example.org',
  );
  await setEmail(page, EMAIL);
  await page.getByLabel('Home number').fill(homeNumber);
  await group(page, 'Home address').getByLabel('County', { exact: true }).fill('Kent');
  await correspondence.getByLabel('County', { exact: true }).fill('Caithness');
  await preferences.getByLabel('Text message (SMS)').check();

  await saveUnderChallenge(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Personal details updated');
  await expect(page.getByRole('main')).toContainText('You have updated your personal details');
  await expect(page).toHaveTitle(/^Personal details updated - /);
  await checkA11y(page, 'personal details: updated');

  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/personal-details\/view$/);
  await expect(view.locator('.govuk-summary-list__row', { hasText: 'Home number' })).toContainText(
    homeNumber,
  );
  await expect(view.locator('.govuk-summary-list__row', { hasText: 'Postcode' })).toContainText('KW1 4YT');
  await page.goto('/personal-details/edit');
  await expect(group(page, 'Contact preferences').getByLabel('Text message (SMS)')).toBeChecked();
  // Back as the seed has it, for the next run.
  await group(page, 'Contact preferences').getByLabel('Text message (SMS)').uncheck();
  await saveUnderChallenge(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Personal details updated');
});

test('Cancel on the challenge returns to the form; the Failed and unknown outcomes', async ({ page }) => {
  await signIn(page, PIP);
  await page.goto('/personal-details/edit');
  await setEmail(page, 'failed.update@example.com');
  await pressSave(page);
  await expect(page).toHaveURL(/\/two-factor\/destination$/);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/personal-details\/edit$/);
  await expect(page.getByLabel('Email address', { exact: true })).toHaveValue(EMAIL);

  await setEmail(page, 'failed.update@example.com');
  await saveUnderChallenge(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Personal details update failed');
  await expect(page.getByRole('main')).toContainText(
    'An error occurred while trying to process your request',
  );
  await checkA11y(page, 'personal details: update failed');
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/personal-details\/view$/);
  await expect(page.getByRole('main')).toContainText(EMAIL);

  await page.goto('/personal-details/edit');
  await setEmail(page, 'unknown.update@example.com');
  await saveUnderChallenge(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unknown Error');
  await expect(page.getByRole('main')).toContainText(
    'An unknown error occurred please check your accounts before retrying.',
  );
  await checkA11y(page, 'personal details: unknown outcome');
});

test('the view and the edit form reflow at 320 px wide (WCAG 2.2 SC 1.4.10)', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 720 });
  await signIn(page, PIP);
  for (const path of ['/personal-details/view', '/personal-details/edit']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect([path, overflow]).toEqual([path, 0]);
  }
});
