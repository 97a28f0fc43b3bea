// Dou Shou Qi (Jungle): square cells, land where the catalog names no zone, and the eight animals.
import { gridLabels, zoneClasses } from './game.js';

/** The number written on each animal (JU-2), by its notation letter. */
const RANK_OF = /** @type {Record<string, number>} */ ({ R: 1, C: 2, D: 3, W: 4, P: 5, T: 6, L: 7, E: 8 });

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
  cell: 'square',
  noun: 'square',
  piece,
  zoneClass: (square) => zoneClasses(square) || 'land',
  decorations: gridLabels,
};
