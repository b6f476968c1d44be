import { z } from 'zod';
import { ZApiError } from '../shared/api-error';
import { defineOperation } from '../shared/operation';
import { hasInvisibleCharacters } from '../shared/visible-text';

export const LOGO_MAX_BYTES = 512 * 1024;
/** A header logo bigger than this is a photo, not a logo (and costs memory in every PDF). */
export const LOGO_MAX_DIMENSION = 4096;
export const LOGO_TYPES = ['image/png', 'image/svg+xml'] as const;
const ZLogoType = z.enum(LOGO_TYPES, { message: 'Logo PNG veya SVG olmalıdır' });
export type TLogoType = z.infer<typeof ZLogoType>;

export const ORG_PROFILE_MESSAGES = {
  plantNameTooLong: 'Tesis adı en fazla 120 karakter olabilir',
  plantNameInvisible: 'Tesis adı görünmeyen veya yön değiştiren karakterler içeremez',
  timeZone: 'Listeden geçerli bir saat dilimi seçin (ör. Europe/Istanbul)',
  logoTooLarge: `Logo en fazla ${LOGO_MAX_BYTES / 1024} KB olabilir`,
  logoNotPng: 'Dosya geçerli bir PNG görüntüsü değil',
  logoDimensions: `Logo en fazla ${LOGO_MAX_DIMENSION}×${LOGO_MAX_DIMENSION} piksel olabilir`,
  logoNotSvg: 'Dosya geçerli bir SVG görüntüsü değil',
  logoEmpty: 'Logo dosyası boş',
  logoBase64: 'Logo verisi base64 olarak gönderilmelidir',
  noLogo: 'Kayıtlı logo yok',
} as const;

/**
 * The IANA zones a plant may choose: this runtime's list (`Intl.supportedValuesOf`), plus 'UTC',
 * which the list leaves out although every runtime knows it.
 */
export function supportedTimeZones(): string[] {
  return ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')];
}

let zoneSet: ReadonlySet<string> | undefined;
function isSupportedTimeZone(zone: string): boolean {
  zoneSet ??= new Set(supportedTimeZones());
  return zoneSet.has(zone);
}

/** GET /api/settings/profile: what the header, the PDFs and exports show. */
const ZOrgProfile = z.object({
  plantName: z.string(),
  /** As saved; '' = not set (the server's PLANT_TIME_ZONE applies). */
  timeZone: z.string(),
  /** The zone in force: the saved one or the server default. */
  effectiveTimeZone: z.string(),
  /** Same-origin URL of the logo (changes when the logo does), or null. */
  logoUrl: z.string().nullable(),
  logoType: ZLogoType.nullable(),
  updatedAt: z.string(),
  can: z.object({ edit: z.boolean() }),
});
export type TOrgProfile = z.infer<typeof ZOrgProfile>;

/** PUT /api/settings/profile (Yönetici). The logo has its own route (it is a file). */
export const ZUpdateOrgProfileRequest = z
  .object({
    plantName: z
      .string()
      .trim()
      .max(120, ORG_PROFILE_MESSAGES.plantNameTooLong)
      .refine((v) => !hasInvisibleCharacters(v), ORG_PROFILE_MESSAGES.plantNameInvisible),
    timeZone: z
      .string()
      .trim()
      .refine((v) => v === '' || isSupportedTimeZone(v), ORG_PROFILE_MESSAGES.timeZone),
  })
  .strict();
export type TUpdateOrgProfileRequest = z.infer<typeof ZUpdateOrgProfileRequest>;

/** PUT /api/settings/profile/logo (Yönetici): the file's bytes as base64 and its type. */
const ZUploadLogoRequest = z
  .object({
    contentType: ZLogoType,
    // 4/3 of the byte limit plus padding: a longer string is refused before it is decoded.
    data: z
      .string()
      .max(Math.ceil((LOGO_MAX_BYTES * 4) / 3) + 4, ORG_PROFILE_MESSAGES.logoTooLarge)
      .regex(/^[A-Za-z0-9+/]*={0,2}$/, ORG_PROFILE_MESSAGES.logoBase64),
  })
  .strict();
export type TUploadLogoRequest = z.infer<typeof ZUploadLogoRequest>;

const tags = ['settings'] as const;
export const LOGO_PATH = '/api/settings/profile/logo';

/** Organisation profile: everyone reads it (header, PDFs), a Yönetici changes it. */
export const orgProfileOperations = {
  get: defineOperation({
    method: 'GET',
    path: '/api/settings/profile',
    tags,
    summary: 'Kurum profili (tesis adı, logo, saat dilimi)',
    response: ZOrgProfile,
  }),
  update: defineOperation({
    method: 'PUT',
    path: '/api/settings/profile',
    tags,
    summary: 'Tesis adını ve saat dilimini kaydeder (yalnızca Yönetici)',
    body: ZUpdateOrgProfileRequest,
    response: ZOrgProfile,
  }),
  uploadLogo: defineOperation({
    method: 'PUT',
    path: LOGO_PATH,
    tags,
    summary:
      'Logo yükler: PNG (imza ve boyut denetlenir) veya SVG (temizlenir), en fazla 512 KB (yalnızca Yönetici)',
    body: ZUploadLogoRequest,
    response: ZOrgProfile,
  }),
  removeLogo: defineOperation({
    method: 'DELETE',
    path: LOGO_PATH,
    tags,
    summary: 'Logoyu kaldırır (yalnızca Yönetici)',
    response: ZOrgProfile,
  }),
  logo: defineOperation({
    method: 'GET',
    path: LOGO_PATH,
    tags,
    summary: 'Kurum logosu: PNG veya temizlenmiş SVG, betik çalıştıramayan başlıklarla',
    response: ZApiError,
    binary: true,
  }),
};
