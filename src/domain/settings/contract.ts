import { z } from 'zod';
import { ZPowerBiStatus } from '../powerbi/contract';

export const AI_PROVIDERS = [
  'openai',
  'claude',
  'gemini',
  'grok',
  'openai_compatible',
  'engineering_db',
] as const;
export const ZAiProvider = z.enum(AI_PROVIDERS);
export type TAiProvider = z.infer<typeof ZAiProvider>;
export const AI_PROVIDER_LABELS: Readonly<Record<TAiProvider, string>> = {
  openai: 'OpenAI GPT',
  claude: 'Anthropic Claude',
  gemini: 'Google Gemini',
  grok: 'xAI Grok',
  openai_compatible: 'OpenAI uyumlu yerel sunucu',
  engineering_db: 'Mühendislik Veritabanı (400+ kök neden)',
};

export const ZAnalysisDepth = z.enum(['quick', 'standard', 'detailed']);
export type TAnalysisDepth = z.infer<typeof ZAnalysisDepth>;

export const CONFIDENCE_THRESHOLD_MIN = 50;
export const CONFIDENCE_THRESHOLD_MAX = 95;

/**
 * Organisation (AI) settings as presented: the API key itself never leaves the server. The weekly
 * capacity is not here: it belongs to the team settings (GET /api/team/settings).
 */
export const ZOrgSettings = z.object({
  aiProvider: ZAiProvider,
  apiKeySet: z.boolean(),
  /** Last four characters, e.g. '••••3f9a', so an admin can tell which key is stored. */
  apiKeyHint: z.string(),
  baseUrl: z.string(),
  model: z.string(),
  analysisDepth: ZAnalysisDepth,
  confidenceThreshold: z.number().int(),
  updatedAt: z.string(),
});
export type TOrgSettings = z.infer<typeof ZOrgSettings>;

const SECRET_PARAM = /key|token|secret|pass|pwd|auth|sig|credential/i;

/** @internal */
export const BASE_URL_MESSAGES = {
  invalid: 'Geçerli bir adres girin (http:// veya https://)',
  credentials:
    'Adres kullanıcı adı veya parola içermemelidir; anahtarı "API Anahtarı" alanına girin (orada gizli tutulur).',
  secretInQuery:
    'Adresin sorgu kısmında anahtar veya parola olmamalıdır; anahtarı "API Anahtarı" alanına girin (orada gizli tutulur).',
} as const;

/**
 * An AI server's base URL: http(s) only (`javascript:`, `file:`, `gopher:` are refused) and without
 * `user:password@` — every user can read the settings, so a credential belongs in the API key field.
 * @internal
 */
export const ZAiBaseUrl = z
  .url({ protocol: /^https?$/, message: BASE_URL_MESSAGES.invalid })
  .refine((value) => {
    // zod runs refinements after a failed format check too; that failure is already reported.
    if (!URL.canParse(value)) return true;
    const url = new URL(value);
    return url.username === '' && url.password === '';
  }, BASE_URL_MESSAGES.credentials)
  // Every user reads this URL: `?api-version=…` is fine, `?api_key=…` is a secret in plain sight.
  .refine((value) => {
    if (!URL.canParse(value)) return true;
    return ![...new URL(value).searchParams.keys()].some((name) => SECRET_PARAM.test(name));
  }, BASE_URL_MESSAGES.secretInQuery);

/** PUT /api/settings/org (Yönetici). `apiKey` omitted = unchanged, '' = remove the stored key. */
export const ZUpdateOrgSettingsRequest = z
  .object({
    aiProvider: ZAiProvider,
    apiKey: z.string().trim().max(500, 'API anahtarı çok uzun').optional(),
    baseUrl: z.union([z.literal(''), ZAiBaseUrl]).optional(),
    model: z.string().trim().max(120).optional(),
    analysisDepth: ZAnalysisDepth,
    confidenceThreshold: z
      .number()
      .int()
      .min(
        CONFIDENCE_THRESHOLD_MIN,
        `Güven eşiği ${CONFIDENCE_THRESHOLD_MIN} ile ${CONFIDENCE_THRESHOLD_MAX} arasında olmalıdır`,
      )
      .max(
        CONFIDENCE_THRESHOLD_MAX,
        `Güven eşiği ${CONFIDENCE_THRESHOLD_MIN} ile ${CONFIDENCE_THRESHOLD_MAX} arasında olmalıdır`,
      ),
  })
  // Unknown fields are refused (400), among them `weeklyCapacityHours`: the weekly capacity is owned
  // by the team settings (PUT /api/team/settings), so saving the AI settings can never revert it.
  .strict();
export type TUpdateOrgSettingsRequest = z.infer<typeof ZUpdateOrgSettingsRequest>;

/** GET /api/settings/integrations: real status cards (read-only). */
export const ZIntegrationStatus = z.object({
  database: z.object({ kind: z.enum(['pglite', 'postgres']), latencyMs: z.number(), ok: z.boolean() }),
  realtime: z.object({ connections: z.number().int(), onlineUsers: z.number().int() }),
  ai: z.object({
    provider: ZAiProvider,
    /** null = not checked (engineering_db needs no network). */
    reachable: z.boolean().nullable(),
    message: z.string(),
    checkedAt: z.string(),
  }),
  /** The service principal's real state: not configured, authenticated, or why it failed (never the secret). */
  powerbi: ZPowerBiStatus,
});
export type TIntegrationStatus = z.infer<typeof ZIntegrationStatus>;
