// The closed set of games the front end knows how to draw, and their boards from the catalog.
import { catalog, catalogGame, setupOf } from '../catalog.js';
import { chineseCheckers } from './chinese-checkers.js';
import { halma } from './halma.js';
import { jungle } from './jungle.js';
import { boardLayout } from './game.js';

/** @type {import('./game.js').GameModule[]} */
const MODULES = [chineseCheckers, halma, jungle];

/**
 * @param {string} id
 * @returns {import('./game.js').GameModule | null}
 */
export function gameModule(id) {
  return MODULES.find((g) => g.id === id) || null;
}

/** The catalog's games this front end can draw, in the catalog's order. */
export function playableGames() {
  return catalog().games.filter((g) => gameModule(g.id));
}

/**
 * A game's module, its setup for that many players (by default the game's default count) and
 * the board to draw.
 * @param {string} id
 * @param {number} [players]
 * @returns {{game: import('./game.js').GameModule, setup: import('../catalog.js').Setup,
 *   layout: import('./game.js').BoardLayout} | null}
 */
export function boardFor(id, players) {
  const game = gameModule(id);
  const setup = setupOf(id, players ?? catalogGame(id)?.players[0]);
  return game && setup ? { game, setup, layout: boardLayout(game, setup) } : null;
}
