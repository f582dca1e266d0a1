// oidc-provider 9 ships no type declarations and @types/oidc-provider is not installed; this covers only the parts
// of its API the sandbox uses (checked against node_modules/oidc-provider/lib). Extend it as the sandbox grows.
declare module 'oidc-provider' {
  import type { EventEmitter } from 'node:events';
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type AdapterPayload = {
    [key: string]: unknown;
    jti?: string;
    grantId?: string;
    userCode?: string;
    uid?: string;
    consumed?: number;
    exp?: number;
  };

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export type AdapterFactory = (modelName: string) => Adapter;

  export type ClaimsFunction = (
    use: string,
    scope: string,
    claims: unknown,
    rejected: string[],
  ) => Record<string, unknown> | Promise<Record<string, unknown>>;

  export type Account = { accountId: string; claims: ClaimsFunction };

  export type CookieOptions = {
    httpOnly?: boolean;
    sameSite?: 'lax' | 'strict' | 'none';
    secure?: boolean;
    path?: string;
    domain?: string;
    maxAge?: number;
    signed?: boolean;
    overwrite?: boolean;
  };

  export type OIDCClient = { clientId: string; clientName?: string };

  export interface SessionModel {
    accountId?: string;
    authorizations?: Record<string, { grantId?: string; persistsLogout?: boolean }>;
    state?: Record<string, unknown>;
    destroy(): Promise<void>;
  }

  export interface KoaContextWithOIDC {
    oidc: {
      provider: Provider;
      session?: SessionModel;
      client?: OIDCClient;
      params?: Record<string, unknown>;
      entities: {
        IdTokenHint?: { payload: Record<string, unknown> };
        Client?: OIDCClient;
        [name: string]: unknown;
      };
      [key: string]: unknown;
    };
    host: string;
    type: string;
    status: number;
    body: unknown;
    cookies: { set(name: string, value: string | null, options?: CookieOptions): void };
    redirect(url: string): void;
    [key: string]: unknown;
  }

  export type ClientMetadata = {
    client_id: string;
    client_secret?: string;
    client_name?: string;
    redirect_uris?: string[];
    post_logout_redirect_uris?: string[];
    grant_types?: string[];
    response_types?: string[];
    token_endpoint_auth_method?: string;
    scope?: string;
    [key: string]: unknown;
  };

  export type Configuration = {
    adapter?: AdapterFactory | (new (name: string) => Adapter);
    clients?: ClientMetadata[];
    findAccount?: (ctx: KoaContextWithOIDC, sub: string, token?: unknown) => Promise<Account | undefined>;
    claims?: Record<string, string[] | null>;
    scopes?: string[];
    jwks?: { keys: Record<string, unknown>[] };
    cookies?: {
      names?: { session?: string; interaction?: string; resume?: string };
      long?: CookieOptions;
      short?: CookieOptions;
      keys?: string[];
    };
    features?: Record<string, Record<string, unknown>>;
    pkce?: { required?: (ctx: KoaContextWithOIDC, client: OIDCClient) => boolean };
    ttl?: Record<string, number | ((...args: unknown[]) => number)>;
    rotateRefreshToken?: boolean | ((ctx: KoaContextWithOIDC) => boolean | Promise<boolean>);
    interactions?: { url?: (ctx: KoaContextWithOIDC, interaction: Interaction) => string | Promise<string> };
    renderError?: (
      ctx: KoaContextWithOIDC,
      out: Record<string, string>,
      error: Error,
    ) => void | Promise<void>;
    clientBasedCORS?: (ctx: KoaContextWithOIDC, origin: string, client: OIDCClient) => boolean;
    [key: string]: unknown;
  };

  export type PromptDetail = {
    name: string;
    reasons: string[];
    details: {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
      [key: string]: unknown;
    };
  };

  export interface Interaction {
    uid: string;
    prompt: PromptDetail;
    params: Record<string, unknown> & { client_id?: string; scope?: string };
    session?: { accountId: string; uid?: string; cookie?: string };
    grantId?: string;
    lastSubmission?: Record<string, unknown>;
    returnTo: string;
    exp: number;
  }

  export type InteractionResults = {
    login?: { accountId: string; remember?: boolean; ts?: number; amr?: string[]; acr?: string };
    consent?: { grantId?: string };
    error?: string;
    error_description?: string;
    [key: string]: unknown;
  };

  export interface Grant {
    jti?: string;
    accountId?: string;
    clientId?: string;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
    destroy(): Promise<void>;
  }

  export interface AccessToken {
    jti: string;
    accountId?: string;
    clientId?: string;
    grantId?: string;
    scope?: string;
    isExpired: boolean;
    destroy(): Promise<void>;
  }

  type TokenModel<T> = {
    find(value: string, options?: { ignoreExpiration?: boolean }): Promise<T | undefined>;
    revokeByGrantId(grantId: string): Promise<void>;
  };

  export class Provider extends EventEmitter {
    constructor(issuer: string, configuration?: Configuration);
    readonly issuer: string;
    proxy: boolean;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    cookieName(type: 'session' | 'interaction' | 'resume'): string;
    urlFor(name: string, options?: Record<string, unknown>): string;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    readonly Grant: {
      new (properties: { accountId: string; clientId: string }): Grant;
      find(id: string): Promise<Grant | undefined>;
    };
    readonly AccessToken: TokenModel<AccessToken>;
    readonly RefreshToken: TokenModel<unknown>;
    readonly AuthorizationCode: TokenModel<unknown>;
    readonly Client: { find(id: string): Promise<OIDCClient | undefined> };
  }

  export default Provider;
}
