import { describe, expect, it } from 'vitest';
import { buildAnalysisReport } from '../../../domain/analyses/build-report';
import type { TAnalysis } from '../../../domain/analyses/contract';
import { searchProblemReport } from '../../../domain/analyses/knowledge/search';
import { DEMO_PROBLEMS } from '../demo-problems';
import { writeAnalysesPdf } from './build-analyses-pdf';
import { collectPdf, pdfPageTexts } from '../../testing/pdf-text';

function analyses(count: number): TAnalysis[] {
  return Array.from({ length: count }, (_, i) => {
    const demo = DEMO_PROBLEMS[i % DEMO_PROBLEMS.length];
    if (!demo) throw new Error('demo problems exist');
    const problem = { ...demo.problem, discoveryDate: '2025-03-10' };
    const at = new Date(Date.UTC(2025, 2, 10, 9, i)).toISOString();
    return {
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      title: `${problem.title} — ${i + 1}`,
      description: problem.description,
      customerImpact: problem.customerImpact ?? '',
      category: problem.category,
      severity: problem.severity,
      department: problem.department,
      discoveryDate: problem.discoveryDate,
      processType: problem.processType ?? 'auto',
      analysisResult: buildAnalysisReport(problem, searchProblemReport(problem)),
      confidence: 85,
      rating: 0,
      status: 'completed',
      userId: '00000000-0000-4000-8000-000000000001',
      userFullName: 'Ayşe Çelik',
      createdAt: at,
      updatedAt: at,
      can: { rate: true, delete: false },
    };
  });
}

describe('writeAnalysesPdf', () => {
  it('hands out bytes before the last report is rendered', async () => {
    const reports = analyses(4);
    const events: string[] = [];
    const last = reports[3];
    if (!last) throw new Error('four reports');
    const title = last.title;
    // The renderer reads the title first: the moment the last report's layout starts.
    Object.defineProperty(last, 'title', {
      get: () => {
        events.push('render last');
        return title;
      },
    });
    const chunks: Buffer[] = [];
    const pages = await writeAnalysesPdf(reports, '8D Raporları', (bytes) => {
      events.push('bytes');
      chunks.push(bytes);
    });
    expect(events.indexOf('bytes')).toBeLessThan(events.indexOf('render last'));
    expect(events.filter((e) => e === 'bytes').length).toBeGreaterThan(4);

    const pdf = Buffer.concat(chunks);
    const texts = await pdfPageTexts(pdf);
    expect(texts.length).toBe(pages);
    texts.forEach((text, i) => expect(text).toContain(`Sayfa ${i + 1} / ${pages}`));
    expect(texts.join('\n')).toContain(title);
  }, 60_000);

  it('writes the same pages as one buffer, with Turkish text intact', async () => {
    const pdf = await collectPdf((sink) => writeAnalysesPdf(analyses(2), '8D Raporları', sink));
    const texts = await pdfPageTexts(pdf);
    expect(pdf.subarray(-6).toString('latin1')).toBe('%%EOF\n');
    expect(texts.length).toBe((pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length);
    expect(texts.join('\n')).toContain('8D PROBLEM ANALİZ RAPORU');
    expect(texts.join('\n')).toContain('Balık Kılçığı Diyagramı (6M)');
    expect(texts.at(-1)).toContain('Kalite Asistanı — 8D Problem Analiz Raporu');
  }, 60_000);
});
