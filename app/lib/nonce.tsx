import { createContext, useContext, type ReactNode } from 'react';

// The CSP nonce reaches React only on the server. Browsers hide nonce attributes after parsing, so the client
// renders without one (and React does not report the difference).
const NonceContext = createContext<string | undefined>(undefined);

export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
