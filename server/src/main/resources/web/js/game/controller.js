// One game on screen: holds the latest state, talks to the server, and keeps the board and
// the panels in step. It holds no rules: moves come from `state.legal` and `hops` answers, and
// every position drawn, live or looking back, is one the server sent.
import * as api from '../api.js';
import { BoardView } from '../board/board-view.js';
import { colourName, errorText, lang, onLanguageChange, refusalText, t } from '../i18n.js';
import { playerLabel } from './offers.js';
import { Notices } from '../notices.js';
import { parseBoard, pathSquares } from '../notation.js';
import { flag, saveFlag, saveSeatToken } from '../storage.js';
import { judge } from '../learn/learn-api.js'; // the stateless judge explains; it changes no game
import { endingText, resultText } from './describe.js';
import { moveAnnouncement } from './announce.js';
import { applyEvent, positionAfter } from './game-state.js';
import { MoveBuilder } from './move-builder.js';
import { movesSinceViewer } from './recent-moves.js';

/** The events other than moves that every page announces and shows: who did what. */
const ANNOUNCED = ['resign', 'draw-offer', 'draw-declined', 'draw', 'takeback', 'seat', 'claim', 'abort',
  'offer', 'offer-declined', 'offer-withdrawn', 'rematch'];

/**
 * @typedef {Object} Transport  how commands reach the judge: the server's WebSocket, or the browser's offline table
 * @property {(type: string, data: any) => boolean} send   false when not delivered
 *
 * @typedef {Object} Panels  what the page draws around the board; each refreshes from the controller
 * @property {() => void} refresh
 */

export class GameController {
  /**
   * @param {import('../games/game.js').GameModule} game
   * @param {import('../games/game.js').BoardLayout} layout  the board of the state's setup (catalog)
   * @param {import('../types.js').GameState} state
   * @param {string | null} token
   */
  constructor(game, layout, state, token) {
    this.game = game;
    this.layout = layout;
    this.state = state;
    this.token = token;
    /** @type {Set<number>} seats this browser holds (from `welcome`) */
    this.mySeats = new Set();
    /** whether a `welcome` said which seats are this browser's (the presence its own arrival causes comes first) */
    this.welcomed = false;
    this.spectator = !token;
    /** @type {number | null} plies shown when looking back; null = the live position */
    this.viewing = null;
    this.builder = new MoveBuilder([], () => false);
    this.notices = new Notices();
    // a finger mis-taps more than a mouse mis-clicks: confirmation is on by default on touch screens only
    this.settings = { confirm: flag('confirm', matchMedia('(pointer: coarse)').matches), faceToMove: flag('faceToMove', false) };
    /** @type {Transport} */
    this.transport = { send: () => false };
    /** the stateless judge that explains a refusal (the server's; the browser's engine for a game without it) */
    this.judge = judge;
    /** @type {() => Promise<string>} the game's record (notation.md) */
    this.fetchRecord = () => api.fetchRecord(this.state.id);
    /** @type {() => string} where the record downloads from */
    this.recordHref = () => '/api/games/' + encodeURIComponent(this.state.id) + '/record';
    /** @type {(review: boolean) => string} the analysis board of this game, its review started or not */
    this.analysisHref = (review) => '/' + lang() + '/analysis?from=' + encodeURIComponent(this.state.id) + (review ? '&review=1' : '');
    /** whether the game is played in this browser alone (offline/offline-page.js) */
    this.offline = false;
    /** @type {import('../connection.js').LinkStatus} */
    this.link = 'connecting';
    this.retryIn = 0;
    this.waiting = false;
    this.animating = false;
    /** @type {Promise<void>} events play one after another */
    this.queue = Promise.resolve();
    this.seenV = state.v;
    /** @type {Array<() => void>} */
    this.listeners = [];
    this.board = new BoardView({
      game,
      layout: this.layout,
      onSquare: (square) => this.onSquare(square),
      onCancel: () => this.cancel(),
      zoom: true,
      drag: {
        start: (square) => this.grab(square),
        over: (square) => this.follow(this.builder.dragOver(square, this.game.chains)),
        drop: (square) => this.follow(this.builder.drop(square)),
      },
    });
    onLanguageChange(() => this.refresh());
    this.adoptState(state);
  }

