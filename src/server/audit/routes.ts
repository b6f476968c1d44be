import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { AUDIT_API_MESSAGES, AUDIT_LIMITS } from '../../domain/audit/api-contract';
import { auditOperations as ops } from '../../domain/audit/operations';
import { auditPermissions } from '../../domain/audit/permissions';
import { plantTimeZone } from '../../domain/shared/plant-date';
import { attachmentDisposition } from '../pdf-kit/pdf-filename';
import { pdfBranding } from '../org-kit/pdf-branding';
import type { AppContext } from '../app-context';
import { currentUser } from '../auth-kit/authenticate';
import { AppError, forbidden, notFound } from '../http/app-error';
import { registerOperation } from '../http/register-operation';
import { abortOnDisconnect } from '../workers/abort-on-disconnect';
import { auditCsvFileName, buildAuditCsv } from './audit-csv';
import { auditPdfFileName, type AuditPdfInput } from './audit-pdf';
import { AuditQueue } from './audit-queue';
import { auditSettingsResponse, saveAuditSettings } from './audit-settings';
import { changeDocumentType, deleteDocument } from './change-document';
import { createFindingTask, findingTaskDraft } from './finding-task';
import { listDocuments } from './list-documents';
import { guardContainers } from './guard-containers';
import { getAudit, getAuditSummary, listAudits } from './present-audit';
import { getDocument } from './present-document';
import { deleteAudit } from './delete-audit';
import { addFinding, publishAudit, reviewFinding } from './review-audit';
import { runAuditJob } from './run-audit-job';
import { startAudit } from './start-audit';
import { discardSpooled, receiveFiles, uploadDocuments } from './upload-documents';

/**
 * The AI auditor: documents (their bytes in the document store: files beside PGlite, bytea in
 * PostgreSQL), audits as jobs of a Postgres-backed queue that this instance also works on, reports
 * with CSV/PDF, findings → tasks, settings.
 */
