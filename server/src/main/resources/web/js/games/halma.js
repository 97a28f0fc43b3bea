// Halma 16 × 16: red's camp in the north-west corner, blue's in the south-east.
import { advanceRace, gridLabels, gridRows, racePiece } from './game.js';

const SIZE = 16;

/** Red's camp: a16–e16, a15–e15, a14–d14, a13–c13, a12–b12 (files counted from a = 0). */
const CAMP_WIDTH = /** @type {Record<number, number>} */ ({ 16: 5, 15: 5, 14: 4, 13: 3, 12: 2 });

/**
 * @param {number} file 0-based
 * @param {number} rank 1-based
 */
function campOf(file, rank) {
  if (file < (CAMP_WIDTH[rank] || 0)) return 'red';
  const mirrored = SIZE + 1 - rank;
  if (SIZE - 1 - file < (CAMP_WIDTH[mirrored] || 0)) return 'blue';
  return null;
}

/** @returns {import('./game.js').BoardLayout} */
function layout() {
  const rows = gridRows(SIZE, SIZE);
  /** @type {import('./game.js').SquareSpec[]} */
  const squares = [];
  for (let rank = SIZE; rank >= 1; rank--) {
    for (let file = 0; file < SIZE; file++) {
      const camp = campOf(file, rank);
      const shade = (file + rank) % 2 === 0 ? 'dark' : 'light';
      squares.push({
        name: String.fromCharCode(97 + file) + rank,
        x: file,
        y: SIZE - rank,
        zone: camp ? `${shade} camp camp-${camp}` : shade,
      });
    }
  }
  return { rows, squares, cell: 'square', decorations: gridLabels(SIZE, SIZE) };
}

/** @type {import('./game.js').GameModule} */
export const halma = {
  id: 'halma',
  chains: true,
  playerCounts: [2],
  options: [],
  colours: () => ['red', 'blue'],
  layout,
  piece: racePiece,
  // red's camp is the north-west corner: half a turn brings it to the bottom
  facing: (colour) => (colour === 'red' ? 180 : 0),
  advance: advanceRace,
  noun: 'square',
};
