/**
 * The ledger rows both `reglament deal` and the desk show (present/deal-ledger.ts): a Sichuan deal's payments named
 * by the game's ledger rules (`Concealed kong [kong-concealed]`, not the raw id), the same rows the desk's event page
 * gets (app/server/deal-settlements.ts). The deal: test/fixtures/events/sbr-session.yaml, table 1, deal 2 (SBR 2025).
 */
import { describe, expect, it } from 'vitest';
import { settlementOf } from '../../app/server/deal-settlements.js';
import { loadEventFile } from '../../games/index.js';
import { compileRegulationFile, ledgerRuleNamesOf, tableRulesOf } from '../../games/index.js';
import { ledgerRuleName } from '../../present/index.js';
import { evaluateEvent } from '../../runtime/index.js';

const sbr = compileRegulationFile('regulations/sbr-2025.yaml').ir!;
const bermuda = compileRegulationFile('regulations/bermuda-triangle.yaml').ir!;

describe('ledger rule names', () => {
  it('a game\'s own ledger rule by its name and id; the settlement and a penalty of the regulation as before; else the id', () => {
    expect(ledgerRuleName(sbr, 'kong-concealed', 'en', ledgerRuleNamesOf(sbr))).toBe('Concealed kong [kong-concealed]');
    expect(ledgerRuleName(sbr, 'kong-concealed', 'ru', ledgerRuleNamesOf(sbr))).toBe('Закрытый конг [kong-concealed]');
    expect(ledgerRuleName(bermuda, 'settlement', 'en')).toBe('Settlement');
    expect(ledgerRuleName(bermuda, 'kong-concealed', 'en', ledgerRuleNamesOf(bermuda))).toBe('kong-concealed');
  });
});

describe('the desk\'s settlement of a Sichuan deal', () => {
  it('names each payment by the Sichuan ledger rule, as `reglament deal` prints it', () => {
    const event = loadEventFile('test/fixtures/events/sbr-session.yaml').event!;
    const { rounds, problems } = evaluateEvent(sbr, event, tableRulesOf(sbr));
    expect(problems.filter((p) => p.severity === 'error')).toEqual([]);
    const deal = rounds[0]!.tables[0]!.deals[1]!;
    const s = settlementOf(sbr, deal);
    // A's concealed kong of 5m: each of the three others pays A (the kong's payment); B's hu on C's discard; C's
    // self-drawn hu; the wall end. The kong's rows carry the rule's name, never the bare id.
    const kong = s.en.payments.filter((p) => p.rule.endsWith('[kong-concealed]'));
    expect(kong.map((p) => `${p.from}>${p.to} ${p.rule}`)).toEqual(['B>A Concealed kong [kong-concealed]', 'C>A Concealed kong [kong-concealed]', 'D>A Concealed kong [kong-concealed]']);
    expect(s.ru.payments.find((p) => p.rule.endsWith('[kong-concealed]'))!.rule).toBe('Закрытый конг [kong-concealed]');
    expect(s.en.payments.every((p) => /\[[a-z-]+\]$/.test(p.rule))).toBe(true);
  });
});
