import { z } from 'zod';
import { FMEA_MESSAGES } from '../../../domain/fmea/contract';
import { opaqueCursor } from '../../http/opaque-cursor';

// The keyset of a lines page: the last line's risk key (riskiest-first order) and position.
const lineCursor = opaqueCursor(
  z.strictObject({ k: z.number().int(), p: z.number().int().min(0) }),
  FMEA_MESSAGES.invalidCursor,
);

export const encodeLineCursor = lineCursor.encode;
export const decodeLineCursor = lineCursor.decode;
