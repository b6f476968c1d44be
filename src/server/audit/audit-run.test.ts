import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAuditDocument } from '../../domain/audit/api-contract';
import { citedPlaces, findingAtRow, repeatedPerDocument } from '../../domain/audit/testing/cited-rows';
import { buildLinkedSet } from '../../domain/audit/testing/linked-set';
import type { Lang } from '../../domain/audit/testing/linked-set-data';
import {
  docxFile,
  encryptedOfficeFile,
  legacyPptFile,
  scannedPdfFile,
  truncated,
} from '../testing/audit-files';
import { startAuditOf, uploadFiles, waitForAudit } from '../testing/audit-test-helpers';
import { fixtureFile, rowIn, type FixtureFormat } from '../testing/audit-fixture-files';
import { createTestApp, DEMO, loginAs, type TestApp } from '../testing/test-app';

let t: TestApp;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const [key, [user, password]] of Object.entries(DEMO))
    cookies[key] = await loginAs(t.app, user, password);
});
afterAll(async () => t.close());

const upload = (cookie: string, files: { name: string; bytes: Buffer }[]) =>
  uploadFiles(t.app, cookie, files);
const audit = async (cookie: string, documents: TAuditDocument[]) =>
  waitForAudit(t.app, cookie, await startAuditOf(t.app, cookie, documents));

async function linkedSetFiles(lang: Lang, defects: boolean, format: FixtureFormat) {
  const set = buildLinkedSet(lang, { defects });
  const docs = [set.flow, set.pfmea, set.controlPlan];
  const files = await Promise.all(docs.map((doc) => fixtureFile(doc, format)));
  return { set, docs, files };
}

describe('an audit of a clean, consistent set finds nothing', () => {
  it.each([
    ['tr', 'xlsx'],
    ['en', 'docx'],
    ['tr', 'pdf'],
  ] as const)('%s %s: score 85, Mükemmel, no findings; documents Analiz Edildi', async (lang, format) => {
    const { files } = await linkedSetFiles(lang, false, format);
    const documents = await upload(cookies.kalite!, files);
    const done = await audit(cookies.kalite!, documents);
    expect(done.status, done.error ?? '').toBe('done');
    expect(
      done.report?.findings.map((f) => `${f.ruleId}: ${f.evidence.file} ${f.evidence.row} ${f.description}`),
    ).toEqual([]);
    expect(done.report).toMatchObject({ overallScore: 85, complianceLevel: 'excellent', totalFindings: 0 });
    expect(done.progress).toMatchObject({ completed: 5, state: 'done' });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/audit/documents',
      headers: { cookie: cookies.kalite! },
    });
    const statuses = list
      .json<{ documents: TAuditDocument[] }>()
      .documents.filter((d) => documents.some((u) => u.id === d.id));
    expect(statuses.map((d) => d.status)).toEqual(['analyzed', 'analyzed', 'analyzed']);
  });
});

describe('planted defects are found with the right clause and evidence', () => {
  it.each([
    ['tr', 'xlsx'],
    ['en', 'xlsx'],
    ['tr', 'docx'],
    ['en', 'pdf'],
  ] as const)('%s %s', async (lang, format) => {
    const { set, docs, files } = await linkedSetFiles(lang, true, format);
    const documents = await upload(cookies.kalite!, files);
    const done = await audit(cookies.kalite!, documents);
    expect(done.status, done.error ?? '').toBe('done');
    const findings = done.report?.findings ?? [];
    const fileName = (name: string) => files[docs.findIndex((d) => d.fileName === name)]!.name;
    for (const defect of set.defects) {
      const doc = docs.find((d) => d.fileName === defect.file)!;
      const expected = { file: fileName(defect.file), row: rowIn(doc, format, defect.row) };
      // A grouped finding cites the defect among its rows (issue 22: one finding per rule per document).
      const hit = findingAtRow(findings, { ruleId: defect.ruleId, ...expected });
      expect(
        hit,
        `${defect.ruleId} at ${expected.file}:${expected.row}\n${findings
          .map(
            (f) =>
              `${f.ruleId} ${citedPlaces(f)
                .map((p) => `${p.file}:${p.row}`)
                .join(' ')}`,
          )
          .join('\n')}`,
      ).toBeDefined();
      expect(hit!.finding.iatfClause).toMatch(/^\d+(\.\d+)+$/);
      if (defect.cellText) expect(hit!.cited.cellText ?? '').toContain(defect.cellText);
    }
    expect(repeatedPerDocument(findings)).toEqual([]);
    expect(done.report?.complianceLevel).toBe('critical');
    expect(done.report?.overallScore).toBe(45);
  });
});

describe('files that cannot be read become findings that say what to do', () => {
  it('a .ppt, a scanned PDF, an encrypted and a corrupt file: one finding each, the audit completes', async () => {
    const documents = await upload(cookies.kalite!, [
      { name: 'sunum.ppt', bytes: legacyPptFile() },
      { name: 'tarama_kontrol_plani.pdf', bytes: await scannedPdfFile(2) },
      { name: 'gizli_fmea.xlsx', bytes: encryptedOfficeFile() },
      { name: 'bozuk_akis.docx', bytes: truncated(docxFile({ paragraphs: ['x'], tables: [[['a', 'b']]] })) },
    ]);
    const done = await audit(cookies.kalite!, documents);
    expect(done.status).toBe('done');
    const findings = done.report?.findings ?? [];
    const about = (file: string) =>
      findings
        .filter((f) => f.evidence.file === file)
        .map((f) => `${f.title} ${f.description} ${f.recommendation}`)
        .join(' ');
    expect(about('sunum.ppt')).toMatch(/PPTX olarak kaydedin/);
    expect(about('tarama_kontrol_plani.pdf')).toMatch(/metin katmanı yok/);
    expect(about('gizli_fmea.xlsx')).toMatch(/parola/i);
    expect(about('bozuk_akis.docx')).not.toBe('');
  });
});
