/**
 * The legend lines of standings under a formula chosen by the number of players: which formula, and after each
 * round who went on by which rule and clause; the final's chain. Russian by default, English with --lang en.
 * Input: the runtime's FormulaSummary. Output: lines of text.
 */
import { pluralRu, type AdvanceIR, type RuForms, type FinalKey, type FormulaSummary } from '../runtime/index.js';
import type { Lang } from './i18n.js';

const KEY: Record<FinalKey, Record<Lang, string>> = {
  points: { ru: 'очки финала', en: 'the final\'s points' },
  vists: { ru: 'висты финала', en: 'the final\'s vists' },
  'qualifying-points': { ru: 'очки отборочных туров', en: 'the qualifying points' },
  'qualifying-vists': { ru: 'висты отборочных туров', en: 'the qualifying vists' },
};

/** `проходят 2 лучших`, `проходит 1 лучший`: the verb and the adjective agree with the count. */
export function goOnRu(n: number, verb: RuForms = ['проходит', 'проходят', 'проходят']): string {
  return `${pluralRu(n, verb)} ${n} ${pluralRu(n, ['лучший', 'лучших', 'лучших'])}`;
}

/** One advance rule in words. */
function ruleText(rule: AdvanceIR, lang: Lang): string {
  switch (rule.kind) {
    case 'threshold':
      return lang === 'ru' ? `продолжают набравшие не менее ${rule.minPoints} ${pluralRu(rule.minPoints, ['очка', 'очков', 'очков'])}` : `players with at least ${rule.minPoints} points go on`;
    case 'per-table':
      return lang === 'ru' ? `с каждого стола ${goOnRu(rule.count)}` : `the best ${rule.count} of each table go on`;
    case 'best':
      return lang === 'ru' ? goOnRu(rule.count) : `the best ${rule.count} go on`;
    case 'best-of-round':
      return lang === 'ru' ? `${goOnRu(rule.count)} по итогам тура (все столы вместе)` : `the best ${rule.count} of the round go on (all tables together)`;
  }
}

/** The legend lines of a formula: its choice, each step applied, the final's chain. */
export function formulaLegend(f: FormulaSummary, lang: Lang): string[] {
  // The formula by its name in the regulation (its id when it has none).
  const name = f.name?.[lang] ?? f.id;
  const lines = [lang === 'ru' ? `Формула «${name}» для ${f.players} ${pluralRu(f.players, ['участника', 'участников', 'участников'])} (${f.clause}).` : `Formula "${name}" for ${f.players} players (${f.clause}).`];
  for (const step of f.steps) {
    const out = step.out.length === 0 ? '' : lang === 'ru' ? `; выбыли: ${step.out.join(', ')}` : `; out: ${step.out.join(', ')}`;
    lines.push(`${lang === 'ru' ? `После ${step.after}-го тура` : `After round ${step.after}`} ${ruleText(step.rule, lang)} (${step.clause})${out}.`);
  }
  if (f.final !== null) {
    const keys = f.final.rankBy.map((k) => KEY[k][lang]).join(lang === 'ru' ? ', затем ' : ', then ');
    lines.push(lang === 'ru' ? `Финал: места по порядку «${keys}» (${f.final.clause}).` : `Final: places by ${keys} (${f.final.clause}).`);
  }
  return lines;
}
