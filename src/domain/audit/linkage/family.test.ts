import { describe, expect, it } from 'vitest';
import { runAudit } from '../run-audit';
import type { PfdTable, PfmeaTable, TCpField, TPfmeaField } from '../tables/mapped-table';
import { mappedTable } from '../testing/mapped';
import { auditStages } from '../testing/stage-set';
import { type FixtureDocument, fixtureToExtracted, fixtureToMapped } from '../testing/fixture-document';
import { buildLinkedSet } from '../testing/linked-set';
import { partNumberOf, splitFamilies } from './family';

describe('partNumberOf: the part number of a title block', () => {
  it.each([
    ['Parça: Kaynaklı Braket — Parça No: BR-1001 — Rev. 3', 'BR-1001'],
    ['Part: Welded Bracket — Part No.: BR-1001 — Rev. 3', 'BR-1001'],
    ['PARÇA NUMARASI 84710-2A', '84710-2A'],
    ['Part Number: 12345/B', '12345/B'],
    ['Kontrol Planı\nP/N: gb-2040', 'GB-2040'],
    ['품번: 84710-J5000', '84710-J5000'],
  ])('%j → %s', (text, part) => {
    expect(partNumberOf(text)).toBe(part);
  });

  it.each([['Kontrol Planı No: KP-12 — Faz: Seri'], ['Parça No: bkz. resim'], ['Parça: Braket']])(
    '%j names no part number',
    (text) => {
      expect(partNumberOf(text)).toBeNull();
    },
  );
});

/** The linked set with the control plan's title block naming another part (or none). */
function withPlanTitle(lang: 'tr' | 'en', defects: boolean, title: (line: string) => string) {
  const set = buildLinkedSet(lang, { defects });
  const controlPlan: FixtureDocument = { ...set.controlPlan, title: set.controlPlan.title.map(title) };
  return {
    set,
    documents: [
      fixtureToExtracted(set.flow, 'flow'),
      fixtureToExtracted(set.pfmea, 'pfmea'),
      fixtureToExtracted(controlPlan, 'cp'),
    ],
  };
}

describe.each(['tr', 'en'] as const)('documents as a family (%s)', (lang) => {
  it('a control plan of another part: exactly one finding, naming the documents and part numbers', () => {
    const { documents } = withPlanTitle(lang, false, (line) => line.replace('BR-1001', 'GB-2040'));
    const report = runAudit(documents);
    expect(report.findings.map((f) => f.ruleId)).toEqual(['set-family-mismatch']);
    const [finding] = report.findings;
    expect(finding?.iatfClause).toBe('8.5.1.1');
    expect(finding?.rows?.map((r) => r.cellText)).toEqual(['BR-1001', 'BR-1001', 'GB-2040']);
    expect(finding?.description).toContain('parça no GB-2040');
  });

  it('with planted defects: no linkage finding with the other part’s plan; the flow and PFMEA still link', () => {
    const { documents } = withPlanTitle(lang, true, (line) => line.replace('BR-1001', 'GB-2040'));
    const rules = new Set(runAudit(documents).findings.map((f) => f.ruleId));
    expect(rules.has('set-family-mismatch')).toBe(true);
    expect(rules.has('link-pfd-step-missing-in-pfmea')).toBe(true);
    for (const id of [
      'link-pfmea-step-missing-in-cp',
      'link-special-missing-in-cp',
      'link-special-missing-in-pfmea',
      'link-special-symbol-mismatch',
      'link-operation-name-mismatch',
      'link-operation-number-mismatch',
      'set-missing-document',
    ]) {
      expect(rules.has(id), id).toBe(false);
    }
    // The plan's own content findings stand.
    expect(rules.has('cp-no-reaction-plan')).toBe(true);
  });

  it('one part written two ways ("BR 1001"), or a plan naming no part number: one family, no finding', () => {
    const spaced = withPlanTitle(lang, false, (line) => line.replace('BR-1001', 'BR 1001'));
    expect(runAudit(spaced.documents).findings).toEqual([]);
    const none = withPlanTitle(lang, false, (line) =>
      line.replace(/Part No\.?:? BR-1001|Parça No: BR-1001/, ''),
    );
    expect(runAudit(none.documents).findings).toEqual([]);
    // The plan naming no part is linked with the others: its planted defects are found.
    const linked = withPlanTitle(lang, true, (line) =>
      line.replace(/Part No\.?:? BR-1001|Parça No: BR-1001/, ''),
    );
    expect(
      runAudit(linked.documents).findings.some((f) => f.ruleId === 'link-pfmea-step-missing-in-cp'),
    ).toBe(true);
  });
});

