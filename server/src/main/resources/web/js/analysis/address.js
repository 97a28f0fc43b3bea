// The analysis board's address for a position, as its page reads it (analysis-page.js, loadFrom):
// the game, its players and options, and the position in notation.
import { lang } from '../i18n.js';

/**
 * @param {string} game
 * @param {{players?: number, options?: string[]}} setting
 * @param {string} position
 */
export function positionAddress(game, { players, options }, position) {
  const query = new URLSearchParams({ game });
  if (players) query.set('players', String(players));
  if (options?.length) query.set('options', options.join(','));
  query.set('position', position);
  return `/${lang()}/analysis?${query}`;
}
