// The game page at /g/{id}: claims a seat or watches, connects, and brings the server's frame of
// the game (board picture, status, players, moves, record) to life.
import * as api from '../api.js';
import { loadCatalog } from '../catalog.js';
import { GameConnection } from '../connection.js';
import { h } from '../dom.js';
import { errorText, onLanguageChange, t } from '../i18n.js';
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
 * @param {HTMLElement} root the server-rendered frame of the game (data-page="game")
 */
export async function enhancePage(root) {
  const id = String(root.getAttribute('data-game-id'));
  await loadCatalog();
  adoptResumeLink(id);
  const status = /** @type {HTMLElement} */ (root.querySelector('#game-status'));
  let state;
  try {
    state = await api.fetchGame(id);
  } catch (err) {
    status.textContent = errorText(err instanceof api.ApiError ? err.code : 'network');
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
    status.textContent = errorText('bad-settings');
    return;
  }
  const controller = new GameController(board.game, board.layout, state, token);
  if (claimed) controller.mySeats = new Set(claimed);
  enhanceGame(root, controller);
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
 * Brings the server's frame of the game to life: the live board in place of the static picture,
 * the panels the server drew filled and kept up to date by the controller, and beside them the
 * ones only a script can serve (invitation, resume link, settings).
 * @param {HTMLElement} root
 * @param {GameController} game
 */
export function enhanceGame(root, game) {
  const part = (/** @type {string} */ id) => /** @type {HTMLElement} */ (root.querySelector('#' + id));
  const area = part('board-area');
  const status = part('game-status');
  const link = part('connection-status');
  const tools = boardTools(game, area);
  part('board-picture').replaceWith(game.board.element);
  area.append(tools.bar, confirmBarFor(game));
  clocksPanel(game, part('clocks-panel'));
  actionsPanel(game, part('actions-panel'));
  playersPanel(game, part('players-panel'));
  part('players-panel').after(invitePanel(game), resumePanel(game));
  moveListPanel(game, part('moves-panel'));
  recordPanel(game, part('record-panel'));
  part('record-panel').after(settingsPanel(game, tools.setting));
  root.after(game.notices.area, game.notices.live, endDialog(game));
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