describe('S 9-10 rows grade only the control plan of their own part', () => {
  const plan = (title: string) =>
    mappedTable(
      ['operationNumber', 'processName', 'productCharacteristic', 'specialClass'] as TCpField[],
      [{ operationNumber: '10', processName: 'Kesme', productCharacteristic: 'Boy', specialClass: '' }],
      { file: 'cp.xlsx', context: title },
    );
  const pfmea = mappedTable(
    ['operationNumber', 'processStep', 'failureMode', 'severity'] as TPfmeaField[],
    [{ operationNumber: '10', processStep: 'Kesme', failureMode: 'Boy kısa', severity: '9' }],
    { file: 'pfmea.xlsx', context: 'Parça No: BR-1001' },
  );
  const graded = (title: string) =>
    auditStages({
      pfmeas: [{ table: pfmea, scale: null }],
      controlPlans: [{ table: plan(title), incoming: false }],
    })
      .map((d) => d.ruleId)
      .filter((id) => id.startsWith('cp-no-special'));

  it('the same part: minor; another part: the observation; no part number on the plan: minor', () => {
    expect(graded('Parça No: BR-1001')).toEqual(['cp-no-special-with-severe-pfmea']);
    expect(graded('Parça No: GB-2040')).toEqual(['cp-no-special-characteristics']);
    expect(graded('Kontrol Planı')).toEqual(['cp-no-special-with-severe-pfmea']);
  });
});

type Retitle = (line: string) => string;

/** The linked set with each document's title lines rewritten (and extra lines added at the end). */
function retitled(
  lang: 'tr' | 'en',
  defects: boolean,
  change: {
    flow?: Retitle;
    pfmea?: Retitle;
    cp?: Retitle;
    extra?: Partial<Record<'flow' | 'pfmea' | 'cp', string>>;
  },
) {
  const set = buildLinkedSet(lang, { defects });
  const doc = (fixture: FixtureDocument, key: 'flow' | 'pfmea' | 'cp', id: string) => {
    const title = fixture.title.map(change[key] ?? ((line) => line));
    const extra = change.extra?.[key];
    return fixtureToExtracted({ ...fixture, title: extra === undefined ? title : [...title, extra] }, id);
  };
  return runAudit([
    doc(set.flow, 'flow', 'flow'),
    doc(set.pfmea, 'pfmea', 'pfmea'),
    doc(set.controlPlan, 'cp', 'cp'),
  ]).findings;
}

const NAME = { tr: 'Kaynaklı Braket', en: 'Welded Bracket' } as const;
const LINKAGE = /^link-|^set-missing-document$/;