  /** @param {() => void} listener called after every change worth redrawing */
  onChange(listener) {
    this.listeners.push(listener);
  }

  refresh() {
    this.board.setRotation(this.rotation());
    this.board.setBoard(this.shownBoard());
    this.board.zoom?.home(this.viewerColour());
    this.board.setMarks(this.marks());
    for (const listener of this.listeners) listener();
  }

  // ---- what is shown -------------------------------------------------------------------

  get total() {
    return this.state.plies.length;
  }

  /** @param {string} position */
  boardOf(position) {
    return parseBoard(position.split(' ')[0], this.layout.rows);
  }

  shownBoard() {
    return this.boardOf(this.shownPosition());
  }

  shownPosition() {
    return positionAfter(this.state, this.viewing ?? this.total);
  }

  /** @returns {import('../board/board-view.js').Marks} */
  marks() {
    const n = this.viewing ?? this.total;
    const last = n > 0 ? pathSquares(this.state.plies[n - 1].path) : [];
    const recent = movesSinceViewer(this.state.plies, n, this.state.seats.length, (seat) => this.viewsAs(seat, n));
    if (!this.canMove()) return { last, recent };
    const pending = this.builder.pending;
    return {
      last,
      recent,
      selected: this.builder.selected,
      targets: this.builder.targets(),
      extend: new Set(pending ? pending.next : []),
      path: pending ? pending.squares : [],
    };
  }

  /**
   * Whether a seat's moves are the viewer's own: on one screen the seat to play after `n` plies,
   * elsewhere the seats this browser holds.
   * @param {number} seat
   * @param {number} n
   */
  viewsAs(seat, n) {
    if (this.state.mode !== 'local') return this.mySeats.has(seat);
    const next = n < this.total ? this.state.plies[n].seat : this.state.seats.find((s) => s.colour === this.state.toMove)?.seat;
    return seat === next;
  }

  rotation() {
    const facing = this.layout.facing;
    if (this.state.mode === 'local') return this.settings.faceToMove ? facing[this.state.toMove] || 0 : 0;
    const mine = this.state.seats.find((seat) => this.mySeats.has(seat.seat));
    return mine ? facing[mine.colour] || 0 : 0;
  }

  /** The side this browser plays (the player to move on one screen, or when watching). */
  viewerColour() {
    const mine = this.state.mode === 'local' ? null : this.state.seats.find((seat) => this.mySeats.has(seat.seat));
    return mine ? mine.colour : this.state.toMove;
  }

  /** @param {string} colour */
  holds(colour) {
    return this.state.seats.some((seat) => seat.colour === colour && this.mySeats.has(seat.seat));
  }

  isMyTurn() {
    return this.state.status === 'playing' && this.holds(this.state.toMove);
  }

  canMove() {
    return this.viewing === null && this.isMyTurn() && !this.waiting && !this.animating && this.state.legal.length > 0;
  }

  mustPass() {
    return this.canMove() && this.state.legal.length === 1 && this.state.legal[0] === 'pass';
  }

  // ---- state from the server -----------------------------------------------------------

  /** @param {import('../types.js').GameState} state */
  adoptState(state) {
    const wasPlaying = this.state.status === 'playing';
    this.state = state;
    this.seenV = Math.max(this.seenV, state.v);
    this.waiting = false;
    const board = this.boardOf(state.position);
    const toMove = state.toMove;
    this.builder = new MoveBuilder(state.legal || [], (square) => {
      const letter = board.get(square);
      return !!letter && this.game.piece(letter)?.colour === toMove;
    });
    if (this.viewing !== null && this.viewing > this.total) this.viewing = null;
    if (wasPlaying && state.status !== 'playing') this.notices.announce(this.resultSentence());
    this.refresh();
  }

  resultSentence() {
    const ending = endingText(this.state);
    return ending ? `${resultText(this.state)} — ${ending}` : resultText(this.state);
  }

