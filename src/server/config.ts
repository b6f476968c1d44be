import net from 'node:net';
import { z } from 'zod';
import { SIGNUP_POLICIES, type TSignupPolicy } from '../domain/auth/contract';
import { DEFAULT_PLANT_TIME_ZONE, isTimeZone } from '../domain/shared/plant-date';
import { type OidcConfig, parseOidcConfig, ZOidcEnv } from './auth-kit/oidc-config';
import { isLoopbackHost } from './loopback-host';

const MB = 1024 * 1024;

const ZBoolean = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/**
 * Which proxies may speak for a client through `X-Forwarded-For`: `false`/`0` none, a hop count
 * (`1` = the one reverse proxy in front of us), or a comma-separated list of addresses and CIDRs.
 * `true` is refused: trusting every hop lets any client choose its own address and escape the
 * per-address login and sign-up limits.
 */
const ZTrustProxy = z
  .string()
  .trim()
  .transform((value, ctx): false | number | string[] => {
    if (value === '' || value === 'false') return false;
    if (/^\d+$/.test(value)) return Number(value) === 0 ? false : Number(value);
    if (value === 'true') {
      ctx.addIssue({
        code: 'custom',
        message:
          'TRUST_PROXY=true her vekile güvenir ve adres sınırlarını aşılabilir kılar; vekil sayısını (ör. 1) ya da vekil adreslerini (ör. 10.0.0.5,10.1.0.0/16) yazın.',
      });
      return z.NEVER;
    }
    const entries = value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const invalid = entries.find((entry) => !isAddressOrCidr(entry));
    if (invalid !== undefined) {
      ctx.addIssue({ code: 'custom', message: `TRUST_PROXY içinde geçersiz adres veya CIDR: "${invalid}"` });
      return z.NEVER;
    }
    return entries;
  });

function isAddressOrCidr(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (!/^\d+$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * An upstream base URL that receives the service principal's secret or its tokens: https, or http on
 * a loopback address; no credentials, query or fragment. Refused at start, before anything is sent.
 */
function upstreamUrl(name: string) {
  return z
    .string()
    .trim()
    .transform((value, ctx) => {
      const url = URL.canParse(value) ? new URL(value) : null;
      const safe =
        url !== null &&
        (url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname))) &&
        url.username === '' &&
        url.password === '' &&
        url.search === '' &&
        url.hash === '';
      if (!safe) {
        ctx.addIssue({
          code: 'custom',
          message: `${name} https:// ile başlayan bir adres olmalıdır (http:// yalnızca 127.0.0.1/localhost için).`,
        });
        return z.NEVER;
      }
      return value.replace(/\/+$/, '');
    });
}

const ZEnv = ZOidcEnv.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  // Demo accounts and seeded rows. Unset: on for the embedded database (a trial on one machine),
  // off with DATABASE_URL (a production installation never publishes admin/admin123).
  DEMO_MODE: ZBoolean.optional(),
  // Who may join: open | approval | invite. Unset: open in demo mode (a trial), approval otherwise
  // (on a plant's network any device could otherwise create an account and read everything).
  SIGNUP: z
    .enum([...SIGNUP_POLICIES, ''], { message: 'SIGNUP şunlardan biri olmalıdır: open, approval, invite.' })
    .optional(),
  // Set when the app is served over HTTPS (behind a TLS-terminating proxy) so cookies get `Secure`.
  COOKIE_SECURE: ZBoolean.default(false),
  TRUST_PROXY: ZTrustProxy.default(false),
  // A session unused for this long ends, whatever its absolute lifetime (7 days).
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(7 * 24 * 60)
    .default(120),
  // The plant's day: "today", due dates, report dates and file names (an IANA zone name).
  PLANT_TIME_ZONE: z
    .string()
    .trim()
    .refine(isTimeZone, {
      message: 'PLANT_TIME_ZONE tanınan bir saat dilimi olmalı (ör. Europe/Istanbul, Europe/Berlin, UTC).',
    })
    .default(DEFAULT_PLANT_TIME_ZONE),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().default('./dist/web'),
  // Power BI REST and Azure AD (sovereign clouds have their own); plain http only on loopback (tests).
  POWERBI_API_URL: upstreamUrl('POWERBI_API_URL').default('https://api.powerbi.com'),
  AZURE_AUTHORITY_URL: upstreamUrl('AZURE_AUTHORITY_URL').default('https://login.microsoftonline.com'),
  // A report frame that neither loads nor fails within this long (offline plant, firewall) ends its spinner.
  POWERBI_LOAD_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  // One document's reading (PDF.js, mammoth, SheetJS) on its thread: past either budget the thread
  // ends and the audit reports the document as too large, instead of the reader running on.
  DOCUMENT_READ_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  DOCUMENT_READ_MEMORY_MB: z.coerce.number().int().min(64).max(16_384).default(512),
  // Stored documents: per user and for the whole installation (MB, 1 MB = 1 048 576 bytes).
  STORAGE_USER_MB: z.coerce.number().int().min(1).max(10_000_000).default(1024),
  STORAGE_TOTAL_MB: z.coerce.number().int().min(1).max(100_000_000).default(20_480),
  // Heavy jobs (imports, audits, plan generation, PDF and XLSX exports) one user may run at once.
  HEAVY_JOBS_PER_USER: z.coerce.number().int().min(1).max(100).default(2),
  // Scheduled backups: a folder turns them on; how often ("24h", "30m") and how many to keep.
  BACKUP_DIR: z.string().trim().optional(),
  BACKUP_EVERY: z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?\s*(m|h|d)$/i, { message: 'BACKUP_EVERY bir süre olmalıdır: ör. 30m, 24h, 7d.' })
    .default('24h'),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(14),
});

