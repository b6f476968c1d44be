import type { SessionUser } from '../auth/session-store';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a session (login, sign-up, health). Everything else under /api needs one. */
    public?: boolean;
  }
  interface FastifyRequest {
    session: SessionUser | null;
  }
}
