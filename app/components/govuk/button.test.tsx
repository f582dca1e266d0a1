import { render, screen, fireEvent } from '@testing-library/react';
import { Button } from './index.ts';
import { buttonExamples } from './examples.tsx';
import { describeExamplesAxe, describeFixtures, must, renderStatic } from '../test-helpers/govuk.tsx';

describeFixtures('button', Button);
describeExamplesAxe(buttonExamples);

describe('Button', () => {
  it('is a submit button by default', () => {
    render(<Button>Continue</Button>);
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button.getAttribute('type')).toBe('submit');
    expect(button.className).toBe('govuk-button');
    expect(button.getAttribute('data-module')).toBe('govuk-button');
    expect(button.hasAttribute('data-prevent-double-click')).toBe(false);
  });

  it('renders data-prevent-double-click="true"', () => {
    const button = must(renderStatic(<Button preventDoubleClick text="Pay" />), 'button');
    expect(button.getAttribute('data-prevent-double-click')).toBe('true');
    expect(
      must(renderStatic(<Button preventDoubleClick={false} text="Pay" />), 'button').getAttribute(
        'data-prevent-double-click',
      ),
    ).toBe('false');
  });

  it('submits a name and value', () => {
    const button = must<HTMLButtonElement>(
      renderStatic(<Button name="action" value="save" text="Save" />),
      'button',
    );
    expect(button.getAttribute('name')).toBe('action');
    expect(button.getAttribute('value')).toBe('save');
  });

  it('renders a link button with href', () => {
    render(<Button href="/open" text="Open an account" classes="govuk-button--secondary" />);
    const link = screen.getByRole('button', { name: 'Open an account' });
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe('/open');
    expect(link.getAttribute('draggable')).toBe('false');
    expect(link.className).toBe('govuk-button govuk-button--secondary');
  });

  it('marks disabled buttons with aria-disabled', () => {
    render(<Button disabled text="Submit" />);
    const button = screen.getByRole('button', { name: 'Submit' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-disabled')).toBe('true');
  });

  it('passes event handlers through attributes', () => {
    let clicks = 0;
    render(<Button type="button" text="Show" attributes={{ onClick: () => (clicks += 1) }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(clicks).toBe(1);
  });

  it('renders the start icon for start buttons', () => {
    const link = must(renderStatic(<Button href="/start" isStartButton text="Start now" />), 'a');
    expect(link.className).toBe('govuk-button govuk-button--start');
    expect(must(link, 'svg.govuk-button__start-icon').getAttribute('aria-hidden')).toBe('true');
  });
});
