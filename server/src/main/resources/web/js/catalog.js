// The game facts the server publishes once (GET /api/catalog, docs/protocol.md): player counts,
// options, colours, board layouts, facing and levels, all from the engine. The front end keeps
// no copy of them: each page that reads the catalog loads it before it draws anything.
import { fetchCatalog } from './api.js';

/**
 * @typedef {{kind: 'camp', colour: string, inPlay: boolean} | {kind: 'water'}
 *   | {kind: 'trap', side: string} | {kind: 'den', side: string}} Zone
 *
 * @typedef {Object} CatalogSquare
 * @property {string} name
 * @property {number} x      centre, board units, to the east
 * @property {number} y      centre, board units, to the south (downwards on screen)
 * @property {Zone[]} zones
 *
 * @typedef {Object} Setup   one player count of one game
 * @property {number} players
 * @property {string[]} colours   in turn order, seat 0 first
 * @property {{rows: CatalogSquare[][], facing: Record<string, number>}} board
 *
 * @typedef {Object} CatalogGame
 * @property {string} id
 * @property {number[]} players   the default first
 * @property {string[]} options
 * @property {Setup[]} setups
 *
 * @typedef {Object} Catalog
 * @property {number[]} levels
 * @property {CatalogGame[]} games
 */

/** @type {Catalog | null} */
let loaded = null;

/** Fetches the catalog (once per page). */
export async function loadCatalog() {
  if (!loaded) loaded = await fetchCatalog();
  return loaded;
}

/** The catalog, once loadCatalog() has resolved. */
export function catalog() {
  if (!loaded) throw new Error('the catalog is read after loadCatalog() (each page script awaits it first)');
  return loaded;
}

/**
 * @param {string} id
 * @returns {CatalogGame | null}
 */
export function catalogGame(id) {
  return catalog().games.find((g) => g.id === id) || null;
}

/**
 * @param {string} id
 * @param {number} players
 * @returns {Setup | null}
 */
export function setupOf(id, players) {
  const game = catalogGame(id);
  return (game && game.setups.find((s) => s.players === players)) || null;
}
