import type { SessionUser } from '../auth-kit/session-store';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Reachable without a session (login, sign-up, health, the built web app's files, the API docs).
     * Every other route needs one: access is decided on the matched route, never on the URL's text.
     */
    public?: boolean;
    /** Served as a document (HTML, assets): gets the full browser security headers, not the API set. */
    document?: boolean;
    /** Set by `registerOperation`: the route comes from a shared operation object (`METHOD /path`). */
    operation?: string;
    /**
     * A personal API token (`Authorization: Bearer kat_…`) authenticates this route: the read-only
     * feeds only. On every other route a Bearer token is ignored (no session → 401).
     */
    apiToken?: boolean;
    /** Set from the operation: answered to a signed-in account awaiting approval (its own session). */
    pendingAllowed?: boolean;
  }
  interface FastifyRequest {
    session: SessionUser | null;
  }
}
