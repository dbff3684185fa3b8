/**
 * The words of the standings' notes on stages (a tie at a cut or at the choice of finalists, a final not played by the
 * best), in Russian and English: the English as the notes' `message` has always read, the Russian for the judge's
 * desk and `--lang ru` (issue 18). Input: the note's facts. Output: both texts.
 */
import type { Bilingual } from '../ir/common.js';
import type { StandingKey } from '../ir/tournament.js';
import type { PlayerId } from './types.js';

/**
 * The criteria of the standings by name, in Russian (English keeps the keys, as the notes always wrote them), keyed
 * by the regulation's keys (StandingKey) as written in it.
 */
const KEY_RU: Record<StandingKey, string> = { 'points': 'очки', 'vists': 'висты', 'mahjongs': 'маджонги', 'game-points': 'игровые очки' };

/** Where players were found equal: at a formula's step, at a cut or at the choice of finalists (`keep` go on). */
export type TieAt = { kind: 'formula'; id: string; name?: Bilingual | undefined; clause: string } | { kind: 'cut' | 'finalists'; keep: number };

/** The note on players equal on every criterion where some of them go on: the order taken is by player id. */
export function tieNoteText(round: number, players: readonly PlayerId[], keys: readonly StandingKey[], at: TieAt): Bilingual {
  const who = players.join(', ');
  const ru = keys.map((k) => KEY_RU[k]).join(', ');
  const en = keys.join(', ');
  if (at.kind === 'formula') {
    return {
      ru: `после тура ${round}: ${who} равны по всем показателям (${ru}) там, где формула «${at.name?.ru ?? at.id}» (${at.clause}) решает, кто проходит дальше; порядок взят по кодам игроков`,
      en: `after round ${round}: ${who} are equal on every criterion (${en}) where the formula ${at.id} (${at.clause}) decides who goes on; the order taken is by player id`,
    };
  }
  return {
    ru: `после тура ${round}: ${who} равны по всем показателям (${ru}) ${at.kind === 'cut' ? 'на отсечении' : 'при выборе финалистов'} (дальше проходят ${at.keep}); порядок взят по кодам игроков`,
    en: `after round ${round}: ${who} are equal on every criterion (${en}) at the ${at.kind === 'cut' ? 'cut' : 'choice of finalists'} (${at.keep} go on); the order taken is by player id`,
  };
}

/** The note on players equal at the choice of finalists when the final was played (its players are the best). */
export function finalTieNoteText(round: number, players: readonly PlayerId[]): Bilingual {
  return {
    ru: `после тура ${round}: ${players.join(', ')} равны по всем показателям при выборе финалистов`,
    en: `after round ${round}: ${players.join(', ')} are equal on every criterion at the choice of finalists`,
  };
}

/** The note on a final played by others than the best `n` after the last qualifying round. */
export function finalPlayersNoteText(finalRound: number, seated: readonly PlayerId[], n: number, lastQualifying: number, expected: readonly PlayerId[]): Bilingual {
  return {
    ru: `финал (тур ${finalRound}) играли ${seated.join(', ')}; лучшие ${n} после тура ${lastQualifying}: ${expected.join(', ')}`,
    en: `the final (round ${finalRound}) was played by ${seated.join(', ')}; the best ${n} after round ${lastQualifying} are ${expected.join(', ')}`,
  };
}

/** The note on a formula's final played by others than the players the formula sent. */
export function formulaFinalPlayersNoteText(finalRound: number, seated: readonly PlayerId[], formula: { id: string; name?: Bilingual | undefined }, sent: readonly PlayerId[]): Bilingual {
  return {
    ru: `финал (тур ${finalRound}) играли ${seated.join(', ')}; формула «${formula.name?.ru ?? formula.id}» отправила в финал ${sent.join(', ')}`,
    en: `the final (round ${finalRound}) was played by ${seated.join(', ')}; the formula ${formula.id} sent ${sent.join(', ')}`,
  };
}
