import { AI_PROVIDER_LABELS } from '../settings/contract';
import type { TAnalysisSource, TAnalysisStatus, TEightD } from './contract';

/** Turkish titles of the eight disciplines, as the report and its PDF print them. */
export const EIGHT_D_TITLES: Readonly<Record<keyof TEightD, string>> = {
  d1: 'D1 - Ekip Oluşturma',
  d2: 'D2 - Problem Tanımı',
  d3: 'D3 - Geçici Önlemler',
  d4: 'D4 - Kök Neden Analizi',
  d5: 'D5 - Kalıcı Düzeltici Faaliyetler',
  d6: 'D6 - Uygulama ve Doğrulama',
  d7: 'D7 - Tekrarın Önlenmesi',
  d8: 'D8 - Ekibin Takdir Edilmesi',
};

export const EIGHT_D_KEYS = Object.keys(EIGHT_D_TITLES) as (keyof TEightD)[];

export const ANALYSIS_STATUS_LABELS: Readonly<Record<TAnalysisStatus, string>> = {
  completed: 'Tamamlandı',
  in_progress: 'Devam Ediyor',
};

/** Which engine produced a report, as the report names it. */
export const ANALYSIS_SOURCE_LABELS: Readonly<Record<TAnalysisSource, string>> = AI_PROVIDER_LABELS;

/** Shown when a report's confidence is below the organisation's threshold. */
export const EXPERT_REVIEW_NOTE = 'Uzman incelemesi önerilir';
