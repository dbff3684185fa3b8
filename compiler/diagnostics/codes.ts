/**
 * The diagnostic code registry: every code any phase can emit, with its severity, title, description and fix hint.
 * Input: none (static data), and the games' catalogues given to `registerGameCodes`. Output: `diagnosticCodes` (the
 * core's codes), the `DiagnosticCode` union (the core's and the games'), lookups, and `createDiagnostic`, which builds
 * a Diagnostic whose severity (and default hint) come from the registry.
 * `scripts/gen-diagnostics-doc.ts` turns the registry into `docs/diagnostics.md`. The Russian title, description and
 * hint of every core code are in codes-ru.ts (a code without them does not compile).
 *
 * Rules:
 * - A code is `phase/kebab-name`; phases: yaml, schema, source, dsl, resolve, hand, event, deal, and a game's own
 *   (the phase of its own files).
 * - A code one game alone emits is that game's: an entry of its catalogue (`games/<game>/codes.ts`, English and
 *   Russian together), which adds the code to runtime's `ProblemCodes`. Any other code is one entry in
 *   `diagnosticCodes`, in its phase's section, and one in codes-ru.ts.
 * - A code is never reused and never deleted: when a check goes away, keep its entry and set `retired` to say when
 *   and why, so old reports still resolve to a description. `registerGameCodes` refuses a code registered twice.
 */
import type { Diagnostic, DiagnosticText, Related, Severity, Span, Wording } from './diagnostic.js';
import { diagnosticCodesRu as codesRu, type CodeTextRu } from './codes-ru.js';
import type { ProblemCode } from '../../runtime/index.js';

/** What the registry knows about one code. */
export interface CodeInfo {
  /** Default severity of diagnostics with this code. */
  severity: Severity;
  /** Short English title (a few words). */
  title: string;
  /** One or two English sentences: what is wrong and why it matters. */
  description: string;
  /** Generic fix hint, used when the emitting check gives no more specific one. */
  hint?: string;
  /** Set when the code is no longer emitted: the version and reason. The code still may not be reused. */
  retired?: string;
}

