// The contract every game module fulfils, plus helpers the race games share.

/**
 * @typedef {Object} SquareSpec
 * @property {string} name  e.g. "c1"
 * @property {number} x     centre, board units, x grows to the right
 * @property {number} y     centre, board units, y grows downwards (as on screen)
 * @property {string} [zone] a CSS class for the square: camp-red, water, trap-blue …
 *
 * @typedef {Object} Decoration  a background shape or label drawn in board units
 * @property {'polygon' | 'label'} kind
 * @property {Array<[number, number]>} [points]  polygon corners
 * @property {number} [x]
 * @property {number} [y]
 * @property {string} [text]
 * @property {string} [cls]
 * @property {'file' | 'rank'} [axis]  coordinate labels stay below / left of the board when it turns
 *
 * @typedef {Object} BoardLayout
 * @property {string[][]} rows         square names per row, from the top (notation order)
 * @property {SquareSpec[]} squares
 * @property {'hole' | 'square'} cell  round holes or square cells
 * @property {Decoration[]} decorations
 *
 * @typedef {Object} PieceInfo
 * @property {string} colour      red, blue …
 * @property {string} [animal]    Jungle: R C D W P T L E
 * @property {number} [rank]      Jungle: 1 … 8
 *
 * @typedef {Object} AdvanceInfo  what the display needs to write the next position's fields
 * @property {string} next         colour to move after this move
 * @property {boolean} newRound    the next mover starts a new round
 * @property {boolean} capture     a piece stood on the landing square
 *
 * @typedef {Object} GameModule
 * @property {string} id
 * @property {boolean} chains              moves may be jump chains (the server answers `hops`)
 * @property {number[]} playerCounts
 * @property {string[]} options            option names the game accepts
 * @property {(players: number) => string[]} colours   colours in turn order (seat 0 first)
 * @property {(players: number) => BoardLayout} layout
 * @property {(letter: string) => PieceInfo | null} piece
 * @property {(colour: string) => number} facing      degrees (clockwise) that bring this colour's side to the bottom
 * @property {(fields: string[], info: AdvanceInfo) => string[]} advance  position fields after the board
 * @property {'hole' | 'square'} noun      what an empty place is called
 */

/** Piece letters of the race games (Chinese checkers, Halma). */
export const COLOUR_OF_LETTER = /** @type {Record<string, string>} */ ({
  R: 'red', B: 'blue', Y: 'yellow', G: 'green', P: 'purple', O: 'orange',
});

/**
 * Race games write "side number": the side to move and the round number.
 * @param {string[]} fields
 * @param {AdvanceInfo} info
 */
export function advanceRace(fields, info) {
  const number = Number(fields[1]) || 1;
  return [info.next[0], String(info.newRound ? number + 1 : number)];
}

/**
 * @param {string} letter
 * @returns {PieceInfo | null}
 */
export function racePiece(letter) {
  const colour = COLOUR_OF_LETTER[letter.toUpperCase()];
  return colour ? { colour } : null;
}

/**
 * Names for a rectangular board: files a… left to right, ranks from the top row down.
 * @param {number} files
 * @param {number} ranks
 * @returns {string[][]}
 */
export function gridRows(files, ranks) {
  const rows = [];
  for (let rank = ranks; rank >= 1; rank--) {
    const row = [];
    for (let f = 0; f < files; f++) row.push(String.fromCharCode(97 + f) + rank);
    rows.push(row);
  }
  return rows;
}

/**
 * File letters under the board and rank numbers beside it.
 * @param {number} files
 * @param {number} ranks
 * @returns {Decoration[]}
 */
export function gridLabels(files, ranks) {
  /** @type {Decoration[]} */
  const labels = [];
  for (let f = 0; f < files; f++) {
    labels.push({ kind: 'label', x: f, y: ranks - 0.3, text: String.fromCharCode(97 + f), cls: 'coord', axis: 'file' });
  }
  for (let r = 1; r <= ranks; r++) {
    labels.push({ kind: 'label', x: -0.75, y: ranks - r, text: String(r), cls: 'coord', axis: 'rank' });
  }
  return labels;
}
