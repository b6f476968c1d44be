import type { TFindingMessage, TMessageItem, TMessageParam } from './message-contract';
import type { FindingTexts } from './finding-texts';

/** A run of rendered text; `data` marks the plant's own text (file, cell, step name), never translated. */
export interface MessagePart {
  readonly text: string;
  readonly data: boolean;
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** Thrown inside rendering when a template or a label is missing; the caller falls back. */
class MissingText extends Error {}

function fill(template: string, count: number): string {
  return template.replace('{count}', String(count));
}

function item(value: TMessageItem, texts: FindingTexts): MessagePart[] {
  const template = texts.items[value.key];
  if (template === undefined) throw new MissingText(value.key);
  return parts(template, value.params, texts);
}

function param(value: TMessageParam, texts: FindingTexts): MessagePart[] {
  if (typeof value === 'string') return value === '' ? [] : [{ text: value, data: true }];
  if (typeof value === 'number') return [{ text: String(value), data: false }];
  if ('labels' in value) {
    const names = value.codes.map((code) => {
      const name = texts.labels[value.labels][code];
      if (name === undefined) throw new MissingText(`${value.labels}.${code}`);
      return name;
    });
    return [{ text: names.join(value.join === 'and' ? texts.fragments.and : ', '), data: false }];
  }
  if ('rows' in value) {
    const more =
      value.total > value.rows.length ? fill(texts.fragments.moreRows, value.total - value.rows.length) : '';
    return [{ text: `${value.rows.join(', ')}${more}`, data: false }];
  }
  const separator = value.join === 'semicolon' ? '; ' : ', ';
  const out: MessagePart[] = [];
  value.items.forEach((entry, index) => {
    if (index > 0) out.push({ text: separator, data: false });
    out.push(...item(entry, texts));
  });
  if (value.total > value.items.length) {
    out.push({ text: fill(texts.fragments.moreItems, value.total - value.items.length), data: false });
  }
  return out;
}

function parts(
  template: string,
  params: Readonly<Record<string, TMessageParam>>,
  texts: FindingTexts,
): MessagePart[] {
  const out: MessagePart[] = [];
  let last = 0;
  for (const match of template.matchAll(PLACEHOLDER)) {
    const index = match.index;
    if (index > last) out.push({ text: template.slice(last, index), data: false });
    const value = params[match[1] ?? ''];
    // An absent parameter is an optional clause left out (no "{more}" when nothing was cut).
    if (value !== undefined) out.push(...param(value, texts));
    last = index + match[0].length;
  }
  if (last < template.length) out.push({ text: template.slice(last), data: false });
  return out;
}

/**
 * A finding message's title, description or recommendation in one language, as parts (the plant's
 * own text marked), or null when this language has no text for it (an older key): show the stored
 * text. A recommendation without its own template is the rule's general one; a title without its
 * own template is null (the rule's title stands).
 */
export function renderMessageParts(
  message: TFindingMessage,
  ruleId: string,
  which: 'title' | 'description' | 'recommendation',
  texts: FindingTexts,
): MessagePart[] | null {
  const templates = texts.messages[message.key];
  if (templates === undefined) return null;
  const template = templates[which] ?? null;
  if (template === null) {
    const general = which === 'recommendation' ? texts.general[ruleId] : undefined;
    return general === undefined ? null : [{ text: general, data: false }];
  }
  // A title names what it needs ("Boş form: PFMEA.xlsx"): one stored without it keeps the rule's title.
  if (
    which === 'title' &&
    [...template.matchAll(PLACEHOLDER)].some((m) => !((m[1] ?? '') in message.params))
  ) {
    return null;
  }
  try {
    // `also`: the other sheets of the document a grouped finding covers, after any description.
    return parts(which === 'description' ? `${template}{also}` : template, message.params, texts);
  } catch (error) {
    if (error instanceof MissingText) return null;
    throw error;
  }
}

/** The parts as one string. */
export function partsText(rendered: readonly MessagePart[]): string {
  return rendered.map((p) => p.text).join('');
}
