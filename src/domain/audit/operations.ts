import { z } from 'zod';
import { ZIdParams } from '../shared/api-error';
import { defineOperation, ZBinaryFile } from '../shared/operation';
import {
  ZAuditDocument,
  ZAuditDocumentList,
  ZAuditList,
  ZAuditResponse,
  ZAuditSettings,
  ZAuditSettingsResponse,
  ZCreateFindingTaskRequest,
  ZFindingParams,
  ZFindingTaskDraftResponse,
  ZFindingTaskResponse,
  ZListAuditsQuery,
  ZListDocumentsQuery,
  ZStartAuditRequest,
  ZStartAuditResponse,
  ZUpdateDocumentRequest,
  ZUploadDocumentsResponse,
} from './api-contract';
import { ZAddFindingRequest, ZReviewFindingRequest } from './review-contract';
import { ZReportQuery } from './report-text';

const tags = ['audit'] as const;

/**
 * The AI auditor (IATF 16949): documents stored in the database, audits run as background jobs
 * (progress live over realtime: tables `audit_documents` and `audits`), reports with CSV and PDF,
 * findings turned into tasks, and the rule settings.
 */
export const auditOperations = {
  /**
   * Body: `multipart/form-data`, one or more parts named `files` (the browser sends a FormData).
   * Each file is checked by its bytes (not its name), bounded in size, and its type guessed from
   * its name (spec §5.1).
   */
  uploadDocuments: defineOperation({
    method: 'POST',
    path: '/api/audit/documents',
    tags,
    summary: 'Denetim dokümanlarını yükler (multipart, alan adı "files"); türü adından tahmin edilir',
    response: ZUploadDocumentsResponse,
    status: 201,
  }),
  listDocuments: defineOperation({
    method: 'GET',
    path: '/api/audit/documents',
    tags,
    summary: 'Yüklenen dokümanlar (en yeni önce); mine=false ile herkesinkiler',
    query: ZListDocumentsQuery,
    response: ZAuditDocumentList,
  }),
  updateDocument: defineOperation({
    method: 'PATCH',
    path: '/api/audit/documents/:id',
    tags,
    summary: 'Doküman türünü değiştirir (yükleyen veya Yönetici)',
    params: ZIdParams,
    body: ZUpdateDocumentRequest,
    response: ZAuditDocument,
  }),
  deleteDocument: defineOperation({
    method: 'DELETE',
    path: '/api/audit/documents/:id',
    tags,
    summary: 'Dokümanı siler (yükleyen veya Yönetici; denetimdeyken değil)',
    params: ZIdParams,
    response: z.null().describe('Silindi'),
    status: 204,
  }),
  startAudit: defineOperation({
    method: 'POST',
    path: '/api/audits',
    tags,
    summary: 'Denetimi kuyruğa alır (202); ilerleme GET /api/audits/{id} ve realtime ile izlenir',
    body: ZStartAuditRequest,
    response: ZStartAuditResponse,
    // Accepted: the audit runs in the background.
    status: 202,
  }),
  listAudits: defineOperation({
    method: 'GET',
    path: '/api/audits',
    tags,
    summary: 'Denetim geçmişi (en yeni önce, sayfalı)',
    query: ZListAuditsQuery,
    response: ZAuditList,
  }),
  getAudit: defineOperation({
    method: 'GET',
    path: '/api/audits/:id',
    tags,
    summary: 'Denetimin durumu, aşaması ve bittiyse raporu',
    params: ZIdParams,
    response: ZAuditResponse,
  }),
  deleteAudit: defineOperation({
    method: 'DELETE',
    path: '/api/audits/:id',
    tags,
    summary: 'Biten denetimi geçmişten siler (başlatan veya Yönetici)',
    params: ZIdParams,
    response: z.null().describe('Silindi'),
    status: 204,
  }),
  auditCsv: defineOperation({
    method: 'GET',
    path: '/api/audits/:id/csv',
    tags,
    summary:
      'Denetim raporu CSV (IATF_AI_Denetim_Raporu_{tarih}.csv, UTF-8 BOM); lang=en ile İngilizce (IATF_AI_Audit_Report_{tarih}.csv)',
    params: ZIdParams,
    query: ZReportQuery,
    response: ZBinaryFile,
    binary: true,
  }),
  auditPdf: defineOperation({
    method: 'GET',
    path: '/api/audits/:id/pdf',
    tags,
    summary: 'Denetim raporu (A4 PDF); lang=en ile İngilizce',
    params: ZIdParams,
    query: ZReportQuery,
    response: ZBinaryFile,
    binary: true,
  }),
  findingTaskDraft: defineOperation({
    method: 'GET',
    path: '/api/audits/:id/findings/:findingId/task',
    tags,
    summary: 'Bulgudan oluşacak görev taslağı; sorumlu iş yüküne göre önerilir',
    params: ZFindingParams,
    response: ZFindingTaskDraftResponse,
  }),
  createFindingTask: defineOperation({
    method: 'POST',
    path: '/api/audits/:id/findings/:findingId/task',
    tags,
    summary: 'Bulguyu iş takibinde göreve dönüştürür (bir bulgu, bir görev)',
    params: ZFindingParams,
    body: ZCreateFindingTaskRequest,
    response: ZFindingTaskResponse,
    status: 201,
  }),
  reviewFinding: defineOperation({
    method: 'PUT',
    path: '/api/audits/:id/findings/:findingId/review',
    tags,
    summary:
      'Taslak rapordaki bulguyu kabul eder, reddeder (gerekçe zorunlu) veya yeniden derecelendirir (başlatan veya Yönetici)',
    params: ZFindingParams,
    body: ZReviewFindingRequest,
    response: ZAuditResponse,
  }),
  addFinding: defineOperation({
    method: 'POST',
    path: '/api/audits/:id/findings',
    tags,
    summary: 'Taslak rapora madde ve kanıtıyla kendi bulgusunu ekler (başlatan veya Yönetici)',
    params: ZIdParams,
    body: ZAddFindingRequest,
    response: ZAuditResponse,
    status: 201,
  }),
  publishAudit: defineOperation({
    method: 'POST',
    path: '/api/audits/:id/publish',
    tags,
    summary: 'Raporu yayınlar: kararlar ve puan dondurulur (başlatan veya Yönetici)',
    params: ZIdParams,
    response: ZAuditResponse,
  }),
  getSettings: defineOperation({
    method: 'GET',
    path: '/api/audit/settings',
    tags,
    summary: 'Denetim kuralları, eşikler ve isteğe bağlı yapay zekâ incelemesi',
    response: ZAuditSettingsResponse,
  }),
  updateSettings: defineOperation({
    method: 'PUT',
    path: '/api/audit/settings',
    tags,
    summary: 'Denetim ayarlarını kaydeder (yalnızca Yönetici)',
    body: ZAuditSettings,
    response: ZAuditSettingsResponse,
  }),
};
