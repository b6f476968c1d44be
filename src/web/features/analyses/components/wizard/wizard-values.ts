import { z } from 'zod';
import {
  type TDepartment,
  type TProblemCategory,
  type TProcessType,
  type TSeverity,
  ZCreateAnalysisRequest,
  ZDepartment,
  ZProblemCategory,
  ZProcessType,
  ZSeverity,
} from '../../../../../domain/analyses/contract';
import { plantDate } from '../../../../../domain/shared/plant-date';

/** The wizard form as typed so far: selects may still be empty. */
export interface WizardValues {
  title: string;
  description: string;
  customerImpact: string;
  category: TProblemCategory | '';
  severity: TSeverity | '';
  department: TDepartment | '';
  discoveryDate: string;
  processType: TProcessType;
}

/** The shape of the typed values (a saved draft is read back through it). */
export const ZWizardValues = z.object({
  title: z.string(),
  description: z.string(),
  customerImpact: z.string(),
  category: z.union([ZProblemCategory, z.literal('')]),
  severity: z.union([ZSeverity, z.literal('')]),
  department: z.union([ZDepartment, z.literal('')]),
  discoveryDate: z.string(),
  processType: ZProcessType,
});

/**
 * The form's schema: the typed values checked by the API's own contract, whose messages (the same
 * Turkish text the server answers with) stay on the field they concern.
 */
export const ZWizardForm = ZWizardValues.transform((values, ctx) => {
  const parsed = ZCreateAnalysisRequest.safeParse(values);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues)
    ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  return z.NEVER;
});

export type WizardStep = 1 | 2 | 3 | 4;
export const LAST_STEP: WizardStep = 4;

/** The fields each step asks for; step 4 only shows them. */
export const STEP_FIELDS: Record<WizardStep, readonly (keyof WizardValues)[]> = {
  1: ['title', 'description', 'customerImpact'],
  2: ['category', 'severity'],
  3: ['department', 'discoveryDate', 'processType'],
  4: [],
};

/** The first step holding one of `fields` (e.g. the invalid ones after 'Analizi Başlat'), if any. */
export function stepOf(fields: readonly string[]): WizardStep | null {
  const steps: WizardStep[] = [1, 2, 3];
  return steps.find((step) => STEP_FIELDS[step].some((field) => fields.includes(field))) ?? null;
}

/**
 * Today as the date input wants it (YYYY-MM-DD): the plant's day, as the server counts it.
 * @internal
 */
export function todayIso(now = new Date()): string {
  return plantDate(now);
}

export function emptyWizard(now = new Date()): WizardValues {
  return {
    title: '',
    description: '',
    customerImpact: '',
    category: '',
    severity: '',
    department: '',
    discoveryDate: todayIso(now),
    processType: 'auto',
  };
}

/** Spec: step 1 needs title and description (trimmed), step 2 category and severity, step 3 department and date. */
function stepComplete(step: WizardStep, v: WizardValues): boolean {
  switch (step) {
    case 1:
      return v.title.trim() !== '' && v.description.trim() !== '';
    case 2:
      return v.category !== '' && v.severity !== '';
    case 3:
      // the date field passes half-typed text through ('23.1'); only a whole date completes the step
      return v.department !== '' && /^\d{4}-\d{2}-\d{2}$/.test(v.discoveryDate);
    case 4:
      return true;
  }
}

/** Next is allowed only when the current step is complete and the step is below 4. */
export const canGoNext = (step: WizardStep, v: WizardValues): boolean =>
  step < LAST_STEP && stepComplete(step, v);
/** Previous is allowed above step 1. */
export const canGoBack = (step: WizardStep): boolean => step > 1;
