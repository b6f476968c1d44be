import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { apLookup } from '../fmea/plan/ap-table';
import type { ClassifiedSet } from './classified-set';
import { type TAuditStage, ZAuditRuleSettings } from './contract';
import { FINDING_TEXT_EN, FINDING_TEXT_TR, FINDING_TEXTS, ruleTitles } from './messages/finding-texts';
import type { AuditRuleDefinition, RuleMessage } from './rule-definition';
import { AUDIT_RULES } from './rules';
import { runAudit } from './run-audit';
import type { StageCheck } from './stage-inputs';
import { controlPlanInputs, linkageInput, pfmeaInputs, stageChecks } from './stages';
import { fixtureToExtracted, fixtureToMapped } from './testing/fixture-document';
import { buildLinkedSet } from './testing/linked-set';

const rules: readonly AuditRuleDefinition[] = AUDIT_RULES;
const LANGS = ['tr', 'en'] as const;
const placeholders = (template: string | undefined) =>
  [...(template ?? '').matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Every text a rule definition holds, in both languages. */
function ruleTexts(rule: AuditRuleDefinition): string[] {
  return LANGS.flatMap((lang) => {
    const text = rule[lang];
    const messages: RuleMessage[] = Object.values(text.messages);
    return [
      text.title,
      text.general,
      ...messages.flatMap((m) => [m.title, m.description, m.recommendation]),
    ].filter((t): t is string => t !== undefined);
  });
}

describe('one definition per rule', () => {
  it('defines every rule id once, with every text in both languages', () => {
    const ids = rules.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const rule of rules) {
      expect(Object.keys(rule.en.messages).sort(), rule.id).toEqual(Object.keys(rule.tr.messages).sort());
      expect(Object.keys(rule.tr.messages).length, rule.id).toBeGreaterThan(0);
      for (const lang of LANGS) {
        expect(rule[lang].title.trim(), `${rule.id} ${lang}`).not.toBe('');
        expect(rule[lang].general.trim(), `${rule.id} ${lang}`).not.toBe('');
      }
    }
  });

  it('gives a message key shared by rules one text (the same object)', () => {
    const byKey = new Map<string, RuleMessage>();
    for (const rule of rules) {
      for (const [key, message] of Object.entries<RuleMessage>(rule.tr.messages)) {
        const seen = byKey.get(key);
        if (seen !== undefined) expect(message, key).toBe(seen);
        byKey.set(key, message);
      }
    }
  });

  it('derives the message texts, general recommendations and rule names from the definitions only', () => {
    for (const lang of LANGS) {
      const texts = FINDING_TEXTS[lang];
      const own = Object.assign({}, ...rules.map((r) => r[lang].messages)) as Record<string, RuleMessage>;
      expect(texts.messages).toEqual(own);
      expect(texts.general).toEqual(Object.fromEntries(rules.map((r) => [r.id, r[lang].general])));
      expect(ruleTitles(lang)).toEqual(Object.fromEntries(rules.map((r) => [r.id, r[lang].title])));
    }
  });

  it('writes the English templates with the Turkish ones’ parameters (the reader’s detail may be left out)', () => {
    for (const [key, turkish] of Object.entries(FINDING_TEXT_TR.messages)) {
      const english = FINDING_TEXT_EN.messages[key];
      expect(placeholders(english?.title), `${key} title`).toEqual(placeholders(turkish.title));
      expect(placeholders(english?.description), key).toEqual(
        placeholders(turkish.description).filter((p) => p !== 'detail'),
      );
      expect(placeholders(english?.recommendation), `${key} recommendation`).toEqual(
        placeholders(turkish.recommendation),
      );
    }
    for (const [key, turkish] of Object.entries(FINDING_TEXT_TR.items)) {
      expect(placeholders(FINDING_TEXT_EN.items[key]), key).toEqual(placeholders(turkish));
    }
    for (const group of Object.keys(FINDING_TEXT_TR.labels) as (keyof typeof FINDING_TEXT_TR.labels)[]) {
      expect(Object.keys(FINDING_TEXT_EN.labels[group]).sort(), group).toEqual(
        Object.keys(FINDING_TEXT_TR.labels[group]).sort(),
      );
    }
  });

  it('has no Turkish letters or words in the English text', () => {
    const english = JSON.stringify([rules.map((r) => r.en), FINDING_TEXT_EN]);
    expect(english).not.toMatch(/[ğşıİçöüĞŞÇÖÜ]/);
    expect(english).not.toMatch(/\b(ve|ile|için|satır|eksik|boş)\b/);
  });
});

