import type { RootData } from '../../lib/root-data.ts';

/** The root loader's data for a component test: a signed-in customer, the shell's managed texts as `layout`. */
export function rootData(layoutValues: Record<string, string> = {}): RootData {
  return {
    bankName: 'Test Bank',
    bankHomeUrl: '/',
    supportPhone: '0800 000 0000',
    supportEmail: 'help@bank.test',
    authMode: 'native',
    sessionExpiryMinutes: 20,
    customer: { name: 'Test' },
    csrfToken: 'csrf-token',
    timeout: null,
    enhanceScript: '/assets/enhance.js',
    editorScript: null,
    layout: { tag: 'layout', values: layoutValues },
  };
}
