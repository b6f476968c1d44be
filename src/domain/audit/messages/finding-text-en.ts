import type { FindingTexts } from './finding-text-tr';

/**
 * The English text of every finding message and rule name: the server's English CSV and PDF print it,
 * and the web's `findingText` and `rules` in `ai-auditor/locales/en.json` are the same (a test keeps
 * them equal, as tr.json is kept equal to FINDING_TEXT_TR). Same keys and parameters as the Turkish.
 */
export const FINDING_TEXT_EN = {
  messages: {
    'doc-unreadable-legacy-ppt': {
      description:
        'The file is in the old PowerPoint (.ppt) format; no maintained reader exists for it, so its content could not be read. The content of this document was not audited.',
      recommendation: 'Open the file in PowerPoint, save it as PPTX and upload it again.',
    },
    'doc-unreadable-legacy-format': {
      description:
        'The file is saved in an old format and could not be read. The content of this document was not audited.',
      recommendation: 'Save the file in a current format (XLSX, DOCX or PPTX) and upload it again.',
    },
    'doc-unreadable-no-text-layer': {
      description:
        'The PDF has no text layer (a scanned image); its text could not be read. The content of this document was not audited.',
      recommendation:
        "Upload the document's original file (XLSX/DOCX) or a PDF with a text layer, or run OCR on the scanned PDF.",
    },
    'doc-unreadable-encrypted': {
      description:
        'The file is password-protected or encrypted; its content could not be read. The content of this document was not audited.',
      recommendation: 'Remove the password protection, save the file again and upload it.',
    },
    'doc-unreadable-corrupt': {
      description:
        'The file is damaged or its content does not match its extension; it could not be read. The content of this document was not audited.',
      recommendation:
        'Open the file in its own application, save it again and upload it with the right extension.',
    },
    'doc-unreadable-too-large': {
      description:
        'The file exceeds the size or page limit; it could not be read in full. The content of this document was not audited.',
      recommendation: 'Split the document into smaller parts, or upload only the relevant pages.',
    },
    'doc-unreadable-unsupported': {
      description:
        'This file format cannot be read by the audit. The content of this document was not audited.',
      recommendation: 'Upload the document as PDF, XLSX, XLS, DOCX, DOC or PPTX.',
    },
    'doc-empty-form': {
      description:
        'The header of a {kind} table was found{place} but there are no data rows under it (0 rows). No content rule was applied.',
    },
    'doc-empty-document': {
      description: 'The document has no readable text or table (0 rows). No content rule was applied.',
    },
    'doc-unrecognized-declared': {
      description:
        'The document was uploaded as "{type}", but no control plan, PFMEA or process flow table header was found in it; it was not audited by the rules.',
      recommendation:
        'Make sure the table\'s header row (e.g. "Reaction Plan", "Severity (S)") is written in the document, or correct the document type.',
    },
    'doc-unrecognized-other': {
      description:
        'No control plan, PFMEA or process flow table header was found in the document; it was not audited by the rules.',
      recommendation:
        'This document is outside the scope of the rule-based audit; if needed, change its type and audit it again.',
    },
    'doc-revision-sheets': {
      description:
        'The workbook\'s {count} sheets are revisions of one document: only the latest revision "{used}" was audited (older revisions: {others}).',
    },
    'doc-control-missing': {
      description:
        'The document shows no revision, no date and no approval (not in the title block above the table, the signature rows below it or its other sheets); it does not appear to be controlled.',
      recommendation:
        'Add the revision number and date to the title block, and who prepared and approved it to the signature block.',
    },
    'set-missing-document': {
      description:
        'No {missing} was recognised among the audited documents; the linkage with it (steps, special characteristics, operation numbers and names) could not be checked.',
    },
    'set-family-mismatch': {
      description: 'The title blocks of the documents differ in {fields}: {documents}.{skipped}',
      recommendation:
        'Upload the process flow, PFMEA and control plan of the same part together, or correct the part data in the title blocks.',
    },
    'cp-incoming-inspection': {
      description:
        'This is an incoming (purchased material) control plan: it has no process steps. Step linkage with the process flow and the PFMEA does not apply to this plan; no link was made.',
    },
    'cp-missing-columns': {
      description: 'The control plan has no column for: {columns}.',
      recommendation: 'Add these columns to the form and fill them in: {columns}.',
    },
    'cp-empty-cells': {
      description: 'Rows with required cells empty ({count}): {columns}.',
      recommendation:
        'Fill in the empty cells in every control plan row; where a row names no product or process characteristic, write the characteristic it controls.',
    },
    'cp-special-without-control': {
      description: 'Special characteristics without a control method or reaction plan ({count}): {rows}.',
      recommendation:
        'Define the control method and the reaction plan of each of these special characteristics.',
    },
    'cp-no-reaction-plan': {
      description: 'Rows without a reaction plan ({count}): row {rows}.',
      recommendation:
        'For these rows, write in the reaction plan what is done on a nonconformity (segregate, adjust, notify).',
    },
    'cp-no-special-characteristics': {
      description:
        'The "{column}" column is empty in every row (rows: {count}); the plan defines no special characteristics.',
      recommendation:
        'Mark the special characteristics set by the customer and the PFMEA with their symbols in this column; if there really are none, record that.',
    },
    'cp-no-special-with-severe-pfmea': {
      description:
        'The "{column}" column of the control plan is empty in every row (rows: {count}), while the PFMEA has rows with severity 9-10 ({severe}): {rows}.',
      recommendation:
        'Assess the characteristics of the failure modes with severity 9-10 as special characteristics and mark them with their symbols in the control plan; where they are not special, record why.',
    },
    'cp-gauge-without-msa': {
      description:
        'Rows measured with an instrument but referencing no MSA study ({count}): row {rows}. Instruments: {gauges}.',
      recommendation:
        'Carry out an MSA study (GR&R or attribute agreement) for each measuring instrument and reference it by number in the control plan.',
    },
    'pfmea-missing-columns': {
      description: 'The PFMEA has no columns for: {columns}.',
      recommendation: 'Add these columns to the PFMEA form and fill them in: {columns}.',
    },
    'pfmea-scale-not-1-10': {
      description:
        'The PFMEA ratings are not on the 1-10 scale ({reason}). The AIAG-VDA AP table applies only to the 1-10 scale; the AP, RPN and S/O/D rules were not applied to this table.',
      recommendation: 'Re-rate severity, occurrence and detection on the 1-10 scale.',
    },
    'pfmea-invalid-rating': {
      description: 'Rows with an S/O/D rating missing or outside 1-10 ({count}): {rows}.',
      recommendation:
        'Rate these rows with whole numbers from 1 to 10; do not guess the blank ratings, decide them as a team.',
    },
    'pfmea-rpn-mismatch': {
      description: 'Rows whose written RPN does not equal S×O×D ({count}): {rows}.',
      recommendation: 'Compute RPN with the S×O×D formula; remove the values typed by hand.',
    },
    'pfmea-ap-mismatch': {
      description: 'Rows whose written AP does not match the AIAG-VDA table ({count}): {rows}.',
      recommendation: "Re-determine AP from the AIAG-VDA table (or the organisation's approved table).",
    },
    'pfmea-high-risk-without-action': {
      description:
        'Rows with severity 9-10 or AP H that lack a recommended action, an owner or a due date ({count}): {rows}.',
      recommendation:
        'For every high-risk row, set an action that improves prevention or detection, an owner and a due date; if the current controls are enough, record why.',
    },
    'pfmea-detection-above-limit': {
      description:
        'Rows with a detection (D) rating above the limit ({limit}) and no recommended action or owner ({count}): {rows}. The current controls may not catch these failures before they reach the customer.',
      recommendation:
        'For these rows set an action that improves detection (automatic inspection, error-proofing) and an owner; if the current controls are enough, record why and re-rate D.',
    },
    'pfmea-duplicate-operation-number': {
      description: 'Operation numbers used for two different process steps ({count}): {pairs}.',
      recommendation:
        'Give each process step its own operation number, and use the same number in the process flow and the control plan.',
    },
    'cp-duplicate-operation-number': {
      description: 'Operation numbers used for two different process steps ({count}): {pairs}.',
      recommendation:
        'Give each process step its own operation number, and use the same number in the process flow and the PFMEA.',
    },
    'pfd-unnumbered-steps': {
      description: 'Steps without an operation number ({count}): {steps}.',
    },
    'pfd-duplicate-step-number': {
      description: 'Step numbers used for two different steps ({count}): {pairs}.',
    },
    'pfd-no-inspection-step': {
      description: 'No step of the process flow is an inspection or check step (steps examined: {count}).',
    },
    'pfd-no-rework-step': {
      description: 'The process flow shows no rework or repair step (steps examined: {count}).',
    },
    'pfd-no-storage-step': {
      description: 'The process flow shows no storage step (steps examined: {count}).',
    },
    'link-step-missing': {
      description: 'Steps of the {from} not found in the {to} ({count}): {steps}.',
      recommendation: 'Add these steps to the {to} with the same number and name.',
    },
    'link-operation-number-mismatch': {
      description:
        'Steps with different operation numbers in the {from} and the {to} ({count}; {from} / {to}): {steps}.',
      recommendation: 'Give each step the same operation number in both documents.',
    },
    'link-operation-name-mismatch': {
      description:
        'Operations named differently in the {from} and the {to} ({count}; {from} / {to}): {steps}.',
      recommendation: 'Choose one name for each operation and write it the same way in both documents.',
    },
    'link-special-symbol-mismatch': {
      description:
        'Special characteristics marked with different symbols in the PFMEA and the control plan ({count}): {items}.',
      recommendation: 'Give each special characteristic the same symbol in both documents.',
    },
    'link-special-missing-in-cp': {
      description:
        'Characteristics marked special in the PFMEA that the control plan lacks or does not mark special ({count}): {items}.',
      recommendation:
        'Add these characteristics to the control plan with their PFMEA symbols, a control method and a reaction plan.',
    },
    'link-special-missing-in-pfmea': {
      description:
        'Characteristics marked special in the control plan that the PFMEA lacks or does not mark special in the same operation ({count}): {items}.',
      recommendation:
        'Mark the failure modes of these characteristics with the same symbol in the PFMEA; analyse them in the PFMEA where they are missing.',
    },
  },
  items: {
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
  },
  labels: {
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
  },
  fragments: {
    and: ' and ',
    moreRows: ' and {count} more',
    moreItems: '; and {count} more',
  },
  general: {
    'doc-unreadable':
      'Re-upload the unreadable documents in a readable format (XLSX, DOCX, PPTX, PDF with a text layer).',
    'doc-empty': 'Add the filled-in versions of the documents uploaded as blank forms to the audit.',
    'doc-unrecognized':
      'Check the document types; documents whose table headers were not recognised could not be audited by the rules.',
    'doc-revision-sheets':
      'Keep older revisions in a separate archive; upload only the revision in force for the audit.',
    'doc-control-missing':
      'Add the revision number and date to the title block of each document, and who prepared and approved it to its signature block.',
    'set-missing-document':
      'Upload the process flow diagram, PFMEA and control plan of the same part together to have their linkage audited.',
    'set-family-mismatch':
      'Upload the process flow diagram, PFMEA and control plan of the same part number together; documents of different parts cannot be linked.',
    'cp-missing-columns':
      'Complete the control plan form to the contents of Annex A (add the missing columns).',
    'cp-empty-cells': 'Fill in the empty required cells of the control plan.',
    'cp-no-reaction-plan': 'Define or reference a reaction plan for every control plan row.',
    'cp-special-without-control':
      'Define the control method and reaction plan of every special characteristic in the control plan.',
    'cp-no-special-characteristics':
      'Determine the special characteristics from the customer requirements and the PFMEA, and mark them in the control plan.',
    'cp-no-special-with-severe-pfmea':
      'Assess the characteristics of the PFMEA’s severity 9-10 failure modes as special characteristics and mark them in the control plan.',
    'cp-gauge-without-msa':
      'Reference an MSA study (e.g. GR&R) for every measurement system in the control plan.',
    'cp-duplicate-operation-number':
      'Use each operation number in the control plan for one process step only.',
    'cp-incoming-inspection':
      'Incoming-inspection plans have no process steps; add the process control plan to the audit as well.',
    'pfmea-missing-columns':
      'Complete the PFMEA form: step, failure mode, effect, S, cause, O, controls, D and action columns.',
    'pfmea-scale-not-1-10':
      'Move the PFMEA ratings to the 1-10 scale (AIAG-VDA); AP can only be determined on that scale.',
    'pfmea-invalid-rating': 'Correct the missing or out-of-range (1-10) S, O, D ratings in the PFMEA.',
    'pfmea-rpn-mismatch': 'Recompute the RPN values in the PFMEA as S×O×D.',
    'pfmea-high-risk-without-action':
      'Assign a recommended action, an owner and a due date to every row with severity 9-10 or AP H.',
    'pfmea-detection-above-limit':
      'Give the rows with a detection rating above the limit an action and an owner, or record why the current controls are enough; consider error-proofing (poka-yoke).',
    'pfmea-ap-mismatch': 'Re-determine the AP values in the PFMEA from the AIAG-VDA table.',
    'pfmea-duplicate-operation-number': 'Use each operation number in the PFMEA for one process step only.',
    'pfd-unnumbered-steps':
      'Give every step of the process flow an operation number that the PFMEA and the control plan use as well.',
    'pfd-duplicate-step-number': 'Use each operation number once in the process flow.',
    'pfd-no-inspection-step': 'Add receiving, in-process and final inspection steps to the process flow.',
    'pfd-no-rework-step': 'Show rework and repair paths in the process flow, or state that there are none.',
    'pfd-no-storage-step': 'Add storage and handling steps to the process flow.',
    'link-pfd-step-missing-in-pfmea':
      'Analyse every step of the process flow (storage, inspection and rework included) in the PFMEA.',
    'link-pfmea-step-missing-in-cp': 'Carry the controls of every PFMEA process step into the control plan.',
    'link-special-missing-in-cp':
      'Add every special characteristic of the PFMEA to the control plan with the same symbol.',
    'link-special-missing-in-pfmea':
      'Mark every special characteristic of the control plan with the same symbol in the PFMEA.',
    'link-special-symbol-mismatch':
      'Use the same special-characteristic symbols in the PFMEA and the control plan.',
    'link-operation-number-mismatch':
      'Keep the operation numbers the same in the process flow, PFMEA and control plan.',
    'link-operation-name-mismatch':
      'Write the operation names the same way in the process flow, PFMEA and control plan.',
  },
} as const satisfies FindingTexts;

