// app/lib/govuk-frontend.ts: starting govuk-frontend's JavaScript on server-rendered markup.
import { renderHtml } from '../components/test-helpers/govuk.tsx';
import {
  Button,
  CharacterCount,
  Checkboxes,
  ErrorSummary,
  NotificationBanner,
  PasswordInput,
  Radios,
  ServiceNavigation,
  SkipLink,
  Tabs,
  TextInput,
} from '../components/govuk/index.ts';

const page = (
  <>
    <SkipLink href="#main-content" text="Skip to main content" />
    <ServiceNavigation
      navigation={[
        { href: '/a', text: 'A', current: true },
        { href: '/b', text: 'B' },
      ]}
    />
    <main id="main-content">
      <ErrorSummary errorList={[{ text: 'Enter your password', href: '#password' }]} />
      <NotificationBanner type="success" text="Saved" disableAutoFocus />
      <PasswordInput name="password" label="Password" />
      <Radios
        name="contact"
        fieldset={{ legend: 'Contact' }}
        items={[
          {
            value: 'email',
            text: 'Email',
            conditional: { children: <TextInput name="email" label="Email" /> },
          },
          { value: 'none', text: 'None' },
        ]}
      />
      <Checkboxes name="terms" items={[{ value: 'yes', text: 'I agree' }]} />
      <CharacterCount name="reference" label="Reference" maxlength={18} />
      <Tabs
        items={[
          { id: 'one', label: 'One', panel: { text: '1' } },
          { id: 'two', label: 'Two', panel: { text: '2' } },
        ]}
      />
      <Button preventDoubleClick text="Continue" />
    </main>
  </>
);

function mount(): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = renderHtml(page);
  document.body.append(root);
  return root;
}

describe('govuk-frontend initialisation', () => {
  // govuk-frontend only runs in browsers with ES modules, detected by `noModule` (jsdom lacks it).
  const hadNoModule = 'noModule' in HTMLScriptElement.prototype;
  // ServiceNavigation (like Tabs) reads the breakpoint custom property from the stylesheet and uses
  // matchMedia; jsdom has neither, so provide them.
  const hadMatchMedia = 'matchMedia' in window;
  beforeAll(() => {
    if (!hadNoModule)
      Object.defineProperty(HTMLScriptElement.prototype, 'noModule', { configurable: true, value: false });
    document.documentElement.style.setProperty('--govuk-breakpoint-tablet', '40.0625rem');
    if (!hadMatchMedia) {
      Object.defineProperty(window, 'matchMedia', {
        configurable: true,
        value: (query: string) => ({
          matches: true,
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }),
      });
    }
  });
  afterAll(() => {
    if (!hadNoModule) delete (HTMLScriptElement.prototype as { noModule?: boolean }).noModule;
    if (!hadMatchMedia) delete (window as { matchMedia?: unknown }).matchMedia;
    document.documentElement.style.removeProperty('--govuk-breakpoint-tablet');
  });

  const originalError = console.error;
  const errors: unknown[] = [];
  beforeEach(() => {
    errors.length = 0;
    console.error = (...args: unknown[]) => void errors.push(args);
    document.body.className = '';
  });
  afterEach(() => {
    console.error = originalError;
    document.body.innerHTML = '';
  });

  it('does nothing in browsers without ES modules', async () => {
    const { initGovukFrontend } = await import('./govuk-frontend.ts');
    const descriptor = Object.getOwnPropertyDescriptor(HTMLScriptElement.prototype, 'noModule');
    delete (HTMLScriptElement.prototype as { noModule?: boolean }).noModule;
    try {
      const root = mount();
      initGovukFrontend();
      expect(document.body.className).toBe('');
      expect(root.querySelector('[data-govuk-button-init]')).toBeNull();
    } finally {
      if (descriptor) Object.defineProperty(HTMLScriptElement.prototype, 'noModule', descriptor);
    }
  });

  it('does nothing when imported', async () => {
    await import('./govuk-frontend.ts');
    expect(document.body.className).toBe('');
  });

  it('starts the components found by data-module, and can run again', async () => {
    const { initGovukFrontend } = await import('./govuk-frontend.ts');
    const root = mount();
    initGovukFrontend();
    expect(document.body.classList.contains('govuk-frontend-supported')).toBe(true);
    // PasswordInput JS reveals the Show button.
    expect(root.querySelector('.govuk-password-input__toggle')?.hasAttribute('hidden')).toBe(false);
    // ErrorSummary JS takes focus.
    expect(document.activeElement).toBe(root.querySelector('.govuk-error-summary'));
    for (const module of [
      'govuk-button',
      'govuk-error-summary',
      'govuk-password-input',
      'govuk-radios',
      'govuk-checkboxes',
      'govuk-skip-link',
      'govuk-notification-banner',
      'govuk-service-navigation',
      'govuk-character-count',
      'govuk-tabs',
    ]) {
      for (const el of Array.from(root.querySelectorAll(`[data-module="${module}"]`))) {
        expect([module, el.hasAttribute(`data-${module}-init`)]).toEqual([module, true]);
      }
    }
    initGovukFrontend(); // already initialised: skipped quietly
    expect(errors).toEqual([]);
  });

  it('only starts components inside the given scope', async () => {
    const { initGovukFrontend } = await import('./govuk-frontend.ts');
    const root = mount();
    initGovukFrontend(root.querySelector('.govuk-checkboxes')!.parentElement!);
    expect(root.querySelector('.govuk-checkboxes')?.hasAttribute('data-govuk-checkboxes-init')).toBe(true);
    expect(root.querySelector('.govuk-radios')?.hasAttribute('data-govuk-radios-init')).toBe(false);
  });

  it('initErrorSummary focuses one error summary, also when called again', async () => {
    const { initErrorSummary } = await import('./govuk-frontend.ts');
    const root = mount();
    const summary = root.querySelector('.govuk-error-summary')!;
    initErrorSummary(summary);
    expect(document.activeElement).toBe(summary);
    expect(summary.hasAttribute('data-govuk-error-summary-init')).toBe(true);
    (root.querySelector('input') as HTMLInputElement).focus();
    initErrorSummary(summary);
    expect(document.activeElement).toBe(summary);
    expect(errors).toEqual([]);
  });
});