describe('the stages run the checks the definitions name', () => {
  const ctx = { settings: ZAuditRuleSettings.parse({}), ap: apLookup() };
  const stages: readonly TAuditStage[] = ['reading', 'classifying', 'control-plan', 'pfmea', 'linkage'];

  it('runs every rule’s check in the rule’s stage, a shared check once', () => {
    for (const rule of rules) {
      expect(stageChecks(rule.stage) as unknown[], rule.id).toContain(rule.check);
    }
    const all = stages.flatMap((stage) => stageChecks(stage));
    expect(new Set(all).size).toBe(all.length);
    expect(new Set(all)).toEqual(new Set(rules.map((r) => r.check)));
  });

  it.each(['tr', 'en'] as const)(
    'lets a check write only the rules that name it, with their own messages (%s)',
    (lang) => {
      const fixture = buildLinkedSet(lang, { defects: true });
      const set: ClassifiedSet = {
        flows: [fixtureToMapped(fixture.flow)],
        pfmeas: [{ table: fixtureToMapped(fixture.pfmea), scale: null }],
        controlPlans: [{ table: fixtureToMapped(fixture.controlPlan), incoming: false }],
      };
      const run = <S extends TAuditStage>(stage: S, inputs: readonly Parameters<StageCheck<S>>[0][]) =>
        stageChecks(stage).map((check) => ({
          named: rules.filter((r) => r.check === check).map((r) => r.id),
          drafts: inputs.flatMap((input) => check(input)),
        }));
      const outcomes = [
        ...run('control-plan', controlPlanInputs(set)),
        ...run('pfmea', pfmeaInputs(set, ctx)),
        ...run('linkage', [linkageInput(set)]),
      ];
      expect(outcomes.flatMap((o) => o.drafts).length).toBeGreaterThan(5);
      for (const { named, drafts } of outcomes) {
        for (const draft of drafts) {
          expect(named, draft.ruleId).toContain(draft.ruleId);
          expect(Object.keys(AUDIT_RULES.find((r) => r.id === draft.ruleId)!.tr.messages)).toContain(
            draft.message.key,
          );
        }
      }
    },
  );

  it('writes each audit finding with a message of its own rule', () => {
    const documents = [
      ...['tr', 'en'].flatMap((lang) => {
        const f = buildLinkedSet(lang as 'tr' | 'en', { defects: true });
        return [f.flow, f.pfmea, f.controlPlan].map((d, i) => fixtureToExtracted(d, `${lang}-${i}`));
      }),
      { id: 'u', name: 'sunum.ppt', type: 'other' as const, readProblem: { code: 'legacy-ppt' as const } },
      { id: 'n', name: 'notlar.docx', type: 'control-plan' as const, text: 'Toplantı notları' },
      { id: 'e', name: 'bos.docx', type: 'other' as const },
    ];
    const findings = runAudit(documents).findings;
    expect(new Set(findings.map((f) => f.ruleId)).size).toBeGreaterThan(10);
    for (const finding of findings) {
      const rule = rules.find((r) => r.id === finding.ruleId);
      expect(Object.keys(rule?.tr.messages ?? {}), finding.ruleId).toContain(finding.message?.key);
    }
  });
});

describe('no rule text typed twice', () => {
  const src = new URL('../../', import.meta.url).pathname;
  const definitions = join(src, 'domain/audit/definitions');
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return path === definitions ? [] : files(path);
      return /\.(ts|tsx|json)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
    });

  it('holds every rule’s text in its definition only: no other source file or locale repeats it', () => {
    const texts = rules.flatMap(ruleTexts).filter((t) => t.length >= 12);
    const repeated = files(src).flatMap((path) => {
      const content = readFileSync(path, 'utf8');
      // A string in the source is written with its quotes escaped: look for the text as JSON and as TS.
      return texts
        .filter((t) => content.includes(t) || content.includes(JSON.stringify(t).slice(1, -1)))
        .map((t) => `${relative(src, path)}: ${t}`);
    });
    expect(repeated).toEqual([]);
  });

  it('leaves the web locale files without rule names or finding text of their own', () => {
    for (const lang of LANGS) {
      const locale = JSON.parse(
        readFileSync(join(src, `web/features/ai-auditor/locales/${lang}.json`), 'utf8'),
      ) as Record<string, unknown>;
      expect(locale).not.toHaveProperty('rules');
      expect(locale).not.toHaveProperty('findingText');
    }
  });
});
