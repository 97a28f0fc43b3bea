// The game page at /g/{id}: claims a seat or watches, connects, and lays out board and panels.
import * as api from '../api.js';
import { GameConnection } from '../connection.js';
import { fill, h } from '../dom.js';
import { errorText, onLanguageChange, t, tr } from '../i18n.js';
import { boardFor } from '../games/index.js';
import { prettyPath } from '../notation.js';
import { playerName, saveSeatToken, seatToken } from '../storage.js';
import { actionsPanel } from './actions-panel.js';
import { watchAttention } from './attention.js';
import { boardTools } from './board-tools.js';
import { clocksPanel } from './clocks-panel.js';
import { endDialog } from './end-dialog.js';
import { GameController } from './controller.js';
import { statusText } from './describe.js';
import { recordPanel, settingsPanel } from './extras-panels.js';
import { invitePanel, resumePanel } from './invite-panel.js';
import { moveListPanel } from './move-list.js';
import { playersPanel } from './players-panel.js';

/**
 * Takes the token of a resume link (`#seat=…`) and clears the fragment.
 * @param {string} id
 */
function adoptResumeLink(id) {
  const match = /^#seat=([A-Za-z0-9_-]+)/.exec(location.hash);
  if (!match) return;
  saveSeatToken(id, match[1]);
  history.replaceState(null, '', location.pathname + location.search);
}

/** @param {import('../types.js').GameState} state */
function mayHaveFreeSeat(state) {
  if (state.mode !== 'online' || state.status !== 'playing') return false;
  return state.seats.some((seat) => seat.kind === 'open' || seat.free);
}

/**
 * @param {HTMLElement} main
 * @param {string} id
 */
export async function openGamePage(main, id) {
  adoptResumeLink(id);
  let state;
  try {
    state = await api.fetchGame(id);
  } catch (err) {
    const code = err instanceof api.ApiError ? err.code : 'network';
    if (code === 'unknown-game') showUnknownGame(main, id);
    else fill(main, h('p', { class: 'panel' }, errorText(code)));
    return;
  }
  let token = seatToken(id);
  /** @type {number[] | null} */
  let claimed = null;
  if (!token && mayHaveFreeSeat(state)) {
    try {
      const answer = await api.takeSeat(id, playerName());
      saveSeatToken(id, answer.token);
      token = answer.token;
      state = answer.state;
      claimed = [answer.seat];
    } catch {
      // seats-full or a race: watch as a spectator
    }
  }
  const board = boardFor(state.game, state.players);
  if (!board) {
    fill(main, h('p', { class: 'panel' }, errorText('bad-settings')));
    return;
  }
  const controller = new GameController(board.game, board.layout, state, token);
  if (claimed) controller.mySeats = new Set(claimed);
  mountGame(main, controller);
  const connection = new GameConnection({
    gameId: id,
    token: () => token,
    version: () => controller.seenV,
    onMessage: (message) => controller.receive(message),
    onStatus: (status, retryIn) => controller.setLink(status, retryIn),
  });
  controller.transport = { send: (type, data) => connection.send(type, data) };
  connection.start();
}

/**
 * Lays out the page for a controller.
 * @param {HTMLElement} main
 * @param {GameController} game
 */
export function mountGame(main, game) {
  const status = h('p', { class: 'status-line', 'data-testid': 'status', 'aria-live': 'off' });
  const link = h('span', { class: 'link-state', 'data-testid': 'connection-status' });
  const confirmBar = confirmBarFor(game);
  const area = h('div', { class: 'board-area' });
  const tools = boardTools(game, area);
  area.append(h('div', { class: 'board-head' }, status, link), game.board.element, tools.bar, confirmBar);
  // on a phone this column comes under the board: what a turn needs (clocks, actions) first
  const side = h('div', { class: 'side' },
    clocksPanel(game), actionsPanel(game), playersPanel(game), invitePanel(game), resumePanel(game), moveListPanel(game),
    recordPanel(game), settingsPanel(game, tools.setting));
  fill(main,
    h('div', { class: 'game-layout' }, area, side),
    game.notices.area,
    game.notices.live,
    endDialog(game));
  const draw = () => {
    status.textContent = statusText(game.state, { myTurn: game.isMyTurn(), viewing: game.viewing, total: game.total });
    status.classList.toggle('my-turn', game.isMyTurn() && game.viewing === null);
    link.className = `link-state link-${game.link}`;
    link.textContent = game.link === 'waiting' ? t('conn.retry', { seconds: game.retryIn }) : t('conn.' + game.link);
  };
  game.onChange(draw);
  onLanguageChange(draw);
  draw();
  watchAttention(game);
}

/**
 * The path preview with confirm and cancel, shown while a move waits for confirmation.
 * @param {GameController} game
 */
function confirmBarFor(game) {
  const text = h('span', { class: 'preview', 'data-testid': 'path-preview' });
  const hint = h('span', { class: 'muted hint' });
  const ok = h('button', { type: 'button', class: 'primary', 'data-testid': 'confirm-move', onclick: () => game.confirm() });
  const cancel = h('button', { type: 'button', 'data-testid': 'cancel-move', onclick: () => game.cancel() });
  const bar = h('div', { class: 'confirm-bar', role: 'group' }, h('span', { class: 'preview-wrap' }, text, hint), ok, cancel);
  const draw = () => {
    const pending = game.canMove() ? game.builder.pending : null;
    bar.hidden = !pending;
    ok.textContent = t('action.confirm');
    cancel.textContent = t('action.cancel');
    bar.setAttribute('aria-label', t('move.preview'));
    if (!pending) return;
    text.textContent = prettyPath(pending.squares.join('-'));
    ok.disabled = !game.builder.confirmable();
    hint.textContent = pending.next.length ? t('move.canExtend') : '';
  };
  game.onChange(draw);
  draw();
  return bar;
}

/**
 * @param {HTMLElement} main
 * @param {string} id
 */
export function showUnknownGame(main, id) {
  fill(main, h('section', { class: 'panel unknown', 'data-testid': 'unknown-game' },
    tr(h('h1'), 'unknown.title'),
    h('p', {}, t('unknown.text', { id })),
    tr(h('a', { class: 'button primary', href: '/' }), 'unknown.home')));
}
