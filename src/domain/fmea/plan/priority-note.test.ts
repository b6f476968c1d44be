import { describe, expect, it } from 'vitest';
import { DEFAULT_FMEA_RULE_SETTINGS } from '../settings-contract';
import { apLookup } from './ap-table';
import { bandDisagrees, priorityNote, type PriorityFacts } from './priority-note';
import { rpnBand } from './rpn-band';

const ap = apLookup();
/** The facts the plan writes on an item, from S/O/D with the default table and bands (150 / 100). */
const facts = (s: number, o: number, d: number): PriorityFacts => ({
  rpn: s * o * d,
  rpnBand: rpnBand(s * o * d, DEFAULT_FMEA_RULE_SETTINGS.rpnBands),
  actionPriority: ap(s, o, d),
  severity: s,
  occurrence: o,
  detection: d,
});

describe('priorityNote (issue 23 §3)', () => {
  it('explains a red RPN under AP L in words, as the issue quotes it', () => {
    expect(facts(6, 3, 9)).toMatchObject({ rpn: 162, rpnBand: 'red', actionPriority: 'L' });
    expect(priorityNote(facts(6, 3, 9))).toBe(
      "RPN 162 yüksek bantta, ancak AP L: şiddet 6, tespit 9, oluşum 3; RPN'i en çok tespit 9 büyütüyor; " +
        "AP tablosu önce şiddete, sonra oluşuma bakar ve şiddet 6 ile bu satırı düşük önceliğe koyar. Öncelik AP'dir.",
    );
  });

  it('explains a green RPN under AP H: severity 9-10 needs action whatever the RPN', () => {
    expect(facts(9, 4, 2)).toMatchObject({ rpn: 72, rpnBand: 'green', actionPriority: 'H' });
    expect(priorityNote(facts(9, 4, 2))).toBe(
      'RPN 72 düşük bantta, ancak AP H: şiddet 9, tespit 2, oluşum 4; RPN düşük kalsa da AP tablosu şiddet 9 ' +
        "(güvenlik/mevzuat) nedeniyle bu satırı yüksek önceliğe koyar. Öncelik AP'dir.",
    );
  });

  it('names occurrence when it, not detection, made the RPN big', () => {
    expect(facts(5, 8, 4)).toMatchObject({ rpn: 160, rpnBand: 'red', actionPriority: 'M' });
    expect(priorityNote(facts(5, 8, 4))).toContain("RPN'i en çok oluşum 8 büyütüyor");
  });

  it.each([
    [8, 8, 8, 'red', 'H'],
    [7, 5, 4, 'yellow', 'M'],
    [2, 2, 2, 'green', 'L'],
  ] as const)('says nothing where band and AP agree (S=%i O=%i D=%i: %s, %s)', (s, o, d, band, letter) => {
    expect(facts(s, o, d)).toMatchObject({ rpnBand: band, actionPriority: letter });
    expect(priorityNote(facts(s, o, d))).toBeNull();
  });

  it('over all 1000 S/O/D: a note exactly where band and AP disagree, always leading with the RPN and AP', () => {
    let notes = 0;
    for (let s = 1; s <= 10; s++)
      for (let o = 1; o <= 10; o++)
        for (let d = 1; d <= 10; d++) {
          const f = facts(s, o, d);
          const note = priorityNote(f);
          expect(note !== null).toBe(bandDisagrees(f));
          if (note) {
            notes++;
            expect(note.startsWith(`RPN ${f.rpn} `)).toBe(true);
            expect(note).toContain(`ancak AP ${f.actionPriority}: şiddet ${s}, tespit ${d}, oluşum ${o}`);
          }
        }
    // the two priorities disagree often enough that a card must say why
    expect(notes).toBeGreaterThan(100);
  });
});
