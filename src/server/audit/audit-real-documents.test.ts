import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAudit } from '../../domain/audit/api-contract';
import { auditFiles } from '../testing/audit-test-helpers';
import { createTestApp, DEMO, loginAs, type TestApp } from '../testing/test-app';

// The genuine plant documents of ../shared/real-documents (SOURCES.md), read in place — never
// copied — and audited through the whole server path: upload, byte sniffing, readers on worker
// threads, the queue and the engine.
const CORPUS = path.resolve(import.meta.dirname, '../../../../shared/real-documents');
const file = (relative: string) => ({
  name: path.basename(relative),
  bytes: readFileSync(path.join(CORPUS, relative)),
});

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  cookie = await loginAs(t.app, ...DEMO.kalite);
});
afterAll(async () => t.close());

const rules = (audit: TAudit) => new Set(audit.report?.findings.map((f) => f.ruleId));
const of = (audit: TAudit, ruleId: string) => audit.report?.findings.filter((f) => f.ruleId === ruleId) ?? [];

describe('real documents through the server', () => {
  it('Shinsung control plan: no special-characteristic classes, no owners, one row without a reaction plan (row 28 is a heading)', async () => {
    const audit = await auditFiles(t.app, cookie, [file('control-plan/shinsung_Control Plan.xlsx')]);
    expect(audit.status).toBe('done');
    expect(rules(audit).has('cp-no-special-characteristics')).toBe(true);
    expect(of(audit, 'cp-no-reaction-plan')[0]?.description).toMatch(
      /1 satırda reaksiyon planı yok: satır 73\./,
    );
    // One finding for the plan's empty cells (issue 22), naming the owner column among them.
    const empty = of(audit, 'cp-empty-cells');
    expect(empty).toHaveLength(1);
    expect(empty[0]?.description).toMatch(/"Sorumlu" 67 satırda \(tüm satırlarda\)/);
    expect([...rules(audit)].some((id) => id.startsWith('link-'))).toBe(false);
  });

  it('the incoming-inspection plan is recognised as such: no process-step linkage', async () => {
    const audit = await auditFiles(t.app, cookie, [
      file('control-plan/sumitduc_INCOMING CONTROL PLAN -ICP-02-ROUND-Regera.xlsx'),
    ]);
    expect(of(audit, 'cp-incoming-inspection').length).toBe(1);
    // Three revision sheets of one plan: audited once, on the latest.
    expect(of(audit, 'doc-revision-sheets')[0]?.evidence.sheetOrPage).toBe('03.08.2024');
    expect([...rules(audit)].some((id) => id.startsWith('link-'))).toBe(false);
  });

  it('the empty PDF forms give "no rows" and no invented finding about content', async () => {
    const audit = await auditFiles(t.app, cookie, [
      file('other/gkapqp_PFMEA_양식.pdf'),
      file('other/gkapqp_관리계획서_양식.pdf'),
    ]);
    expect(audit.status).toBe('done');
    const findings = audit.report?.findings ?? [];
    const content = findings.filter(
      (f) => !f.ruleId.startsWith('doc-') && f.ruleId !== 'set-missing-document',
    );
    expect(content.map((f) => `${f.ruleId} ${f.evidence.file}`)).toEqual([]);
    for (const name of ['gkapqp_PFMEA_양식.pdf', 'gkapqp_관리계획서_양식.pdf']) {
      const about = findings.filter((f) => f.evidence.file === name);
      expect(
        about.map((f) => f.ruleId),
        name,
      ).toContain('doc-empty');
      expect(about.some((f) => f.ruleId === 'doc-unreadable')).toBe(false);
    }
  });

  it('the AIAG-VDA PFMEA reads the same from its PDF, DOCX and XLSX: the AP cells that disagree are found in each', async () => {
    for (const ext of ['xlsx', 'docx', 'pdf']) {
      const audit = await auditFiles(t.app, cookie, [file(`other/foremode_pfmea_aiag_vda_2019.${ext}`)]);
      expect(audit.status).toBe('done');
      expect(of(audit, 'doc-unreadable'), ext).toEqual([]);
      expect(rules(audit).has('pfmea-ap-mismatch'), `${ext}: ${[...rules(audit)].join(', ')}`).toBe(true);
    }
  });

  it('the .xls audit check sheet (BIFF8) is read, not refused', async () => {
    const audit = await auditFiles(t.app, cookie, [
      file('other/sumitduc_MPPL.MR.15_Process_Audit_check_sheet[1].xls'),
    ]);
    expect(audit.status).toBe('done');
    expect(of(audit, 'doc-unreadable')).toEqual([]);
  });
});
