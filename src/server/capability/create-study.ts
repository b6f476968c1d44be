import type { TCapabilityStudy, TCreateCapabilityStudy } from '../../domain/capability/contract';
import type { TUser } from '../../domain/auth/contract';
import type { Db } from '../db/database';
import { capabilityStudies } from '../db/schema';
import { presentStudy } from './present-study';
import { runCalculation } from './run-calculation';

/** Saves a named study; the result is always recomputed here from the values, never taken from a client. */
export async function createStudy(
  db: Db,
  user: TUser,
  body: TCreateCapabilityStudy,
): Promise<TCapabilityStudy> {
  const result = runCalculation(body);
  const [row] = await db
    .insert(capabilityStudies)
    .values({
      userId: user.id,
      name: body.name,
      partNumber: body.partNumber ?? '',
      characteristic: body.characteristic ?? '',
      nominal: body.nominal,
      upperTolerance: body.upperTolerance,
      lowerTolerance: body.lowerTolerance,
      values: body.values,
      result,
    })
    .returning();
  if (!row) throw new Error('capability study insert returned no row');
  return presentStudy(row, user.fullName, user);
}