  /** @param {import('../types.js').ServerMessage} message */
  receive(message) {
    const d = message.d || {};
    switch (message.t) {
      case 'welcome':
        this.welcomed = true;
        this.mySeats = new Set(d.seats || []);
        this.spectator = !!d.spectator;
        this.refresh();
        break;
      case 'state':
        if (d.id === this.state.id && d.v >= this.state.v) {
          this.seenV = d.v;
          this.queue = this.queue.then(() => this.adoptState(d));
        }
        break;
      case 'event':
        this.receiveEvent(d);
        break;
      case 'presence':
        this.tellComingsAndGoings(this.state.seats, d.seats || this.state.seats);
        this.state = { ...this.state, seats: d.seats || this.state.seats, absent: d.absent ?? null };
        this.refresh();
        break;
      case 'hops':
        if (this.builder.applyHops(d)) this.refresh();
        break;
      case 'redirect':
        if (d.token) saveSeatToken(d.id, d.token);
        location.assign('/g/' + encodeURIComponent(d.id));
        break;
      case 'error':
        this.showError(d.code, d.message, d.kind ? d : undefined);
        if (d.code === 'stale') this.transport.send('sync', {});
        break;
      default:
        break;
    }
  }

  /** @param {import('../types.js').GameEvent} event */
  receiveEvent(event) {
    if (event.v <= this.seenV) return;
    if (event.v !== this.seenV + 1) {
      this.transport.send('sync', {});
      return;
    }
    this.seenV = event.v;
    this.queue = this.queue.then(() => this.playEvent(event));
  }

  /**
   * Shows an event (a move slides first), then applies it to the state.
   * @param {import('../types.js').GameEvent} event
   */
  async playEvent(event) {
    if (event.v !== this.state.v + 1) return; // a state adopted meanwhile (an HTTP answer, a sync) already has it
    const actor = event.seat !== undefined ? this.state.seats.find((s) => s.seat === event.seat) : null;
    if (event.kind === 'move') {
      // a hidden tab draws no frames, so an animation there would hold every later event back
      if (this.viewing === null && !document.hidden) {
        this.animating = true;
        this.builder.clear();
        this.board.setMarks({});
        await this.board.animate(event.path);
        this.animating = false;
      }
      if (actor) {
        this.notices.announce(moveAnnouncement(this.game, this.boardOf(this.state.position), this.boardOf(event.position),
          actor.colour, event.path, event.hops ?? 0));
      }
    } else if (ANNOUNCED.includes(event.kind)) {
      const kind = event.kind === 'offer' ? 'offer.' + event.offer?.kind : event.kind;
      const text = () => t('announce.' + kind, {
        colour: actor ? colourName(actor.colour) : '', who: actor ? playerLabel(this.state, actor.seat) : '',
      });
      this.notices.announce(text());
      if (event.kind !== 'seat') this.notices.show(text, 'info');
    }
    this.adoptState(applyEvent(this.state, event));
  }

  /**
   * Says when another player's last connection closed, and when they are back.
   * @param {import('../types.js').Seat[]} before
   * @param {import('../types.js').Seat[]} after
   */
  tellComingsAndGoings(before, after) {
    if (!this.welcomed || this.state.mode !== 'online' || this.state.status !== 'playing') return;
    for (const seat of after) {
      const was = before.find((s) => s.seat === seat.seat);
      if (seat.kind !== 'human' || this.mySeats.has(seat.seat) || !was || was.kind !== 'human') continue;
      if (!!was.connected === !!seat.connected) continue;
      const text = () => t(seat.connected ? 'presence.back' : 'presence.left', { who: playerLabel(this.state, seat.seat) });
      this.notices.show(text, 'info');
      this.notices.announce(text());
    }
  }

  /**
   * @param {string} code
   * @param {string} [message]
   * @param {import('../i18n.js').Refusal} [refusal]  why the engine refused a move
   */
  showError(code, message, refusal) {
    this.notices.show(() => errorText(code, message, refusal));
    this.waiting = false;
    this.builder.clear();
    this.refresh();
  }

  // ---- what the player does ------------------------------------------------------------