/** Every diagnostic code, grouped by phase. Adding a code = adding one entry in its phase's section. */
export const diagnosticCodes = {
  // ─── yaml/*: the YAML text itself (compiler/source/load-yaml.ts) ─────────────────────────────────────────────────
  'yaml/syntax': {
    severity: 'error',
    title: 'YAML syntax error',
    description: 'The file is not valid YAML, so its structure cannot be read at this point.',
    hint: 'Check indentation, colons after keys, and that quotes and brackets are closed.',
  },
  'yaml/duplicate-key': {
    severity: 'error',
    title: 'Duplicate key',
    description: 'The same key appears twice in one mapping; YAML forbids it and only one of the values could be used.',
    hint: 'Remove or rename one of the two keys.',
  },
  'yaml/warning': {
    severity: 'warning',
    title: 'YAML warning',
    description: 'The YAML parser accepted the text but flagged something suspicious, such as an unknown tag.',
    hint: 'A regulation uses plain YAML: remove the `!tag` (or quote the value if it is text).',
  },

  // ─── schema/*: structure of one regulation file (compiler/source/schema-check.ts) ────────────────────────────────
  'schema/unknown-key': {
    severity: 'error',
    title: 'Unknown key',
    description: 'The key is not part of the regulation format at this place; usually a typo or a key at the wrong level.',
    hint: 'Use one of the keys the format allows here (your editor lists them when the file references the schema).',
  },
  'schema/missing-key': {
    severity: 'error',
    title: 'Missing required key',
    description: 'A key the regulation format requires at this place is absent.',
  },
  'schema/type': {
    severity: 'error',
    title: 'Wrong type or value',
    description: 'The value has the wrong type (for example a list where a string is expected) or is not one of the allowed values.',
  },
  'schema/invalid': {
    severity: 'error',
    title: 'Invalid value',
    description: 'The value breaks a constraint of the regulation format, such as the kebab-case form of ids.',
  },

  // ─── source/*: files, `extends` chains and overlays (compiler/source/extends.ts, index.ts) ───────────────────────
  'source/file-missing': {
    severity: 'error',
    title: 'File cannot be read',
    description: 'The regulation file does not exist or cannot be read. Only a regular file (not a named pipe or a device) of at most 2 MB in UTF-8 is read; a file in another encoding is named (e.g. Windows-1251).',
    hint: 'Check the path (it is relative to the current directory); save the file as UTF-8.',
  },
  'source/extends-missing': {
    severity: 'error',
    title: 'Parent regulation not found',
    description: 'The file named by `extends` does not exist or cannot be read. Only a regular file (not a named pipe or a device) of at most 2 MB in UTF-8 is read; a file in another encoding is named (e.g. Windows-1251).',
    hint: 'The `extends` path is relative to the file that contains it.',
  },
  'source/extends-cycle': {
    severity: 'error',
    title: 'Cycle in extends',
    description: 'Following `extends` leads back to a file already in the chain, so there is no base regulation.',
    hint: 'Remove `extends` from one of the files in the cycle; the root of a chain must be a base file.',
  },
  'source/list-in-child': {
    severity: 'error',
    title: 'List section in a child regulation',
    description: 'A file with `extends` may not restate a list section (tiles, shapes, scoring points/doublings/limits, procedures); it changes the parent with `add`, `override` and `remove`.',
    hint: 'Move new items to `add:`, changed items to `override:` (with their id), dropped ids to `remove:`.',
  },
  'source/delta-in-base': {
    severity: 'error',
    title: 'add/override/remove without extends',
    description: '`add`, `override` and `remove` change a parent regulation, but this file has no `extends`.',
    hint: 'Add `extends: <parent file>` or put the items directly in their sections.',
  },
  'source/add-existing': {
    severity: 'error',
    title: 'Added id already exists',
    description: 'An item under `add` has an id that the parent regulation already defines.',
    hint: 'To change the parent\'s item, list it under `override` with the fields to replace.',
  },
  'source/override-unknown': {
    severity: 'error',
    title: 'Overridden id not in parent',
    description: 'An item under `override` names an id that the parent regulation does not have in that section.',
    hint: 'Use `add` for a new item, or fix the id.',
  },
  'source/remove-unknown': {
    severity: 'error',
    title: 'Removed id not in parent',
    description: 'An id under `remove` is not defined by the parent regulation.',
    hint: 'Fix the id, or delete it from `remove`.',
  },

  // ─── dsl/*: embedded expression and pattern strings (compiler/dsl/) ──────────────────────────────────────────────
  'dsl/unexpected-character': {
    severity: 'error',
    title: 'Unexpected character',
    description: 'A rule string contains a character the rule language does not use.',
    hint: 'Rule strings use tiles (5m), names, numbers, parentheses, commas and the operators of docs/regulation-language.md.',
  },
  'dsl/syntax': {
    severity: 'error',
    title: 'Rule syntax error',
    description: 'A rule string (a condition, count, pattern or tile set) does not follow the grammar of the rule language.',
    hint: 'See docs/regulation-language.md for the grammar of conditions, patterns and tile sets.',
  },
  'dsl/empty': {
    severity: 'error',
    title: 'Empty rule',
    description: 'A rule string is empty, so the rule would say nothing.',
    hint: 'Write the condition, pattern or tile set, or remove the key.',
  },
  'dsl/too-long': {
    severity: 'error',
    title: 'Rule too long',
    description: 'A rule string is longer than the rule language reads (2000 characters); it is not parsed.',
    hint: 'Split the rule: name tile groups and shapes, and refer to them by name.',
  },
  'dsl/too-deep': {
    severity: 'error',
    title: 'Rule nested too deeply',
    description: 'A rule string nests parentheses and prefix operators (not, -) more than 32 levels deep; it is not parsed.',
    hint: 'Remove redundant parentheses, or name parts of the rule as tile groups or shapes.',
  },

  // ─── hand/*: hand notation given to score, test cases and protocols (runtime/mahjong/notation.ts) ──────────────
  'hand/unknown-tile': {
    severity: 'error',
    title: 'Unknown tile',
    description: 'The hand names a tile that does not exist (ranks 1-9 in m, p, s; 1-7 in z; 1-8 in f).',
  },
  'hand/fifth-copy': {
    severity: 'error',
    title: 'Too many copies',
    description: 'The hand holds more copies of a tile than the set has (4 of each playing tile, 1 of each bonus tile).',
  },
  'hand/tile-count': {
    severity: 'error',
    title: 'Wrong number of tiles',
    description: 'A winning hand has 14 tiles (plus one per kong); a hand without a winning tile has 13 or 14.',
  },
  'hand/malformed-meld': {
    severity: 'error',
    title: 'Malformed meld',
    description: 'A bracketed meld is not a chow, pung or kong of one suit ({...} is only for a concealed kong).',
  },
  'hand/syntax': {
    severity: 'error',
    title: 'Hand notation error',
    description: 'The hand text does not follow the notation: digits then a suit letter, [..] and {..} melds, +tile at the end.',
    hint: 'Example: 123m456m789m2m[777z]+2m',
  },
  'hand/win-tile-missing': {
    severity: 'error',
    title: 'No winning tile after +',
    description: 'A + must be followed by the winning tile.',
  },
  'hand/bonus-in-meld': {
    severity: 'error',
    title: 'Bonus tile in a meld',
    description: 'Flowers and seasons never form melds.',
  },
  'hand/impossible': {
    severity: 'error',
    title: 'A hand the rules make impossible',
    description: 'The hand and its circumstances meet a rule of the regulation\'s `scoring.impossible` (an immediate calling hand that drew from the wall, an exposed chow where chows are never claimed, a hand of three suits in a game where one suit must be void): it is refused, not scored.',
  },

  // ─── resolve/*: names, types and semantic checks (compiler/resolve/) ─────────────────────────────────────────────
  'resolve/unknown-name': {
    severity: 'error',
    title: 'Unknown name',
    description: 'A rule string names a fact, tile group or variable that the regulation does not know.',
    hint: 'Check the spelling; tile groups must be declared under tiles: before they are used.',
  },
  'resolve/unknown-value': {
    severity: 'error',
    title: 'Unknown value',
    description: 'A word compared with a fact is not one of the values that fact can take (e.g. win.from == wal).',
  },
  'resolve/type-mismatch': {
    severity: 'error',
    title: 'Type mismatch',
    description: 'An expression has the wrong type for its place: a number where a condition is needed, a tile compared with a number.',
  },
  'resolve/unknown-function': {
    severity: 'error',
    title: 'Unknown function',
    description: 'A rule calls a function the language does not have.',
    hint: 'The functions are count(), points() and doublings().',
  },
  'resolve/arity': {
    severity: 'error',
    title: 'Wrong arguments',
    description: 'A function got the wrong number or kind of arguments.',
  },
  'resolve/unknown-tag': {
    severity: 'error',
    title: 'Unknown tag',
    description: 'points(tag) or doublings(tag) names a tag that no item carries, so it would always be 0.',
  },
  'resolve/declare-only': {
    severity: 'error',
    title: 'Fact only known when declaring',
    description: 'The fact is known only after the hand is scored: `limit` only in scoring.declare and the payments, `value` only in the payments (scoring.payments).',
  },
  'resolve/bad-tile': {
    severity: 'error',
    title: 'Not a tile',
    description: 'A tile or range names a tile that does not exist (ranks are 1-9 in m, p, s; 1-7 in z; 1-8 in f).',
  },
  'resolve/variable-outside-pattern': {
    severity: 'error',
    title: 'Variable outside a pattern',
    description: 'Variables (x, y, w, n, k, j, i) tie the units of one pattern together; they mean nothing in a condition or a count.',
  },
  'resolve/single-tile-in-item-pattern': {
    severity: 'error',
    title: 'Single tile in an item pattern',
    description: 'An item pattern is matched against the melds of a hand, so its units must be melds; single tiles belong in a shape.',
  },
  'resolve/impossible-pattern': {
    severity: 'error',
    title: 'Impossible pattern',
    description: 'No hand can match this unit: a chow of honors, a chow starting at 8 or 9, a meld of bonus tiles, an exposure without a meld kind.',
  },
  'resolve/ambiguous-shape-unit': {
    severity: 'error',
    title: 'Ambiguous unit in a shape',
    description: 'A shape must fix how many tiles each unit has.',
    retired: '0.1.0: set (pung or kong) is allowed in shapes; a kong adds one tile and one to the hand size.',
  },
  'resolve/shape-size': {
    severity: 'error',
    title: 'Shape is not a whole hand',
    description: 'A shape must use exactly 14 tiles plus one per kong; otherwise no complete hand can have it.',
  },
  'resolve/duplicate-id': {
    severity: 'error',
    title: 'Duplicate id',
    description: 'Two entries share an id; ids identify rules in explanations, diffs and extends, so they must be unique.',
  },
  'resolve/unknown-exclude': {
    severity: 'error',
    title: 'Unknown excluded item',
    description: 'excludes names an item that does not exist (or the item itself).',
  },
  'resolve/limit-fraction': {
    severity: 'error',
    title: 'Bad limit value',
    description: 'A limit hand is worth a positive fraction or multiple of the house limit in quarters (0.25, 0.5, 1, 2), and needs a house limit.',
  },
  'resolve/counter-order': {
    severity: 'error',
    title: 'Counter read before it is counted',
    description: 'An item, condition or adjustment of a counter reads a counter listed at or after its own in `scoring.counters`: counters are evaluated in order, so its value is not known yet there.',
    hint: 'Move the counter earlier in scoring.counters, or read it in the limits, `declare`, `value` or the payments, which see every counter.',
  },
  'resolve/counter-name': {
    severity: 'error',
    title: 'Counter id taken',
    description: 'A counter id is also a name of the language (a fact such as `wait`, a function such as `points`) or a field of `score --json`, where every counter is listed under its id: it would be ambiguous.',
    hint: 'Rename the counter (han, fu, fan and yakuman are free).',
  },
  'resolve/counters-need-value': {
    severity: 'error',
    title: 'Counters without a value formula',
    description: 'A regulation with `scoring.counters` values a hand by `scoring.value` (a formula over the counters), which is missing; or `scoring.value` is given without counters, where the classical formula (base + points) × 2^doublings applies.',
  },
  'resolve/unknown-counter': {
    severity: 'error',
    title: 'Item of an unknown counter',
    description: 'An item of `scoring.items` names a `counter` that `scoring.counters` does not declare, so it would count nowhere.',
  },
  'resolve/indicators-missing': {
    severity: 'error',
    title: 'Dora without indicators',
    description: 'A rule reads `dora` or `ura_dora`, which count the tiles the indicators point at, but the regulation has no `indicators` section saying which tile an indicator points at.',
    hint: 'Add `indicators: { clause: ..., cycles: [1-9m, 1-9p, 1-9s, 1-4z, 5-7z] }`.',
  },
  'resolve/test-reference': {
    severity: 'error',
    title: 'Test names an unknown item',
    description: 'A regulation test expects an item or shape that the regulation does not have, or a game\'s own kind of test a rule (an id or a setting of the game\'s section) that no entry can cite, so it could never pass.',
  },
  'resolve/test-args': {
    severity: 'error',
    title: 'Bad test flags',
    description: 'A regulation test gives its circumstances in the old form, as `args:` flags of `reglament score`, and a flag is unknown, lacks its value or has a value the circumstances do not allow, so the case could not be run as written.',
    hint: 'Write the circumstances as a mapping instead: `circumstances: {seat: S, win: wall, last-tile: true}`.',
  },
  'resolve/formula-players': {
    severity: 'error',
    title: 'Formula ranges of players',
    description: 'A formula of the tournament is for no number of players (max below min), or its range overlaps another formula\'s: the number of players must choose exactly one.',
  },
  'resolve/stages-need-rounds': {
    severity: 'error',
    title: 'Cuts or a final without rounds',
    description: 'The tournament has cuts or a final but does not fix its number of qualifying rounds (`rounds`), so neither could ever come.',
    hint: 'Give `rounds: { count, clause }`.',
  },
  'resolve/winds-twice': {
    severity: 'error',
    title: 'Prevailing winds given twice',
    description: 'A tournament gives its prevailing winds either by `round-winds` (one per round) or by `game-winds` (every round one full game), not both.',
    hint: 'Keep one of them.',
  },
  'resolve/wind-round-seats-need-game-winds': {
    severity: 'error',
    title: 'Seat changes after wind rounds without wind rounds',
    description: 'The players change seats after each wind round of a full game (`wind-round-seats`), which needs `game-winds` (every round one full game of several winds) to say where the wind rounds end.',
    hint: 'Give `game-winds`, or remove `wind-round-seats`.',
  },
  'resolve/wind-round-seats-moves': {
    severity: 'error',
    title: 'Seat changes that do not seat every player once',
    description: 'Each entry of `wind-round-seats` moves the player of every seat (E, S, W, N) to a different seat: two players sent to one seat would leave another empty.',
    hint: 'Send each seat\'s player to a different seat.',
  },
  'resolve/wind-round-seats-after': {
    severity: 'error',
    title: 'Seat changes after a wind round that no round follows',
    description: 'Each entry of `wind-round-seats` follows a wind round of `game-winds` that another wind round follows, once: not the last one, not a wind the game does not play, not the same round twice.',
    hint: 'Name a wind round of `game-winds` other than the last.',
  },
  'resolve/after-disqualification-unused': {
    severity: 'warning',
    title: 'After-disqualification rule without disqualification',
    description: 'The regulation says what becomes of a player disqualified during a session (`tournament.after-disqualification`), but `tournament.sanctions` does not provide for disqualification: the setting never applies.',
    hint: 'Add `disqualification` to `tournament.sanctions`, or remove `after-disqualification`.',
  },
  'resolve/unknown-implied': {
    severity: 'error',
    title: 'Unknown implied item',
    description: '`implies` names an item that is not in the same section (points, doublings or limits) as the item, or the item itself; the non-repeat principle acts within one section.',
  },
  'resolve/implies-cycle': {
    severity: 'error',
    title: 'Items imply each other',
    description: 'Items imply one another in a loop (a implies b, b implies a): a fan that is part of another cannot also contain it, so one of the two `implies` entries is wrong.',
    hint: 'Keep the entry on the larger fan (the one that includes the other) and remove the other.',
  },
  'resolve/implies-more-valuable': {
    severity: 'warning',
    title: 'Item implies a more valuable one',
    description: 'An item implies an item of higher value. The non-repeat principle decides from the most valuable fan down, so the implied one is decided first and, when it counts, can leave the implying one out; a fan that inevitably includes another is normally worth more.',
    hint: 'Check the values, or move the entry to the other item.',
  },
  'resolve/implies-without-principle': {
    severity: 'error',
    title: 'Implies without the non-repeat principle',
    description: 'An item uses `implies`, but `scoring.principles.non-repeat` is not declared: every fan left out by an implication is explained by that principle and its clause.',
    hint: 'Declare scoring.principles.non-repeat with the clause of the regulation text that states it.',
  },
  'resolve/combines-without-principle': {
    severity: 'warning',
    title: 'Combination fan without a combination principle',
    description: 'An item combines sets (`combines`), but none of the principles non-repeat, non-separation, non-identical or account-once is declared: every instance then counts, as with `each`.',
    hint: 'Declare the principles of the regulation text under scoring.principles, or write `each`.',
  },
  'resolve/instances-and-pattern': {
    severity: 'error',
    title: 'More than one of pattern, each and combines',
    description: 'An item applies once when a pattern matches (`pattern`), per group of sets (`each`), or per combination of sets (`combines`): these are different ways of counting, so an item uses one of them.',
    hint: 'Keep one of the three; a condition on other melds belongs in `when`.',
  },
  'resolve/combination-of-one': {
    severity: 'error',
    title: 'Combination of one set',
    description: 'A `combines` pattern has one unit: a combination fan combines two or more sets (the account-once principle links the sets it combines). A fan counted per single set is written with `each`.',
    hint: 'Write `each` instead of `combines`.',
  },
  'resolve/late-item-reads-late': {
    severity: 'error',
    title: 'Late item reads a late item',
    description: 'An item that reads the points counted so far (`points`, `points(tag)`) is decided after the other items of its section; it reads the tag of another such item, whose points it cannot see.',
    hint: 'Read only tags of items decided before (items that do not themselves read points).',
  },

  // ─── event/*: event files and protocol entries (cli/event-file.ts, runtime/tournament/event.ts) ──────────────────
  'event/file-missing': {
    severity: 'error',
    title: 'Event file cannot be read',
    description: 'The event file (or protocol entry file, or players file) does not exist or cannot be read. Only a regular file (not a named pipe or a device) of at most 2 MB in UTF-8 is read; a file in another encoding is named (e.g. Windows-1251).',
    hint: 'Check the path (it is relative to the current directory); save the file as UTF-8.',
  },
  'event/store-unreadable': {
    severity: 'error',
    title: 'Event store cannot be read',
    description: 'The file is an SQLite database, but not an event store that holds an event (made by `reglament event init` or `event import`).',
    hint: 'Give the event store made by `reglament event init`, or an event file (`reglament event export` writes one).',
  },
  'event/json-syntax': {
    severity: 'error',
    title: 'JSON syntax error',
    description: 'A .json event or entry file is not valid JSON.',
    hint: 'Check commas, quotes and brackets; or write the file as YAML (.yaml).',
  },
  'event/schema': {
    severity: 'error',
    title: 'Event structure error',
    description: 'The event file does not follow the event format (schemas/event.schema.json): an unknown or missing key, a value of the wrong type, a deal that is neither a recorded result, hands nor a redeal.',
    hint: 'See docs/event-format.md for the format, with examples.',
  },
  'event/regulation-missing': {
    severity: 'error',
    title: 'Regulation file not found',
    description: 'The regulation named by the event file does not exist, so the event cannot be run.',
    hint: 'The `regulation` path is relative to the event file.',
  },
  'event/duplicate-player': {
    severity: 'error',
    title: 'Player registered twice',
    description: 'Two players share an id; results could not tell them apart.',
    hint: 'Give each player a unique id.',
  },
  'event/player-rounds': {
    severity: 'error',
    title: 'Player leaves before entering',
    description: 'A player\'s `withdrawn-after` round is before the `from-round` in which the player enters.',
  },
  'event/unknown-player': {
    severity: 'error',
    title: 'Unknown player',
    description: 'A table, a result, a hand, a winner, a penalty or a substitution names a player id that is not registered under `players`.',
    hint: 'Register the player under `players:` (id and name), or fix the id.',
  },
  'event/inactive-player': {
    severity: 'error',
    title: 'Player not in this round',
    description: 'A table lists a player who does not play in that round: before the player\'s `from-round`, after `withdrawn-after`, or after being substituted out.',
  },
  'event/seated-twice': {
    severity: 'error',
    title: 'Player seated twice',
    description: 'A player is listed twice at one table or sits at two tables of the same round.',
  },
  'event/substitution': {
    severity: 'error',
    title: 'Invalid substitution',
    description: 'A substitution cannot happen as written: the player leaving does not play in that round, the substitute already played under their own name or already came in, or a player substituted out comes back.',
  },
  'event/seat-change': {
    severity: 'error',
    title: 'Invalid change of seats',
    description: 'A change of seats between deals (`seat-changes`) does not seat exactly the players at the table then, each once, or the changes of a table are not in the order played.',
  },
  'event/result-players': {
    severity: 'error',
    title: 'Result not for the players at the table',
    description: 'Recorded vists or points must be given for exactly the players at the table at that deal: one is missing, or a player from elsewhere is listed.',
  },
  'event/vists-sum': {
    severity: 'error',
    title: 'Result does not sum to zero',
    description: 'The vists (or points) of a recorded deal or of a table result do not sum to zero, though every vist one player wins another loses; a number was probably miscopied from the protocol.',
  },
  'event/hands-players': {
    severity: 'error',
    title: 'Hands not for the players at the table',
    description: 'A deal to be scored by the engine must give the hand of exactly each player at the table at that deal.',
  },
  'event/win-player': {
    severity: 'error',
    title: 'Winner not at the table',
    description: 'The winner of a deal (`mahjong`, or `win.player`) is not one of the players at the table at that deal, or a limit is recorded for a deal nobody won.',
  },
  'event/discarder': {
    severity: 'error',
    title: 'Bad discarder',
    description: 'A win from a discard or a robbed kong needs `discarder`, a player at the table other than the winner; a win from the wall or a replacement tile has none.',
  },
  'event/penalty-player': {
    severity: 'error',
    title: 'Penalised player not at the table',
    description: 'A penalty of a table or a deal names a player who did not sit at that table.',
  },
  'event/points-penalty': {
    severity: 'warning',
    title: 'Points penalty in a classical event',
    description: 'A penalty gives game points (`points`, as in a game whose deals record them) in an event whose regulation counts vists; it is read as vists.',
  },
  'event/penalty-needs-hands': {
    severity: 'error',
    title: 'Named penalty without hands',
    description: 'A penalty of the regulation that is computed from the hands (e.g. a false mahjong replayed) was given for a deal recorded without hands.',
  },
  'event/no-vists': {
    severity: 'error',
    title: 'Deal without vists',
    description: 'A classical deal is recorded without vists (`points` are the game points of a game whose deals record them; the message names it).',
  },
  'event/several-winners': {
    severity: 'error',
    title: 'Several winners in a classical deal',
    description: 'A classical deal has one winner; several are recorded.',
  },
  'event/per-deal-needs-deals': {
    severity: 'error',
    title: 'Table points per deal need deals',
    description: 'The regulation gives table points per deal, but the table only records its total result.',
  },
  'event/round-not-played': {
    severity: 'error',
    title: 'Round not played',
    description: 'The round asked for (e.g. --after-round) is beyond the rounds the event has.',
  },
  'event/beyond-game': {
    severity: 'error',
    title: "A deal after the round's game",
    description: 'Every round is one full game (`tournament.game-winds`: its winds, so many deals each); a deal recorded after the last of them is not counted.',
  },
  'event/beyond-final-game': {
    severity: 'error',
    title: 'A deal after the final game',
    description: 'The final is one full game (`tournament.final.winds`: its winds, so many deals each); a deal recorded after the last of them is not counted.',
  },
  'event/substitute-played': {
    severity: 'error',
    title: 'A substitute who has played',
    description: 'A forced substitution brings in a player who played in the event under his own name, but the regulation does not allow it (`tournament.played-substitutes: forced`).',
  },
  'event/unknown-win-key': {
    severity: 'error',
    title: 'A circumstance the game does not state',
    description: 'A deal given as hands states under `win:` a circumstance that deals of the regulation\'s game do not state (a riichi deal has no kong-on-kong, a classical one no ippatsu); the message lists the ones it does.',
  },
  'event/hands-need-winds': {
    severity: 'error',
    title: 'Hands without round winds',
    description: 'A deal is given as hands, but the regulation has no round winds (a game without them): it cannot be scored.',
  },
  'event/no-formula': {
    severity: 'error',
    title: 'No formula for the number of players',
    description: 'The regulation chooses its formula by the number of players, and none of its formulas covers the event\'s number.',
  },
  'event/beyond-formula': {
    severity: 'error',
    title: 'Round beyond the formula',
    description: 'The round asked for (or played) comes after the last round and the final of the formula the event runs under.',
  },
  'event/fans-need-payments': {
    severity: 'error',
    title: 'Deal by fans without payments',
    description: "A deal given by the winner's value (`fans`) is settled by the regulation's payments (`scoring.payments`, read from the value and the win alone); the regulation has none, or its payments need the hand itself.",
    hint: 'Give the deal as hands, or record its vists.',
  },
  'event/fans-not-declarable': {
    severity: 'error',
    title: 'Deal by fans below the declaration rule',
    description: "The winner's value of a deal given by `fans` does not meet the regulation's declaration rule (`scoring.declare`, read with the value as the hand's points and each tag's points as the deal states them under `tagged`, 0 when not given: MCR's 8 fans without the flowers).",
    hint: 'Check the fans typed; a hand below the minimum is a false mahjong (record its penalty).',
  },
  'event/fans-tagged': {
    severity: 'error',
    title: 'Tagged fans that cannot be',
    description: "A deal given by `fans` states under `tagged` the points of a tag the regulation's declaration rule does not read (only those it reads count: MCR's `flowers`), or more points of a tag than the hand's whole value.",
    hint: 'Write only the tags the message lists, each at most the fans of the hand.',
  },
  'event/not-advanced': {
    severity: 'warning',
    title: 'Player seated after elimination',
    description: 'A player sits at a table of a round although the formula put him out after an earlier round: a qualifying round is not counted for him; in the final, the players who sat in it are ranked (with a note).',
  },
  'event/sanction-not-provided': {
    severity: 'error',
    title: 'Sanction not provided for',
    description: 'A penalty entry takes tournament points or disqualifies a player, but the regulation does not provide for that sanction (`tournament.sanctions`): tournament points are not counted; a disqualification still takes the player out as the event records it.',
    hint: 'Check the regulation, or record the penalty in game points / vists.',
  },
  'event/sanction-before-scale': {
    severity: 'error',
    title: 'Sanction before the scale is exhausted',
    description: 'The regulation provides for tournament points or disqualification only once a player\'s progressive scale of minor violations is exhausted in the session (`after-scale`), and the player has not gone beyond the scale there yet.',
    hint: 'Record the minor violations first (`rule: minor-violation`), or check the session the sanction belongs to.',
  },
  'event/disqualified-in-deal': {
    severity: 'warning',
    title: 'Disqualified player in a later deal',
    description: 'A player disqualified in a deal of a session (a table of a round), the disqualification accepted, takes no further part in it as the regulation says (`tournament.after-disqualification: no-further-part`), but a later deal of that session gives him a win, game points (vists) or a penalty. The deal still counts as recorded.',
    hint: 'Correct the later deal: the disqualified player has no win, no result and no penalty in it.',
  },

  // ─── deal/*: one deal scored and settled (runtime/mahjong/deal.ts, cli/commands/deal.ts) ─────────────────────
  'deal/seats': {
    severity: 'error',
    title: 'Bad seats',
    description: 'A deal must name four different players in seat order East, South, West, North.',
  },
  'deal/round': {
    severity: 'error',
    title: 'Bad round wind',
    description: 'The round wind of a deal must be E, S, W or N.',
  },
  'deal/unknown-player': {
    severity: 'error',
    title: 'Unknown player',
    description: 'The deal names a player who does not sit at the table.',
  },
  'deal/missing-hand': {
    severity: 'error',
    title: 'Missing hand',
    description: 'Every player at the table needs a hand in a deal scored by the engine.',
  },
  'deal/unknown-penalty': {
    severity: 'error',
    title: 'Unknown penalty',
    description: 'The deal names a penalty rule that the regulation does not have.',
  },
  'deal/automatic-penalty': {
    severity: 'error',
    title: 'Penalty applied by itself',
    description: 'The named penalty is applied by the engine from the hands (e.g. the discarder paying for all); it cannot be named by hand.',
  },
  'deal/win-from': {
    severity: 'error',
    title: 'Bad win source',
    description: 'Where the winning tile came from must be discard, wall, replacement or robbing.',
  },
  'deal/discarder-missing': {
    severity: 'error',
    title: 'No discarder',
    description: 'A win from a discard or a robbed kong needs the discarder.',
  },
  'deal/discarder-is-winner': {
    severity: 'error',
    title: 'Discarder is the winner',
    description: 'The winner cannot have discarded his own winning tile.',
  },
  'deal/discarder-on-self-draw': {
    severity: 'error',
    title: 'Discarder on a self-drawn win',
    description: 'A self-drawn win has no discarder.',
  },
  'deal/redeal-with-win': {
    severity: 'error',
    title: 'Redeal with a win',
    description: 'A deal is either a redeal or won by a player, not both.',
  },
  'deal/win-tile-missing': {
    severity: 'error',
    title: 'Winner without a winning tile',
    description: "The winner's hand must end with +tile.",
  },
  'deal/unexpected-win-tile': {
    severity: 'error',
    title: 'Winning tile on a loser',
    description: 'Only the winner (or an offender of a false mahjong) may carry +tile.',
  },
  'deal/too-many-copies': {
    severity: 'error',
    title: 'Too many copies across hands',
    description: 'Across the four hands a tile appears more often than the set has it.',
  },
  'deal/two-deal-endings': {
    severity: 'error',
    title: 'Two penalties stop the deal',
    description: 'Two penalties that each stop the deal were given for one deal.',
  },
  'deal/not-declarable': {
    severity: 'error',
    title: 'Mahjong may not be declared',
    description: "The winner's hand cannot be declared under the regulation (e.g. no internal doubling): a false mahjong.",
  },
  'deal/no-result': {
    severity: 'error',
    title: 'Deal without a result',
    description: 'A deal needs a win, a redeal, or a penalty that stops it.',
  },
  'deal/no-settlement': {
    severity: 'error',
    title: 'Regulation without settlement',
    description: 'The regulation does not describe how a deal is settled, so hands cannot be turned into vists.',
  },
  'deal/format': {
    severity: 'error',
    title: 'Bad deal file',
    description: 'The deal file does not have the documented shape (unknown or missing keys, wrong types).',
  },
  'deal/file-missing': {
    severity: 'error',
    title: 'Deal file missing',
    description: 'The deal file cannot be read. Only a regular file (not a named pipe or a device) of at most 2 MB in UTF-8 is read; a file in another encoding is named (e.g. Windows-1251).',
  },
  'deal/json-syntax': {
    severity: 'error',
    title: 'JSON syntax error',
    description: 'A .json deal file is not valid JSON.',
    hint: 'Check commas, quotes and brackets; or write the file as YAML (.yaml).',
  },
} as const satisfies Record<string, CodeInfo>;

