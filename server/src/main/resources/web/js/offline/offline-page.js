// The page at /{lang}/offline: a game on one screen or against the computer played in this
// browser alone (offline-table.js), shown by the same controller and panels as a game on the
// server. It goes on without a connection; it can be saved as a record or continued on the server.
import * as api from '../api.js';
import { loadCatalog } from '../catalog.js';
import { h } from '../dom.js';
import { errorText, t, tr } from '../i18n.js';
import { boardFor } from '../games/index.js';
import { GameController } from '../game/controller.js';
import { enhanceGame } from '../game/game-page.js';
import { saveSeatToken } from '../storage.js';
import { OfflineTable } from './offline-table.js';

/**
 * The home page's choices, as its form sends them, when the page was opened to start a game.
 * @param {URLSearchParams} params
 * @returns {import('./offline-table.js').OfflineSetup | null}
 */
function setupFrom(params) {
  const game = params.get('game');
  if (!game) return null;
  return {
    game,
    players: Number(params.get('players')) || 0,
    options: params.getAll('option'),
    mode: params.get('mode') === 'computer' ? 'computer' : 'local',
    seat: Number(params.get('seat')) || 0,
    level: Number(params.get('level')) || 1,
    name: params.get('name') || '',
    position: params.get('position') || '',
  };
}

/** The page's language prefix (/en, /fr), for the links it makes. */
function languagePrefix() {
  return '/' + (location.pathname.split('/')[1] || 'en');
}

/** @param {HTMLElement} root the server-rendered frame (data-page="offline-game") */
export async function enhancePage(root) {
  await loadCatalog();
  const status = /** @type {HTMLElement} */ (root.querySelector('#game-status'));
  const table = OfflineTable.start(setupFrom(new URLSearchParams(location.search)));
  // a reload goes on with the game kept, never starts it again
  history.replaceState(null, '', location.pathname);
  if (!table) {
    status.textContent = t('offline.none');
    return;
  }
  if (table.saved.movedTo) {
    const link = tr(h('a', { href: `${languagePrefix()}/g/${encodeURIComponent(table.saved.movedTo)}`, 'data-testid': 'moved-online' }), 'offline.movedLink');
    status.replaceChildren(tr(h('span'), 'offline.moved'), ' ', link);
    return;
  }
  let state;
  try {
    state = await table.open();
  } catch (err) {
    status.textContent = err instanceof api.ApiError ? errorText(err.code, err.message) : errorText('engine');
    return;
  }
  const board = boardFor(state.game, state.players);
  if (!board) {
    status.textContent = errorText('bad-settings');
    return;
  }
  const controller = new GameController(board.game, board.layout, state, null);
  controller.offline = true;
  controller.welcomed = true;
  controller.spectator = false;
  controller.mySeats = new Set(state.seats.filter((seat) => seat.kind === 'human').map((seat) => seat.seat));
  controller.link = 'offline';
  controller.judge = async (game, setup, path) => JSON.parse(await table.engine.call('judge', game,
    setup.players || 0, (setup.options || []).join(','), setup.position, path));
  followRecord(root, controller, table);
  /** @param {import('./offline-table.js').Change} change  an accepted change, told as the server tells an event */
  const deliver = (change) => controller.receive({ t: 'event', d: { ...change.state, ...change.event, v: change.state.v } });
  /** @param {any} refusal */
  const refuse = (refusal) => controller.receive({ t: 'error', d: refusal });
  const failed = (/** @type {any} */ err) => {
    console.warn('the engine failed', err);
    controller.showError('engine');
  };
  controller.transport = {
    send: (type, data) => {
      if (type === 'new-game') {
        location.assign(`${languagePrefix()}/offline?${setupQuery(table.saved.setup)}`);
      } else if (type === 'hops') {
        table.hops(data.path).then((d) => (d.error ? refuse(d.error) : controller.receive({ t: 'hops', d })), failed);
      } else if (type === 'sync') {
        table.state().then((d) => controller.receive({ t: 'state', d }), failed);
      } else {
        table.command(type, data, deliver).then((refusal) => refusal && refuse(refusal), failed);
      }
      return true;
    },
  };
  enhanceGame(root, controller);
  root.querySelector('#record-panel')?.after(offlinePanel(controller, table));
  table.resume(deliver).catch(failed);
}

