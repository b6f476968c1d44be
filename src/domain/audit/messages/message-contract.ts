import { z } from 'zod';

/**
 * A finding's text as a key and parameters, so each screen renders it in its own language while the
 * server keeps the Turkish sentence (CSV, PDF and API clients read `description`). Parameters are
 * typed by what they hold: a string is the plant's own text (a file, a cell, a step name) and is
 * never translated; a number is a count or a row; `labels` are codes the language names (a column,
 * a missing item); `rows` a bounded row list; `items` nested messages (the rows of a list).
 */

/** The groups of names a `labels` parameter picks from (FindingTexts.labels). */
const MESSAGE_LABEL_GROUPS = [
  'cpField',
  'pfmeaField',
  'word',
  'docKind',
  'missingDoc',
  'documentType',
] as const;
export type TMessageLabelGroup = (typeof MESSAGE_LABEL_GROUPS)[number];

/** Rows shown in a row list; the rest are counted ("ve 8 satır daha"). */
export const MESSAGE_ROWS_SHOWN = 12;
/** Items shown in an item list; the rest are counted. */
export const MESSAGE_ITEMS_SHOWN = 12;

const ZMessageLabels = z.object({
  labels: z.enum(MESSAGE_LABEL_GROUPS),
  codes: z.array(z.string().max(100)).max(30),
  /** 'comma': "a, b, c"; 'and': "a ve b" (the language's word). */
  join: z.enum(['comma', 'and']),
});
export type TMessageLabels = z.infer<typeof ZMessageLabels>;

const ZMessageRows = z.object({
  rows: z.array(z.number().int()).max(MESSAGE_ROWS_SHOWN),
  total: z.number().int().nonnegative(),
});
export type TMessageRows = z.infer<typeof ZMessageRows>;

export type TMessageParam = string | number | TMessageLabels | TMessageRows | TMessageItems;

export interface TMessageItem {
  key: string;
  params: Record<string, TMessageParam>;
}

export interface TMessageItems {
  items: TMessageItem[];
  total: number;
  /** 'semicolon': "a; b" (rows of a list); 'comma': "a, b". */
  join: 'semicolon' | 'comma';
}

const ZMessageParam: z.ZodType<TMessageParam> = z.lazy(() =>
  z.union([z.string().max(2000), z.number(), ZMessageLabels, ZMessageRows, ZMessageItems]),
);

const ZMessageParams = z.record(z.string().max(40), ZMessageParam);

const ZMessageItem: z.ZodType<TMessageItem> = z.lazy(() =>
  z.object({ key: z.string().min(1).max(100), params: ZMessageParams }),
);

const ZMessageItems: z.ZodType<TMessageItems> = z.lazy(() =>
  z.object({
    items: z.array(ZMessageItem).max(MESSAGE_ITEMS_SHOWN),
    total: z.number().int().nonnegative(),
    join: z.enum(['semicolon', 'comma']),
  }),
);

/** A finding's message: a key of FindingTexts.messages and its parameters. */
export const ZFindingMessage = z.object({
  key: z.string().min(1).max(100),
  params: ZMessageParams.default({}),
});
export type TFindingMessage = z.infer<typeof ZFindingMessage>;
