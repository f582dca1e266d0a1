// Minimal types for govuk-frontend 6's ES module entry (the package ships no .d.ts files).
// Only what app/lib/govuk-frontend.ts uses.
declare module 'govuk-frontend' {
  export interface GovukComponentClass {
    new (root: Element, config?: object): object;
    moduleName: string;
  }
  export interface CreateAllOptions {
    scope?: Element | Document | null;
    onError?: (
      error: unknown,
      context: { element?: Element; component?: GovukComponentClass; config?: object },
    ) => void;
  }
  export function createAll<T extends GovukComponentClass>(
    Component: T,
    config?: object,
    scopeOrOptions?: Element | Document | null | CreateAllOptions,
  ): Array<InstanceType<T>>;
  export function isSupported(scope?: HTMLElement | null): boolean;
  export const version: string;

  export const Button: GovukComponentClass;
  export const CharacterCount: GovukComponentClass;
  export const Checkboxes: GovukComponentClass;
  export const ErrorSummary: GovukComponentClass;
  export const NotificationBanner: GovukComponentClass;
  export const PasswordInput: GovukComponentClass;
  export const Radios: GovukComponentClass;
  export const ServiceNavigation: GovukComponentClass;
  export const SkipLink: GovukComponentClass;
  export const Tabs: GovukComponentClass;
}
