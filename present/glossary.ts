/**
 * The one glossary of reglament, Russian and English: the judges' words as the regulation texts use them (вист,
 * пуля, гора, маджонг, лимит, сдача, тур...). The guides (docs/glossary.md and docs/ru/glossary.md are generated
 * from it), the `--help` texts and the desk use these words; `avoid` lists the Russian words that must not stand in
 * for a term (anglicisms and wrong words), and test/docs/glossary.test.ts looks for them in every Russian text.
 */

/**
 * A term: the Russian and English words, what it means, and the Russian words not to use for it (whole words; a
 * final `*` stands for any ending).
 */
export interface GlossaryTerm {
  ru: string;
  en: string;
  about?: { ru: string; en: string };
  avoid?: readonly string[];
}

/** A section of the glossary. */
export interface GlossarySection {
  title: { ru: string; en: string };
  terms: readonly GlossaryTerm[];
}

/** The glossary, section by section. */
export const GLOSSARY: readonly GlossarySection[] = [
  {
    title: { ru: 'Турнир', en: 'The tournament' },
    terms: [
      { ru: 'регламент', en: 'regulation', about: { ru: 'правила турнира: подсчёт, проведение, штрафы; в reglament — файл YAML', en: "an event's rules: scoring, running it, penalties; in reglament a YAML file" } },
      { ru: 'пункт', en: 'clause', about: { ru: 'место в тексте регламента, на которое ссылается правило', en: 'the place in the regulation text a rule cites' } },
      { ru: 'допущение', en: 'assumption', about: { ru: 'как файл толкует неясный или молчащий текст; комиссия его утверждает', en: 'how the file reads an unclear or silent text; the committee confirms it' }, avoid: ['ассумпци*'] },
      { ru: 'иначе', en: 'alternative', about: { ru: 'другое толкование допущения', en: "the other reading of an assumption" } },
      { ru: 'тур', en: 'round', about: { ru: 'часть турнира, одна рассадка; за столом — несколько сдач', en: 'one seating of the event; several deals at each table' } },
      { ru: 'стол', en: 'table' },
      { ru: 'сдача', en: 'deal', about: { ru: 'одна игра от раздачи до маджонга (ху) или пересдачи; в преферансе — до конца розыгрыша', en: 'one game from the deal to a mahjong (hu) or a redeal; in preference, one deal played' } },
      { ru: 'пересдача', en: 'redeal', about: { ru: 'сдача без победителя', en: 'a deal nobody won' } },
      { ru: 'турнирные очки (ТО)', en: 'tournament points', about: { ru: 'очки за место за столом (и бонусы), по ним строится турнирная таблица', en: 'points for the place at the table (and bonuses) that the standings add up' } },
      { ru: 'игровые очки (ИО)', en: 'game points', about: { ru: 'результат сдач в сычуаньском маджонге', en: 'the result of the deals in Sichuan mahjong' } },
      { ru: 'турнирная таблица', en: 'standings', avoid: ['стендинг*', 'стэндинг*'] },
      { ru: 'дополнительный показатель', en: 'tie-break', about: { ru: 'что решает место при равенстве очков: сумма вистов, число маджонгов...', en: 'what decides a place between equal points: the vists, the mahjongs...' }, avoid: ['тай-брейк*', 'тайбрейк*'] },
      { ru: 'рассадка', en: 'seating', avoid: ['сидинг*'] },
      { ru: 'по жребию', en: 'by lot' },
      { ru: 'итальянская система', en: 'strongest with strongest', about: { ru: 'рассадка «сильнейший с сильнейшим» по турнирной таблице', en: 'seating by the standings, the strongest together' } },
      { ru: 'олимпийская система', en: 'knockout', about: { ru: 'дальше проходят лучшие каждого стола', en: 'the best of each table go on' } },
      { ru: 'отборочный тур', en: 'qualifying round' },
      { ru: 'отсев', en: 'cut', about: { ru: 'после тура дальше играют только лучшие', en: 'after a round only the best play on' } },
      { ru: 'финал', en: 'final' },
      { ru: 'призовые места', en: 'prize places' },
      { ru: 'замена', en: 'substitution', about: { ru: 'новый игрок продолжает результат выбывшего', en: "a new player carries on the results of the one who left" } },
      { ru: 'снятие с турнира', en: 'withdrawal' },
      { ru: 'штраф', en: 'penalty' },
      { ru: 'штраф вне расчёта', en: 'penalty paid to nobody', about: { ru: 'висты, которые виновный теряет, но никто не получает', en: 'vists the offender loses and nobody receives' } },
      { ru: 'дисквалификация', en: 'disqualification' },
      { ru: 'судья', en: 'judge' },
      { ru: 'стол судьи', en: "judge's desk", about: { ru: 'reglament в браузере (reglament serve)', en: 'reglament in the browser (reglament serve)' } },
      { ru: 'протокол турнира', en: 'event store', about: { ru: 'файл SQLite, в который записи только добавляются', en: 'an SQLite file that entries are only ever added to' }, avoid: ['хранилищ*'] },
      { ru: 'запись протокола', en: 'entry' },
      { ru: 'исправление', en: 'correction', about: { ru: 'новая запись, заменяющая прежнюю; прежняя остаётся в истории', en: 'a new entry replacing an older one, which stays in the history' } },
      { ru: 'зерно жеребьёвки', en: 'seed', about: { ru: 'число, от которого зависят все жеребьёвки турнира', en: "the number all the event's draws depend on" }, avoid: ['сид', 'сида', 'сидом'] },
      { ru: 'комиссия по правилам', en: 'rule committee' },
      { ru: 'сравнение регламентов', en: 'diff', avoid: ['дифф*'] },
      { ru: 'влияние изменения', en: 'impact', avoid: ['импакт*'] },
    ],
  },
  {
    title: { ru: 'Маджонг', en: 'Mahjong' },
    terms: [
      { ru: 'маджонг', en: 'mahjong', about: { ru: 'собранная рука и её объявление; в текстах также «Ма-Джонг»', en: 'a complete hand and its declaration; the texts also write «Ма-Джонг»' } },
      { ru: 'висты', en: 'vists', about: { ru: 'очки сдачи в классическом маджонге', en: 'the score units of a classical deal' } },
      { ru: 'рука', en: 'hand' },
      { ru: 'кость', en: 'tile', avoid: ['тайл*'] },
      { ru: 'символы, доты, бамбуки', en: 'characters, dots, bamboo', about: { ru: 'масти: m, p, s в нотации', en: 'the suits: m, p, s in the notation' } },
      { ru: 'онеры', en: 'honors', about: { ru: 'ветры и драконы (z)', en: 'winds and dragons (z)' } },
      { ru: 'терминалы', en: 'terminals', about: { ru: 'единицы и девятки мастей', en: 'ones and nines of the suits' } },
      { ru: 'мажоры, миноры', en: 'majors, minors', about: { ru: 'мажоры — онеры и терминалы; миноры — 2–8', en: 'majors: honors and terminals; minors: 2-8' } },
      { ru: 'цветы и сезоны', en: 'flowers and seasons' },
      { ru: 'комбинация', en: 'meld (set)', about: { ru: 'чоу, панг, конг или пара', en: 'a chow, pung, kong or pair' }, avoid: ['мелд*'] },
      { ru: 'чоу, панг, конг, пара', en: 'chow, pung, kong, pair' },
      { ru: 'открытая, закрытая', en: 'exposed, concealed', about: { ru: 'открытая — с костью с кона (снос), выложена на стол', en: 'exposed: with a discarded tile, laid on the table' } },
      { ru: 'стена', en: 'wall' },
      { ru: 'снос', en: 'discard', about: { ru: 'кость, снесённая игроком; в сычуаньских правилах — «сброс»', en: 'a tile a player throws; the Sichuan rules say «сброс»' } },
      { ru: 'свободная кость', en: 'loose tile', about: { ru: 'кость, добираемая после конга', en: 'the replacement tile drawn after a kong' } },
      { ru: 'ограбление конга', en: 'robbing the kong' },
      { ru: 'просящая рука', en: 'calling hand', about: { ru: 'до маджонга не хватает одной кости', en: 'one tile short of mahjong' } },
      { ru: 'собственный ветер', en: 'seat wind' },
      { ru: 'преимущественный ветер', en: 'prevailing wind', about: { ru: 'он же ветер раунда', en: 'the round wind' }, avoid: ['ветер круга', 'ветра круга'] },
      { ru: 'Восток', en: 'East', about: { ru: 'сдающий; платит и получает вдвойне, если так решает регламент', en: 'the dealer; pays and receives double where the regulation says so' } },
      { ru: 'удвоение', en: 'doubling' },
      { ru: 'внутреннее удвоение', en: 'internal doubling', about: { ru: 'удвоение, дающее право объявить маджонг', en: 'a doubling that allows a mahjong to be declared' } },
      { ru: '«Дом полон» (лимит)', en: 'house limit', about: { ru: 'предел стоимости руки', en: "the cap of a hand's value" } },
      { ru: 'лимитированная комбинация', en: 'limit hand', about: { ru: 'стоит лимит (или его долю, или двойной лимит)', en: 'worth the limit (or a fraction of it, or double)' } },
      { ru: 'ложный маджонг', en: 'false mahjong' },
      { ru: 'мёртвая рука', en: 'dead hand' },
      { ru: 'разбор', en: 'reading', about: { ru: 'как кости руки разложены на комбинации', en: 'how the tiles of a hand are split into sets' } },
      { ru: 'ожидание', en: 'wait' },
      { ru: 'небесная рука, земная рука', en: 'heavenly hand, earthly hand' },
      { ru: 'расчёт сдачи', en: 'ledger (settlement)', about: { ru: 'кто кому сколько платит и по какому правилу', en: 'who pays whom how much by which rule' } },
    ],
  },
  {
    title: { ru: 'Сычуаньский маджонг', en: 'Sichuan mahjong' },
    terms: [
      { ru: 'ху', en: 'hu', about: { ru: 'маджонг в сычуаньских правилах; объявивший выходит из сдачи', en: 'a win under the Sichuan rules; the winner leaves the deal' } },
      { ru: 'фан', en: 'fan', about: { ru: 'удвоение стоимости руки', en: "a doubling of the hand's value" } },
      { ru: 'корень', en: 'root', about: { ru: 'четыре одинаковые кости в руке не одним объявленным конгом', en: 'four equal tiles in the hand that are not one declared kong' } },
      { ru: 'запрещённая масть', en: 'void suit', about: { ru: 'масть, которую игрок выбрал не собирать', en: 'the suit a player chose not to collect' }, avoid: ['пустая масть', 'пустой масти', 'пустую масть', 'отсутствующая масть'] },
      { ru: 'ложное ху', en: 'false hu' },
      { ru: 'непроверяемый фуритен', en: 'unverifiable furiten' },
      { ru: 'игровая сессия', en: 'game session', about: { ru: 'сдачи одного стола в одном туре', en: 'the deals of one table in one round' } },
      { ru: 'шкала прогрессивного штрафа', en: 'progressive scale', about: { ru: '0 (предупреждение), 2, 4, 8, 16, 24, 48 игровых очков', en: '0 (a warning), 2, 4, 8, 16, 24, 48 game points' } },
      { ru: 'незначительное нарушение', en: 'minor violation' },
    ],
  },
  {
    title: { ru: 'Преферанс', en: 'Preference' },
    terms: [
      { ru: 'пуля', en: 'pool; pulya', about: { ru: 'запись очков сыгранных игр; так же называют всю игру и её лист', en: 'where made games are written; also the whole game and its sheet' }, avoid: ['пул', 'пула', 'пулом'] },
      { ru: 'гора', en: 'mountain', about: { ru: 'штрафные очки игрока', en: "a player's penalty points" }, avoid: ['маунтин*'] },
      { ru: 'висты (на игрока)', en: 'whists', about: { ru: 'что вистующий пишет на разыгрывающего; итог пули — в вистах', en: 'what a defender writes on the declarer; the result of a pulya is in whists' } },
      { ru: 'разыгрывающий', en: 'declarer' },
      { ru: 'вистующий', en: 'defender (whister)' },
      { ru: 'сдающий', en: 'dealer', about: { ru: 'вчетвером сдающий сам не играет', en: 'at four the dealer sits the deal out' } },
      { ru: 'вист, пас, полвиста', en: 'whist, pass, half-whist' },
      { ru: 'возврат виста', en: 'returned whist' },
      { ru: 'игра (контракт)', en: 'contract', about: { ru: '6–10 взяток, мизер или распасы', en: '6-10 tricks, misère or all-pass' } },
      { ru: 'взятка', en: 'trick' },
      { ru: 'пики, трефы, бубны, червы; без козыря', en: 'spades, clubs, diamonds, hearts; no trumps', about: { ru: 'с числом: «7 пик», «6 без козыря»', en: "with the number: '7 spades', '6 no trumps'" } },
      { ru: 'подсад', en: 'failed game (undertricks)', about: { ru: 'разыгрывающий не взял заказанного', en: 'the declarer took fewer tricks than his contract' } },
      { ru: 'консоляция', en: 'consolation', about: { ru: 'висты вистующих за подсад разыгрывающего', en: "the defenders' whists for the declarer's undertricks" } },
      { ru: 'ответственность за вист', en: 'whist responsibility', about: { ru: 'вистующий платит за недобор своих взяток (полуответственный вист — половину)', en: 'a defender answers for his missing tricks (half-responsible: for half)' } },
      { ru: 'джентльменский вист', en: "gentleman's whist", about: { ru: 'висты делятся пополам между вистующим и спасовавшим', en: 'the whists are split in halves between the whister and the passer' } },
      { ru: 'распасы', en: 'all-pass' },
      { ru: 'мизер', en: 'misère' },
      { ru: 'прикуп', en: 'widow' },
      { ru: 'последний круг', en: 'last round', about: { ru: 'объявляется перед концом тура; затем играется ещё несколько сдач', en: 'announced before the end of a round; then a few more deals are played' } },
    ],
  },
];

/** Every term of the glossary. */
export function glossaryTerms(): GlossaryTerm[] {
  return GLOSSARY.flatMap((s) => [...s.terms]);
}

/** A pattern that finds a word of an `avoid` list in a Russian text (case-insensitive, whole words). */
export function avoidPattern(word: string): RegExp {
  const stem = word.endsWith('*');
  const text = (stem ? word.slice(0, -1) : word).replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
  return new RegExp(`(?<![а-яёa-z])${text}${stem ? '' : '(?![а-яёa-z])'}`, 'iu');
}