/**
 * The record panel's links, the end dialog's and the copy button lead to the server's copy of a
 * game; here they take the record the browser's table wrote after the last change: a file to
 * save, and the analysis board given the record in the address's fragment.
 * @param {HTMLElement} root
 * @param {GameController} game
 * @param {OfflineTable} table
 */
function followRecord(root, game, table) {
  let file = '';
  let fileOf = '';
  game.fetchRecord = async () => table.recordText;
  game.recordHref = () => {
    if (fileOf !== table.recordText) {
      if (file) URL.revokeObjectURL(file);
      file = URL.createObjectURL(new Blob([table.recordText], { type: 'text/plain;charset=utf-8' }));
      fileOf = table.recordText;
    }
    return file;
  };
  game.analysisHref = (review) => `${languagePrefix()}/analysis#record=${encodeURIComponent(table.recordText)}`
    + (review ? '&review=1' : '');
  const link = (/** @type {string} */ testid) => root.querySelector(`[data-testid="${testid}"]`);
  const draw = () => {
    const exported = link('export-record');
    exported?.setAttribute('href', game.recordHref());
    exported?.setAttribute('download', `plyyard-${game.state.game}-${game.state.id}.txt`);
    link('analyse-link')?.setAttribute('href', game.analysisHref(false));
    link('review-link')?.setAttribute('href', game.analysisHref(true));
  };
  game.onChange(draw);
  draw();
}

/**
 * The home page's choices that start `setup` again.
 * @param {import('./offline-table.js').OfflineSetup} setup
 */
function setupQuery(setup) {
  const query = new URLSearchParams({ game: setup.game, mode: setup.mode, seat: String(setup.seat),
    level: String(setup.level), name: setup.name });
  if (setup.players) query.set('players', String(setup.players));
  for (const option of setup.options) query.append('option', option);
  if (setup.position) query.set('position', setup.position);
  return query.toString();
}

/**
 * Where a game continued on the server starts: its start, the moves played and the players of
 * 3+ who resigned among them, as the table's record writes them (its Withdrawn header).
 * @param {import('../types.js').GameState} state
 * @param {string} record the table's record of the game
 */
function continuation(state, record) {
  const withdrawn = /^\[Withdrawn "([^"]*)"\]$/m.exec(record)?.[1];
  return { position: state.start, moves: state.plies.map((ply) => ply.path), ...(withdrawn ? { withdrawn } : {}) };
}

/**
 * Says that the game needs no server, and offers to continue it there: a new game on the server
 * with the same seats and its moves (continuation), which the server judges again.
 * @param {GameController} game
 * @param {OfflineTable} table
 */
function offlinePanel(game, table) {
  const move = async () => {
    const { setup } = table.saved;
    try {
      const answer = await api.createGame({ game: setup.game, players: setup.players || undefined, options: setup.options,
        mode: setup.mode, seat: setup.mode === 'computer' ? setup.seat : undefined,
        level: setup.mode === 'computer' ? setup.level : undefined, name: setup.name || undefined,
        // untimed here, untimed there: a clock would start running on a game its player did not time
        timeControl: 'untimed', ...continuation(game.state, table.recordText) });
      saveSeatToken(answer.id, answer.token);
      table.movedTo(answer.id);
      location.assign(`${languagePrefix()}/g/${encodeURIComponent(answer.id)}`);
    } catch (err) {
      game.showError(err instanceof api.ApiError ? err.code : 'network', err.message);
    }
  };
  const button = tr(h('button', { type: 'button', 'data-testid': 'move-online', onclick: move }), 'offline.moveOnline');
  const panel = h('section', { class: 'panel', 'data-testid': 'offline-panel' },
    tr(h('p', { class: 'muted' }), 'offline.note'), h('div', { class: 'actions' }, button,
      tr(h('a', { class: 'button', href: languagePrefix() }), 'offline.newGame')));
  const draw = () => {
    button.hidden = game.state.status !== 'playing';
  };
  game.onChange(draw);
  draw();
  return panel;
}