/** A code of the core's registry: those of every phase that no one game owns. */
export type CoreDiagnosticCode = keyof typeof diagnosticCodes;

declare module '../../runtime/index.js' {
  /** The core's codes are problem codes (runtime/problem-code.ts). */
  interface ProblemCodes extends Record<CoreDiagnosticCode, true> {}
}

/**
 * A registered diagnostic code: the core's or a game's. Each game's `games/<game>/codes.ts` adds its codes' names to
 * runtime's `ProblemCodes` by interface merging (`declare module` of runtime/index.js), as the core's are added above,
 * so that a misspelt code does not compile in the runtime, the compiler or a game, while neither imports games/;
 * their texts come at run time through `registerGameCodes`.
 */
export type DiagnosticCode = ProblemCode;

/** The Russian texts of every code of the core (codes-ru.ts): a code registered without them does not compile. */
export const diagnosticCodesRu: Readonly<Record<CoreDiagnosticCode, CodeTextRu>> = codesRu;

/** One code of a game's catalogue: what the registry knows of it, with its Russian texts. */
export interface GameCodeInfo extends CodeInfo {
  ru: CodeTextRu;
}

/** A game's diagnostic codes (`games/<game>/codes.ts`), registered by games/index.ts. */
export type CodeCatalog = Readonly<Record<string, GameCodeInfo>>;

