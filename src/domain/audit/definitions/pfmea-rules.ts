import { checkDuplicateOperations } from '../checks/duplicate-operations';
import { checkPfmeaMissingColumns } from '../checks/pfmea-columns';
import { checkPfmeaHighRisk } from '../checks/pfmea-high-risk';
import {
  checkPfmeaAp,
  checkPfmeaDetectionLimit,
  checkPfmeaInvalidRatings,
  checkPfmeaRpn,
} from '../checks/pfmea-ratings';
import { scaleFinding } from '../checks/pfmea-scale';
import { pfmeaSteps } from '../linkage/steps';
import { defineRule } from '../rule-definition';
import type { StageCheck } from '../stage-inputs';

// On another scale the table gets one clear finding, and no rule that assumes 1-10 (AP, limits, RPN).
const onTenPointScale =
  (check: StageCheck<'pfmea'>): StageCheck<'pfmea'> =>
  (p) =>
    p.scale === null ? check(p) : [];

/** The PFMEA rules (8.3.5.2, 6.1.2.1), run on every PFMEA table on its own. */
export const PFMEA_RULES = [
  defineRule({
    id: 'pfmea-missing-columns',
    group: 'pfmea',
    category: 'minor',
    priority: 'high',
    clause: '8.3.5.2',
    documentType: 'fmea',
    stage: 'pfmea',
    check: (p) => checkPfmeaMissingColumns(p.table, p.actions),
    tr: {
      title: 'PFMEA’da zorunlu sütun eksik',
      general:
        'PFMEA formunu tamamlayın: adım, hata modu, etki, S, neden, O, kontroller, D ve aksiyon sütunları.',
      messages: {
        'pfmea-missing-columns': {
          description: 'PFMEA’da şu sütunlar bulunamadı: {columns}.',
          recommendation: 'PFMEA formuna şu sütunları ekleyin ve doldurun: {columns}.',
        },
      },
    },
    en: {
      title: 'Required column missing from the PFMEA',
      general:
        'Complete the PFMEA form: step, failure mode, effect, S, cause, O, controls, D and action columns.',
      messages: {
        'pfmea-missing-columns': {
          description: 'The PFMEA has no columns for: {columns}.',
          recommendation: 'Add these columns to the PFMEA form and fill them in: {columns}.',
        },
      },
    },
  }),
  defineRule({
    id: 'pfmea-scale-not-1-10',
    group: 'pfmea',
    category: 'minor',
    priority: 'high',
    clause: '8.3.5.2',
    documentType: 'fmea',
    stage: 'pfmea',
    check: (p) => (p.scale === null ? [] : [scaleFinding(p.table, p.scale)]),
    tr: {
      title: 'PFMEA 1-10 ölçeğini kullanmıyor',
      general: 'PFMEA derecelendirmelerini 1-10 ölçeğine (AIAG-VDA) taşıyın; AP ancak bu ölçekte hesaplanır.',
      messages: {
        'pfmea-scale-not-1-10': {
          description:
            'PFMEA derecelendirmeleri 1-10 ölçeğinde değil ({reason}). AIAG-VDA AP tablosu yalnızca 1-10 ölçeğinde uygulanır; bu tabloda AP, RPN ve S/O/D kuralları uygulanmadı.',
          recommendation: 'Şiddet, olasılık ve tespit değerlerini 1-10 ölçeğine göre yeniden derecelendirin.',
        },
      },
    },
    en: {
      title: 'PFMEA does not use the 1-10 scale',
      general:
        'Move the PFMEA ratings to the 1-10 scale (AIAG-VDA); AP can only be determined on that scale.',
      messages: {
        'pfmea-scale-not-1-10': {
          description:
            'The PFMEA ratings are not on the 1-10 scale ({reason}). The AIAG-VDA AP table applies only to the 1-10 scale; the AP, RPN and S/O/D rules were not applied to this table.',
          recommendation: 'Re-rate severity, occurrence and detection on the 1-10 scale.',
        },
      },
    },
  }),
  defineRule({
    id: 'pfmea-invalid-rating',
    group: 'pfmea',
    category: 'minor',
    priority: 'medium',
    clause: '8.3.5.2',
    documentType: 'fmea',
    stage: 'pfmea',
    check: onTenPointScale((p) => checkPfmeaInvalidRatings(p.table, p.rows)),
    tr: {
      title: 'PFMEA’da geçersiz S/O/D değeri',
      general: 'PFMEA’daki eksik veya 1-10 dışındaki S, O, D değerlerini düzeltin.',
      messages: {
        'pfmea-invalid-rating': {
          description: '{count} satırda S/O/D değeri eksik veya 1-10 dışında: {rows}.',
          recommendation:
            'Bu satırları 1-10 arası tam sayılarla derecelendirin; boş bırakılan değerleri tahmin etmeyin, ekipçe belirleyin.',
        },
      },
    },
    en: {
      title: 'Invalid S/O/D rating in the PFMEA',
      general: 'Correct the missing or out-of-range (1-10) S, O, D ratings in the PFMEA.',
      messages: {
        'pfmea-invalid-rating': {
          description: 'Rows with an S/O/D rating missing or outside 1-10 ({count}): {rows}.',
          recommendation:
            'Rate these rows with whole numbers from 1 to 10; do not guess the blank ratings, decide them as a team.',
        },
      },
    },
  }),
  defineRule({
    id: 'pfmea-rpn-mismatch',
    group: 'pfmea',
    category: 'minor',
    priority: 'medium',
    clause: '8.3.5.2',
    documentType: 'fmea',
    stage: 'pfmea',
    check: onTenPointScale((p) => checkPfmeaRpn(p.table, p.rows)),
    tr: {
      title: 'RPN, S×O×D ile uyuşmuyor',
      general: 'PFMEA’daki RPN değerlerini S×O×D ile yeniden hesaplayın.',
      messages: {
        'pfmea-rpn-mismatch': {
          description: '{count} satırda yazılı RPN, S×O×D ile uyuşmuyor: {rows}.',
          recommendation: 'RPN’i S×O×D formülüyle hesaplatın; elle yazılmış değerleri kaldırın.',
        },
      },
    },
    en: {
      title: 'RPN does not equal S×O×D',
      general: 'Recompute the RPN values in the PFMEA as S×O×D.',
      messages: {
        'pfmea-rpn-mismatch': {
          description: 'Rows whose written RPN does not equal S×O×D ({count}): {rows}.',
          recommendation: 'Compute RPN with the S×O×D formula; remove the values typed by hand.',
        },
      },
    },
  }),
  defineRule({
    id: 'pfmea-high-risk-without-action',
    group: 'pfmea',
    category: 'major',
    priority: 'high',
    clause: '6.1.2.1',
    documentType: 'fmea',
    stage: 'pfmea',
    check: onTenPointScale((p) => checkPfmeaHighRisk(p.table, p.rows, p.ctx, p.actions)),
    tr: {
      title: 'Yüksek riskli satırda aksiyon, sorumlu veya termin yok',
      general: 'Şiddeti 9-10 veya AP’si H olan her satıra önerilen aksiyon, sorumlu ve termin atayın.',
      messages: {
        'pfmea-high-risk-without-action': {
          description:
            'Şiddeti 9-10 veya AP’si H olan {count} satırda önerilen aksiyon, sorumlu veya termin eksik: {rows}.',
          recommendation:
            'Her yüksek riskli satır için önleme veya tespiti iyileştiren bir aksiyon, bir sorumlu ve bir termin belirleyin; mevcut kontroller yeterliyse gerekçesini kayda geçirin.',
        },
      },
    },
    en: {
      title: 'High-risk row without an action, owner or date',
      general:
        'Assign a recommended action, an owner and a due date to every row with severity 9-10 or AP H.',
      messages: {
        'pfmea-high-risk-without-action': {
          description:
            'Rows with severity 9-10 or AP H that lack a recommended action, an owner or a due date ({count}): {rows}.',
          recommendation:
            'For every high-risk row, set an action that improves prevention or detection, an owner and a due date; if the current controls are enough, record why.',
        },
      },
    },
  }),
  defineRule({
    // A weak detection rating is a gap in the PFMEA (process design output), not an error-proofing
    // process gap: docs/audit-rules.md, "Clause choices".
    id: 'pfmea-detection-above-limit',
    group: 'pfmea',
    category: 'observation',
    priority: 'medium',
    clause: '8.3.5.2',
    documentType: 'fmea',
    stage: 'pfmea',
    check: onTenPointScale((p) => checkPfmeaDetectionLimit(p.table, p.rows, p.ctx, p.actions)),
    tr: {
      title: 'Tespit (D) değeri sınırın üzerinde, aksiyon veya sorumlu yok',
      general:
        'Tespit değeri sınırın üzerindeki satırlara aksiyon ve sorumlu atayın ya da mevcut kontrollerin neden yeterli olduğunu kayda geçirin; hata önleme (poka-yoke) değerlendirin.',
      messages: {
        'pfmea-detection-above-limit': {
          description:
            'Tespit (D) değeri sınırın ({limit}) üzerinde olan {count} satırda önerilen aksiyon veya sorumlu yok: {rows}. Bu hatalar mevcut kontrollerle müşteriye ulaşmadan yakalanamayabilir.',
          recommendation:
            'Bu satırlar için tespiti iyileştiren bir aksiyon (otomatik muayene, poka-yoke) ve bir sorumlu belirleyin; mevcut kontroller yeterliyse gerekçesini kayda geçirin ve D’yi yeniden değerlendirin.',
        },
      },
    },
    en: {
      title: 'Detection (D) above the limit with no action or owner',
      general:
        'Give the rows with a detection rating above the limit an action and an owner, or record why the current controls are enough; consider error-proofing (poka-yoke).',
      messages: {
        'pfmea-detection-above-limit': {
          description:
            'Rows with a detection (D) rating above the limit ({limit}) and no recommended action or owner ({count}): {rows}. The current controls may not catch these failures before they reach the customer.',
          recommendation:
            'For these rows set an action that improves detection (automatic inspection, error-proofing) and an owner; if the current controls are enough, record why and re-rate D.',
        },
      },
    },
  }),
  defineRule({
    id: 'pfmea-ap-mismatch',
    group: 'pfmea',
    category: 'minor',
    priority: 'medium',
    clause: '6.1.2.1',
    documentType: 'fmea',
    stage: 'pfmea',
    check: onTenPointScale((p) => checkPfmeaAp(p.table, p.rows, p.ctx)),
    tr: {
      title: 'AP, AIAG-VDA tablosuyla uyuşmuyor',
      general: 'PFMEA’daki AP değerlerini AIAG-VDA tablosuna göre yeniden belirleyin.',
      messages: {
        'pfmea-ap-mismatch': {
          description: '{count} satırda yazılı AP, AIAG-VDA tablosuyla uyuşmuyor: {rows}.',
          recommendation:
            'AP’yi AIAG-VDA tablosundan (veya kuruluşun onaylı tablosundan) yeniden belirleyin.',
        },
      },
    },
    en: {
      title: 'AP does not match the AIAG-VDA table',
      general: 'Re-determine the AP values in the PFMEA from the AIAG-VDA table.',
      messages: {
        'pfmea-ap-mismatch': {
          description: 'Rows whose written AP does not match the AIAG-VDA table ({count}): {rows}.',
          recommendation: "Re-determine AP from the AIAG-VDA table (or the organisation's approved table).",
        },
      },
    },
  }),
  defineRule({
    id: 'pfmea-duplicate-operation-number',
    group: 'pfmea',
    category: 'minor',
    priority: 'medium',
    clause: '8.3.5.2',
    documentType: 'fmea',
    stage: 'pfmea',
    check: (p) => checkDuplicateOperations('pfmea-duplicate-operation-number', pfmeaSteps(p.table)),
    tr: {
      title: 'PFMEA’da aynı operasyon numarası iki farklı adımda',
      general: 'PFMEA’da her operasyon numarasını tek bir proses adımı için kullanın.',
      messages: {
        'pfmea-duplicate-operation-number': {
          description: '{count} operasyon numarası iki farklı proses adımında kullanılmış: {pairs}.',
          recommendation:
            'Her proses adımına kendi operasyon numarasını verin ve aynı numarayı süreç akışı ile kontrol planında da kullanın.',
        },
      },
    },
    en: {
      title: 'Operation number used for two different steps in the PFMEA',
      general: 'Use each operation number in the PFMEA for one process step only.',
      messages: {
        'pfmea-duplicate-operation-number': {
          description: 'Operation numbers used for two different process steps ({count}): {pairs}.',
          recommendation:
            'Give each process step its own operation number, and use the same number in the process flow and the control plan.',
        },
      },
    },
  }),
] as const;
