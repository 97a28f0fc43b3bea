// The Learn pages' half of docs/protocol.md: stateless judging of diagrams, reports, version.
import { ApiError } from '../api.js';

/**
 * @typedef {Object} Diagram   a position to try moves on (web/learn/*.json)
 * @property {number} [players]
 * @property {string[]} [options]
 * @property {string} position
 * @property {Record<string, string>} [labels]  square → a letter the text refers to
 * @property {Array<{move: string, legal: boolean, rule?: string, wins?: boolean, drawn?: boolean}>} [tries]
 *
 * @typedef {Object} Judgement  the server's answer to a tried move
 * @property {boolean} legal
 * @property {string} [move]     the path played (a chain for a start-end of one)
 * @property {string} [position] the position after it
 * @property {{over: boolean, winner?: string, drawn?: string}} [status]
 * @property {string} [rule]     the rule that refuses it
 * @property {string} [kind]     the kind of refusal, worded by the page (docs/protocol.md, Errors)
 * @property {Record<string, string | number>} [params]  its squares, sides, animals and numbers
 * @property {string} [reason]   the engine's English reason, for logs
 * @property {boolean} [finished]      a race move: the side has filled its target camp
 * @property {number | null} [fewest]  a race move: own moves still needed, by the race solver
 */

/**
 * @param {string} path
 * @param {any} body
 */
async function post(path, body) {
  let response;
  try {
    response = await fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  } catch {
    throw new ApiError('network');
  }
  const answer = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (answer && answer.error) || { code: 'server', message: '' };
    throw new ApiError(error.code, error.message, response.status);
  }
  return answer;
}

/**
 * @param {string} game
 * @param {Diagram} diagram
 */
function settingsOf(game, diagram) {
  /** @type {Record<string, any>} */
  const body = { game, position: diagram.position };
  if (diagram.players) body.players = diagram.players;
  if (diagram.options && diagram.options.length) body.options = diagram.options;
  return body;
}

/**
 * @param {string} game
 * @param {Diagram} diagram
 * @param {string} move
 * @returns {Promise<Judgement>}
 */
export function judge(game, diagram, move) {
  return post('/api/judge', { ...settingsOf(game, diagram), move });
}

/**
 * One own move of a race exercise: the position after it has the same side to move again.
 * @param {string} game
 * @param {Diagram} diagram
 * @param {string} move
 * @returns {Promise<Judgement>}
 */
export function raceMove(game, diagram, move) {
  return post('/api/race', { ...settingsOf(game, diagram), move });
}

/**
 * @param {string} game
 * @param {Diagram} diagram
 * @returns {Promise<{legal: string[]}>}
 */
export function legalMoves(game, diagram) {
  return post('/api/legal', settingsOf(game, diagram));
}

/**
 * A computer game from a diagram's position; the reader takes the side to move.
 * @param {string} game
 * @param {Diagram} diagram
 * @param {number} seat
 * @returns {Promise<{id: string, token: string}>}
 */
export function continueAgainstComputer(game, diagram, seat) {
  return post('/api/games', { ...settingsOf(game, diagram), mode: 'computer', seat, level: 3 });
}

/**
 * @param {{game: string, edition: string, position: string | null, passage: string, language: string, message: string}} report
 * @returns {Promise<{id: number}>}
 */
export function sendReport(report) {
  return post('/api/reports', report);
}

/** @returns {Promise<{version: string, commit: string}>} */
export async function fetchVersion() {
  const response = await fetch('/api/version');
  if (!response.ok) throw new ApiError('server');
  return response.json();
}

/** @param {string} gameId */
export async function fetchLesson(gameId) {
  const response = await fetch(`/learn/${gameId}.json`);
  if (!response.ok) throw new ApiError('unknown-game');
  return response.json();
}
