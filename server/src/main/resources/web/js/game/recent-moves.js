// The moves the viewer has not answered yet: every other player's since the viewer's own last
// move, so that with 3 to 6 players each of the others' moves can be seen, not only the last one.
import { pathSquares } from '../notation.js';

/**
 * @param {import('../types.js').Ply[]} plies
 * @param {number} n        plies shown
 * @param {number} players
 * @param {(seat: number) => boolean} isViewer  the seats whose moves are the viewer's own
 * @returns {string[][]} the moves' squares, oldest first: at most one round, passes left out
 */
export function movesSinceViewer(plies, n, players, isViewer) {
  const recent = [];
  for (let i = n - 1; i >= 0 && i >= n - (players - 1); i--) {
    if (isViewer(plies[i].seat)) break;
    if (plies[i].path !== 'pass') recent.unshift(pathSquares(plies[i].path));
  }
  return recent;
}
