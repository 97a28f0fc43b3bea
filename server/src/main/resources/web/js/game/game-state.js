// The game as the server sends it: a whole `state`, then `event` deltas applied in order
// (docs/protocol.md). Every position shown comes from here, never from replaying moves.

/** The fields an event always carries that replace the state's. */
const STATUS_FIELDS = /** @type {const} */ (['v', 'position', 'toMove', 'moveNumber', 'legal', 'status',
  'result', 'ranking', 'ending', 'rule', 'withdrawn', 'drawOffer', 'offer', 'abortable', 'repetition',
  'absent', 'clocks']);

/**
 * The state after an event (the event's `v` is the next one): a move appends its ply, a take-back
 * drops plies, a seat change replaces the seats; the status fields come with every event.
 * @param {import('../types.js').GameState} state
 * @param {import('../types.js').GameEvent} event
 * @returns {import('../types.js').GameState}
 */
export function applyEvent(state, event) {
  /** @type {import('../types.js').GameState} */
  const next = { ...state };
  for (const field of STATUS_FIELDS) {
    if (event[field] !== undefined) /** @type {any} */ (next)[field] = event[field];
  }
  if (event.rematch !== undefined) next.rematch = event.rematch;
  if (event.kind === 'move') {
    next.plies = [...state.plies, { path: event.path, seat: event.seat, position: event.position }];
  } else if (event.kind === 'takeback') {
    next.plies = state.plies.slice(0, Math.max(0, state.plies.length - (event.plies || 0)));
  }
  if (event.seats) next.seats = event.seats;
  return next;
}

/**
 * The position to draw after `n` plies; with every ply played that is the live position, which
 * may differ from the last ply's (a withdrawal removes pieces without a ply, AL-2).
 * @param {import('../types.js').GameState} state
 * @param {number} n
 */
export function positionAfter(state, n) {
  if (n >= state.plies.length) return state.position;
  return n <= 0 ? state.start : state.plies[n - 1].position;
}

/**
 * The round a ply belongs to: the move number of the position it was played from (the last
 * field of every game's position, notation.md).
 * @param {import('../types.js').GameState} state
 * @param {number} i  0-based ply
 */
export function roundOf(state, i) {
  const before = i === 0 ? state.start : state.plies[i - 1].position;
  return Number(before.split(' ').pop()) || 1;
}

/**
 * The colour that played a ply.
 * @param {import('../types.js').GameState} state
 * @param {number} i  0-based ply
 */
export function moverOf(state, i) {
  const seat = state.seats.find((s) => s.seat === state.plies[i].seat);
  return seat ? seat.colour : '';
}
