import type { MessagePort } from 'node:worker_threads';
import type {
  TAuditProgress,
  TAuditReport,
  TAuditRuleSettings,
  TExtractedDocumentInput,
} from '../../domain/audit/contract';
import { runAudit } from '../../domain/audit/run-audit';

/** A pool task: the extracted documents and settings in, progress over `port`, the report out. */
export interface AuditEngineTask {
  documents: TExtractedDocumentInput[];
  settings: TAuditRuleSettings;
  port: MessagePort;
}

/**
 * Runs the rules engine on a worker thread: linkage of a 1 000-row PFMEA with a 300-row control plan
 * is CPU work the event loop must not do. Each stage change goes to the main thread as it happens.
 */
export function auditEngineTask({ documents, settings, port }: AuditEngineTask): TAuditReport {
  try {
    return runAudit(documents, settings, (progress: TAuditProgress) => port.postMessage(progress));
  } finally {
    port.close();
  }
}
