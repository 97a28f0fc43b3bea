// The contract every game module fulfils: how its board and pieces look. Everything the rules
// decide (squares, zones, colours, facing) comes from the catalog; a module only dresses it.

/**
 * @typedef {Object} SquareSpec
 * @property {string} name  e.g. "c1"
 * @property {number} x     centre, board units, x grows to the right
 * @property {number} y     centre, board units, y grows downwards (as on screen)
 * @property {string} [zone] CSS classes for the square: camp camp-red, water, trap trap-blue …
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
 * @typedef {Object} BoardLayout   what the board view draws
 * @property {string[][]} rows         square names per row, from the top (notation order)
 * @property {SquareSpec[]} squares
 * @property {'hole' | 'square'} cell  round holes or square cells
 * @property {Decoration[]} decorations
 * @property {Record<string, number>} facing  degrees (clockwise) that bring a colour's side to the bottom
 *
 * @typedef {Object} PieceInfo
 * @property {string} colour      red, blue …
 * @property {string} [animal]    Jungle: R C D W P T L E
 * @property {number} [rank]      Jungle: 1 … 8, written on the piece
 *
 * @typedef {Object} GameModule
 * @property {string} id
 * @property {boolean} chains              moves may be jump chains (the page asks `hops` hop by hop)
 * @property {'hole' | 'square'} cell
 * @property {'hole' | 'square'} noun      what an empty place is called
 * @property {(letter: string) => PieceInfo | null} piece   a position's piece letter, drawn
 * @property {(square: import('../catalog.js').CatalogSquare) => string} zoneClass  CSS classes of a square
 * @property {(squares: SquareSpec[]) => Decoration[]} decorations   outline, coordinates
 */

/** Piece letters of the race games (Chinese checkers, Halma): notation.md. */
const COLOUR_OF_LETTER = /** @type {Record<string, string>} */ ({
  R: 'red', B: 'blue', Y: 'yellow', G: 'green', P: 'purple', O: 'orange',
});

/**
 * @param {string} letter
 * @returns {PieceInfo | null}
 */
export function racePiece(letter) {
  const colour = COLOUR_OF_LETTER[letter.toUpperCase()];
  return colour ? { colour } : null;
}

/**
 * The CSS classes of a square's zones: `camp camp-red` (`camp-idle` when nobody plays from it),
 * `water`, `trap trap-blue`, `den den-red`.
 * @param {import('../catalog.js').CatalogSquare} square
 */
export function zoneClasses(square) {
  return square.zones.map((zone) => {
    switch (zone.kind) {
      case 'camp': return `camp camp-${zone.colour}${zone.inPlay ? '' : ' camp-idle'}`;
      case 'trap': return `trap trap-${zone.side}`;
      case 'den': return `den den-${zone.side}`;
      default: return zone.kind;
    }
  }).join(' ');
}

/**
 * File letters under the bottom row and rank numbers left of each row, read from the names of
 * a rectangular board's squares.
 * @param {SquareSpec[]} squares
 * @returns {Decoration[]}
 */
export function gridLabels(squares) {
  const bottom = Math.max(...squares.map((q) => q.y));
  const left = Math.min(...squares.map((q) => q.x));
  /** @type {Decoration[]} */
  const labels = [];
  for (const q of squares) {
    if (q.y === bottom) labels.push({ kind: 'label', x: q.x, y: bottom + 0.7, text: q.name[0], cls: 'coord', axis: 'file' });
    if (q.x === left) labels.push({ kind: 'label', x: left - 0.75, y: q.y, text: q.name.slice(1), cls: 'coord', axis: 'rank' });
  }
  return labels;
}

/**
 * The board the view draws for one setup of the catalog, dressed by the game's module.
 * @param {GameModule} game
 * @param {import('../catalog.js').Setup} setup
 * @returns {BoardLayout}
 */
export function boardLayout(game, setup) {
  const rows = setup.board.rows.map((row) => row.map((q) => q.name));
  const squares = setup.board.rows.flat().map((q) => ({ name: q.name, x: q.x, y: q.y, zone: game.zoneClass(q) || undefined }));
  return { rows, squares, cell: game.cell, decorations: game.decorations(squares), facing: setup.board.facing };
}
