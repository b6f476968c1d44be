// oidc-provider ships no type declarations; the few parts the test provider uses, typed here.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface OidcAccount {
    accountId: string;
    claims(): Promise<Record<string, unknown>>;
  }
  export interface OidcGrant {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(): Promise<string>;
  }
  export interface OidcContext {
    oidc: { client?: { clientId: string }; session?: { accountId?: string } };
  }
  export default class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    Grant: new (init: { accountId: string; clientId: string }) => OidcGrant;
  }
}
