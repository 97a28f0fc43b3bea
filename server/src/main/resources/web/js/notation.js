// Reading and writing the board field of a position (shared/spec/notation.md):
// rows from the top, a letter per piece, a decimal number per run of empty squares.
// This is display only: the browser never decides whether a move is legal.

/** @typedef {Map<string, string>} Board square name → piece letter (empty squares absent) */

/**
 * @param {string} field the first field of a position
 * @param {string[][]} rows square names of each row, from the top, left to right
 * @returns {Board}
 */
export function parseBoard(field, rows) {
  const board = new Map();
  const texts = field.split('/');
  if (texts.length !== rows.length) throw new Error(`expected ${rows.length} rows, got ${texts.length}`);
  texts.forEach((text, r) => {
    const names = rows[r];
    let col = 0;
    for (const token of text.match(/\d+|[A-Za-z]/g) || []) {
      if (/\d/.test(token)) {
        col += Number(token);
      } else {
        if (col >= names.length) throw new Error(`row ${r + 1} is too long`);
        board.set(names[col], token);
        col += 1;
      }
    }
    if (col !== names.length) throw new Error(`row ${r + 1} has ${col} squares, not ${names.length}`);
  });
  return board;
}

/**
 * @param {Board} board
 * @param {string[][]} rows
 * @returns {string}
 */
export function formatBoard(board, rows) {
  return rows
    .map((names) => {
      let out = '';
      let run = 0;
      for (const name of names) {
        const piece = board.get(name);
        if (piece) {
          if (run) out += run;
          out += piece;
          run = 0;
        } else {
          run += 1;
        }
      }
      return run ? out + run : out;
    })
    .join('/');
}

/**
 * The squares of a move path; an empty list for `pass`.
 * @param {string} path like "c1-e3-e5" or "a3xa4"
 * @returns {string[]}
 */
export function pathSquares(path) {
  if (!path || path.toLowerCase() === 'pass') return [];
  return path.toLowerCase().split(/[-x]/);
}

/**
 * Shows a move on the board: the piece goes from the first square to the last, replacing
 * whatever stood there (a Jungle capture). Nothing else is checked.
 * @param {Board} board
 * @param {string} path
 * @returns {Board} a new board
 */
export function applyPath(board, path) {
  const squares = pathSquares(path);
  const next = new Map(board);
  if (squares.length < 2) return next;
  const piece = next.get(squares[0]);
  next.delete(squares[0]);
  if (piece) next.set(squares[squares.length - 1], piece);
  return next;
}

/**
 * A path written for people: "c1–e3–e5".
 * @param {string} path
 */
export function prettyPath(path) {
  return pathSquares(path).join('–');
}
