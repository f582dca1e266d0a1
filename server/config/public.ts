import type { Config } from '../config.ts';

/** The only configuration the browser receives. */
export type PublicConfig = {
  bankName: string;
  bankHomeUrl: string;
  supportPhone: string;
  supportEmail: string;
  authMode: 'native' | 'oidc';
  sessionExpiryMinutes: number;
};

export function publicConfig(config: Config): PublicConfig {
  return {
    bankName: config.bankName,
    bankHomeUrl: config.bankHomeUrl,
    supportPhone: config.supportPhone,
    supportEmail: config.supportEmail,
    authMode: config.authMode,
    sessionExpiryMinutes: config.session.expiryMinutes,
  };
}
