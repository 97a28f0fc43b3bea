// How the analysis board words the engine's answer (BrowserEngine.analyse): scores are from the
// side to move's view, in hundredths, or a forced result beyond ±WIN_BOUND (ai's Scores).
import { colourName, lang, t } from '../i18n.js';

const WIN = 1_000_000;
const WIN_BOUND = WIN - 1_000;

/**
 * @param {number} score
 * @param {string} side the colour to move
 * @param {string} other the other colour (two players)
 */
export function scoreText(score, side, other) {
  if (score > WIN_BOUND) return t('analysis.winsIn', { side: colourName(side), n: Math.ceil((WIN - score) / 2) });
  if (score < -WIN_BOUND) return t('analysis.winsIn', { side: colourName(other), n: Math.ceil((WIN + score) / 2) });
  return (score >= 0 ? '+' : '−') + (Math.abs(score) / 100).toLocaleString(lang(), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/**
 * Whether a score is a forced result rather than an estimate.
 * @param {number} score
 */
export function isForced(score) {
  return Math.abs(score) > WIN_BOUND;
}

/**
 * The share of the bar of the first colour, 0 to 100: a forced result fills it, an advantage of
 * a few hundredths moves it a little (a typical move of a race is worth about 50).
 * @param {number} score
 * @param {boolean} firstToMove
 */
export function barShare(score, firstToMove) {
  const first = firstToMove ? score : -score;
  if (Math.abs(first) > WIN_BOUND) return first > 0 ? 100 : 0;
  return 50 + 50 * Math.tanh(first / 400);
}

/**
 * Each seat's estimated moves to finish (3+ players), in turn order.
 * @param {(number | null)[]} seats
 * @param {string[]} colours
 */
export function seatTexts(seats, colours) {
  return seats.map((moves, i) => {
    const colour = colourName(colours[i]);
    if (moves === null) return t('analysis.seatUnknown', { colour });
    return moves === 0 ? t('analysis.seatFinished', { colour }) : t('analysis.seat', { colour, n: moves });
  });
}
