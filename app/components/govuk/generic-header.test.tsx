import { render, screen } from '@testing-library/react';
import { GenericHeader } from './index.ts';
import { genericHeaderExamples } from './examples.tsx';
import { describeExamplesAxe, describeFixtures, must } from '../test-helpers/govuk.tsx';

describeFixtures('generic-header', GenericHeader);
describeExamplesAxe(genericHeaderExamples);

describe('GenericHeader', () => {
  it('renders the bank name as a text wordmark linking home, with no crown', () => {
    render(<GenericHeader logoText="Example Savings Bank" />);
    const link = screen.getByRole('link', { name: 'Example Savings Bank' });
    expect(link.getAttribute('href')).toBe('/');
    expect(link.className).toBe('govuk-generic-header__homepage-link');
    const header = must(document, '.govuk-generic-header');
    expect(header.querySelector('svg, img')).toBeNull();
    expect(must(header, '.govuk-generic-header__container').className).toBe(
      'govuk-generic-header__container govuk-width-container',
    );
    expect(header.querySelector('.app-header__account')).toBeNull();
  });

  it('renders children in the right-hand area', () => {
    render(
      <GenericHeader logoText="Example Savings Bank" url="/accounts">
        <p>Hi Alex</p>
        <form method="post" action="/sign-out">
          <button type="submit">Sign out</button>
        </form>
      </GenericHeader>,
    );
    expect(screen.getByRole('link', { name: 'Example Savings Bank' }).getAttribute('href')).toBe('/accounts');
    const area = must(document, '.app-header__account');
    expect(area.parentElement?.className).toBe(
      'govuk-generic-header__container govuk-width-container app-header__container',
    );
    expect(area.textContent).toBe('Hi AlexSign out');
    expect(screen.getByRole('button', { name: 'Sign out' }).closest('form')?.getAttribute('action')).toBe(
      '/sign-out',
    );
  });
});
