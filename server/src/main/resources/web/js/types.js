// Shared JSDoc types: the shapes of docs/protocol.md as the browser sees them.
// This module exports nothing at run time.

/**
 * @typedef {'online' | 'computer' | 'local'} Mode
 *
 * @typedef {Object} Seat
 * @property {number} seat
 * @property {string} colour
 * @property {'human' | 'open' | 'computer' | string} kind   `open`: nobody holds this seat yet
 * @property {string | null} [name]
 * @property {number} [level]
 * @property {boolean} [connected]
 * @property {boolean} [free]   also read as an open seat, if a server sends it
 *
 * @typedef {Object} GameState
 * @property {string} id
 * @property {number} v
 * @property {string} game
 * @property {number} players
 * @property {string[]} options
 * @property {Mode} mode
 * @property {Seat[]} seats
 * @property {string} start
 * @property {string[]} moves
 * @property {string} position
 * @property {string} toMove
 * @property {number} moveNumber
 * @property {'playing' | 'finished' | 'drawn'} status
 * @property {string} result
 * @property {string[]} ranking
 * @property {'rules' | 'resigned' | 'draw-agreed' | null} ending
 * @property {string[]} legal
 * @property {{seat: number, accepted?: number[]} | null} drawOffer
 * @property {string | null} rematch
 *
 * @typedef {Object} ServerMessage
 * @property {string} t
 * @property {any} d
 *
 * @typedef {Object} ApiError
 * @property {string} code
 * @property {string} [message]
 */

export {};
