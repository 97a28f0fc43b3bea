// How the analysis board words the engine's answer (BrowserEngine.analyse): scores are from the
// side to move's view, shown in the game's unit (points, or moves of a race) as the review counts
// them; a forced result comes as `winsIn`, the side to move's own
// moves to it (negative when it loses), so the page never decodes a score itself.
import { colourName, lang, t } from '../i18n.js';

/**
 * @param {number} score
 * @param {number | null} winsIn
 * @param {string} side the colour to move
 * @param {string} other the other colour (two players)
 * @param {{unit: string, unitScore: number}} scale the game's unit and what one is worth in scores
 */
export function scoreText(score, winsIn, side, other, scale) {
  if (winsIn !== null) return t('analysis.winsIn', { side: colourName(winsIn > 0 ? side : other), n: Math.abs(winsIn) });
  const amount = score / scale.unitScore;
  const number = new Intl.NumberFormat(lang(), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (amount >= 0 ? '+' : '−') + number.format(Math.abs(amount)) + ' '
    + t((singular(Math.abs(amount), number) ? 'review.unitOne.' : 'review.unit.') + scale.unit);
}

/**
 * Whether an amount as `number` writes it takes the singular: French and English differ (0,8 point
 * but 0.8 points; 1 point in both).
 * @param {number} amount
 * @param {Intl.NumberFormat} number
 */
export function singular(amount, number) {
  const { minimumFractionDigits, maximumFractionDigits } = number.resolvedOptions();
  return new Intl.PluralRules(lang(), { minimumFractionDigits, maximumFractionDigits }).select(amount) === 'one';
}

/**
 * The share of the bar of the first colour, 0 to 100: a forced result fills it, an advantage of
 * a few hundredths moves it a little (a typical move of a race is worth about 50).
 * @param {number} score
 * @param {number | null} winsIn
 * @param {boolean} firstToMove
 */
export function barShare(score, winsIn, firstToMove) {
  const firstWins = winsIn === null ? null : (winsIn > 0) === firstToMove;
  if (firstWins !== null) return firstWins ? 100 : 0;
  return 50 + 50 * Math.tanh((firstToMove ? score : -score) / 400);
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
