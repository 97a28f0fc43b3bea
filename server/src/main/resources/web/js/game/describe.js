// Words for a game's state: seat labels, whose turn, the result and how it ended.
import { colourName, t, teamName } from '../i18n.js';

/** @typedef {import('../types.js').GameState} GameState */
/** @typedef {import('../types.js').Seat} Seat */

/** @param {Seat} seat */
export function seatName(seat) {
  if (seat.name) return seat.name;
  if (seat.kind === 'computer') return t('seat.computer');
  if (seat.kind === 'open' || seat.free) return t('seat.open');
  return colourName(seat.colour);
}

/**
 * The line under a seat's name: who plays it, after its colour unless the name already is the
 * colour (so a seat never reads "Green / Green · human" or "Computer / Red · computer, level 8").
 * @param {Seat} seat
 */
export function seatMeta(seat) {
  const who = seat.kind === 'computer' ? t('kind.level', { level: seat.level ?? '?' })
    : seat.kind === 'open' ? t('kind.open') : t('kind.human');
  return seatName(seat) === colourName(seat.colour) ? who : `${colourName(seat.colour)} · ${who}`;
}

/** @param {GameState} state */
export function resultText(state) {
  if (state.status === 'drawn') return t('result.draw');
  if (state.status === 'aborted') return t('result.aborted');
  if (state.status !== 'finished') return '';
  const ranking = state.ranking || [];
  if (ranking.length <= 1 || state.players === 2) {
    const winner = ranking[0] || winnerFromResult(state);
    return winner ? t('result.wins', { colour: teamName(winner) }) : t('result.over');
  }
  const list = ranking.map((colour, i) => t('result.place', { place: i + 1, colour: colourName(colour) })).join(', ');
  return t('result.ranking', { list });
}

/**
 * "1-0" / "0-1" when the server gives no ranking.
 * @param {GameState} state
 */
function winnerFromResult(state) {
  if (state.result === '1-0') return 'red';
  if (state.result === '0-1') return 'blue';
  return null;
}

/**
 * How the game ended, short, for the status line: "by entering the den", "by resignation" …
 * The board's endings are named by their rule (rules.md), the others by the state's `ending`.
 * @param {GameState} state
 */
export function endingText(state) {
  if (!state.ending) return '';
  return t(state.ending === 'rules' && state.rule ? 'ending.rule.' + state.rule : 'ending.' + state.ending);
}

/**
 * How the game ended, in a sentence naming who, for the end-of-game dialog.
 * @param {GameState} state
 */
export function reasonText(state) {
  if (!state.ending) return '';
  const winner = (state.ranking || [])[0];
  const loser = state.players === 2 ? state.seats.find((s) => s.colour !== winner)?.colour : undefined;
  const key = state.ending === 'rules' && state.rule ? 'rule.' + state.rule : state.ending;
  return t('reason.' + key, {
    winner: winner ? teamName(winner) : '', loser: loser ? teamName(loser) : '', toMove: teamName(state.toMove),
  });
}

/**
 * The finishing order of a game of 3+ players, "1. Red" …; empty for two players or no ranking.
 * @param {GameState} state
 * @returns {string[]}
 */
export function placesList(state) {
  if (state.players === 2 || state.status !== 'finished') return [];
  return (state.ranking || []).map((colour, i) => t('result.place', { place: i + 1, colour: colourName(colour) }));
}

/**
 * The status line.
 * @param {GameState} state
 * @param {{myTurn: boolean, viewing: number | null, total: number}} view
 */
export function statusText(state, view) {
  if (view.viewing === 0) return t('status.viewingStart');
  if (view.viewing !== null) return t('status.viewing', { n: view.viewing, total: view.total });
  if (state.status !== 'playing') {
    const ending = endingText(state);
    return ending ? `${resultText(state)} — ${ending}` : resultText(state);
  }
  const colour = teamName(state.toMove);
  if (view.myTurn) {
    return state.mode === 'local' ? t('status.toMove', { colour }) : t('status.yourTurn', { colour });
  }
  return t('status.waiting', { colour });
}
