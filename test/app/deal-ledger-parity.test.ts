/**
 * The desk and `reglament deal` give the same ledger for the same deal, in every game that keeps one per deal: the
 * deal file is run by the command (its text, in English), and the same deal is recorded at the desk on a table
 * seated in the file's order; the desk's ledger rows (who pays whom, the amount, the rule, its clause, how the amount
 * came about) must be the command's ledger lines, in order. Classical (Repino: the discarder pays for everyone), MCR
 * (a deal given as hands, settled by the regulation's payments), Sichuan (a deal given as its events); riichi's
 * desk sheet against the command's hanchan (who pays whom, the amount, the rule and its clause, deal by deal);
 * preference's pulya sheet at the desk against `reglament pulya` (each deal's entries). The desk's pages show a rule
 * by its name without its id (`ruleName`; the pulya's entries without `[id]`); the ledger rows carry the command's
 * form too (`rule`). Sichuan's rows named by the game's ledger rules fail if the desk drops them (the bug of #13).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { openStore } from '../../store/index.js';
import { createStore, request, ROOT, tempFolder, useDesk } from '../support/desk.js';
import { runCli } from '../support/run-cli.js';

/** The lines of the command's `Ledger:` blocks, whitespace collapsed (one block per deal; riichi prints one per deal). */
function ledgerLines(text: string): string[] {
  const out: string[] = [];
  let inLedger = false;
  for (const line of text.split('\n')) {
    if (line === 'Ledger:') inLedger = true;
    else if (!line.startsWith('  ')) inLedger = false;
    else if (inLedger) out.push(line.trim().replace(/\s+/g, ' '));
  }
  return out;
}

/** A table seated at round 1 in the deal's seat order (East first), round wind E. */
function seatedStore(regulation: string, players: readonly string[]): string {
  const file = createStore(regulation, 1, players.map((id) => ({ id, name: id })));
  const store = openStore(file);
  store.record({ kind: 'seating', round: 1, payload: { seating: 'judge', tables: [{ players: [...players] }] } });
  store.record({ kind: 'wind', round: 1, payload: { wind: 'E' } });
  store.close();
  return file;
}

interface Row { from: string; to: string; amount: number; rule: string; clause: string; how: string }

/** Records the deal at the desk and gives its ledger rows (English). */
async function deskRows(api: string, payload: object): Promise<Row[]> {
  const version = (await request(`${api}/api/event`)).body.version as number;
  const deal = await request(`${api}/api/entries`, { json: { version, entry: { kind: 'deal', round: 1, table: 1, payload } } });
  expect(deal.status).toBe(200);
  return (await request(`${api}/api/event`)).body.settlements[deal.body.seq].en.payments as Row[];
}

/** The command's lines, and the desk's rows written the way the command prints a line (event numbers aside). */
function compare(cliLines: readonly string[], rows: readonly Row[]): void {
  expect(rows.length).toBeGreaterThan(0);
  expect(cliLines).toHaveLength(rows.length);
  rows.forEach((r, i) => {
    const line = `${r.from} -> ${r.to} ${r.amount} ${r.rule} ${r.clause} ${r.how}`.trim().replace(/\s+/g, ' ');
    expect(cliLines[i]!.endsWith(line), `${cliLines[i]} / ${line}`).toBe(true);
  });
}

/** A deal file of the fixtures, run by the command and recorded at the desk as the entry `payload` makes of it. */
function sameLedgerOfFile(title: string, regulation: string, fixture: string, payload: (file: Record<string, unknown>) => object): void {
  const path = join(ROOT, fixture);
  const file = parse(readFileSync(path, 'utf8')) as Record<string, unknown> & { players: string[] };
  describe(title, () => {
    const desk = useDesk(() => seatedStore(regulation, file.players));

    it('has the same ledger at the desk as in `reglament deal`', async () => {
      const cli = runCli('deal', join(ROOT, 'regulations', `${regulation}.yaml`), path, '--lang', 'en');
      expect(cli.code).toBe(0);
      compare(ledgerLines(cli.out), await deskRows(desk.api(), payload(file)));
    });
  });
}

