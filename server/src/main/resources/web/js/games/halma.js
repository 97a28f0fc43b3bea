// Halma: a chequered board of square cells with its coordinates.
import { gridLabels, racePiece, zoneClasses } from './game.js';

/** @type {import('./game.js').GameModule} */
export const halma = {
  id: 'halma',
  chains: true,
  cell: 'square',
  noun: 'square',
  piece: racePiece,
  zoneClass: (square) => [(square.x + square.y) % 2 === 0 ? 'dark' : 'light', zoneClasses(square)].join(' ').trim(),
  decorations: gridLabels,
};
