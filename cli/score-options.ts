/**
 * The options of `reglament score` as one commander definition, reused to read option strings written in
 * regulation tests and hand files, so every place accepts exactly the same flags.
 */
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { parseTileList, WINDS, type Tile, type WinFrom, type WinOptions, type Wind } from '../runtime/index.js';

/** Reads indicator tiles (`3m7z`) for commander, refusing anything else with the reason. */
function indicatorTiles(text: string): Tile[] {
  const r = parseTileList(text);
  if (!r.ok) throw new InvalidArgumentError(r.message);
  return r.tiles;
}

/** Reads a count (0, 1, 2...) for commander. */
function count(text: string): number {
  if (!/^\d+$/.test(text)) throw new InvalidArgumentError(`'${text}' is not a count (0, 1, 2...)`);
  return Number(text);
}

/** Adds the hand-circumstance options to a command. */
export function addScoreOptions(cmd: Command): Command {
  return cmd
    .addOption(new Option('--seat <wind>', "the player's seat wind").choices([...WINDS]).default('E'))
    .addOption(new Option('--round <wind>', 'the round (prevailing) wind').choices([...WINDS]).default('E'))
    .addOption(new Option('--win <from>', 'where the winning tile came from').choices(['discard', 'wall', 'replacement', 'robbing']).default('discard'))
    .option('--last-tile', 'won with the last tile of the wall')
    .option('--immediate-calling', 'declared a calling hand at once and did not play on')
    .option('--heavenly', "East's mahjong with the dealt tiles")
    .option('--earthly', "mahjong on East's first discard after calling from the deal")
    .option('--kong-on-kong', 'mahjong on the loose tile after two kongs in a row')
    .option('--after-kong', "mahjong on the discard made right after another player's kong")
    .addOption(new Option('--void <suit>', "the player's void (missing) suit").choices(['m', 'p', 's']))
    .option('--riichi', 'the player declared riichi')
    .option('--double-riichi', 'the player declared riichi in the first go-around (double riichi)')
    .option('--ippatsu', 'won within one uninterrupted go-around after riichi')
    .option('--dora <indicators>', 'dora indicator tiles in the notation, e.g. 3m7z', indicatorTiles)
    .option('--ura <indicators>', 'ura dora indicator tiles in the notation', indicatorTiles)
    .option('--honba <n>', 'continuance counters (honba) on the table', count)
    .option('--sticks <n>', 'riichi sticks on the table for the winner', count);
}

/** The score options as `[option key, flag, takes a value]` (for callers that build the flags from a mapping). */
export function scoreOptionFlags(): Array<readonly [key: string, flag: string, takesValue: boolean]> {
  return addScoreOptions(new Command()).options.map((o) => [o.attributeName(), o.long!, o.required || o.optional] as const);
}

/** Commander's parsed option object of addScoreOptions. */
export interface RawScoreOptions {
  seat: Wind;
  round: Wind;
  win: WinFrom;
  lastTile?: boolean;
  immediateCalling?: boolean;
  heavenly?: boolean;
  earthly?: boolean;
  kongOnKong?: boolean;
  afterKong?: boolean;
  void?: 'm' | 'p' | 's';
  riichi?: boolean;
  doubleRiichi?: boolean;
  ippatsu?: boolean;
  dora?: Tile[];
  ura?: Tile[];
  honba?: number;
  sticks?: number;
}

/** Converts commander's option object to WinOptions. */
export function toWinOptions(o: RawScoreOptions): WinOptions {
  return {
    seat: o.seat, round: o.round, win: o.win,
    lastTile: !!o.lastTile, immediateCalling: !!o.immediateCalling, heavenly: !!o.heavenly, earthly: !!o.earthly, kongOnKong: !!o.kongOnKong,
    afterKong: !!o.afterKong, ...(o.void !== undefined ? { void: o.void } : {}),
    ...(o.riichi ? { riichi: true } : {}), ...(o.doubleRiichi ? { doubleRiichi: true } : {}), ...(o.ippatsu ? { ippatsu: true } : {}),
    ...(o.dora !== undefined ? { dora: o.dora } : {}), ...(o.ura !== undefined ? { ura: o.ura } : {}),
    ...(o.honba !== undefined ? { honba: o.honba } : {}), ...(o.sticks !== undefined ? { sticks: o.sticks } : {}),
  };
}

/** Reads a line of `<hand> [options]` or an options string; returns the hand text (if any) and options, or an error. */
export function parseScoreArgs(words: string[]): { hand?: string; options: WinOptions } | { error: string } {
  const cmd = addScoreOptions(new Command('score').argument('[hand]'))
    .exitOverride()
    .configureOutput({ writeErr: () => undefined, writeOut: () => undefined });
  try {
    cmd.parse(words, { from: 'user' });
  } catch (e) {
    if (e instanceof CommanderError) return { error: e.message.replace(/^error: /, '') };
    throw e;
  }
  const hand = cmd.args[0];
  return { ...(hand !== undefined ? { hand } : {}), options: toWinOptions(cmd.opts<RawScoreOptions>()) };
}

/** Splits an options string on blanks (no quoting is needed: hands and flags have no spaces). */
export function splitWords(text: string): string[] {
  return text.trim() === '' ? [] : text.trim().split(/\s+/);
}