/** The rules' names in English, by rule id (an English finding's title). */
export const RULE_TITLES_EN: Readonly<Record<string, string>> = {
  'doc-unreadable': 'Document could not be read',
  'doc-empty': 'Document has no rows',
  'doc-unrecognized': 'Document type not recognised from its content',
  'doc-revision-sheets': 'Revision sheets: only the latest revision was audited',
  'doc-control-missing': 'No revision, date or approval in the document',
  'set-missing-document': 'Document missing for the linkage check',
  'set-family-mismatch': 'The documents do not belong to the same part',
  'cp-missing-columns': 'Required column missing from the control plan',
  'cp-empty-cells': 'Empty cells in the control plan',
  'cp-no-reaction-plan': 'Rows without a reaction plan',
  'cp-special-without-control': 'Special characteristic without a control method or reaction plan',
  'cp-no-special-characteristics': 'No special-characteristic class in the control plan',
  'cp-no-special-with-severe-pfmea':
    'No special characteristic in the control plan while the PFMEA has S 9-10',
  'cp-gauge-without-msa': 'No MSA reference for a gauge',
  'cp-duplicate-operation-number': 'Operation number used for two different steps in the control plan',
  'cp-incoming-inspection': 'Incoming-inspection plan: process-step linkage does not apply',
  'pfmea-missing-columns': 'Required column missing from the PFMEA',
  'pfmea-scale-not-1-10': 'PFMEA does not use the 1-10 scale',
  'pfmea-invalid-rating': 'Invalid S/O/D rating in the PFMEA',
  'pfmea-rpn-mismatch': 'RPN does not equal S×O×D',
  'pfmea-high-risk-without-action': 'High-risk row without an action, owner or date',
  'pfmea-detection-above-limit': 'Detection (D) above the limit with no action or owner',
  'pfmea-ap-mismatch': 'AP does not match the AIAG-VDA table',
  'pfmea-duplicate-operation-number': 'Operation number used for two different steps in the PFMEA',
  'pfd-unnumbered-steps': 'Unnumbered step in the process flow',
  'pfd-duplicate-step-number': 'Repeated step number in the process flow',
  'pfd-no-inspection-step': 'No inspection step in the process flow',
  'pfd-no-rework-step': 'No rework/repair step in the process flow',
  'pfd-no-storage-step': 'No storage step in the process flow',
  'link-pfd-step-missing-in-pfmea': 'Process-flow step missing from the PFMEA',
  'link-pfmea-step-missing-in-cp': 'PFMEA step missing from the control plan',
  'link-special-missing-in-cp': 'PFMEA special characteristic missing from the control plan',
  'link-special-missing-in-pfmea': 'Control-plan special characteristic not marked in the PFMEA',
  'link-special-symbol-mismatch': 'Special-characteristic symbol differs between documents',
  'link-operation-number-mismatch': 'Operation number differs between documents',
  'link-operation-name-mismatch': 'Operation name differs between documents',
};
