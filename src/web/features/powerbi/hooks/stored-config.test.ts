import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_EMBED_CONFIG } from '../../../../domain/powerbi/embed-config';
import {
  clearStoredConfig,
  OWNER_KEY,
  readStoredConfig,
  STORAGE_KEY,
  writeStoredConfig,
} from './stored-config';

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, value),
  };
}

afterEach(() => vi.restoreAllMocks());

describe('stored configuration', () => {
  it('round-trips under one key as a JSON object', () => {
    const storage = memoryStorage();
    writeStoredConfig(DEMO_EMBED_CONFIG, 'u1', storage);
    expect(JSON.parse(storage.getItem(STORAGE_KEY) ?? '')).toEqual(DEMO_EMBED_CONFIG);
    expect(readStoredConfig('u1', storage)).toEqual(DEMO_EMBED_CONFIG);
  });

  it("never gives one user's copy (and pasted token) to the next user of the same browser", () => {
    const storage = memoryStorage();
    writeStoredConfig(DEMO_EMBED_CONFIG, 'u1', storage);
    expect(readStoredConfig('u2', storage)).toBeNull();
    expect(readStoredConfig(undefined, storage)).toBeNull();
    expect(readStoredConfig('u1', storage)).toEqual(DEMO_EMBED_CONFIG);
    expect(
      readStoredConfig('u1', memoryStorage({ [STORAGE_KEY]: JSON.stringify(DEMO_EMBED_CONFIG) })),
    ).toBeNull();
  });

  it('is null when nothing is stored', () => {
    expect(readStoredConfig('u1', memoryStorage({ [OWNER_KEY]: 'u1' }))).toBeNull();
  });

  it.each(['{not json', '[]', '{"embedUrl":"https://evil.example/x","accessToken":"t","reportId":"r"}'])(
    'logs and ignores %s',
    (raw) => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => {});
      expect(readStoredConfig('u1', memoryStorage({ [STORAGE_KEY]: raw, [OWNER_KEY]: 'u1' }))).toBeNull();
      expect(log).toHaveBeenCalledOnce();
    },
  );

  it("'Kayıtlı yapılandırmayı sil' removes its own user's copy and leaves another user's", () => {
    const storage = memoryStorage();
    writeStoredConfig(DEMO_EMBED_CONFIG, 'u1', storage);
    clearStoredConfig('u2', storage);
    expect(readStoredConfig('u1', storage)).toEqual(DEMO_EMBED_CONFIG);
    clearStoredConfig('u1', storage);
    expect(readStoredConfig('u1', storage)).toBeNull();
    expect(storage.length).toBe(0);
  });
});