sameLedgerOfFile('a classical deal (Repino 2008)', 'repino-2008', 'test/fixtures/deals/repino-discarder-pays-honors.yaml', (f) => ({ hands: f.hands, win: f.win }));
sameLedgerOfFile('a Sichuan deal given as its events (SBR 2024)', 'sbr-2024', 'test/fixtures/sichuan/deal-basic.yaml', (f) => ({ void: f.void, events: f.events }));

describe('an MCR deal given as hands (MCR 2006)', () => {
  // A pure straight in characters with a pung of 1p, won on B's discard of 2s.
  const players = ['A', 'B', 'C', 'D'];
  const hands = { A: '123m456m789m111p2s+2s', B: '147m258p369s1234z5z', C: '147p258s369m1234z6z', D: '159m258p159s12z34z' };
  const win = { player: 'A', from: 'discard', discarder: 'B' };
  const desk = useDesk(() => seatedStore('mcr-2006', players));

  it('has the same ledger at the desk as in `reglament deal`', async () => {
    const dealFile = join(tempFolder('parity-'), 'deal.yaml');
    writeFileSync(dealFile, JSON.stringify({ players, round: 'E', hands, win }));
    const cli = runCli('deal', join(ROOT, 'regulations/mcr-2006.yaml'), dealFile, '--lang', 'en');
    expect(cli.code, cli.err).toBe(0);
    compare(ledgerLines(cli.out), await deskRows(desk.api(), { hands, win }));
  });
});

describe('a riichi hanchan (EMA 2016)', () => {
  const fixture = join(ROOT, 'test/fixtures/deals/riichi-hanchan.yaml');
  const file = parse(readFileSync(fixture, 'utf8')) as { players: string[] };
  const desk = useDesk(() => seatedStore('riichi-ema-2016', file.players));

  it("has the same payments on the desk's sheet as in `reglament deal`", async () => {
    const cli = runCli('deal', join(ROOT, 'regulations/riichi-ema-2016.yaml'), fixture, '--lang', 'en');
    expect(cli.code).toBe(0);
    const { players: _, ...hanchan } = file as Record<string, unknown>;
    const sheet = (await request(`${desk.api()}/api/riichi/sheet`, { json: { round: 1, table: 1, hanchan } })).body;
    expect(sheet.problems).toEqual([]);
    const rows = (sheet.deals as Array<{ payments: Array<{ from: string; to: string; amount: number; rule: { en: string }; clause: string }> }>)
      .flatMap((d) => d.payments);
    const lines = ledgerLines(cli.out);
    expect(rows.length).toBeGreaterThan(0);
    expect(lines).toHaveLength(rows.length);
    rows.forEach((r, i) => expect(lines[i]!.startsWith(`${r.from} -> ${r.to} ${r.amount} ${r.rule.en} [`), `${lines[i]} / ${r.rule.en}`).toBe(true));
    rows.forEach((r, i) => expect(lines[i]!.endsWith(` ${r.clause}`.replace(/\s+/g, ' ')), lines[i]).toBe(true));
  });
});

describe('a preference pulya given by its deals (Festival 2011)', () => {
  const fixture = join(ROOT, 'test/fixtures/pulya/three-deals.yaml');
  const pulya = parse(readFileSync(fixture, 'utf8')) as { players: string[] };
  const desk = useDesk(() => createStore('preference-festival-2011', 1, pulya.players.map((id) => ({ id, name: id }))));
  /** The entries of the deals (`  C    pool  4  Seven made...`), each without the rule's id the command adds (`  [seven]`). */
  const entries = (text: string) => text.split('\n').filter((l) => /^ {2}\S+ +(pool|mountain|whists on)/.test(l)).map((l) => l.replace(/ {2}\[[^\]]+\]$/, ''));

  it('has the same entries at the desk as in `reglament pulya`, the rules by their words', async () => {
    const cli = runCli('pulya', join(ROOT, 'regulations/preference-festival-2011.yaml'), fixture, '--lang', 'en');
    expect(cli.code).toBe(0);
    const sheet = await request(`${desk.api()}/api/pulya/sheet`, { json: { pulya } });
    expect(sheet.status).toBe(200);
    const lines = entries(cli.out);
    expect(lines.length).toBeGreaterThan(0);
    expect(entries(sheet.body.text.en)).toEqual(lines);
  });
});
