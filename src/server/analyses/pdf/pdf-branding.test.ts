import { afterEach, describe, expect, it } from 'vitest';
import { buildAnalysisReport } from '../../../domain/analyses/build-report';
import type { TAnalysis } from '../../../domain/analyses/contract';
import { searchProblemReport } from '../../../domain/analyses/knowledge/search';
import { DEFAULT_PLANT_TIME_ZONE, setPlantTimeZone } from '../../../domain/shared/plant-date';
import { DEMO_PROBLEMS } from '../demo-problems';
import { makePng } from '../../testing/png-fixture';
import { collectPdf, pdfPageTexts } from '../../testing/pdf-text';
import { writeAnalysesPdf } from './build-analyses-pdf';

afterEach(() => setPlantTimeZone(DEFAULT_PLANT_TIME_ZONE));

function analysis(): TAnalysis {
  const demo = DEMO_PROBLEMS[0];
  if (!demo) throw new Error('demo problems exist');
  const problem = { ...demo.problem, processType: 'auto' as const, discoveryDate: '2025-03-10' };
  // 22:30 UTC: 18:30 on 10 March in New York, 01:30 on 11 March in Istanbul.
  const at = '2025-03-10T22:30:00.000Z';
  return {
    id: '00000000-0000-4000-8000-000000000001',
    title: 'Çapak — Hat 3',
    description: problem.description,
    customerImpact: '',
    category: problem.category,
    severity: problem.severity,
    department: problem.department,
    discoveryDate: problem.discoveryDate,
    processType: 'auto',
    analysisResult: buildAnalysisReport(problem, searchProblemReport(problem)),
    confidence: 85,
    rating: 0,
    status: 'completed',
    userId: '00000000-0000-4000-8000-000000000002',
    userFullName: 'Ayşe Çelik',
    createdAt: at,
    updatedAt: at,
    can: { rate: true, delete: false },
  };
}

describe('8D report PDF: organisation, detected process, fishbone, approval, plant time', () => {
  it('prints the plant name, the detected process, the approval block and dates in the plant zone', async () => {
    setPlantTimeZone('America/New_York');
    const a = analysis();
    const branding = { plantName: 'Bursa Plastik A.Ş.', logoPng: makePng(120, 40) };
    const pdf = await collectPdf((sink) => writeAnalysesPdf([a], '8D Raporu', sink, branding));
    const text = (await pdfPageTexts(pdf)).join('\n');
    expect(text).toContain('Bursa Plastik A.Ş.');
    expect(text).toContain('Bursa Plastik A.Ş. · Kalite Asistanı — 8D Problem Analiz Raporu');
    expect(text).not.toContain('Otomatik algıla');
    expect(text).toMatch(/Proses\s+.+\(otomatik algılandı\)/);
    for (const label of ['Onay', 'Hazırlayan', 'Gözden Geçiren', 'Onaylayan', 'İmza'])
      expect(text).toContain(label);
    expect(text).toContain('10.03.2025 18:30');
    expect(text).not.toContain('11.03.2025 01:30');
    // The PNG logo is embedded as an image XObject.
    expect(pdf.toString('latin1')).toMatch(/\/Subtype \/Image/);
  }, 60_000);

  it('uses Istanbul time by default, and draws the fishbone as a diagram (bone labels, causes, spine head)', async () => {
    const a = analysis();
    const pdf = await collectPdf((sink) => writeAnalysesPdf([a], '8D Raporu', sink));
    const text = (await pdfPageTexts(pdf)).join('\n');
    expect(text).toContain('11.03.2025 01:30');
    expect(text).not.toContain('Bursa');
    // Diagram labels are drawn as separate text objects, not a bulleted list of every cause.
    for (const bone of ['Makine', 'Metot', 'Malzeme', 'İnsan', 'Ölçüm', 'Çevre'])
      expect(text).toContain(bone);
    const firstCause = Object.values(a.analysisResult.fishbone).flat()[0] ?? '';
    expect(text).toContain(firstCause.split(';')[0]?.split(' ')[0] ?? '');
    expect(pdf.toString('latin1')).not.toMatch(/\/Subtype \/Image/);
  }, 60_000);
});
