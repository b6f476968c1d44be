// Registers how audit_documents and audits events update this feature's caches.
import './api/audit-cache';
import { registerAuditorText } from './register-text';
import { AnalyzeScreen } from './components/analyze/analyze-screen';
import { ReportScreen } from './components/report/report-screen';
import { UploadScreen } from './components/upload/upload-screen';

registerAuditorText();

/**
 * The 'ai-auditor' mode (lazy chunk): 'Doküman Yükle', 'AI Denetimi', 'Denetim Raporu' ('Ayarlar' is
 * the app's shared settings screen, where this feature adds 'Denetim Kuralları').
 */
export default function AiAuditorMode({ tab }: { tab: string }) {
  if (tab === 'analyze') return <AnalyzeScreen />;
  if (tab === 'report') return <ReportScreen />;
  return <UploadScreen />;
}
