import { z } from 'zod';
import { CAPABILITY_MESSAGES as M } from './messages';
import { ZStudyCan } from './permissions';
import { hasValidSpecLimits } from './spec-limits';

/** Spec minimum for a calculation. */
const MIN_MEASUREMENTS = 5;
/** Largest series the calculation endpoint accepts (pasted data, full-production exports). */
export const MAX_MEASUREMENTS = 1_000_000;
/** Largest series stored with a saved study (the row is read back whole). */
const MAX_STUDY_MEASUREMENTS = 100_000;

// zod 4's z.number() already rejects NaN and ±Infinity, so "finite" needs no extra check.
const ZNominal = z.number({ error: M.nonFiniteNominal }).describe('Nominal ölçü');
const ZUpperTolerance = z
  .number({ error: M.nonFiniteUpperTolerance })
  .describe('Üst tolerans (büyüklük): USL = nominal + upperTolerance');
const ZLowerTolerance = z
  .number({ error: M.nonFiniteLowerTolerance })
  .describe('Alt tolerans (büyüklük): LSL = nominal − lowerTolerance; negatifse LSL nominalin üstündedir');
const ZMeasurement = z.number({ error: M.nonFiniteValue });

// USL > LSL is checked on the sum as the formulas compute it; reported on upperTolerance
const validSpecLimits = (v: { nominal: number; upperTolerance: number; lowerTolerance: number }) =>
  hasValidSpecLimits(v.nominal, v.upperTolerance, v.lowerTolerance);
const invalidSpecLimits = { error: M.invalidTolerance, path: ['upperTolerance'] };

/** Input mode of the calculator screen (spec entity "Cp/Cpk input"). */
export type TCapabilityInputMode = 'manual' | 'automatic';

/** POST /api/calculations/capability body; also the calculator form schema. */
export const ZCapabilityRequest = z
  .strictObject({
    nominal: ZNominal,
    upperTolerance: ZUpperTolerance,
    lowerTolerance: ZLowerTolerance,
    values: z.array(ZMeasurement).min(MIN_MEASUREMENTS, M.tooFew).max(MAX_MEASUREMENTS, M.tooMany),
  })
  .refine(validSpecLimits, invalidSpecLimits);
export type TCapabilityRequest = z.infer<typeof ZCapabilityRequest>;

const ZCapabilityClassId = z.enum(['excellent', 'adequate', 'marginal', 'inadequate']);
export type TCapabilityClassId = z.infer<typeof ZCapabilityClassId>;
const ZCapabilityColour = z.enum(['green', 'blue', 'yellow', 'red']);
export type TCapabilityColour = z.infer<typeof ZCapabilityColour>;

const ZPpm = z.object({
  belowLsl: z.number().describe('LSL altında beklenen ppm'),
  aboveUsl: z.number().describe('USL üstünde beklenen ppm'),
  total: z.number().describe('Toplam beklenen ppm (0…1 000 000)'),
});
export type TPpm = z.infer<typeof ZPpm>;

const ZControlLimits = z.object({
  cl: z.number(),
  ucl: z.number(),
  lcl: z.number(),
  outOfControl: z
    .array(z.number().int().positive())
    .describe(
      'Limit dışındaki noktaların 1 tabanlı ölçüm numaraları (MR için hareketli aralığın bitiş ölçümü)',
    ),
});
export type TControlLimits = z.infer<typeof ZControlLimits>;

/**
 * Result of calculateCapability, full precision (round for display with round4).
 * cp/cpk use the overall sample standard deviation as the spec defines them; Minitab calls these
 * Pp/Ppk. within.cp/within.cpk use σ_within = MR̄/1.128, what Minitab calls Cp/Cpk.
 */
