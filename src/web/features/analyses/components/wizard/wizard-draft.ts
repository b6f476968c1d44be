import { z } from 'zod';
import { type WizardStep, type WizardValues, ZWizardValues } from './wizard-values';

const ZDraft = z.object({
  step: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
  values: ZWizardValues,
});
export interface WizardDraft {
  step: WizardStep;
  values: WizardValues;
}

// Per user, so a shared tablet at the line never shows one person's draft to the next.
const key = (userId: string) => `kalite-asistani:8d-taslak:${userId}`;

/** 'Otomatik kaydetme': the unfinished wizard survives a refresh on this device. */
export function readDraft(userId: string): WizardDraft | null {
  try {
    const raw = window.localStorage.getItem(key(userId));
    if (!raw) return null;
    const parsed = ZDraft.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeDraft(userId: string, draft: WizardDraft): void {
  try {
    window.localStorage.setItem(key(userId), JSON.stringify(draft));
  } catch {
    // Storage full or disabled (private mode): the wizard still works, only without the draft.
  }
}

export function clearDraft(userId: string): void {
  try {
    window.localStorage.removeItem(key(userId));
  } catch {
    // Nothing stored.
  }
}
