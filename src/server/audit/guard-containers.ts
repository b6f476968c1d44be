import { CONTAINER_MESSAGES } from '../../domain/shared/container-messages';
import {
  containerBudget,
  type CheckContainerTask,
  type ContainerOutcome,
} from '../documents/check-container';
import { AppError } from '../http/app-error';
import type { WorkerPool } from '../workers/worker-pool';

import { receivedBytes, type ReceivedFile } from './upload-documents';

type UploadedFile = Pick<ReceivedFile, 'name' | 'chunks' | 'detected'>;

/**
 * Refuses an upload whose Office container was crafted (records that disagree: 415) or expands past
 * its reader's budget (413), checked on a pool thread before anything is stored. A damaged file (an
 * interrupted copy) or zip-level encryption is kept: the audit reports it as a finding with what to do.
 */
export async function guardContainers(
  pool: WorkerPool,
  files: readonly UploadedFile[],
  signal?: AbortSignal,
): Promise<void> {
  for (const file of files) {
    const { format } = file.detected;
    if (!containerBudget(format)) continue;
    const task: CheckContainerTask = { bytes: receivedBytes(file), format };
    const outcome = await pool.run<ContainerOutcome>('checkContainer', task, { signal });
    if (outcome.ok) continue;
    if (outcome.kind === 'malformed') {
      throw new AppError(
        415,
        'malformed_container',
        `${CONTAINER_MESSAGES.malformed} (${file.name})`,
        'files',
      );
    }
    if (outcome.kind === 'too-large') {
      throw new AppError(413, 'expanded_too_large', `${CONTAINER_MESSAGES.expanded} (${file.name})`, 'files');
    }
  }
}
