import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_EMBED_CONFIG } from '../../../../domain/powerbi/embed-config';
import { readStoredConfig, STORAGE_KEY, writeStoredConfig } from './stored-config';

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
    writeStoredConfig(DEMO_EMBED_CONFIG, storage);
    expect(JSON.parse(storage.getItem(STORAGE_KEY) ?? '')).toEqual(DEMO_EMBED_CONFIG);
    expect(readStoredConfig(storage)).toEqual(DEMO_EMBED_CONFIG);
  });

  it('is null when nothing is stored', () => {
    expect(readStoredConfig(memoryStorage())).toBeNull();
  });

  it.each(['{not json', '[]', '{"embedUrl":"https://evil.example/x","accessToken":"t","reportId":"r"}'])(
    'logs and ignores %s',
    (raw) => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => {});
      expect(readStoredConfig(memoryStorage({ [STORAGE_KEY]: raw }))).toBeNull();
      expect(log).toHaveBeenCalledOnce();
    },
  );
});
