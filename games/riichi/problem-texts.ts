/**
 * The problems of a riichi hanchan (a hanchan file, an event table's `hanchan:`) in Russian and English: what the
 * reader, the settlement and the table rule say, each a function of the facts it names. A judge sees the Russian
 * (the desk, `--lang ru`), the English is the problem's `message`.
 */

/** A problem's text in both languages. */
export interface RiichiText {
  ru: string;
  en: string;
}

/** A list in words: `A, B и C` / `A, B and C`. */
function listOf(items: readonly string[], and: string): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

/** Where the winning tile came from, in Russian (the key stays as written). */
const FROM_RU: Record<string, string> = { discard: 'со сброса', wall: 'из стены', replacement: 'свободной костью', robbing: 'ограблением конга' };

/** Every riichi problem's text. */
export const RIICHI_TEXTS = {
  unknownKey: (key: string, known: readonly string[], more = ''): RiichiText => ({
    ru: `неизвестный ключ '${key}' (здесь бывают: ${known.join(', ')}${more ? `; ${more === 'deals' ? 'или deals' : more}` : ''})`,
    en: `unknown key '${key}' (keys here: ${known.join(', ')}${more ? `; or ${more}` : ''})`,
  }),
  unknownWinKey: (key: string, known: readonly string[]): RiichiText => ({
    ru: `неизвестный ключ '${key}' (здесь бывают: ${known.join(', ')}; введённый счётчик, например han или fu, — целое число)`,
    en: `unknown key '${key}' (keys here: ${known.join(', ')}; a counter typed, such as han or fu, is a whole number)`,
  }),
  notMapping: (): RiichiText => ({ ru: 'ханчан риичи — отображение: игроки (players) и сдачи (deals)', en: 'a riichi hanchan is a mapping with players and deals' }),
  seats: (): RiichiText => ({
    ru: 'players: четыре разных игрока в порядке мест Восток, Юг, Запад, Север в первой сдаче',
    en: 'players: four different players in seat order East, South, West, North at the first deal',
  }),
  notAtTable: (who: string, players: readonly string[]): RiichiText => ({
    ru: `'${who}' не сидит за этим столом (${players.join(', ')})`,
    en: `'${who}' does not sit at the table (${players.join(', ')})`,
  }),
  noDeals: (): RiichiText => ({ ru: 'deals: список сдач по порядку', en: 'deals: a list of the deals in order' }),
  dealNotMapping: (): RiichiText => ({ ru: 'сдача — отображение: riichi и одно из win, draw, chombo', en: 'a deal is a mapping: riichi, and one of win, draw, chombo' }),
  endings: (got: readonly string[]): RiichiText => ({
    ru: `сдача кончается одним способом: win, draw или chombo (указано: ${got.length === 0 ? 'ничего' : listOf(got, 'и')})`,
    en: `a deal ends one way: win, draw or chombo (got ${got.length === 0 ? 'none' : got.join(' and ')})`,
  }),
  draw: (): RiichiText => ({ ru: 'draw: {tenpai: [игроки в темпае, возможно никого]}', en: 'draw: {tenpai: [the players ready, possibly none]}' }),
  emptyWins: (): RiichiText => ({
    ru: 'win: победитель (отображение) или список победителей на один сброс; список пуст',
    en: 'win: the winner (a mapping), or a list of the winners on one discard; the list is empty',
  }),
  severalWinners: (): RiichiText => ({
    ru: 'несколько победителей в одной сдаче: каждый выигрывает на одном и том же сбросе (from: discard, один discarder)',
    en: 'several winners in one deal: each wins on the same discard (from: discard, the same discarder)',
  }),
  winNotMapping: (): RiichiText => ({
    ru: 'выигрыш — отображение: player, hand, from, discarder и обстоятельства выигрыша',
    en: 'a win is a mapping: player, hand, from, discarder, and its circumstances',
  }),
  handAndTyped: (typed: readonly string[]): RiichiText => ({
    ru: `выигрыш задаётся рукой или введёнными счётчиками (${typed.join(', ')}), не тем и другим сразу`,
    en: `a win gives its hand or its counters typed (${typed.join(', ')}), not both`,
  }),
  missingHand: (): RiichiText => ({
    ru: 'у выигрыша нужна рука победителя в нотации или введённые счётчики (han, fu)',
    en: "a win gives the winner's hand in the notation, or its counters typed (han, fu)",
  }),
  winFrom: (values: readonly string[]): RiichiText => ({ ru: `from: одно из ${values.join(', ')}`, en: `from: one of ${values.join(', ')}` }),
  discarderMissing: (from: string): RiichiText => ({
    ru: `у выигрыша ${FROM_RU[from] ?? from} указывается сбросивший (discarder)`,
    en: `a win from ${from} names the discarder`,
  }),
  discarderIsWinner: (): RiichiText => ({ ru: 'победитель не может быть сбросившим', en: 'the winner cannot be the discarder' }),
  discarderOnSelfDraw: (from: string): RiichiText => ({
    ru: `у выигрыша ${FROM_RU[from] ?? from} нет сбросившего`,
    en: `a win from ${from} has no discarder`,
  }),
  circumstance: (key: string, doc: string, got: string): RiichiText => ({
    ru: `${key}: неверное значение ${got} (${doc})`,
    en: `${key}: ${doc}; got ${got}`,
  }),
  typedWithCircumstances: (given: readonly string[]): RiichiText => ({
    ru: `при введённых счётчиках яку и доры уже посчитаны в хан: ${given.join(', ')} не указывается`,
    en: `a win with typed counters counts its yaku and dora in them: ${given.join(', ')} is not given`,
  }),
  afterEnd: (rounds: readonly string[], clause: string): RiichiText => ({
    ru: `ханчан окончился после последней сдачи раундов ${rounds.join(', ')} (${clause}); эта сдача — после конца`,
    en: `the hanchan ended after the last deal of the ${rounds.join(', ')} rounds (${clause}); this deal is after it`,
  }),
  headBump: (clause: string, first: string, discarder: string): RiichiText => ({
    ru: `на один сброс выигрывает один игрок (${clause}): выигрывает только ${first}, первый по ходу после ${discarder}; запишите только его выигрыш`,
    en: `one winner per discard (${clause}): only ${first}, first in turn after ${discarder}, wins; record only that win`,
  }),
  typedWorthless: (player: string, typed: string, regulation: string): RiichiText => ({
    ru: `${player}: введённые счётчики (${typed}) не дают руке стоимости по ${regulation}`,
    en: `${player}: the typed counters (${typed}) give the hand no value under ${regulation}`,
  }),
  noYaku: (player: string, hand: string, regulation: string): RiichiText => ({
    ru: `у руки ${player} ${hand} нет яку по ${regulation}: это не выигрыш (чомбо?)`,
    en: `${player}'s hand ${hand} has no yaku under ${regulation}: not a win (a chombo?)`,
  }),
  noRiichiRules: (regulation: string): RiichiText => ({
    ru: `в регламенте ${regulation} нет раздела riichi:, по которому считается ханчан`,
    en: `the regulation ${regulation} has no riichi: section to settle a hanchan with`,
  }),
  hanchanShape: (): RiichiText => ({
    ru: 'ханчан — это {deals: [...]} (как в файле ханчана) или {scores: {игрок: итоговый счёт}, sticks?, chombo?}',
    en: 'a hanchan is {deals: [...]} (as in a hanchan file) or {scores: {player: final score}, sticks?, chombo?}',
  }),
  hanchanPlayers: (given: string, table: readonly string[]): RiichiText => ({
    ru: `игроки ханчана (${given}) — не игроки этого стола (${table.join(', ')})`,
    en: `the hanchan's players (${given}) are not the table's (${table.join(', ')})`,
  }),
  scoresMissing: (): RiichiText => ({ ru: 'scores: итоговый счёт каждого игрока стола', en: 'scores: the final score of each player of the table' }),
  scoreOf: (player: string): RiichiText => ({ ru: `итоговый счёт ${player}: целое число очков`, en: `the final score of ${player}: a whole number of points` }),
  sticks: (): RiichiText => ({
    ru: 'sticks: палочки риичи, оставшиеся на столе после последней сдачи, целое число от 0',
    en: 'sticks: the riichi sticks left on the table after the last deal, a whole number from 0',
  }),
  handNotation: (player: string, hand: string, column: number, error: RiichiText): RiichiText => ({
    ru: `рука ${player} «${hand}», позиция ${column}: ${error.ru}`,
    en: `${player}'s hand "${hand}", column ${column}: ${error.en}`,
  }),
  liabilityNotInRules: (regulation: string): RiichiText => ({
    ru: `в регламенте ${regulation} нет ответственности (riichi.liability): уберите liable`,
    en: `the regulation ${regulation} has no liability (riichi.liability): remove liable`,
  }),
  liableIsWinner: (player: string): RiichiText => ({
    ru: `${player} не может отвечать за собственную руку: ответственный — тот, кто дал набор, завершивший её`,
    en: `${player} cannot be liable for his own hand: the liable player is the one who fed the set that completed it`,
  }),
  liabilityTyped: (player: string): RiichiText => ({
    ru: `${player}: с ответственным игроком запишите саму руку, а не счётчики, чтобы было видно, за какую руку он отвечает`,
    en: `${player}: with a liable player give the hand itself, not its counters, so that the hand he is liable for is seen`,
  }),
  liabilityHand: (player: string, hands: string, clause: string): RiichiText => ({
    ru: `в руке ${player} нет ни одной из рук, за которые отвечают (${hands}; ${clause}): уберите liable`,
    en: `${player}'s hand has none of the hands liability applies to (${hands}; ${clause}): remove liable`,
  }),
} as const;
