import type { TActionType } from '../contract';
import { CPK_TARGET, DESIGN_ACTION } from './action-texts';
import type { CauseReading } from './cause-category';
import type { CauseKind } from './cause-library';
import { DETECTION_WEAK_ABOVE } from './risk-drivers';

const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * The leading action from the cause → measure library (issue 23 §4), combined with the S/O/D rules:
 * design (S 9-10) keeps the design action and adds the measure against the cause; prevention writes
 * the kinds' prevention measures; detection their detection measures, with a 100 % check while D > 7
 * (no working detection yet). Null when the cause names no kind: the 6M texts apply then.
 */
export function causeMeasureText(type: TActionType, reading: CauseReading, detection: number): string | null {
  const [lead, second] = reading.kinds;
  if (!lead) return null;
  const also = (pick: (kind: CauseKind) => string) =>
    second
      ? ` Ayrıca ${second.kind.label.toLocaleLowerCase('tr-TR')} için: ${sentence(pick(second.kind))}`
      : '';
  if (type === 'design') {
    return `${DESIGN_ACTION} Nedene yönelik (${lead.kind.label}): ${sentence(lead.kind.prevention)}${also((k) => k.prevention)}`;
  }
  if (type === 'prevention') {
    return `Nedeni önleyin (${lead.kind.label}): ${sentence(lead.kind.prevention)}${also((k) => k.prevention)}`;
  }
  const weak = detection > DETECTION_WEAK_ABOVE;
  const head = weak
    ? `Tespit zayıf; nedene göre tespit ekleyin (${lead.kind.label}): `
    : `Mevcut tespiti nedene göre güçlendirin (${lead.kind.label}): `;
  const tail = weak ? ` Cpk ≥ ${CPK_TARGET} kanıtlanana kadar %100 kontrol uygulayın.` : '';
  return `${head}${sentence(lead.kind.detection)}${also((k) => k.detection)}${tail}`;
}

/** The reason's cause line: the text's words and the kind each chose, e.g. `neden sözcükleri: 'aşınmış' → …`. */
export function causeReasonLine(reading: CauseReading): string | null {
  if (reading.kinds.length === 0) return null;
  const parts = reading.kinds.map(
    (hit) => `${hit.words.map((w) => `'${w}'`).join(', ')} → ${hit.kind.label}`,
  );
  return `neden sözcükleri: ${parts.join('; ')}`;
}
