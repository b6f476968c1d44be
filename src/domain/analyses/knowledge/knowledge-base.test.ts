import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_BASE } from './knowledge-base';
import { PROCESS_DOMAINS, ROOT_CAUSE_THEMES, SIX_M, type ProcessDomainId } from './knowledge-entry';

const DOMAINS = Object.keys(PROCESS_DOMAINS) as ProcessDomainId[];

describe('knowledge base size', () => {
  it('has at least 25 entries and 400 root causes (the product claims 400+)', () => {
    expect(KNOWLEDGE_BASE.length).toBeGreaterThanOrEqual(25);
    const rootCauses = KNOWLEDGE_BASE.reduce((sum, entry) => sum + entry.rootCauses.length, 0);
    expect(rootCauses).toBeGreaterThanOrEqual(400);
  });

  it.each(DOMAINS)('domain %s has at least 4 entries', (domain) => {
    expect(KNOWLEDGE_BASE.filter((entry) => entry.domain === domain).length).toBeGreaterThanOrEqual(4);
  });
});

describe('knowledge base content', () => {
  it('has unique snake_case ids', () => {
    const ids = KNOWLEDGE_BASE.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
  });

  it.each([
    ['short_shot', 'Eksik Baskı'],
    ['burn_marks', 'Yanık İzleri'],
    ['flash_burr', 'Çapak'],
    ['sink_marks', 'Çekinti İzleri'],
    ['color_variation', 'Renk Ton Farklılığı'],
  ])('has the spec entry %s (%s) under Plastik Enjeksiyon', (id, name) => {
    const entry = KNOWLEDGE_BASE.find((e) => e.id === id);
    expect(entry?.name).toBe(name);
    expect(entry?.category).toBe('Plastik Enjeksiyon');
  });

  it.each(KNOWLEDGE_BASE.map((e) => [e.id, e] as const))('%s follows the entry rules', (_id, entry) => {
    expect(entry.category).toBe(PROCESS_DOMAINS[entry.domain]);
    expect(entry.name.trim()).not.toBe('');
    expect(entry.rootCauses.length).toBeGreaterThanOrEqual(16);
    expect(entry.solutions.length).toBeGreaterThanOrEqual(5);
    expect(entry.solutions.length).toBeLessThanOrEqual(10);
    expect(entry.preventiveMeasures.length).toBeGreaterThanOrEqual(3);
    expect(entry.preventiveMeasures.length).toBeLessThanOrEqual(5);
    expect(entry.technicalDetails.trim().length).toBeGreaterThan(0);
    for (const cause of entry.rootCauses) {
      expect(cause.text.trim()).not.toBe('');
      expect(Object.keys(ROOT_CAUSE_THEMES)).toContain(cause.theme);
      expect(Object.keys(SIX_M)).toContain(cause.sixM);
    }
  });
});
