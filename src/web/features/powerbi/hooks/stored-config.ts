import { type TEmbedConfig, ZEmbedConfig } from '../../../../domain/powerbi/embed-config';

/**
 * Spec §3.1: the configuration as one JSON object under one local-storage key.
 * @internal
 */
export const STORAGE_KEY = 'kalite-asistani.powerbi-config';
/**
 * Whose copy it is. A shared plant PC has one local storage for everyone who signs in; the pasted
 * token in the copy belongs to its user and is never shown to the next one.
 * @internal
 */
export const OWNER_KEY = 'kalite-asistani.powerbi-config.owner';

/**
 * The signed-in user's stored configuration, or null. A value that does not parse is logged and
 * ignored (spec §5.1); another user's copy is ignored too (and left for them).
 */
export function readStoredConfig(
  userId: string | undefined,
  storage: Storage | undefined = globalThis.localStorage,
): TEmbedConfig | null {
  let raw: string | null;
  try {
    if (!userId || !storage || storage.getItem(OWNER_KEY) !== userId) return null;
    raw = storage.getItem(STORAGE_KEY);
  } catch {
    return null; // storage disabled (private mode, policy)
  }
  if (raw === null) return null;
  try {
    return ZEmbedConfig.parse(JSON.parse(raw));
  } catch (error) {
    console.error('Power BI yapılandırması okunamadı, yok sayıldı:', error);
    return null;
  }
}

export function writeStoredConfig(
  config: TEmbedConfig,
  userId: string | undefined,
  storage: Storage | undefined = globalThis.localStorage,
): void {
  if (!userId) return;
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(config));
    storage?.setItem(OWNER_KEY, userId);
  } catch {
    // Full or disabled storage: the server copy still keeps it for this user.
  }
}

/** 'Kayıtlı yapılandırmayı sil': this user's copy leaves the browser (another user's copy stays). */
export function clearStoredConfig(
  userId: string | undefined,
  storage: Storage | undefined = globalThis.localStorage,
): void {
  try {
    if (!userId || !storage || storage.getItem(OWNER_KEY) !== userId) return;
    storage.removeItem(STORAGE_KEY);
    storage.removeItem(OWNER_KEY);
  } catch {
    // storage disabled: nothing was kept here
  }
}
