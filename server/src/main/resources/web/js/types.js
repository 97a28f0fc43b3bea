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
 * @property {number} [connections]  how many connections hold the seat (2+: open on another device or tab too)
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
 * @property {Ply[]} plies          every ply so far, with the position after it
 * @property {string} position      the live position (after a withdrawal it differs from the last ply's)
 * @property {string} toMove
 * @property {number} moveNumber
 * @property {'playing' | 'finished' | 'drawn' | 'aborted'} status
 * @property {string} result
 * @property {string[]} ranking
 * @property {'rules' | 'resigned' | 'draw-agreed' | 'claimed-absence' | 'claimed-repetition' | 'time' | 'aborted' | null} ending
 * @property {string | null} [rule]  with ending `rules`: the rule's id (rules.md), such as `JU-7`
 * @property {string[]} [withdrawn]  colours that resigned from a game of 3+ players (AL-2), in order
 * @property {string[]} legal
 * @property {{seat: number, accepted?: number[]} | null} drawOffer
 * @property {Offer | null} [offer]  an open take-back or rematch offer (docs/protocol.md, Offers)
 * @property {boolean} [abortable]  whether a player may abort now (online, before every player has moved)
 * @property {boolean} [repetition]  whether a player may claim a draw by repetition now (AL-5)
 * @property {Absent | null} [absent]  the seat to move has no connection (online)
 * @property {string | null} rematch
 * @property {string} [timeControl]  "5+3" (minutes + seconds), "2d" (days per move) or "untimed"
 * @property {Clocks | null} [clocks] a timed game's clocks
 *
 * @typedef {Object} Clocks  the server's reading of every seat's clock
 * @property {number[]} remaining     ms left to each seat at the reading
 * @property {number | null} running  the seat whose clock runs, if any
 * @property {number} at              epoch ms of the reading (server time)
 *
 * @typedef {Object} Offer
 * @property {'takeback' | 'rematch'} kind
 * @property {number} seat          who asked
 * @property {number[]} accepted    who has accepted so far (3+ players)
 *
 * @typedef {Object} Absent
 * @property {number} seat
 * @property {number} since        epoch ms
 * @property {number} claimableAt  epoch ms: from then the others may claim
 *
 * @typedef {Object} Ply
 * @property {string} path       e.g. "d4-e9", or "pass"
 * @property {number} seat       the seat that played it
 * @property {string} position   the position after it, as the engine has it
 *
 * @typedef {Object} GameEvent  a delta after the first `state`; its size does not grow with the game
 * @property {number} v
 * @property {'move' | 'takeback' | 'seat' | 'resign' | 'draw-offer' | 'draw-accept' | 'draw-declined' | 'draw' | 'claim' | 'abort' | 'offer' | 'offer-accept' | 'offer-declined' | 'offer-withdrawn' | 'rematch' | string} kind
 * @property {number} [seat]        who acted
 * @property {string} [path]        move: the path played ("pass" for a pass)
 * @property {number} [hops]        move: how many jumps the path makes (0 for a step)
 * @property {number} [plies]       takeback: how many plies were taken back
 * @property {Seat[]} [seats]       seat: the whole seats list
 * @property {string} position      the live position after the event
 * @property {string} toMove
 * @property {number} moveNumber
 * @property {string[]} legal
 * @property {GameState['status']} status
 * @property {string} result
 * @property {string[]} ranking
 * @property {GameState['ending']} ending
 * @property {GameState['rule']} [rule]
 * @property {string[]} withdrawn
 * @property {GameState['drawOffer']} drawOffer
 * @property {Offer | null} [offer]
 * @property {boolean} [abortable]
 * @property {boolean} [repetition]
 * @property {Absent | null} [absent]
 * @property {Clocks} [clocks]      a timed game's clocks as the event left them
 * @property {string | null} [rematch]
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
