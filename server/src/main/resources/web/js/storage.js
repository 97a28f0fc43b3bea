// Everything the browser remembers: seat tokens per game, the player's name and settings.

const PREFIX = 'plyyard.';

/**
 * @param {string} key
 * @returns {string | null}
 */
function read(key) {
  try {
    return localStorage.getItem(PREFIX + key);
  } catch {
    return null;
  }
}

/**
 * @param {string} key
 * @param {string | null} value
 */
function write(key, value) {
  try {
    if (value === null) localStorage.removeItem(PREFIX + key);
    else localStorage.setItem(PREFIX + key, value);
  } catch {
    // private mode or full storage: the page still works for this visit
  }
}

/** @param {string} gameId */
export function seatToken(gameId) {
  return read('token.' + gameId);
}

/**
 * @param {string} gameId
 * @param {string} token
 */
export function saveSeatToken(gameId, token) {
  write('token.' + gameId, token);
}

export function playerName() {
  return read('name') || '';
}

/** @param {string} name */
export function savePlayerName(name) {
  write('name', name.trim() || null);
}

/**
 * A remembered boolean setting (confirm moves, face the player to move …).
 * @param {string} key
 * @param {boolean} fallback
 */
export function flag(key, fallback) {
  const value = read('flag.' + key);
  return value === null ? fallback : value === '1';
}

/**
 * @param {string} key
 * @param {boolean} value
 */
export function saveFlag(key, value) {
  write('flag.' + key, value ? '1' : '0');
}


/**
 * A remembered choice among named values (how the board shows on a small screen …); the
 * fallback when nothing, or a value no longer offered, was stored.
 * @template {string} T
 * @param {string} key
 * @param {readonly T[]} values
 * @param {T} fallback
 * @returns {T}
 */
export function choice(key, values, fallback) {
  const value = /** @type {T} */ (read('choice.' + key));
  return values.includes(value) ? value : fallback;
}

/**
 * @param {string} key
 * @param {string} value
 */
export function saveChoice(key, value) {
  write('choice.' + key, value);
}

/** The game played in this browser alone, as offline/offline-table.js keeps it (JSON), or null. */
export function offlineGame() {
  return read('offline.game');
}

/** @param {string} json */
export function saveOfflineGame(json) {
  write('offline.game', json);
}
