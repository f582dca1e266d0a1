import { render, screen, fireEvent, waitFor, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { createRoutesStub } from 'react-router';
import EditPersonalDetails from './edit.tsx';
import PersonalDetailsConfirmation from './confirmation.tsx';
import PersonalDetailsView from './view.tsx';
import { axeOptions, must } from '../../components/test-helpers/govuk.tsx';
import { defaultPage } from '../../components/managed-texts.tsx';
import {
  PERSONAL_DETAILS_CONFIRMATION_DEFAULTS,
  PERSONAL_DETAILS_CONFIRMATION_TAG,
  PERSONAL_DETAILS_DEFAULTS,
  PERSONAL_DETAILS_EDIT_DEFAULTS,
  PERSONAL_DETAILS_EDIT_TAG,
  PERSONAL_DETAILS_TAG,
} from '#shared/messages/personal-details.ts';

// The personal details pages as components (spec 2 §2, §5, §8): what they show, and the edit form's own check with
// the shared schema before anything is sent.

// A page's content without the layout around it: no landmarks here (the e2e runs check whole pages).
const PAGE_AXE = { ...axeOptions, rules: { ...axeOptions.rules, region: { enabled: false } } };

/**
 * The test DOM's FormData is Node's, which cannot read a form; React and React Router both call `new FormData(form)`
 * on submit. For these tests only: one that reads the form's successful controls, as a browser's does.
 */
const NodeFormData = globalThis.FormData;
class FormDataFromForm extends NodeFormData {
  constructor(form?: HTMLFormElement) {
    super();
    if (!form) return;
    for (const element of Array.from(form.elements) as HTMLInputElement[]) {
      if (!element.name || element.disabled || ['submit', 'button'].includes(element.type)) continue;
      if (['checkbox', 'radio'].includes(element.type) && !element.checked) continue;
      this.append(element.name, element.value);
    }
  }
}
beforeAll(() => {
  globalThis.FormData = FormDataFromForm as typeof FormData;
});
afterAll(() => {
  globalThis.FormData = NodeFormData;
});

const HELD = {
  emailAddress: 'pip.personal@example.com',
  confirmEmailAddress: 'pip.personal@example.com',
  homeNumber: '0113 496 0000',
  workNumber: '020 7946 0000',
  mobileNumber: '07700 900432',
  addressBuildingName: '',
  addressBuildingNumber: '12',
  addressAddressLine1: 'Park Row',
  addressAddressLine2: '',
  addressPostTown: 'Leeds',
  addressCounty: 'West Yorkshire',
  addressPostcode: 'LS1 5HD',
  correspondenceBuildingName: 'Flat 3',
  correspondenceBuildingNumber: '',
  correspondenceAddressLine1: 'Quay Street',
  correspondenceAddressLine2: 'Old Town',
  correspondencePostTown: 'Bristol',
  correspondenceCounty: 'Avon',
  correspondencePostcode: 'BS1 4DJ',
  contactOptions: ['Email', 'OffersFromTheBank'],
};

function renderEdit(onAction: (form: URLSearchParams) => unknown = () => null) {
  const Stub = createRoutesStub([
    {
      path: '/personal-details/edit',
      Component: EditPersonalDetails as never,
      HydrateFallback: () => null,
      loader: () => ({
        csrfToken: 'token',
        values: HELD,
        page: defaultPage(PERSONAL_DETAILS_EDIT_TAG, PERSONAL_DETAILS_EDIT_DEFAULTS),
      }),
      // The stub's request carries no Content-Type in this DOM: read the url-encoded body as such.
      action: async ({ request }) => onAction(new URLSearchParams(await request.text())),
    },
  ]);
  return render(<Stub initialEntries={['/personal-details/edit']} />);
}

function input(label: string, fieldset?: string): HTMLInputElement {
  const scope = fieldset ? within(screen.getByRole('group', { name: fieldset })) : screen;
  return scope.getByLabelText(label, { exact: true }) as HTMLInputElement;
}

describe('edit personal details', () => {
  it('shows what is held: contact details, both addresses with their lookups, the preferences', async () => {
    renderEdit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit personal details' })).toBeTruthy();
    expect(input('Email address').value).toBe('pip.personal@example.com');
    expect(input('Confirm email address').value).toBe('pip.personal@example.com');
    expect(input('Home number').value).toBe('0113 496 0000');
    expect(input('Work number').value).toBe('020 7946 0000');
    expect(input('Mobile number').value).toBe('07700 900432');
    expect(input('House number', 'Home address').value).toBe('12');
    expect(input('County', 'Home address').value).toBe('West Yorkshire');
    expect(input('House name or flat number', 'Correspondence address').value).toBe('Flat 3');
    expect(input('Address line 1', 'Correspondence address').value).toBe('Quay Street');
    expect(input('Postcode', 'Correspondence address').value).toBe('BS1 4DJ');
    expect(screen.getAllByRole('button', { name: 'Find address' })).toHaveLength(2);
    const preferences = within(screen.getByRole('group', { name: 'Contact preferences' }));
    const boxes = preferences.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((box) => [box.labels?.[0]?.textContent?.trim(), box.checked])).toEqual([
      ['Email', true],
      ['Mobile', false],
      ['Text message (SMS)', false],
      ['Post', false],
      ['Bank related offers', true],
      ['Third party offers', false],
    ]);
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to personal details' }).getAttribute('href')).toBe(
      '/personal-details/view',
    );
  });

  it('checks the form before sending: a summary linking to each failed field, values kept, nothing sent', async () => {
    const sent: URLSearchParams[] = [];
    renderEdit((form) => {
      sent.push(form);
      return null;
    });
    await screen.findByRole('heading', { level: 1 });
    fireEvent.change(input('Confirm email address'), { target: { value: 'pip@example.org' } });
    fireEvent.change(input('County', 'Correspondence address'), { target: { value: 'Avon 2' } });
    fireEvent.change(input('Home number'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    const summary = await screen.findByRole('alert');
    const links = within(summary)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ["Email address doesn't match", '#confirmEmailAddress'],
      ['Please enter a home number.', '#homeNumber'],
      ['Please enter a valid County name.', '#correspondenceCounty'],
    ]);
    expect(must(document, '#homeNumber-error').textContent).toContain('Please enter a home number.');
    expect(input('Confirm email address').value).toBe('pip@example.org');
    expect(input('County', 'Correspondence address').value).toBe('Avon 2');
    expect(sent).toHaveLength(0);
    expect(document.title).toMatch(/^Error: Edit personal details - /);
    expect(await axe(document.body, PAGE_AXE)).toHaveNoViolations();
  });

  it('between submits, a field is checked when it is left, and as it changes while it shows an error', async () => {
    renderEdit();
    await screen.findByRole('heading', { level: 1 });
    // Left with a bad value: its error shows; fields not touched stay quiet.
    fireEvent.change(input('Work number'), { target: { value: '999' } });
    expect(document.querySelector('#workNumber-error')).toBeNull();
    fireEvent.blur(input('Work number'));
    expect(must(document, '#workNumber-error').textContent).toContain('Please enter a valid work number.');
    fireEvent.change(input('Mobile number'), { target: { value: '' } });
    expect(document.querySelector('#mobileNumber-error')).toBeNull();
    // Corrected while the error shows: it goes at once.
    fireEvent.change(input('Work number'), { target: { value: '020 7946 0000' } });
    expect(document.querySelector('#workNumber-error')).toBeNull();
    // After a submit: the summary stays until the next one, the fixed field's own error goes.
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(must(document, '#mobileNumber-error').textContent).toContain('Please enter a mobile number.');
    fireEvent.change(input('Mobile number'), { target: { value: '07700 900432' } });
    expect(document.querySelector('#mobileNumber-error')).toBeNull();
    expect(within(screen.getByRole('alert')).getByRole('link').textContent).toBe(
      'Please enter a mobile number.',
    );
  });

  it('sends a valid form, every field and the ticked preferences', async () => {
    const sent: URLSearchParams[] = [];
    renderEdit((form) => {
      sent.push(form);
      return null;
    });
    await screen.findByRole('heading', { level: 1 });
    fireEvent.click(screen.getByLabelText('Post'));
    fireEvent.click(screen.getByLabelText('Email'));
    fireEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const form = sent[0]!;
    expect(form.get('_csrf')).toBe('token');
    expect(form.get('emailAddress')).toBe('pip.personal@example.com');
    expect(form.get('correspondencePostcode')).toBe('BS1 4DJ');
    expect(form.getAll('contactOptions')).toEqual(['Post', 'OffersFromTheBank']);
  });
});