  /** @param {string} square */
  onSquare(square) {
    if (this.viewing !== null) {
      this.notices.show(() => t('notice.viewingHistory'), 'info');
      return;
    }
    if (!this.canMove()) return;
    if (!this.builder.pending && this.notToMove(square)) {
      const from = this.builder.selected;
      if (!from) {
        // the engine judges whose piece it is before where it would go, so any destination will do
        const elsewhere = [...this.board.cells.keys()].find((other) => other !== square) || square;
        this.explain(`${square}-${elsewhere}`, 'notice.notToMove');
        return;
      }
      if (!this.builder.targets().has(square)) {
        this.explain(`${from}-${square}`, 'error.refused');
        this.cancel();
        return;
      }
    }
    this.follow(this.builder.click(square, { confirm: this.settings.confirm, chains: this.game.chains }));
  }

  /**
   * Whether a piece of a side not to move stands on the square.
   * @param {string} square
   */
  notToMove(square) {
    const letter = this.shownBoard().get(square);
    return !!letter && this.game.piece(letter)?.colour !== this.state.toMove;
  }

  /**
   * Says at once, in a notice and without drawing a path, why the engine would refuse a move
   * (a piece of the side not to move, a capture the rules forbid), asking the stateless judge.
   * @param {string} path
   * @param {string} key  the notice's text, with `{rule}` and `{reason}`
   */
  async explain(path, key) {
    const { game, players, options, position } = this.state;
    try {
      const judged = await this.judge(game, { players, options, position }, path);
      if (judged.legal || !judged.kind) return;
      const refusal = { rule: judged.rule || '', kind: judged.kind, params: judged.params || {} };
      this.notices.show(() => t(key, { rule: refusal.rule, reason: refusalText(refusal) }), 'info');
    } catch (err) {
      const code = err instanceof api.ApiError ? err.code : 'network';
      this.notices.show(() => errorText(code));
    }
  }

  /**
   * Does what choosing a square led to.
   * @param {import('./move-builder.js').Outcome} outcome
   * @returns {string | null} the path played, if any
   */
  follow(outcome) {
    if (outcome.kind === 'send') this.play(outcome.path);
    else if (outcome.kind === 'ask-hops') this.command('hops', { path: outcome.path });
    if (outcome.kind !== 'none') this.refresh();
    return outcome.kind === 'send' ? outcome.path : null;
  }

  /** @param {string} square a drag starts there */
  grab(square) {
    if (!this.canMove() || !this.builder.grab(square)) return false;
    this.refresh();
    return true;
  }

  cancel() {
    this.builder.clear();
    this.refresh();
  }

  confirm() {
    const path = this.builder.confirmable();
    if (path) this.play(path);
  }

  /** @param {string} path */
  play(path) {
    this.builder.clear();
    this.waiting = true;
    this.command('move', { path, v: this.state.v });
    this.refresh();
  }

  /**
   * Sends a command by WebSocket, or over HTTP while the socket is down.
   * @param {string} type
   * @param {any} data
   */
  async command(type, data) {
    if (this.transport.send(type, data)) return;
    if (type === 'hops' || type === 'sync') {
      this.showError('network');
      return;
    }
    try {
      const answer = /** @type {any} */ (await api.sendCommand(this.state.id, this.token, type, data));
      if (answer && answer.token && answer.id) this.receive({ t: 'redirect', d: answer });
      else if (answer && answer.v !== undefined) this.adoptState(answer);
    } catch (err) {
      if (err instanceof api.ApiError) this.showError(err.code, err.message, err.refusal);
      else this.showError('network');
    }
  }

  /** The seat a resignation is for: the side to move on one screen, else this browser's seat. */
  resigningSeat() {
    if (this.state.mode === 'local') return this.state.seats.find((s) => s.colour === this.state.toMove)?.seat;
    return [...this.mySeats][0];
  }

  /** @param {number | null} n plies to show, or null for the live position */
  view(n) {
    const clamped = n === null || n >= this.total ? null : Math.max(0, n);
    if (clamped === this.viewing) return;
    this.viewing = clamped;
    this.builder.clear();
    this.refresh();
  }

  /**
   * @param {'confirm' | 'faceToMove'} key
   * @param {boolean} value
   */
  setSetting(key, value) {
    this.settings[key] = value;
    saveFlag(key, value);
    this.builder.pending = null;
    this.refresh();
  }

  /** @param {import('../connection.js').LinkStatus} status @param {number} [retryIn] */
  setLink(status, retryIn = 0) {
    this.link = status;
    this.retryIn = retryIn;
    for (const listener of this.listeners) listener();
  }
}