/** The games' codes registered so far. */
const gameCodes = new Map<string, GameCodeInfo>();

/**
 * Registers a game's codes, so that diagnostics with them get their severity, titles and hints. Registering the same
 * catalogue again does nothing; a code that the core or another catalogue has throws: a code is never reused.
 */
export function registerGameCodes(catalog: CodeCatalog): void {
  for (const [code, info] of Object.entries(catalog)) {
    const known = gameCodes.get(code);
    if (known === info) continue;
    if (known !== undefined || ownEntry(diagnosticCodes, code) !== undefined) throw new Error(`diagnostic code ${code} is registered twice`);
    gameCodes.set(code, info);
  }
}

/** The value of an own key of a record (never one of Object.prototype's names). */
function ownEntry<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
}

/** The registry entry of a code (the core's or a registered game's), or undefined for an unregistered string. */
export function lookupCode(code: string): CodeInfo | undefined {
  return ownEntry<CodeInfo>(diagnosticCodes, code) ?? gameCodes.get(code);
}

/** The Russian texts of a code (the core's or a registered game's), or undefined for an unregistered string. */
export function lookupCodeRu(code: string): CodeTextRu | undefined {
  return ownEntry<CodeTextRu>(diagnosticCodesRu, code) ?? gameCodes.get(code)?.ru;
}

