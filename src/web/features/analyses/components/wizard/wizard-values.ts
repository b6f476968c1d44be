import {
  type TCreateAnalysisRequest,
  type TDepartment,
  type TProblemCategory,
  type TProcessType,
  type TSeverity,
  ZCreateAnalysisRequest,
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

export type WizardStep = 1 | 2 | 3 | 4;
export const LAST_STEP: WizardStep = 4;

/** Today as the date input wants it (YYYY-MM-DD): the plant's day, as the server counts it. */
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
export function stepComplete(step: WizardStep, v: WizardValues): boolean {
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

/** The request body, validated by the same schema as the server; the first message on failure. */
export function toRequest(
  v: WizardValues,
): { ok: true; body: TCreateAnalysisRequest } | { ok: false; message: string } {
  const parsed = ZCreateAnalysisRequest.safeParse(v);
  if (parsed.success) return { ok: true, body: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? 'Geçersiz form' };
}
