import { z } from 'zod';
import { isPowerBiHost } from './embed-hosts';

/** The Turkish texts of the reporting dashboard: the spec's exact ones first, then ours. */
export const EMBED_MESSAGES = {
  /** Spec, error catalogue: saving without embed URL, access token or report ID. */
  required: 'Lütfen tüm zorunlu alanları doldurun!',
  /** Spec: on the embed's error event. */
  loadFailed: 'Power BI raporu yüklenirken hata oluştu.',
  /** Spec: after 'Load Demo'. */
  demoLoaded: 'Demo konfigürasyonu yüklendi. Gerçek Power BI raporu için kendi bilgilerinizi girin.',
  embedUrlRequired: 'Embed URL zorunludur.',
  embedUrlInvalid: 'Geçerli bir adres girin (ör. https://app.powerbi.com/reportEmbed?reportId=…).',
  embedUrlNotHttps: 'Embed URL https:// ile başlamalıdır.',
  embedUrlNotPowerBi:
    'Embed URL bir Power BI adresi olmalıdır (app.powerbi.com, *.fabric.microsoft.com veya bir ulusal bulut adresi).',
  embedUrlAutoAuth:
    "autoAuth=true içeren embed URL'leri desteklenmez; Power BI REST API'sinden alınan embed URL'sini kullanın.",
  embedUrlTooLong: 'Embed URL en fazla 2000 karakter olabilir.',
  accessTokenRequired: "Erişim token'ı boş olamaz.",
  accessTokenTooLong: "Erişim token'ı en fazla 20000 karakter olabilir.",
  reportIdRequired: 'Rapor ID zorunludur.',
  idTooLong: 'Kimlik en fazla 200 karakter olabilir.',
  tokenExpired:
    "Power BI erişim token'ının süresi doldu. Lütfen Ayarlar'dan yeni bir erişim token'ı girin ve kaydedin.",
} as const;

/** The parameters a 'Website or portal' link carries for Power BI's own sign-in; token embedding has no use for them. */
const SIGN_IN_PARAMS = ['autoauth', 'ctid'];

/**
 * The embed URL as the form keeps it: from a pasted `<iframe src="…">` snippet its address, and from
 * a 'File → Embed report → Website or portal' link its `autoAuth` and `ctid` parameters removed
 * (powerbi-client refuses `autoAuth=true`; with an embed token neither is needed). `dropped` names
 * what was removed, so the form can say so. Anything else is left exactly as typed.
 */
export function normaliseEmbedUrl(value: string): { url: string; dropped: string[] } {
  let text = value.trim();
  const snippet = /<iframe\b[^>]*\bsrc\s*=\s*["']([^"']+)["']/i.exec(text);
  if (snippet) text = snippet[1]!.replace(/&amp;/g, '&').trim();
  if (!URL.canParse(text)) return { url: text, dropped: [] };
  const url = new URL(text);
  const dropped = [
    ...new Set([...url.searchParams.keys()].filter((k) => SIGN_IN_PARAMS.includes(k.toLowerCase()))),
  ];
  if (dropped.length === 0) return { url: text, dropped };
  for (const name of dropped) url.searchParams.delete(name);
  return { url: url.toString(), dropped };
}

/** The report id a Power BI embed URL names (`reportId=`), or '' — to fill the Report ID field for the user. */
export function reportIdOfEmbedUrl(value: string): string {
  const { url } = normaliseEmbedUrl(value);
  if (!URL.canParse(url)) return '';
  const params = new URL(url).searchParams;
  return (params.get('reportId') ?? params.get('reportid') ?? '').trim();
}

const EMBED_URL_MAX = 2000;
const ACCESS_TOKEN_MAX = 20_000;
const ID_MAX = 200;

type EmbedUrlProblem =
  | 'embedUrlRequired'
  | 'embedUrlInvalid'
  | 'embedUrlNotHttps'
  | 'embedUrlNotPowerBi'
  | 'embedUrlAutoAuth'
  | 'embedUrlTooLong';

/**
 * Why powerbi-client would refuse this embed URL, or null. The library throws synchronously (from
 * React's commit phase) for a non-https URL, a host outside Power BI's clouds and any URL whose
 * decoded text contains `autoAuth=true`; we say so on the form instead.
 * @internal
 */
export function embedUrlProblem(value: string): EmbedUrlProblem | null {
  const text = value.trim();
  if (text === '') return 'embedUrlRequired';
  if (text.length > EMBED_URL_MAX) return 'embedUrlTooLong';
  if (!URL.canParse(text)) return 'embedUrlInvalid';
  const url = new URL(text);
  if (url.protocol !== 'https:') return 'embedUrlNotHttps';
  if (url.username !== '' || url.password !== '') return 'embedUrlInvalid';
  if (!isPowerBiHost(url.hostname)) return 'embedUrlNotPowerBi';
  let decoded: string;
  try {
    // The library decodes the whole URL before its test; a malformed escape would throw there.
    decoded = decodeURIComponent(text);
  } catch {
    return 'embedUrlInvalid';
  }
  if (decoded.toLowerCase().includes('autoauth=true')) return 'embedUrlAutoAuth';
  return null;
}

const ZEmbedUrl = z
  .string()
  .transform((value) => normaliseEmbedUrl(value).url)
  .superRefine((value, ctx) => {
    const problem = embedUrlProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: EMBED_MESSAGES[problem] });
  });

// A token pasted from a wrapped text box carries line breaks; Power BI tokens never contain whitespace.
const ZAccessToken = z
  .string()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, EMBED_MESSAGES.accessTokenRequired)
      .max(ACCESS_TOKEN_MAX, EMBED_MESSAGES.accessTokenTooLong),
  );

/**
 * The reporting dashboard configuration of the spec (§3.1): embed URL, access token, report ID
 * (required) and group/workspace ID (optional). The same schema checks the form, the copy restored
 * from local storage and the per-user copy the server keeps.
 */
export const ZEmbedConfig = z
  .object({
    embedUrl: ZEmbedUrl,
    accessToken: ZAccessToken,
    reportId: z.string().trim().min(1, EMBED_MESSAGES.reportIdRequired).max(ID_MAX, EMBED_MESSAGES.idTooLong),
    groupId: z.string().trim().max(ID_MAX, EMBED_MESSAGES.idTooLong).default(''),
  })
  .strict();
export type TEmbedConfig = z.infer<typeof ZEmbedConfig>;
export type TEmbedConfigInput = z.input<typeof ZEmbedConfig>;

/** The fields of the form, as typed (before trimming). */
export const EMPTY_EMBED_CONFIG: TEmbedConfig = { embedUrl: '', accessToken: '', reportId: '', groupId: '' };

/** The token 'Load Demo' fills in: no report is framed with it, the demo placeholder is shown instead. */
const DEMO_ACCESS_TOKEN = 'demo-token';

/** 'Load Demo': a valid configuration whose token marks it as the demo. */
export const DEMO_EMBED_CONFIG: TEmbedConfig = {
  embedUrl: 'https://app.powerbi.com/reportEmbed?reportId=demo-report',
  accessToken: DEMO_ACCESS_TOKEN,
  reportId: 'demo-report',
  groupId: 'demo-workspace',
};

export function isDemoConfig(config: Pick<TEmbedConfig, 'accessToken'>): boolean {
  return config.accessToken === DEMO_ACCESS_TOKEN;
}
