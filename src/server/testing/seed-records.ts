import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { startAuditOf, uploadFiles, waitForAudit } from './audit-test-helpers';
import { docxFile, xlsxFile } from './audit-files';
import { planItems } from './plan-items';
import { createTaskAs, loginActors } from './task-test-helpers';

/**
 * Records of most kinds, made through the API as users make them (on top of the demo data): an FMEA
 * with its plan and a task from it, uploaded documents (bytes) and an audit of them, a capability
 * study, a personal API token, an invitation, preferences, organisation settings, a notification.
 * Backup drills use it: what a plant has, the backup must carry.
 */
export async function seedRecords(app: FastifyInstance): Promise<void> {
  const a = await loginActors(app);
  const call = async (cookie: string, method: 'POST' | 'PUT', url: string, payload: object) => {
    const res = await app.inject({ method, url, headers: { cookie }, payload });
    expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
    return res.json<Record<string, unknown>>();
  };
  const fmea = await call(a.cookie.kalite, 'POST', '/api/fmeas', {
    name: 'Yedek PFMEA — Kapı paneli',
    rows: [
      {
        processStep: 'Op 20 Enjeksiyon',
        potentialFailure: 'Çapak',
        effects: 'Montajda sıkışma',
        severity: 7,
        causes: 'Kalıp ayırma yüzeyi aşınmış',
        occurrence: 8,
        controls: 'Görsel kontrol',
        detection: 8,
        sourceRow: 9,
      },
    ],
  });
  const fmeaId = String(fmea.id);
  await call(a.cookie.kalite, 'POST', `/api/fmeas/${fmeaId}/plan`, { useAi: false });
  const item = (await planItems(app, a.cookie.kalite, fmeaId))[0];
  if (!item) throw new Error('the plan has no item');
  await call(a.cookie.kalite, 'POST', `/api/fmeas/${fmeaId}/plan/tasks`, {
    tasks: [
      {
        itemId: item.id,
        task: { title: 'Kalıp ayırma yüzeyi bakımı', assigneeId: a.id.kalip, dueDate: '2030-01-15' },
      },
    ],
  });
  // an 8D closed on this FMEA's operation (D8) with the FMEA changes it proposed, one of them accepted
  const analysis = await call(a.cookie.kalite, 'POST', '/api/analyses', {
    title: 'Kapı panelinde çapak',
    description: 'Ayırma çizgisinde ince çapak',
    customerImpact: 'Montajda klips oturmuyor',
    category: 'quality',
    severity: 'high',
    department: 'production',
    discoveryDate: '2026-11-20',
  });
  const closed = await call(a.cookie.kalite, 'POST', `/api/analyses/${String(analysis.id)}/closure`, {
    fmeaId,
    operation: 'Op 20',
  });
  const [proposal] = closed.proposals as { id: string }[];
  if (!proposal) throw new Error('the closure proposed nothing');
  await call(a.cookie.kalite, 'POST', `/api/fmea-proposals/${proposal.id}/decision`, { decision: 'accept' });
  await call(a.cookie.kalite, 'POST', '/api/fmea/import-templates', {
    name: 'Kapı paneli PFMEA şablonu',
    signature: '["proses adımı","hata türü","ş"]',
    mapping: { processStep: 0, potentialFailure: 1, severity: 2 },
  });
  await call(a.cookie.admin, 'PUT', '/api/fmea/settings', {
    timelineDays: { high: 10, medium: 20, low: 40 },
  });

  const documents = await uploadFiles(app, a.cookie.kalite, [
    {
      name: 'kontrol-plani-ş.xlsx',
      bytes: await xlsxFile([
        {
          name: 'Kontrol Planı',
          rows: [
            ['Operasyon', 'Karakteristik'],
            ['Op 20', 'Çapak yok'],
          ],
        },
      ]),
    },
    { name: 'talimat.docx', bytes: docxFile({ paragraphs: ['Çalışma talimatı', 'Revizyon 3'], tables: [] }) },
  ]);
  // Finished before the caller backs up: a running audit would change its row under the comparison.
  await waitForAudit(app, a.cookie.kalite, await startAuditOf(app, a.cookie.kalite, documents));

  await call(a.cookie.kalite, 'POST', '/api/capability-studies', {
    name: 'Mil çapı — Hat 3',
    partNumber: 'PRC-0425',
    characteristic: 'Ø25 ±0,1',
    nominal: 25,
    upperTolerance: 0.1,
    lowerTolerance: 0.1,
    values: [25.01, 24.98, 25.03, 24.99, 25.02, 25.0, 24.97, 25.04, 25.01, 24.99],
  });
  await call(a.cookie.kalite, 'POST', '/api/api-tokens', { name: 'Power BI Desktop' });
  await call(a.cookie.admin, 'POST', '/api/invitations', {
    role: 'Bakım Teknisyeni',
    note: 'Yedek denemesi',
  });
  await call(a.cookie.kalip, 'PUT', '/api/preferences', { notificationsEnabled: true });
  await call(a.cookie.admin, 'PUT', '/api/team/settings', { weeklyCapacityHours: 38 });
  await createTaskAs(app, a.cookie.kalite, { title: 'Yedek bildirimi — Çapak', assigneeId: a.id.kalip });
}