/** Every registered code and its entry: the core's, then the games' registered so far (docs/diagnostics.md, tests). */
export function registeredCodes(): Readonly<Record<string, CodeInfo>> {
  return { ...diagnosticCodes, ...Object.fromEntries(gameCodes) };
}

/** The Russian texts of every registered code, as `registeredCodes` lists them. */
export function registeredCodesRu(): Readonly<Record<string, CodeTextRu>> {
  return { ...diagnosticCodesRu, ...Object.fromEntries([...gameCodes].map(([code, info]) => [code, info.ru])) };
}

/** Extra fields for `createDiagnostic`. */
export interface DiagnosticExtras {
  /** Specific fix hint (both languages, or English); defaults to the registry's generic hint. `null`: no hint at all. */
  hint?: Wording | null;
  /** Other places that explain this diagnostic. */
  related?: Array<Span & { message: Wording }> | undefined;
  /** Overrides the registry severity (rarely needed). */
  severity?: Severity;
  /** The name that probably was meant, to be written in place of the span's text ("did you mean"). */
  suggestion?: string;
}

/** The English of a wording, and its two languages when both are given. */
function split(w: Wording): { en: string; text?: DiagnosticText } {
  return typeof w === 'string' ? { en: w } : { en: w.en, text: { en: w.en, ru: w.ru } };
}

