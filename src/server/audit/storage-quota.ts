import { sql } from 'drizzle-orm';
import { QUOTA_MESSAGES } from '../../domain/shared/quota-messages';
import type { Viewer } from '../../domain/shared/viewer';
import type { Db } from '../db/database';
import { auditDocuments } from '../db/schema-audit';
import { AppError } from '../http/app-error';

export interface StorageLimits {
  userBytes: number;
  totalBytes: number;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

// One key for every upload: the installation-wide sum is only exact if uploads take turns.
const UPLOAD_LOCK = 0x6b616c69;

/**
 * Inside the upload's transaction: the stored documents of the user and of the installation plus
 * this upload stay within the limits, or the upload is a 413 that says what is used and allowed.
 * The advisory lock (released at commit) keeps two uploads from both passing on the same figures.
 */
export async function assertStorageQuota(
  tx: Tx,
  viewer: Viewer,
  incomingBytes: number,
  limits: StorageLimits,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${UPLOAD_LOCK})`);
  const [usage] = await tx
    .select({
      mine: sql<number>`coalesce(sum(${auditDocuments.size}) filter (where ${auditDocuments.userId} = ${viewer.id}), 0)`.mapWith(
        Number,
      ),
      total: sql<number>`coalesce(sum(${auditDocuments.size}), 0)`.mapWith(Number),
    })
    .from(auditDocuments);
  const mine = usage?.mine ?? 0;
  const total = usage?.total ?? 0;
  if (mine + incomingBytes > limits.userBytes) {
    throw new AppError(
      413,
      'storage_quota_exceeded',
      QUOTA_MESSAGES.userStorage(mine, incomingBytes, limits.userBytes),
      'files',
    );
  }
  if (total + incomingBytes > limits.totalBytes) {
    throw new AppError(
      413,
      'storage_quota_exceeded',
      QUOTA_MESSAGES.totalStorage(total, incomingBytes, limits.totalBytes),
      'files',
    );
  }
}
