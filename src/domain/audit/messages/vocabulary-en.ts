import type { FRAGMENTS_TR, LABELS_TR, TFindingItemKey } from './vocabulary-tr';

/** The English of the words the finding messages share: the same keys as `vocabulary-tr.ts`. */

/** Parts of a message: list rows, optional clauses and places. */
export const ITEMS_EN = {
  'in-parens': ' ({text})',
  'all-rows': ' (all rows)',
  'family-document': '{file} ({kind}): {values}',
  'family-part-number': 'part no. {value}',
  'family-part-name': 'part name "{value}"',
  'family-customer': 'customer "{value}"',
  'family-linkage-skipped':
    ' The linkage between documents of different parts (steps, special characteristics, operation numbers and names) was not checked.',
  'also-in':
    ' The same finding also applies to the document’s other tables (further rows: {count}). Every row is in the finding’s row list.',
  'also-in-sheet':
    ' The rows above are on the "{first}" sheet; the same finding also applies to: {places}. Every row is in the finding’s row list.',
  'also-sheet': '"{sheet}" (rows: {count})',
  'empty-column': '"{column}" in {count} rows{all} (row {rows})',
  'no-characteristic': 'no product or process characteristic in {count} rows (row {rows})',
  'special-gap-row': 'row {row}: "{characteristic}" ({symbol}; missing: {missing})',
  'detection-row': 'row {row} (D={d}; missing: {missing})',
  'duplicate-pair': 'operation {key}: "{first}" (row {firstRow}) and "{second}" (row {secondRow})',
  'missing-step': '"{step}" ({place})',
  'number-mismatch': '"{name}": {fromKeys} ({fromPlace}) / {toKeys} ({toPlace})',
  'name-mismatch': '{keys}: "{name}" ({fromPlace}) / "{otherName}" ({toPlace})',
  'special-missing': 'operation {op}: {symbol} "{characteristic}" (row {row}) not found',
  'special-not-marked':
    'operation {op}: {symbol} "{characteristic}" (row {row}) not marked ({file}, row {otherRow})',
  'special-symbol':
    'operation {op}: "{characteristic}" {symbol} in the PFMEA (row {row}), {cpSymbol} in the control plan ({cpFile}, row {cpRow})',
  place: '{file}, row {row}',
  'place-sheet': '{file}, {sheet}, row {row}',
  'unnumbered-step': '"{name}" (row {row})',
  'high-risk-row': 'row {row} ({why}; missing: {missing})',
  'invalid-rating-row': 'row {row} ({problems})',
  'rating-empty': '{letter}=empty',
  'rating-value': '{letter}="{text}"',
  'rpn-row': 'row {row}: RPN {rpn}, S×O×D = {expected}',
  'ap-row': 'row {row}: S{s}/O{o}/D{d} written as {written}, the table gives {expected}',
  'scale-percent-header': '0-100% scale: the "{header}" column is given as a percentage',
  'scale-range-header': '{from}-{to} scale: "{header}"',
  'scale-percent-values': '0-100% scale: ratings above 10: {count} (the largest is {max})',
  'scale-values': 'ratings above 10: {count} (the largest is {max})',
  'scale-table': '1-{top} scale: the rating table on the "{sheet}" sheet',
} as const satisfies Record<TFindingItemKey, string>;

/** Names a `labels` parameter picks from, in English. */
export const LABELS_EN = {
  cpField: {
    operationNumber: 'Part/process (operation) no.',
    processName: 'Process name / operation',
    machine: 'Machine / device / jig',
    characteristicNumber: 'Characteristic no.',
    productCharacteristic: 'Product characteristic',
    processCharacteristic: 'Process characteristic',
    characteristic: 'Characteristic',
    specialClass: 'Special characteristic class',
    specification: 'Specification / tolerance',
    measurementTechnique: 'Measurement technique',
    sample: 'Sample / frequency',
    sampleSize: 'Sample size',
    sampleFrequency: 'Sample frequency',
    controlMethod: 'Control method',
    reactionPlan: 'Reaction plan',
    owner: 'Owner',
    msaReference: 'MSA reference',
    materialDescription: 'Material description',
  },
  pfmeaField: {
    operationNumber: 'Operation no.',
    processStep: 'Process step',
    requirement: 'Requirement',
    failureMode: 'Failure mode',
    effect: 'Effect of failure',
    severity: 'Severity (S)',
    specialClass: 'Class (special characteristic)',
    cause: 'Cause of failure',
    preventionControl: 'Prevention control',
    occurrence: 'Occurrence (O)',
    detectionControl: 'Detection control',
    controls: 'Current controls',
    detection: 'Detection (D)',
    rpn: 'RPN',
    actionPriority: 'AP',
    recommendedAction: 'Recommended action',
    responsibility: 'Owner',
    targetDate: 'Due date',
    responsibilityAndDate: 'Owner and due date',
  },
  word: {
    action: 'action',
    owner: 'owner',
    dueDate: 'due date',
    controlMethod: 'control method',
    reactionPlan: 'reaction plan',
    partNumber: 'part number',
    partName: 'part name',
    customer: 'customer',
  },
  docKind: {
    'process-flow': 'process flow',
    pfmea: 'PFMEA',
    'control-plan': 'control plan',
  },
  missingDoc: {
    'process-flow': 'process flow diagram',
    pfmea: 'PFMEA',
    'control-plan': 'process control plan',
  },
  documentType: {
    'control-plan': 'Control Plan',
    fmea: 'FMEA',
    synoptic: 'Synoptic',
    'process-flow': 'Process Flow',
    other: 'Other',
  },
} as const satisfies { readonly [G in keyof typeof LABELS_TR]: Record<keyof (typeof LABELS_TR)[G], string> };

/** What joins lists and counts the rest, in English. */
export const FRAGMENTS_EN = {
  and: ' and ',
  moreRows: ' and {count} more',
  moreItems: '; and {count} more',
} as const satisfies Record<keyof typeof FRAGMENTS_TR, string>;
