import { z } from 'zod';

/** Azure AD and Power BI identifiers are GUIDs; they go into upstream URL paths, so nothing else passes. */
const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A tenant is named by its GUID or its verified domain (contoso.onmicrosoft.com). */
const TENANT_DOMAIN =
  /^(?=.{3,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;

export const POWERBI_FIELD_MESSAGES = {
  tenantId: 'Kiracı (tenant) kimliği bir GUID ya da alan adı (ör. contoso.onmicrosoft.com) olmalıdır',
  clientId: 'Uygulama (istemci) kimliği bir GUID olmalıdır (ör. 00000000-0000-0000-0000-000000000000)',
  workspaceId: 'Çalışma alanı kimliği bir GUID olmalıdır',
  clientSecret: 'İstemci gizli anahtarı çok uzun',
  reportId: 'Rapor kimliği bir GUID olmalıdır',
  groupId: 'Çalışma alanı kimliği bir GUID olmalıdır',
} as const;

const guid = (message: string) => z.string().trim().regex(GUID, message);

const ZTenantId = z
  .string()
  .trim()
  .refine((value) => GUID.test(value) || TENANT_DOMAIN.test(value), POWERBI_FIELD_MESSAGES.tenantId);

/** What may be done with the service-principal settings; shipped with them (the web has no rule of its own). */
const ZPowerBiSettingsCan = z.object({ edit: z.boolean() });

/**
 * GET /api/settings/powerbi: the service principal as presented. The client secret never leaves the
 * server: `secretSet` says whether one is stored, `secretHint` shows its last four characters.
 * Empty strings = not set yet.
 */
export const ZPowerBiSettings = z.object({
  tenantId: z.string(),
  clientId: z.string(),
  workspaceId: z.string(),
  secretSet: z.boolean(),
  /** '••••AbCd' (last four characters), '' when no secret is stored. */
  secretHint: z.string(),
  can: ZPowerBiSettingsCan,
});
export type TPowerBiSettings = z.infer<typeof ZPowerBiSettings>;

/**
 * PUT /api/settings/powerbi (Yönetici). `clientSecret` omitted = the stored secret stays; '' removes
 * it (Power BI is then not configured).
 */
export const ZUpdatePowerBiSettingsRequest = z
  .object({
    tenantId: ZTenantId,
    clientId: guid(POWERBI_FIELD_MESSAGES.clientId),
    clientSecret: z.string().trim().max(500, POWERBI_FIELD_MESSAGES.clientSecret).optional(),
    workspaceId: guid(POWERBI_FIELD_MESSAGES.workspaceId),
  })
  .strict();
export type TUpdatePowerBiSettingsRequest = z.infer<typeof ZUpdatePowerBiSettingsRequest>;

/** One report of the workspace, as Power BI lists it (`GET /v1.0/myorg/groups/{groupId}/reports`). */
const ZPowerBiReport = z.object({
  id: z.string(),
  name: z.string(),
  embedUrl: z.string(),
  datasetId: z.string(),
});
export type TPowerBiReport = z.infer<typeof ZPowerBiReport>;

/** GET /api/powerbi/reports: `groupId` omitted = the configured default workspace. */
export const ZListReportsQuery = z
  .object({ groupId: guid(POWERBI_FIELD_MESSAGES.groupId).optional() })
  .strict();

export const ZPowerBiReportList = z.object({ reports: z.array(ZPowerBiReport) });

/** POST /api/powerbi/embed-token: `groupId` omitted = the configured default workspace. */
export const ZEmbedTokenRequest = z
  .object({
    reportId: guid(POWERBI_FIELD_MESSAGES.reportId),
    groupId: guid(POWERBI_FIELD_MESSAGES.groupId).optional(),
  })
  .strict();

/**
 * An embed token for one report (and its dataset), issued by the server's service principal. The
 * browser applies a fresh one with `report.setAccessToken` before `expiresAt`.
 */
export const ZEmbedToken = z.object({
  accessToken: z.string(),
  tokenType: z.literal('Embed'),
  /** ISO 8601, as Power BI's `expiration`. */
  expiresAt: z.string(),
  embedUrl: z.string(),
  reportId: z.string(),
});
export type TEmbedToken = z.infer<typeof ZEmbedToken>;

/**
 * The server hands out a cached token only while it has more than this left; a browser that asks
 * again within this margin of `expiresAt` therefore always gets a new token.
 */
export const EMBED_TOKEN_REFRESH_MARGIN_MS = 5 * 60_000;

/** State of the Power BI integration for the status card (Ayarlar → Entegrasyonlar). */
const ZPowerBiState = z.enum(['not_configured', 'authenticated', 'failed']);
export type TPowerBiState = z.infer<typeof ZPowerBiState>;

export const ZPowerBiStatus = z.object({
  state: ZPowerBiState,
  /** Turkish: what was checked or why it failed; never the secret. */
  message: z.string(),
  /** Reports in the default workspace when authenticated (null otherwise). */
  reportCount: z.number().int().nullable(),
  checkedAt: z.string(),
});
export type TPowerBiStatus = z.infer<typeof ZPowerBiStatus>;

/** Error codes of the Power BI routes (409 not configured, 502 upstream refusal). */
export const POWERBI_ERROR_CODES = {
  notConfigured: 'powerbi_not_configured',
  upstream: 'powerbi_upstream_error',
  workspaceNotAllowed: 'powerbi_workspace_not_allowed',
} as const;

/** The Turkish messages of every failure; they name the cause and never carry the secret. */
export const POWERBI_MESSAGES = {
  notConfigured:
    'Power BI hizmet sorumlusu yapılandırılmamış. Yönetici, Ayarlar → Entegrasyonlar bölümünden kiracı, uygulama kimliği, gizli anahtar ve çalışma alanını girmelidir.',
  wrongSecret:
    'Azure AD istemci gizli anahtarını reddetti: gizli anahtar yanlış ya da süresi dolmuş. Ayarlar → Entegrasyonlar bölümünden yeni gizli anahtarı girin.',
  unknownClient:
    'Azure AD bu uygulama (istemci) kimliğini kiracıda bulamadı: uygulama kimliğini kontrol edin.',
  unknownTenant: 'Azure AD kiracıyı (tenant) bulamadı: kiracı kimliğini kontrol edin.',
  aadRefused: 'Azure AD erişim belirteci vermedi: hizmet sorumlusu ayarlarını kontrol edin.',
  aadUnreachable: "Azure AD'ye ulaşılamadı (bağlantı hatası veya zaman aşımı).",
  apiAccessDenied:
    'Power BI hizmet sorumlusunu kabul etmedi: Power BI yönetici portalında hizmet sorumlularının Power BI API kullanımına izin verin.',
  noWorkspaceAccess:
    'Hizmet sorumlusunun bu çalışma alanına erişimi yok: çalışma alanına üye (en az Katkıda Bulunan) olarak ekleyin ve çalışma alanı kimliğini kontrol edin.',
  workspaceNotAllowed:
    'Bu çalışma alanı yönetici tarafından yapılandırılmadı: yalnızca Ayarlar → Entegrasyonlar bölümünde girilen çalışma alanının raporları açılabilir.',
  reportNotFound: 'Rapor bulunamadı: rapor bu çalışma alanında yok ya da silinmiş.',
  tokenRefused: 'Power BI gömme belirteci (embed token) vermedi.',
  powerBiUnreachable: "Power BI'a ulaşılamadı (bağlantı hatası veya zaman aşımı).",
  powerBiFailed: 'Power BI beklenmeyen bir yanıt verdi.',
  authenticated: 'Kimlik doğrulandı',
} as const;
