import { calculateCapability, type CapabilityInput } from '../../domain/capability/capability';
import type { TCapabilityResult } from '../../domain/capability/contract';
import { AppError } from '../http/app-error';
import { calculateFromBody, type CalculationOutcome } from '../workers/capability-worker';
import { RawBody } from '../workers/raw-body';
import type { WorkerPool } from '../workers/worker-pool';

/**
 * The capability calculation as the API runs it: the domain's Turkish message and field become a
 * 400 (zero spread, limits that do not make USL > LSL, values too large to compute).
 */
export function runCalculation(input: CapabilityInput): TCapabilityResult {
  return resultOrError(calculateCapability(input));
}

/**
 * POST /api/calculations/capability: the raw JSON body is parsed, validated and computed on a pool
 * thread. A missing body (no content type) has nothing heavy to do and is refused right here.
 */
export async function runCalculationInWorker(
  pool: WorkerPool,
  body: unknown,
  signal?: AbortSignal,
): Promise<TCapabilityResult> {
  if (!(body instanceof RawBody)) return resultOrError(calculateFromBody(body));
  const outcome = await pool.run<CalculationOutcome>('calculateCapability', body.parts, {
    signal,
    transferList: body.transferList,
  });
  return resultOrError(outcome);
}

function resultOrError(outcome: CalculationOutcome): TCapabilityResult {
  if (!outcome.ok) throw new AppError(400, outcome.error.code, outcome.error.message, outcome.error.field);
  return outcome.result;
}
