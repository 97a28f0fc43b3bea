// The positions of a game, replayed for display from the start position and the move paths,
// so the move list can show who moved and any earlier position can be viewed.
import { applyPath, formatBoard, parseBoard, pathSquares } from '../notation.js';

/**
 * @typedef {Object} Ply
 * @property {string} path
 * @property {string} mover      colour that played it
 * @property {number} round      1, 2 … (a round starts when turn order wraps)
 * @property {Map<string, string>} board   after the move
 * @property {string} position   notation after the move
 *
 * @typedef {Object} History
 * @property {Map<string, string>} startBoard
 * @property {string} start
 * @property {Ply[]} plies
 */

/**
 * @param {import('../games/game.js').GameModule} game
 * @param {import('../games/game.js').BoardLayout} layout
 * @param {import('../types.js').GameState} state
 * @returns {History}
 */
export function buildHistory(game, layout, state) {
  const order = state.seats.length ? state.seats.map((seat) => seat.colour) : game.colours(state.players);
  const byLetter = (letter) => order.find((c) => c[0] === letter) || order[0];
  const [startField, ...startRest] = state.start.split(' ');
  const startBoard = parseBoard(startField, layout.rows);
  /** @type {Ply[]} */
  const plies = [];
  let board = startBoard;
  let fields = startRest;
  let previous = null;
  let round = 1;
  state.moves.forEach((path, i) => {
    const squares = pathSquares(path);
    const letter = squares.length ? board.get(squares[0]) : null;
    const info = letter ? game.piece(letter) : null;
    const mover = info ? info.colour : previous ? order[(order.indexOf(previous) + 1) % order.length] : byLetter(fields[0]);
    if (previous && order.indexOf(mover) <= order.indexOf(previous)) round += 1;
    const capture = squares.length > 1 && board.has(squares[squares.length - 1]);
    board = applyPath(board, path);
    const nextPath = state.moves[i + 1];
    const nextSquares = nextPath ? pathSquares(nextPath) : [];
    const nextInfo = nextSquares.length && board.get(nextSquares[0]) ? game.piece(board.get(nextSquares[0])) : null;
    const next = i === state.moves.length - 1 ? state.toMove : nextInfo ? nextInfo.colour : order[(order.indexOf(mover) + 1) % order.length];
    fields = game.advance(fields, { next, capture, newRound: order.indexOf(next) <= order.indexOf(mover) });
    const position = i === state.moves.length - 1 ? state.position : [formatBoard(board, layout.rows), ...fields].join(' ');
    plies.push({ path, mover, round, board, position });
    previous = mover;
  });
  return { startBoard, start: state.start, plies };
}