export async function auditRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // Pushed to everyone (statuses are live for every viewer): presented for nobody, each browser
  // recomputes `can` with the same domain rule.
  ctx.realtime.register({
    dbTable: 'audit_documents',
    table: 'audit_documents',
    load: (id) => getDocument(ctx.db, id, null),
  });
  ctx.realtime.register({
    dbTable: 'audits',
    table: 'audits',
    load: (id) => getAuditSummary(ctx.db, id, null),
  });

  const queue = new AuditQueue(
    ctx.database,
    (job) => runAuditJob(ctx, job),
    {},
    (error) => app.log.error({ err: error }, 'audit job failed'),
  );
  app.addHook('onReady', () => queue.start());
  app.addHook('preClose', () => queue.close());

  // Multipart only here: every other route keeps refusing a form body with 415.
  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      limits: {
        fileSize: AUDIT_LIMITS.maxFileBytes,
        files: AUDIT_LIMITS.maxFilesPerUpload,
        fields: 10,
        parts: AUDIT_LIMITS.maxFilesPerUpload + 10,
        fieldSize: 1024,
      },
    });
    registerOperation(uploads, ops.uploadDocuments, async (_input, request, reply) => {
      if (!request.isMultipart()) {
        throw new AppError(
          415,
          'unsupported_media_type',
          'Dosyalar multipart/form-data olarak gönderilmelidir.',
        );
      }
      const store = ctx.database.documents;
      const files = await receiveFiles(request.files(), store.spoolFolder);
      try {
        await guardContainers(ctx.workers, files, abortOnDisconnect(reply));
        return {
          documents: await uploadDocuments(ctx.db, store, currentUser(request), files, ctx.config.storage),
        };
      } finally {
        // what the store renamed into place is gone already; a refused upload's files go now
        await discardSpooled(files);
      }
    });
  });

  registerOperation(app, ops.listDocuments, async ({ query }, request) =>
    listDocuments(ctx.db, currentUser(request), query),
  );
  registerOperation(app, ops.updateDocument, async ({ params, body }, request) =>
    changeDocumentType(ctx.db, currentUser(request), params.id, body.type),
  );
  registerOperation(app, ops.deleteDocument, async ({ params }, request) => {
    await deleteDocument(ctx.db, ctx.database.documents, currentUser(request), params.id);
    return null;
  });

  registerOperation(app, ops.startAudit, async ({ body }, request) => {
    const viewer = currentUser(request);
    // A queued audit is a heavy job of its user until it ends (counted from its row).
    await ctx.heavyJobs.assertRoom(viewer.id);
    const audit = await startAudit(ctx.db, viewer, body.documentIds);
    queue.wake();
    return { audit };
  });
  registerOperation(app, ops.listAudits, async ({ query }, request) =>
    listAudits(ctx.db, currentUser(request), query),
  );
  registerOperation(app, ops.getAudit, async ({ params }, request) => {
    const audit = await getAudit(ctx.db, params.id, currentUser(request));
    if (!audit) throw notFound(AUDIT_API_MESSAGES.auditNotFound);
    return { audit };
  });
  registerOperation(app, ops.deleteAudit, async ({ params }, request) => {
    await deleteAudit(ctx.db, currentUser(request), params.id);
    return null;
  });

  const finishedReport = async (id: string) => {
    const audit = await getAudit(ctx.db, id, null);
    if (!audit) throw notFound(AUDIT_API_MESSAGES.auditNotFound);
    if (!audit.report) throw new AppError(409, 'report_not_ready', AUDIT_API_MESSAGES.reportNotReady);
    return { audit, report: audit.report, date: new Date(audit.finishedAt ?? audit.createdAt) };
  };

  registerOperation(app, ops.auditCsv, async ({ params, query }, _request, reply) => {
    const { audit, report, date } = await finishedReport(params.id);
    const csv = buildAuditCsv(report, {
      date,
      documents: audit.documents.map((d) => d.name),
      lang: query.lang,
      timeZone: plantTimeZone(),
    });
    const name = auditCsvFileName(date, query.lang);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', attachmentDisposition({ ascii: name, utf8: name }))
      .header('cache-control', 'no-store')
      .send(csv);
  });

  registerOperation(app, ops.auditPdf, async ({ params, query }, request, reply) => {
    const { audit, report, date } = await finishedReport(params.id);
    const input: AuditPdfInput = {
      report,
      finishedAt: date.toISOString(),
      documents: audit.documents.map((d) => d.name),
      auditedBy: audit.userFullName,
      branding: await pdfBranding(ctx.db),
      timeZone: plantTimeZone(),
      lang: query.lang,
    };
    const pdf = await ctx.heavyJobs.run(currentUser(request).id, () =>
      ctx.workers.run<Uint8Array>('renderAuditPdf', input, { signal: abortOnDisconnect(reply) }),
    );
    const name = auditPdfFileName(date, query.lang);
    return reply
      .type('application/pdf')
      .header('content-disposition', attachmentDisposition({ ascii: name, utf8: name }))
      .header('cache-control', 'no-store')
      .send(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
  });

  /** A finding becomes a task only from a finished report (409 until then), and only for whom `can` allows (403). */
  const auditForFindingTask = async (id: string, viewer: ReturnType<typeof currentUser>) => {
    const audit = await getAudit(ctx.db, id, viewer);
    if (!audit) throw notFound(AUDIT_API_MESSAGES.auditNotFound);
    if (audit.status !== 'done')
      throw new AppError(409, 'report_not_ready', AUDIT_API_MESSAGES.reportNotReady);
    if (!auditPermissions(viewer, audit).createTask) throw forbidden();
    return audit;
  };
  registerOperation(app, ops.findingTaskDraft, async ({ params }, request) => {
    await auditForFindingTask(params.id, currentUser(request));
    return { draft: await findingTaskDraft(ctx.db, params.id, params.findingId) };
  });
  registerOperation(app, ops.createFindingTask, async ({ params, body }, request) => {
    const viewer = currentUser(request);
    await auditForFindingTask(params.id, viewer);
    return { task: await createFindingTask(ctx.db, viewer, params.id, params.findingId, body) };
  });

  registerOperation(app, ops.reviewFinding, async ({ params, body }, request) => ({
    audit: await reviewFinding(ctx.db, currentUser(request), params.id, params.findingId, body),
  }));
  registerOperation(app, ops.addFinding, async ({ params, body }, request) => ({
    audit: await addFinding(ctx.db, currentUser(request), params.id, body),
  }));
  registerOperation(app, ops.publishAudit, async ({ params }, request) => ({
    audit: await publishAudit(ctx.db, currentUser(request), params.id),
  }));

  registerOperation(app, ops.getSettings, async (_input, request) =>
    auditSettingsResponse(ctx.db, currentUser(request)),
  );
  registerOperation(app, ops.updateSettings, async ({ body }, request) =>
    saveAuditSettings(ctx.db, currentUser(request), body),
  );
}
