import type { SessionUser } from '../auth/session-store';

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
  }
  interface FastifyRequest {
    session: SessionUser | null;
  }
}
