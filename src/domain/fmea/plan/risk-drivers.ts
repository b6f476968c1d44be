import type { TActionType } from '../contract';

/** S 9-10: the effect is a safety or regulatory one; only a design change or error-proofing answers it. */
const SEVERITY_DESIGN_MIN = 9;
/** O ≥ 6 is a frequent cause (the AP table's O 6-7 and 8-10 columns): prevention. */
const OCCURRENCE_HIGH_MIN = 6;
/** D ≥ 5: the current controls are unlikely to catch it (AP's D 5-6 and 7-10 letters): detection. */
const DETECTION_HIGH_MIN = 5;
/** D > 7 is called out as weak detection ('D=8 > 7: tespit zayıf'). */
export const DETECTION_WEAK_ABOVE = 7;

export interface RiskDrivers {
  /** S 9-10. */
  design: boolean;
  /** O ≥ 6. */
  prevention: boolean;
  /** D ≥ 5. */
  detection: boolean;
  /** The action the item leads with. */
  primary: TActionType;
  /** The other action kinds the ratings call for, in the order they are written. */
  secondary: TActionType[];
  /** Turkish reasons, one per driver, e.g. 'D=8 > 7: tespit zayıf'. */
  reasons: string[];
}

/**
 * What drives a row's risk. S 9-10 leads with a design action; otherwise the higher of O and D (a tie
 * goes to prevention: AIAG-VDA prefers preventing a cause to detecting it). A row with no high rating
 * still gets the action of its higher rating, and the reason says so.
 */
export function riskDrivers(severity: number, occurrence: number, detection: number): RiskDrivers {
  const design = severity >= SEVERITY_DESIGN_MIN;
  const prevention = occurrence >= OCCURRENCE_HIGH_MIN;
  const detect = detection >= DETECTION_HIGH_MIN;
  const reasons: string[] = [];
  if (design) reasons.push(`S=${severity} ≥ ${SEVERITY_DESIGN_MIN}: güvenlik veya mevzuat etkisi`);
  if (prevention) reasons.push(`O=${occurrence} ≥ ${OCCURRENCE_HIGH_MIN}: oluşum sık`);
  if (detection > DETECTION_WEAK_ABOVE)
    reasons.push(`D=${detection} > ${DETECTION_WEAK_ABOVE}: tespit zayıf`);
  else if (detect) reasons.push(`D=${detection} ≥ ${DETECTION_HIGH_MIN}: tespit yetersiz`);

  const occurrenceLeads = occurrence >= detection;
  if (!design && !prevention && !detect) {
    reasons.push(
      occurrenceLeads
        ? `O=${occurrence} ≥ D=${detection}: risk en çok oluşumdan`
        : `D=${detection} > O=${occurrence}: risk en çok tespitten`,
    );
  }
  const byRating: TActionType[] =
    prevention && detect
      ? occurrenceLeads
        ? ['prevention', 'detection']
        : ['detection', 'prevention']
      : prevention
        ? ['prevention']
        : detect
          ? ['detection']
          : [occurrenceLeads ? 'prevention' : 'detection'];
  const order: TActionType[] = design ? ['design', ...(prevention || detect ? byRating : [])] : byRating;
  const [primary = 'prevention', ...secondary] = order;
  return { design, prevention, detection: detect, primary, secondary, reasons };
}
