import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AUDIT_RULES } from './rules';

// docs/audit-rules.md is the rules' public description: it must list exactly the engine's rules,
// each with the clause, category and priority the engine gives its findings.
const doc = readFileSync(new URL('../../../docs/audit-rules.md', import.meta.url), 'utf8');
// Cells split on '|' and trimmed, so the table may be padded (prettier aligns it).
const rows = doc
  .split('\n')
  .filter((line) => line.startsWith('| `'))
  .map((line) => line.split('|').map((cell) => cell.trim()))
  .map(([, id = '', , clause, category, priority]) => ({
    id: id.replace(/`/g, ''),
    clause,
    category,
    priority,
  }));

describe('docs/audit-rules.md', () => {
  it('documents every rule with its clause, category and priority, in the same order', () => {
    expect(rows).toEqual(
      AUDIT_RULES.map((r) => ({ id: r.id, clause: r.clause, category: r.category, priority: r.priority })),
    );
  });

  it('says for every rule, in the same order, where it does not apply', () => {
    const section = doc.split('## Where a rule does not apply')[1]?.split('\n## ')[0] ?? '';
    const listed = section
      .split('\n')
      .map((line) => /^- `([a-z0-9-]+)`: \S/.exec(line)?.[1])
      .filter((id): id is string => id !== undefined);
    expect(listed).toEqual(AUDIT_RULES.map((r) => r.id));
  });

  it('cites clause numbers that the reference lists', () => {
    const reference = readFileSync(
      new URL('../../../../shared/IATF-FMEA-REFERENCE.md', import.meta.url),
      'utf8',
    );
    for (const rule of AUDIT_RULES) {
      // 7.5.3 is the parent of the listed 7.5.3.2.x clauses.
      expect(reference.includes(rule.clause), rule.id).toBe(true);
    }
  });
});