const DURATION_UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
function durationMs(text: string): number {
  const match = /^(\d+(?:\.\d+)?)\s*(m|h|d)$/i.exec(text.trim());
  const unit = (match?.[2]?.toLowerCase() ?? 'h') as keyof typeof DURATION_UNIT_MS;
  return Math.max(60_000, Number(match?.[1] ?? 24) * DURATION_UNIT_MS[unit]);
}

export type AppConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  demoMode: boolean;
  /** Who may join (see `SIGNUP_POLICIES`). */
  signupPolicy: TSignupPolicy;
  cookieSecure: boolean;
  trustProxy: false | number | string[];
  sessionIdleMs: number;
  plantTimeZone: string;
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  webDist: string;
  /** Power BI REST base, without a trailing slash (https://api.powerbi.com). */
  powerBiApiUrl: string;
  /** Azure AD authority, without a trailing slash (https://login.microsoftonline.com). */
  azureAuthorityUrl: string;
  /** How long the dashboard waits for a report frame to load before it says why it may not. */
  powerBiLoadTimeoutMs: number;
  /** One document's reading at most: its time (ms) and its thread's heap (MB). */
  documentRead: { timeMs: number; memoryMb: number };
  /** Bytes of stored documents allowed per user and for the installation. */
  storage: { userBytes: number; totalBytes: number };
  /** Heavy jobs one user may run at the same time. */
  heavyJobsPerUser: number;
  /** Where scheduled backups go; undefined = no scheduled backups. */
  backupDir: string | undefined;
  backupEveryMs: number;
  backupKeep: number;
  /** Single sign-on (OpenID Connect); undefined = local accounts only. */
  oidc: OidcConfig | undefined;
};

/** Reads the process environment once at start-up; invalid values stop the server with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Geçersiz yapılandırma: ${issue?.path.join('.')} — ${issue?.message}`);
  }
  const e = parsed.data;
  const url = e.DATABASE_URL?.trim();
  const databaseUrl = url ? url : undefined;
  const demoMode = e.DEMO_MODE ?? databaseUrl === undefined;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl,
    demoMode,
    signupPolicy: e.SIGNUP || (demoMode ? 'open' : 'approval'),
    cookieSecure: e.COOKIE_SECURE,
    trustProxy: e.TRUST_PROXY,
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    plantTimeZone: e.PLANT_TIME_ZONE,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    powerBiApiUrl: e.POWERBI_API_URL,
    azureAuthorityUrl: e.AZURE_AUTHORITY_URL,
    powerBiLoadTimeoutMs: e.POWERBI_LOAD_TIMEOUT_SECONDS * 1000,
    documentRead: { timeMs: e.DOCUMENT_READ_SECONDS * 1000, memoryMb: e.DOCUMENT_READ_MEMORY_MB },
    storage: { userBytes: e.STORAGE_USER_MB * MB, totalBytes: e.STORAGE_TOTAL_MB * MB },
    heavyJobsPerUser: e.HEAVY_JOBS_PER_USER,
    backupDir: e.BACKUP_DIR ? e.BACKUP_DIR : undefined,
    backupEveryMs: durationMs(e.BACKUP_EVERY),
    backupKeep: e.BACKUP_KEEP,
    oidc: parseOidcConfig(e),
  };
}
