// Dou Shou Qi (Jungle): 7 × 9 board, dens, traps, rivers and the eight animals.
import { gridLabels, gridRows } from './game.js';

const FILES = 7;
const RANKS = 9;
const RANK_OF = /** @type {Record<string, number>} */ ({ R: 1, C: 2, D: 3, W: 4, P: 5, T: 6, L: 7, E: 8 });

/** @param {string} name e.g. "d1" */
function zoneOf(name) {
  if (name === 'd1') return 'den den-red';
  if (name === 'd9') return 'den den-blue';
  if (['c1', 'e1', 'd2'].includes(name)) return 'trap trap-red';
  if (['c9', 'e9', 'd8'].includes(name)) return 'trap trap-blue';
  const file = name[0];
  const rank = Number(name.slice(1));
  if (rank >= 4 && rank <= 6 && 'bcef'.includes(file)) return 'water';
  return 'land';
}

/** @returns {import('./game.js').BoardLayout} */
function layout() {
  const rows = gridRows(FILES, RANKS);
  const squares = rows.flat().map((name) => ({
    name,
    x: name.charCodeAt(0) - 97,
    y: RANKS - Number(name.slice(1)),
    zone: zoneOf(name),
  }));
  return { rows, squares, cell: 'square', decorations: gridLabels(FILES, RANKS) };
}

/**
 * @param {string} letter
 * @returns {import('./game.js').PieceInfo | null}
 */
function piece(letter) {
  const animal = letter.toUpperCase();
  if (!RANK_OF[animal]) return null;
  return { colour: letter === animal ? 'red' : 'blue', animal, rank: RANK_OF[animal] };
}

/** @type {import('./game.js').GameModule} */
export const jungle = {
  id: 'jungle',
  chains: false,
  playerCounts: [2],
  options: [],
  colours: () => ['red', 'blue'],
  layout,
  piece,
  facing: (colour) => (colour === 'blue' ? 180 : 0),
  // fields: side, plies since the last capture, move number (grows after blue moves)
  advance: (fields, info) => [
    info.next[0],
    String(info.capture ? 0 : (Number(fields[1]) || 0) + 1),
    String(info.newRound ? (Number(fields[2]) || 1) + 1 : Number(fields[2]) || 1),
  ],
  noun: 'square',
};