describe('personal details confirmation', () => {
  it.each([
    ['Success', 'Personal details updated', 'You have updated your personal details'],
    ['Failed', 'Personal details update failed', 'An error occurred while trying to process your request'],
    ['Unknown', 'Unknown Error', 'An unknown error occurred please check your accounts before retrying.'],
  ])('%s: its title and text, and Done', async (outcome, title, text) => {
    const Stub = createRoutesStub([
      {
        path: '/personal-details/confirmation',
        Component: PersonalDetailsConfirmation as never,
        loader: () => ({
          outcome,
          page: defaultPage(PERSONAL_DETAILS_CONFIRMATION_TAG, PERSONAL_DETAILS_CONFIRMATION_DEFAULTS),
        }),
      },
    ]);
    render(<Stub initialEntries={['/personal-details/confirmation']} />);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByText(text, { exact: false })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Done' }).getAttribute('href')).toBe('/personal-details/view');
    expect(document.title).toMatch(new RegExp(`^${title} - `));
    expect(await axe(document.body, PAGE_AXE)).toHaveNoViolations();
  });
});

describe('personal details view', () => {
  it('lists the details held, the address lines on separate lines, and Back to services', async () => {
    const Stub = createRoutesStub([
      {
        path: '/personal-details/view',
        Component: PersonalDetailsView as never,
        loader: () => ({
          details: {
            rows: [
              ['firstNameKey', 'Pip'],
              ['addressKey', ['Flat 3', 'Quay Street', 'Old Town']],
            ],
          },
          page: defaultPage(PERSONAL_DETAILS_TAG, PERSONAL_DETAILS_DEFAULTS),
        }),
      },
    ]);
    render(<Stub initialEntries={['/personal-details/view']} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Personal details' })).toBeTruthy();
    const values = [...document.querySelectorAll('.govuk-summary-list__value')].map((el) => el.innerHTML);
    expect(values).toEqual([
      'Pip',
      '<span>Flat 3</span><span><br>Quay Street</span><span><br>Old Town</span>',
    ]);
    expect(screen.getByRole('link', { name: 'Back to services' }).getAttribute('href')).toBe('/services');
    expect(await axe(document.body, PAGE_AXE)).toHaveNoViolations();
  });
});
