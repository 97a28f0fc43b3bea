// Reading the board field of a position (shared/spec/notation.md) to draw it: rows from the
// top (their square names come from the catalog), a letter per piece, a decimal number per run
// of empty squares. Display only: the browser never makes or judges a position.

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
 * The squares of a move path; an empty list for `pass`.
 * @param {string} path like "c1-e3-e5" or "a3xa4"
 * @returns {string[]}
 */
export function pathSquares(path) {
  if (!path || path.toLowerCase() === 'pass') return [];
  return path.toLowerCase().split(/[-x]/);
}

/**
 * A path written for people: "c1–e3–e5".
 * @param {string} path
 */
export function prettyPath(path) {
  return pathSquares(path).join('–');
}
