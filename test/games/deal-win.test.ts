/**
 * The circumstances a deal states for its winner under `win:`, per game (games/index.ts dealWinOf, GameModule.dealWin):
 * classical mahjong's (the core's list, also MCR's, which has no list of its own) and riichi's; each reader takes only
 * its game's keys, and an unknown key's message lists only those.
 */
import { describe, expect, it } from 'vitest';
import { compileRegulationFile, dealWinOf, readRiichiHanchan } from '../../games/index.js';

const keysOf = (file: string) => dealWinOf(compileRegulationFile(file).ir!).map((c) => c.key);

describe('dealWinOf', () => {
  it('classical mahjong: the last tile, immediate calling, heavenly and earthly hands, kong on kong, the last of its kind', () => {
    const classical = ['last-tile', 'immediate-calling', 'heavenly', 'earthly', 'kong-on-kong', 'last-of-kind'];
    expect(keysOf('regulations/repino-2008.yaml')).toEqual(classical);
    expect(keysOf('regulations/mcr-2006.yaml')).toEqual(classical);
  });

  it('riichi: haitei/houtei, tenhou, chiihou, double riichi, ippatsu, renhou and the indicators (riichi itself is the deal\'s list)', () => {
    expect(keysOf('regulations/riichi-ema-2016.yaml')).toEqual(['last-tile', 'heavenly', 'earthly', 'double-riichi', 'ippatsu', 'renhou', 'dora', 'ura']);
  });
});

describe('a riichi hanchan file', () => {
  it('refuses a classical circumstance under win: and lists riichi\'s keys only', () => {
    const { problems } = readRiichiHanchan({
      players: ['A', 'B', 'C', 'D'],
      deals: [{ win: { player: 'A', hand: '123m456m789m123p5p+5p', from: 'wall', 'kong-on-kong': true } }],
    });
    expect(problems).toEqual([{
      code: 'deal/format', path: ['deals', 0, 'win', 'kong-on-kong'],
      message: "unknown key 'kong-on-kong' (keys here: player, hand, from, discarder, liable, last-tile, heavenly, earthly, double-riichi, ippatsu, renhou, dora, ura; a counter typed, such as han or fu, is a whole number)",
      text: {
        en: "unknown key 'kong-on-kong' (keys here: player, hand, from, discarder, liable, last-tile, heavenly, earthly, double-riichi, ippatsu, renhou, dora, ura; a counter typed, such as han or fu, is a whole number)",
        ru: "неизвестный ключ 'kong-on-kong' (здесь бывают: player, hand, from, discarder, liable, last-tile, heavenly, earthly, double-riichi, ippatsu, renhou, dora, ura; введённый счётчик, например han или fu, — целое число)",
      },
    }]);
  });
});
