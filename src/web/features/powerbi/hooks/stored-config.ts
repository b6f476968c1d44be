import { type TEmbedConfig, ZEmbedConfig } from '../../../../domain/powerbi/embed-config';

/** Spec §3.1: the configuration as one JSON object under one local-storage key. */
export const STORAGE_KEY = 'kalite-asistani.powerbi-config';

/** The stored configuration, or null. A value that does not parse is logged and ignored (spec §5.1). */
export function readStoredConfig(
  storage: Storage | undefined = globalThis.localStorage,
): TEmbedConfig | null {
  let raw: string | null;
  try {
    raw = storage?.getItem(STORAGE_KEY) ?? null;
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
  storage: Storage | undefined = globalThis.localStorage,
): void {
  try {
    storage?.setItem(STORAGE_KEY, JSON.stringify(config));
  } catch {
    // Full or disabled storage: the server copy still keeps it for this user.
  }
}