describe.each(['tr', 'en'] as const)('documents as a family: part name and customer (%s)', (lang) => {
  it('the part name differs under one part number: one finding naming the field; linkage still runs', () => {
    const cp: Retitle = (line) => line.replace(NAME[lang], 'Yakıt Borusu');
    const findings = retitled(lang, false, { cp });
    expect(findings.map((f) => f.ruleId)).toEqual(['set-family-mismatch']);
    const [finding] = findings;
    expect(finding?.description).toContain('parça adı farklı');
    expect(finding?.description).toContain('parça adı "Yakıt Borusu"');
    expect(finding?.description).not.toContain('denetlenmedi');
    expect(finding?.rows?.map((r) => r.cellText)).toEqual([NAME[lang], NAME[lang], 'Yakıt Borusu']);
    // One part number ties the documents: the planted linkage defects are still found.
    const planted = retitled(lang, true, { cp }).map((f) => f.ruleId);
    expect(planted).toContain('link-pfmea-step-missing-in-cp');
    expect(planted.filter((id) => id === 'set-family-mismatch')).toHaveLength(1);
  });

  it('the customer differs: one finding naming the customer of each document', () => {
    const label = lang === 'tr' ? 'Müşteri' : 'Customer';
    const findings = retitled(lang, false, {
      extra: { flow: `${label}: Ford Otosan`, pfmea: `${label}: FORD-OTOSAN`, cp: `${label}: Tofaş` },
    });
    expect(findings.map((f) => f.ruleId)).toEqual(['set-family-mismatch']);
    expect(findings[0]?.description).toContain('müşteri farklı');
    expect(findings[0]?.description).toContain('müşteri "Tofaş"');
    expect(findings[0]?.description).not.toContain('parça adı');
  });

  it('part name and customer differ: still one finding, naming both fields', () => {
    const label = lang === 'tr' ? 'Müşteri' : 'Customer';
    const findings = retitled(lang, false, {
      cp: (line) => line.replace(NAME[lang], 'Yakıt Borusu'),
      extra: { flow: `${label}: Ford Otosan`, cp: `${label}: Tofaş` },
    });
    expect(findings.map((f) => f.ruleId)).toEqual(['set-family-mismatch']);
    expect(findings[0]?.description).toContain('parça adı ve müşteri farklı');
  });

  it('the same name in another case, spacing or punctuation: no finding', () => {
    const findings = retitled(lang, false, {
      cp: (line) => line.replace(NAME[lang], `${NAME[lang].toLocaleUpperCase('tr-TR')}.`),
      pfmea: (line) => line.replace(NAME[lang], NAME[lang].replace(' ', '   ')),
    });
    expect(findings).toEqual([]);
  });

  it('no part number on the plan and another part name: the plan is another part, linkage skipped', () => {
    const findings = retitled(lang, true, {
      cp: (line) =>
        line.replace(NAME[lang], 'Yakıt Borusu').replace(/Part No\.?:? BR-1001|Parça No: BR-1001/, ''),
    });
    const rules = findings.map((f) => f.ruleId);
    expect(rules.filter((id) => id === 'set-family-mismatch')).toHaveLength(1);
    expect(rules.filter((id) => LINKAGE.test(id) && id !== 'link-pfd-step-missing-in-pfmea')).toEqual([]);
    expect(findings.find((f) => f.ruleId === 'set-family-mismatch')?.description).toContain('denetlenmedi');
  });
});

describe('a name in two languages', () => {
  const both = (line: string) => line.replace('Kaynaklı Braket', 'Kaynaklı Braket / Welded Bracket');
  const english = (line: string) => line.replace('Kaynaklı Braket', 'Welded Bracket');

  it('one document giving both names joins the Turkish and the English name: no finding', () => {
    expect(retitled('tr', false, { pfmea: both, cp: english })).toEqual([]);
  });

  it('without a document giving both, a Turkish and an English name differ: one finding', () => {
    const findings = retitled('tr', false, { cp: english });
    expect(findings.map((f) => f.ruleId)).toEqual(['set-family-mismatch']);
  });
});

describe('revisions and dates move separately', () => {
  it('another revision and date on the control plan: no finding', () => {
    const findings = retitled('tr', false, {
      cp: (line) => line.replace('Rev. 3', 'Rev. 7'),
      extra: { pfmea: 'Tarih: 01.02.2026', cp: 'Tarih: 15.06.2025' },
    });
    expect(findings).toEqual([]);
  });
});

describe('the sheets of one workbook', () => {
  it('PFMEAs of two parts in one workbook are its scope, not a family mismatch; two files are', () => {
    const { pfmea, flow } = buildLinkedSet('tr', { defects: false });
    const other: FixtureDocument = {
      ...pfmea,
      sheet: 'Boru',
      title: pfmea.title.map((line) => line.replace('Kaynaklı Braket', 'Yakıt Borusu')),
    };
    const table = (doc: FixtureDocument, id: string) => ({
      table: fixtureToMapped(doc, id) as PfmeaTable,
      scale: null,
    });
    const oneWorkbook = splitFamilies({
      flows: [],
      pfmeas: [table(pfmea, 'wb'), table(other, 'wb')],
      controlPlans: [],
    });
    expect(oneWorkbook.finding).toBeNull();
    const twoFiles = splitFamilies({
      flows: [fixtureToMapped(flow, 'flow') as PfdTable],
      pfmeas: [table(other, 'pfmea')],
      controlPlans: [],
    });
    expect(twoFiles.finding?.rows?.map((r) => r.cellText)).toEqual(['Kaynaklı Braket', 'Yakıt Borusu']);
  });
});
