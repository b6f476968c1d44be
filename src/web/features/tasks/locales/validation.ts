import { TASK_MESSAGES } from '../../../../domain/tasks/contract';
import { ADMIN_ONLY_MESSAGE, CAPACITY_MESSAGE } from '../../../../domain/tasks/insights-contract';

/** The contract messages this feature shows, translated under `tasks:validation.<key>`. */
export const TASK_VALIDATION = {
  ...TASK_MESSAGES,
  capacity: CAPACITY_MESSAGE,
  adminOnly: ADMIN_ONLY_MESSAGE,
};