/**
 * A diagnostic built without the registry (a check that sets its own severity and hint): `message` and `hint` are the
 * English of the words given, `text` and `hintText` both languages when given.
 */
export function withWords(d: Omit<Diagnostic, 'message' | 'hint' | 'text' | 'hintText'>, message: Wording, hint?: Wording): Diagnostic {
  const m = split(message);
  const out: Diagnostic = { ...d, message: m.en, ...(m.text !== undefined ? { text: m.text } : {}) };
  if (hint !== undefined) {
    const h = split(hint);
    out.hint = h.en;
    if (h.text !== undefined) out.hintText = h.text;
  }
  return out;
}

/**
 * Builds a Diagnostic for a registered code at a span; severity and default hint come from the registry. The message
 * (and hint, related notes) may be given in both languages (`{en, ru}`): `message` is the English, `text` both.
 */
export function createDiagnostic(
  code: DiagnosticCode,
  span: Span,
  message: Wording,
  extras: DiagnosticExtras = {},
): Diagnostic {
  const info = lookupCode(code);
  if (info === undefined) throw new Error(`diagnostic code ${code} is not registered (games/index.ts registers the games' codes)`);
  const words = split(message);
  const diagnostic: Diagnostic = {
    code,
    severity: extras.severity ?? info.severity,
    message: words.en,
    file: span.file,
    line: span.line,
    col: span.col,
    endLine: span.endLine,
    endCol: span.endCol,
  };
  if (words.text !== undefined) diagnostic.text = words.text;
  const ruHint = lookupCodeRu(code)?.hint;
  const hint = extras.hint === null ? undefined
    : extras.hint !== undefined ? split(extras.hint)
      : info.hint !== undefined ? { en: info.hint, ...(ruHint !== undefined ? { text: { en: info.hint, ru: ruHint } } : {}) } : undefined;
  if (hint !== undefined) {
    diagnostic.hint = hint.en;
    if (hint.text !== undefined) diagnostic.hintText = hint.text;
  }
  if (extras.related !== undefined && extras.related.length > 0) {
    diagnostic.related = extras.related.map(({ message: m, ...at }): Related => {
      const r = split(m);
      return { ...at, message: r.en, ...(r.text !== undefined ? { text: r.text } : {}) };
    });
  }
  if (extras.suggestion !== undefined) diagnostic.suggestion = extras.suggestion;
  return diagnostic;
}
