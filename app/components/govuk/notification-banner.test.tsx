import { render, screen } from '@testing-library/react';
import { NotificationBanner } from './index.ts';
import { notificationBannerExamples } from './examples.tsx';
import { describeExamplesAxe, describeFixtures, must } from '../test-helpers/govuk.tsx';

describeFixtures('notification-banner', NotificationBanner);
describeExamplesAxe(notificationBannerExamples);

describe('NotificationBanner', () => {
  it('is a region labelled by its title by default', () => {
    render(<NotificationBanner text="Rates change soon" />);
    const banner = screen.getByRole('region', { name: 'Important' });
    expect(banner.className).toBe('govuk-notification-banner');
    expect(banner.getAttribute('aria-labelledby')).toBe('govuk-notification-banner-title');
    expect(banner.getAttribute('data-module')).toBe('govuk-notification-banner');
    expect(must(banner, 'p.govuk-notification-banner__heading').textContent).toBe('Rates change soon');
  });

  it('success variant has role alert and the success class', () => {
    render(
      <NotificationBanner type="success" titleId="done-title">
        <h3 className="govuk-notification-banner__heading">Details updated</h3>
      </NotificationBanner>,
    );
    const banner = screen.getByRole('alert');
    expect(banner.className).toBe('govuk-notification-banner govuk-notification-banner--success');
    expect(banner.getAttribute('aria-labelledby')).toBe('done-title');
    expect(must(document, '#done-title').textContent).toBe('Success');
    expect(must(banner, '.govuk-notification-banner__content h3').textContent).toBe('Details updated');
  });
});
