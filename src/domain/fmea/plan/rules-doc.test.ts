import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CAUSE_CATEGORIES } from '../contract';
import { DEFAULT_RPN_BANDS, DEFAULT_TIMELINE_DAYS } from '../settings-contract';
import { DEFAULT_AP_TABLE_LABEL } from './ap-table';
import { CAUSE_CATEGORY_LABELS, DEPARTMENT_BY_CAUSE } from './cause-category';
import { DEPARTMENT_BY_ACTION } from './build-plan';
import { riskDrivers } from './risk-drivers';

// docs/reverse-fmea-rules.md is what a quality engineer checks the plan against: it must say what the code does.
const doc = readFileSync(new URL('../../../../docs/reverse-fmea-rules.md', import.meta.url), 'utf8');

describe('docs/reverse-fmea-rules.md agrees with the rules', () => {
  it('names the default AP table label, RPN bands and timeline days', () => {
    expect(doc).toContain(`"${DEFAULT_AP_TABLE_LABEL}"`);
    expect(doc).toContain(`**${DEFAULT_RPN_BANDS.red} / ${DEFAULT_RPN_BANDS.yellow}**`);
    for (const days of Object.values(DEFAULT_TIMELINE_DAYS)) expect(doc).toContain(`**${days} gün**`);
  });

  it('gives each 6M group the owner the code gives it', () => {
    for (const category of CAUSE_CATEGORIES) {
      const line = doc.split('\n').find((l) => l.startsWith(`| ${CAUSE_CATEGORY_LABELS[category]} (`));
      expect(line, category).toContain(`**${DEPARTMENT_BY_CAUSE[category]}**`);
    }
    expect(doc).toContain(
      `prevention → **${DEPARTMENT_BY_ACTION.prevention}**, detection → **${DEPARTMENT_BY_ACTION.detection}**`,
    );
  });

  it.each([
    [9, 2, 2],
    [7, 7, 3],
    [7, 3, 8],
    [7, 3, 6],
    [5, 4, 3],
    [5, 2, 4],
  ])('quotes the reason the code writes for S=%i O=%i D=%i', (s, o, d) => {
    for (const reason of riskDrivers(s, o, d).reasons) expect(doc).toContain(`\`${reason}\``);
  });
});
