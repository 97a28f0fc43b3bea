// The HTTP half of docs/protocol.md.

/** An error answer from the server, carrying its stable code (and for a refused move, why). */
export class ApiError extends Error {
  /**
   * @param {string} code
   * @param {string} [message]
   * @param {number} [status]
   * @param {import('./i18n.js').Refusal} [refusal]
   */
  constructor(code, message = '', status = 0, refusal = undefined) {
    super(message || code);
    this.code = code;
    this.status = status;
    this.refusal = refusal;
  }
}

/**
 * @param {string} path
 * @param {RequestInit & {token?: string | null}} [init]
 * @returns {Promise<Response>}
 */
async function request(path, init = {}) {
  const headers = new Headers(init.headers || {});
  if (init.token) headers.set('X-Seat-Token', init.token);
  let response;
  try {
    response = await fetch(path, { ...init, headers });
  } catch {
    throw new ApiError('network');
  }
  if (!response.ok) {
    let code = response.status === 404 ? 'unknown-game' : 'server';
    let message = '';
    let refusal;
    try {
      const body = await response.json();
      if (body && body.error) ({ code, message } = body.error);
      if (body && body.error && body.error.kind) refusal = body.error;
    } catch {
      // not JSON: keep the code derived from the status
    }
    throw new ApiError(code, message, response.status, refusal);
  }
  return response;
}

/**
 * @param {string} path
 * @param {any} body
 * @param {string | null} [token]
 */
async function postJson(path, body, token = null) {
  const response = await request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    token,
  });
  return response.json();
}

/**
 * @typedef {Object} CreateGame
 * @property {string} game
 * @property {number} [players]
 * @property {string[]} [options]
 * @property {import('./types.js').Mode} mode
 * @property {number} [seat]
 * @property {string} [name]
 * @property {number} [level]
 * @property {Record<string, number>} [computer]
 * @property {string} [timeControl]  "5+3", "2d" or "untimed"; absent: the mode's default
 * @property {string} [position]  a start other than the game's (notation.md)
 * @property {string[]} [moves]  the paths played so far from there, for a game continued from the browser
 * @property {string} [withdrawn]  with moves, who resigned among them, as a record's Withdrawn header ("G@7 P@12")
 *
 * @typedef {{id: string, seat: number, token: string, state: import('./types.js').GameState}} SeatAnswer
 */

/**
 * @param {CreateGame} settings
 * @returns {Promise<SeatAnswer>}
 */
export function createGame(settings) {
  return postJson('/api/games', settings);
}

/**
 * @param {string} id
 * @returns {Promise<import('./types.js').GameState>}
 */
export async function fetchGame(id) {
  return (await request(`/api/games/${encodeURIComponent(id)}`)).json();
}

/**
 * @param {string} id
 * @param {string} name
 * @returns {Promise<SeatAnswer>}
 */
export function takeSeat(id, name) {
  return postJson(`/api/games/${encodeURIComponent(id)}/seats`, name ? { name } : {});
}

/**
 * Sends a command over HTTP (used while the WebSocket is down).
 * @param {string} id
 * @param {string | null} token
 * @param {string} type
 * @param {any} data
 * @returns {Promise<import('./types.js').GameState>}
 */
export function sendCommand(id, token, type, data) {
  // the body is a whole client message, {"t", "d"}, as the server reads it
  return postJson(`/api/games/${encodeURIComponent(id)}/commands`, { t: type, d: data }, token);
}

/**
 * @param {string} id
 * @returns {Promise<string>}
 */
export async function fetchRecord(id) {
  return (await request(`/api/games/${encodeURIComponent(id)}/record`)).text();
}

/**
 * @param {string} record
 * @returns {Promise<{id: string, state: import('./types.js').GameState}>}
 */
export async function importRecord(record) {
  const response = await request('/api/records', {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    body: record,
  });
  return response.json();
}

/** @returns {Promise<import('./catalog.js').Catalog>} */
export async function fetchCatalog() {
  return (await request('/api/catalog')).json();
}
