import { z } from 'zod';
import { FMEA_TASK_CATEGORY, type TPlanTaskDraft } from '../../../../domain/fmea/plan-output-contract';
import type { TCreatePlanTasksRequest } from '../../../../domain/fmea/plan-output-operations';
import { ZCreateTaskRequest, ZTaskPriority } from '../../../../domain/tasks/contract';
import { normalizeTags } from '../../../../domain/tasks/tags';

/** One proposed task as the dialog holds it: the tags as typed, comma-separated. */
const ZTaskDraftValues = z.object({
  itemId: z.string(),
  title: z.string(),
  description: z.string(),
  assigneeId: z.string(),
  dueDate: z.string(),
  priority: ZTaskPriority,
  tags: z.string(),
  estimatedHours: z.number(),
});

/**
 * The dialog's form: each draft becomes the task POST …/plan/tasks takes for its plan item (category
 * 'FMEA'), checked by POST /api/tasks's own contract; each message goes under the draft's field it
 * concerns ('drafts.<i>.<field>').
 */
export const ZTaskDraftsForm = z
  .object({
    drafts: z.array(
      ZTaskDraftValues.transform((draft, ctx) => {
        const task = {
          title: draft.title,
          description: draft.description,
          assigneeId: draft.assigneeId,
          dueDate: draft.dueDate,
          priority: draft.priority,
          category: FMEA_TASK_CATEGORY,
          tags: normalizeTags(draft.tags.split(',')),
          estimatedHours: draft.estimatedHours,
        };
        const checked = ZCreateTaskRequest.safeParse(task);
        if (checked.success) return { itemId: draft.itemId, task };
        for (const issue of checked.error.issues)
          ctx.addIssue({ code: 'custom', message: issue.message, path: [String(issue.path[0])] });
        return z.NEVER;
      }),
    ),
  })
  .transform(({ drafts }): TCreatePlanTasksRequest => ({ tasks: drafts }));
export type TaskDraftsValues = z.input<typeof ZTaskDraftsForm>;

/** The server's proposal as the form's starting values (no suggested person: none chosen). */
export const taskDraftValues = (draft: TPlanTaskDraft): TaskDraftsValues['drafts'][number] => ({
  itemId: draft.itemId,
  title: draft.title,
  description: draft.description,
  assigneeId: draft.assigneeId ?? '',
  dueDate: draft.dueDate,
  priority: draft.priority,
  tags: draft.tags.join(', '),
  estimatedHours: draft.estimatedHours,
});
