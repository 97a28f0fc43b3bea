// The closed set of games the front end knows how to draw.
import { chineseCheckers } from './chinese-checkers.js';
import { halma } from './halma.js';
import { jungle } from './jungle.js';

/** @type {import('./game.js').GameModule[]} */
export const GAMES = [chineseCheckers, halma, jungle];

/**
 * @param {string} id
 * @returns {import('./game.js').GameModule | null}
 */
export function gameModule(id) {
  return GAMES.find((g) => g.id === id) || null;
}
