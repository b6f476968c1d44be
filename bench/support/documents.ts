/**
 * The auditor's documents as a bench sends them: 19 MB PDFs (random bodies, or a typed control plan
 * followed by scanned pages), the multipart upload, and an audit followed until it ends.
 */
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildLinkedSet } from '../../src/domain/audit/testing/linked-set';
import { pdfFile } from '../../src/server/testing/audit-files';
import { makePng } from '../../src/server/testing/png-fixture';

export const MiB = 1024 * 1024;

/** A PDF of `bytes` by its magic bytes, its body random (incompressible, as a scan is): never read. */
export function randomPdf(bytes: number): Buffer {
  return Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(bytes - 15), Buffer.from('\n%%EOF')]);
}

/**
 * A control plan as plants send it: its typed pages (the engine's Turkish fixture plan, ruled cells),
 * then scanned pages (noise images, incompressible) up to about `bytes` — what the reader reads.
 */
export async function scannedPlanPdf(bytes: number): Promise<Buffer> {
  const plan = buildLinkedSet('tr', { defects: true }).controlPlan;
  const table = [[...plan.header], ...plan.rows.map((row) => [...row])];
  const typed = await pdfFile({ title: plan.title, table, size: 'A3' });
  // Pages of about 4 MB (a 300 dpi colour scan); each PNG's bytes pass into the PDF as they are.
  const remaining = bytes - typed.length - 64 * 1024;
  const pages = Math.max(1, Math.ceil(remaining / 4_000_000));
  const width = 1200;
  const height = Math.floor(remaining / pages / (width * 3));
  const scans = Array.from({ length: pages }, () => makePng(width, height, randomBytes(width * height * 3)));
  return pdfFile({ title: plan.title, table, size: 'A3', scans });
}

/** POST /api/audit/documents with `files` in one request; the created documents' ids. */
export async function uploadDocuments(
  url: string,
  cookie: string,
  files: readonly { name: string; bytes: Uint8Array }[],
): Promise<{ status: number; ids: string[] }> {
  const form = new FormData();
  for (const file of files)
    form.append('files', new Blob([new Uint8Array(file.bytes)], { type: 'application/pdf' }), file.name);
  const res = await fetch(`${url}/api/audit/documents`, { method: 'POST', headers: { cookie }, body: form });
  const body = (await res.json()) as { documents?: { id: string }[] };
  if (res.status !== 201) throw new Error(`upload refused: ${res.status} ${JSON.stringify(body)}`);
  return { status: res.status, ids: body.documents?.map((d) => d.id) ?? [] };
}

export interface AuditOutcome {
  status: string;
  findings: number;
  /** The descriptions of the findings about unreadable or over-budget documents (doc-unreadable). */
  readProblems: string[];
}

/** POST /api/audits on `ids`, then GET /api/audits/{id} every 250 ms until it is done or failed. */
export async function auditDocuments(
  url: string,
  cookie: string,
  ids: readonly string[],
  timeoutMs = 180_000,
): Promise<AuditOutcome> {
  const started = await fetch(`${url}/api/audits`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ documentIds: ids }),
  });
  if (started.status !== 202) throw new Error(`audit refused: ${started.status} ${await started.text()}`);
  const { audit } = (await started.json()) as { audit: { id: string } };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`${url}/api/audits/${audit.id}`, { headers: { cookie } });
    const { audit: now } = (await res.json()) as {
      audit: {
        status: string;
        report?: { findings: { description: string; ruleId: string }[] } | null;
      };
    };
    if (now.status === 'done' || now.status === 'failed') {
      const findings = now.report?.findings ?? [];
      return {
        status: now.status,
        findings: findings.length,
        readProblems: findings.filter((f) => f.ruleId === 'doc-unreadable').map((f) => f.description),
      };
    }
    await sleep(250);
  }
  return { status: 'timeout', findings: 0, readProblems: [] };
}
