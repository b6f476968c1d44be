// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearDraft, readDraft, writeDraft } from './wizard-draft';
import { emptyWizard } from './wizard-values';

const draft = {
  step: 2 as const,
  values: {
    ...emptyWizard(),
    title: 'Kapı paneli çapak',
    description: 'Klips yuvası',
    category: 'quality' as const,
  },
};

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('wizard draft (auto-save on this device)', () => {
  it('round-trips per user: one person never sees the next one’s draft', () => {
    writeDraft('u1', draft);
    expect(readDraft('u1')).toEqual(draft);
    expect(readDraft('u2')).toBeNull();
    clearDraft('u1');
    expect(readDraft('u1')).toBeNull();
  });

  it('ignores a damaged or outdated draft', () => {
    window.localStorage.setItem('kalite-asistani:8d-taslak:u1', '{not json');
    expect(readDraft('u1')).toBeNull();
    window.localStorage.setItem(
      'kalite-asistani:8d-taslak:u1',
      JSON.stringify({ ...draft, values: { ...draft.values, category: 'unknown' } }),
    );
    expect(readDraft('u1')).toBeNull();
    window.localStorage.setItem('kalite-asistani:8d-taslak:u1', JSON.stringify({ ...draft, step: 7 }));
    expect(readDraft('u1')).toBeNull();
  });

  it('a full or disabled storage does not break the wizard', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => writeDraft('u1', draft)).not.toThrow();
    expect(readDraft('u1')).toBeNull();
  });
});