export const ZCapabilityResult = z.object({
  n: z.number().int(),
  mean: z.number(),
  standardDeviation: z.number().describe('Örneklem standart sapması (n − 1), genel'),
  usl: z.number(),
  lsl: z.number(),
  cp: z.number().describe('(USL − LSL) / 6s, genel sigma (Minitab: Pp)'),
  cpk: z.number().describe('min(Cpk Üst, Cpk Alt), genel sigma (Minitab: Ppk)'),
  cpkUpper: z.number().describe('(USL − x̄) / 3s'),
  cpkLower: z.number().describe('(x̄ − LSL) / 3s'),
  processCapability: z.object({ id: ZCapabilityClassId, label: z.string(), colour: ZCapabilityColour }),
  recommendation: z.string(),
  within: z.object({
    mrBar: z.number().describe('Ortalama hareketli aralık MR̄'),
    sigma: z.number().describe('Kısa dönem sigma MR̄ / 1,128'),
    cp: z.number().describe('Kısa dönem Cp (Minitab: Cp)'),
    cpk: z.number().describe('Kısa dönem Cpk (Minitab: Cpk)'),
    cpkUpper: z.number(),
    cpkLower: z.number(),
  }),
  ppm: ZPpm.describe('Normal dağılım varsayımıyla, genel sigma'),
  ppmWithin: ZPpm.describe('Normal dağılım varsayımıyla, kısa dönem sigma'),
  normality: z.object({
    adStatistic: z.number().describe('Anderson-Darling A²'),
    adAdjusted: z.number().describe('A²* = A²(1 + 0,75/n + 2,25/n²)'),
    pValue: z.number().describe("D'Agostino & Stephens (1986) p-değeri"),
    isNormal: z.boolean().describe('p ≥ 0,05; false ise ekranda uyarı gösterilir'),
  }),
  imr: z.object({ individuals: ZControlLimits, movingRange: ZControlLimits }),
  min: z.number(),
  max: z.number(),
});
export type TCapabilityResult = z.infer<typeof ZCapabilityResult>;

const ZCapabilityErrorCode = z.enum([
  'too_few',
  'zero_spread',
  'invalid_tolerance',
  'non_finite',
  'not_computable',
  'invalid_count',
]);
const ZCapabilityField = z.enum(['values', 'nominal', 'upperTolerance', 'lowerTolerance', 'count']);

/**
 * Why a calculation could not be made; the API answers `{"error": this}` with HTTP 422.
 * @internal
 */
export const ZCapabilityError = z.object({
  code: ZCapabilityErrorCode,
  message: z.string(),
  field: ZCapabilityField,
});
export type TCapabilityError = z.infer<typeof ZCapabilityError>;

const ZOptionalLabel = (message: string) => z.string().trim().max(120, message).optional();

/** POST /api/calculations/capability/studies body: a named, saved study (result computed on the server). */
export const ZCreateCapabilityStudy = z
  .strictObject({
    name: z.string().trim().min(1, M.studyNameRequired).max(120, M.studyNameTooLong),
    partNumber: ZOptionalLabel(M.partNumberTooLong),
    characteristic: ZOptionalLabel(M.characteristicTooLong),
    nominal: ZNominal,
    upperTolerance: ZUpperTolerance,
    lowerTolerance: ZLowerTolerance,
    values: z.array(ZMeasurement).min(MIN_MEASUREMENTS, M.tooFew).max(MAX_STUDY_MEASUREMENTS, M.tooManyStudy),
  })
  .refine(validSpecLimits, invalidSpecLimits);
export type TCreateCapabilityStudy = z.infer<typeof ZCreateCapabilityStudy>;

/** A saved study as the API presents it; values are included so the screen can draw its charts. */
export const ZCapabilityStudy = z.object({
  id: z.uuid(),
  name: z.string(),
  partNumber: z.string().nullable(),
  characteristic: z.string().nullable(),
  nominal: z.number(),
  upperTolerance: z.number(),
  lowerTolerance: z.number(),
  values: z.array(z.number()),
  result: ZCapabilityResult,
  createdAt: z.iso.datetime({ offset: true }),
  userId: z.uuid(),
  userFullName: z.string(),
  /** What the viewer may do with it (src/domain/capability/permissions.ts). */
  can: ZStudyCan,
});
export type TCapabilityStudy = z.infer<typeof ZCapabilityStudy>;

/** List row for saved studies: no values, only the headline figures. */
export const ZCapabilityStudySummary = ZCapabilityStudy.omit({ values: true, result: true }).extend({
  n: z.number().int(),
  cp: z.number(),
  cpk: z.number(),
  processCapability: ZCapabilityResult.shape.processCapability,
});
export type TCapabilityStudySummary = z.infer<typeof ZCapabilityStudySummary>;
