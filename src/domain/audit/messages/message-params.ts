import {
  MESSAGE_ITEMS_SHOWN,
  MESSAGE_ROWS_SHOWN,
  type TMessageItem,
  type TMessageItems,
  type TMessageLabelGroup,
  type TMessageLabels,
  type TMessageParam,
  type TMessageRows,
} from './message-contract';
import type { TFindingMessageKey } from './finding-texts';
import type { TFindingItemKey } from './vocabulary-tr';

/** A draft's message: a key of the Turkish texts, so a typo is a type error. */
export interface DraftMessage {
  readonly key: TFindingMessageKey;
  readonly params: Record<string, TMessageParam>;
}

export function message(key: TFindingMessageKey, params: Record<string, TMessageParam> = {}): DraftMessage {
  return { key, params };
}

/** A list of source rows: the first twelve shown, the rest counted. */
export function rows(list: readonly number[]): TMessageRows {
  return { rows: list.slice(0, MESSAGE_ROWS_SHOWN), total: list.length };
}

/** Names the reader's language gives to codes (columns, missing items, document kinds). */
export function labels(
  group: TMessageLabelGroup,
  codes: readonly string[],
  join: 'comma' | 'and' = 'comma',
): TMessageLabels {
  return { labels: group, codes: [...codes], join };
}

export function item(key: TFindingItemKey, params: Record<string, TMessageParam> = {}): TMessageItem {
  return { key, params };
}

/** Nested items: the first twelve shown; `total` beyond them is counted ("; ve 3 satır daha"). */
export function items(
  list: readonly TMessageItem[],
  join: 'semicolon' | 'comma' = 'semicolon',
  total = list.length,
): TMessageItems {
  return { items: list.slice(0, MESSAGE_ITEMS_SHOWN), total, join };
}

/** An optional clause: one item, or nothing. */
export function optional(value: TMessageItem | null): TMessageItems {
  return value === null
    ? { items: [], total: 0, join: 'comma' }
    : { items: [value], total: 1, join: 'comma' };
}
