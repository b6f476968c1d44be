import { ZIdParams } from '../shared/api-error';
import { ZBinaryFile, defineOperation } from '../shared/operation';
import { ZCreateTaskRequest } from '../tasks/contract';
import { z } from 'zod';
import {
  MAX_PLAN_TASKS,
  PLAN_OUTPUT_MESSAGES,
  ZPlanExportQuery,
  ZPlanTaskDraftRequest,
  ZPlanTaskDrafts,
  ZPlanTaskLinks,
} from './plan-output-contract';

const tags = ['fmea'] as const;

/**
 * POST /api/fmeas/:id/plan/tasks: the drafts as the user confirmed them. Each is a normal task
 * (same schema as POST /api/tasks) plus the plan item it answers; the category is always 'FMEA'.
 */
export const ZCreatePlanTasksRequest = z.strictObject({
  tasks: z
    .array(
      z.strictObject({
        itemId: z.string().trim().min(1).max(64),
        task: ZCreateTaskRequest,
      }),
    )
    .min(1, PLAN_OUTPUT_MESSAGES.noItems)
    .max(MAX_PLAN_TASKS, PLAN_OUTPUT_MESSAGES.tooMany)
    .refine(
      (list) => new Set(list.map((t) => t.itemId)).size === list.length,
      PLAN_OUTPUT_MESSAGES.duplicateItem,
    ),
});
export type TCreatePlanTasksRequest = z.input<typeof ZCreatePlanTasksRequest>;

/** Plan outputs: the formatted .xlsx, and plan items turned into tasks of work tracking. */
export const planOutputOperations = {
  exportPlanXlsx: defineOperation({
    method: 'GET',
    path: '/api/fmeas/:id/plan/export.xlsx',
    tags,
    summary: 'Aksiyon planını biçimli Excel (.xlsx) olarak indirir: Reverse_FMEA_{tarih}.xlsx',
    params: ZIdParams,
    query: ZPlanExportQuery,
    response: ZBinaryFile,
    binary: true,
  }),
  exportPlanCsv: defineOperation({
    method: 'GET',
    path: '/api/fmeas/:id/plan/export.csv',
    tags,
    summary: "Aksiyon planını CSV olarak indirir (UTF-8, BOM; Excel'e Aktar): Reverse_FMEA_{tarih}.csv",
    params: ZIdParams,
    query: ZPlanExportQuery,
    response: ZBinaryFile,
    binary: true,
  }),
  draftPlanTasks: defineOperation({
    method: 'POST',
    path: '/api/fmeas/:id/plan/task-drafts',
    tags,
    summary:
      'Seçilen aksiyonlar için görev taslakları: başlık, öncelik, termin, iş yüküne göre sorumlu önerisi',
    params: ZIdParams,
    body: ZPlanTaskDraftRequest,
    response: ZPlanTaskDrafts,
  }),
  createPlanTasks: defineOperation({
    method: 'POST',
    path: '/api/fmeas/:id/plan/tasks',
    tags,
    summary: 'Onaylanan taslaklardan görevler oluşturur ve her birini aksiyona bağlar (tek işlem)',
    params: ZIdParams,
    body: ZCreatePlanTasksRequest,
    response: ZPlanTaskLinks,
    status: 201,
  }),
  listPlanTasks: defineOperation({
    method: 'GET',
    path: '/api/fmeas/:id/plan/tasks',
    tags,
    summary: 'Aksiyonlara bağlı görevler ve durumları',
    params: ZIdParams,
    response: ZPlanTaskLinks,
  }),
};
