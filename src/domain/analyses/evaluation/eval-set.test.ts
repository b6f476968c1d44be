import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_BASE } from '../knowledge/knowledge-base';
import { PROCESS_DOMAINS } from '../knowledge/knowledge-entry';
import { ALL_EVAL_CASES, EVAL_GROUPS } from './eval-groups';
import { EVAL_SET } from './eval-set';
import { splitSet } from './metrics';

const ids = new Set(KNOWLEDGE_BASE.map((e) => e.id));
const TURKISH_LETTERS = /[çğıöşüÇĞİÖŞÜ]/;

describe('evaluation set', () => {
  it('has at least 150 texts, each labelled with an existing entry or null', () => {
    expect(EVAL_SET.length).toBeGreaterThanOrEqual(150);
    for (const item of ALL_EVAL_CASES) if (item.expected !== null) expect(ids).toContain(item.expected);
  });

  it('has at least 40 long plant reports of 50-150 words, some off-topic, in every domain', () => {
    const long = EVAL_GROUPS.long;
    for (const item of long) {
      const words = (item.description ?? '').split(/\s+/).length;
      expect(words, item.text).toBeGreaterThanOrEqual(50);
      expect(words, item.text).toBeLessThanOrEqual(150);
    }
    expect(long.filter((c) => c.expected !== null).length).toBeGreaterThanOrEqual(40);
    expect(long.filter((c) => c.expected === null).length).toBeGreaterThanOrEqual(3);
    const domains = new Set(long.map((c) => KNOWLEDGE_BASE.find((e) => e.id === c.expected)?.domain));
    for (const domain of Object.keys(PROCESS_DOMAINS)) expect(domains).toContain(domain);
  });

  it('has at least 20 texts typed without Turkish letters', () => {
    const ascii = EVAL_GROUPS.ascii;
    expect(ascii.length).toBeGreaterThanOrEqual(20);
    for (const item of ascii)
      expect(TURKISH_LETTERS.test(`${item.text} ${item.description ?? ''}`)).toBe(false);
  });

  it('has no duplicate texts', () => {
    const texts = ALL_EVAL_CASES.map((c) => c.text.toLocaleLowerCase('tr-TR'));
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('covers every domain, off-topic texts, texts with and without Turkish letters, short and long', () => {
    const domains = new Set(EVAL_SET.map((c) => KNOWLEDGE_BASE.find((e) => e.id === c.expected)?.domain));
    for (const domain of Object.keys(PROCESS_DOMAINS)) expect(domains).toContain(domain);
    expect(EVAL_SET.filter((c) => c.expected === null).length).toBeGreaterThanOrEqual(30);
    expect(EVAL_SET.filter((c) => TURKISH_LETTERS.test(c.text)).length).toBeGreaterThanOrEqual(50);
    expect(EVAL_SET.filter((c) => !TURKISH_LETTERS.test(c.text)).length).toBeGreaterThanOrEqual(40);
    expect(EVAL_SET.filter((c) => c.text.split(/\s+/).length <= 3).length).toBeGreaterThanOrEqual(20);
    expect(EVAL_SET.filter((c) => c.text.split(/\s+/).length >= 12).length).toBeGreaterThanOrEqual(15);
  });

  it('leaves off-topic texts in both splits', () => {
    const { tune, test } = splitSet(EVAL_SET);
    expect(tune.filter((c) => c.expected === null).length).toBeGreaterThan(10);
    expect(test.filter((c) => c.expected === null).length).toBeGreaterThan(5);
  });
});
