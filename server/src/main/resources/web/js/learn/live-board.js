// A live diagram: a board drawn from a position where the reader tries moves and the server
// says whether they are accepted or refused, and why. The browser judges nothing itself.
import { h, s } from '../dom.js';
import { BoardView } from '../board/board-view.js';
import { positionAddress } from '../analysis/address.js';
import { boardFor } from '../games/index.js';
import { errorText, tr } from '../i18n.js';
import { parseBoard, pathSquares } from '../notation.js';
import { saveSeatToken } from '../storage.js';
import { continueAgainstComputer, judge, legalMoves, raceMove } from './learn-api.js';
import { say } from './say.js';

/**
 * @typedef {import('./learn-api.js').Diagram} Diagram
 * @typedef {import('./learn-api.js').Judgement} Judgement
 *
 * @typedef {Object} LiveBoardOptions
 * @property {(judged: Judgement, tried: string) => void} [onJudged]  after every answer
 * @property {(position: string) => void} [onUse]                      the reader touched this board
 * @property {boolean} [tries]     show the diagram's moves to try (default true)
 * @property {boolean} [continue]  offer "continue against the computer" (default true)
 * @property {boolean} [anyTarget] a click on another own piece tries the move instead of choosing that piece
 * @property {boolean} [race]      own moves follow one another from the position reached, the other side
 *                                 standing still, each judged by the server's race solver
 * @property {() => void} [onReset] the board went back to the diagram's position
 * @property {boolean} [analyse]   show the "Analyse" link at once (default true; an exercise shows it once solved)
 * @property {string} [testid]
 */

export class LiveBoard {
  /**
   * @param {string} gameId
   * @param {Diagram} diagram
   * @param {LiveBoardOptions} [options]
   */
  constructor(gameId, diagram, options = {}) {
    this.gameId = gameId;
    this.diagram = diagram;
    this.options = options;
    const { game, setup, layout } = boardFor(gameId, diagram.players);
    this.game = game;
    this.setup = setup;
    this.layout = layout;
    /** @type {string | null} */
    this.selected = null;
    /** @type {string[] | null} legal moves of the position shown, asked once per position */
    this.legal = null;
    /** @type {string | null} the position those legal moves are of */
    this.legalOf = null;
    this.changed = false;
    this.view = new BoardView({
      game: this.game,
      layout: this.layout,
      onSquare: (name) => this.onSquare(name),
      onCancel: () => this.reset(),
    });
    this.feedback = h('p', { class: 'learn-feedback', role: 'status', 'aria-live': 'polite', 'data-testid': 'learn-feedback' });
    this.detail = h('p', { class: 'learn-detail', 'data-testid': 'learn-detail' });
    const pathInput = h('input', { type: 'text', class: 'learn-path', size: 12, spellcheck: 'false', autocomplete: 'off', 'data-testid': 'learn-path' });
    tr(pathInput, 'learn.board.path', 'aria-label');
    tr(pathInput, 'learn.board.path', 'placeholder');
    const tryPath = tr(h('button', { type: 'submit', class: 'small' }), 'learn.board.tryPath');
    const form = h('form', { class: 'learn-try-form', onsubmit: (/** @type {Event} */ ev) => {
      ev.preventDefault();
      if (pathInput.value.trim()) this.tryMove(pathInput.value.trim());
    } }, pathInput, tryPath);
    const tries = options.tries === false ? [] : (diagram.tries || []).map((attempt) =>
      h('button', { type: 'button', class: 'small try', 'data-testid': 'try-' + attempt.move, onclick: () => this.tryMove(attempt.move) }, attempt.move));
    const reset = tr(h('button', { type: 'button', class: 'small', onclick: () => this.reset() }), 'learn.board.reset');
    const cont = options.continue === false ? null
      : tr(h('button', { type: 'button', class: 'small', 'data-testid': 'continue-computer', onclick: () => this.continueHere() }), 'learn.board.continue');
    // the analysis board of the position shown, the reader's moves included
    this.analyseLink = tr(h('a', { class: 'button small', 'data-testid': 'analyse-link', hidden: options.analyse === false }), 'action.analyse');
    this.element = h('div', { class: 'live-board', 'data-testid': options.testid || 'live-board', 'data-position': diagram.position },
      this.view.element,
      h('div', { class: 'learn-controls' },
        tr(h('p', { class: 'learn-help' }), tries.length ? 'learn.board.help' : 'learn.board.helpPath'),
        h('div', { class: 'learn-tries' }, tries, form),
        this.feedback, this.detail,
        h('div', { class: 'learn-actions' }, reset, cont, this.analyseLink)));
    this.show(diagram.position);
    this.drawLabels();
  }

  /** Letters the text refers to (A, B, C …) written beside their squares; display only. */
  drawLabels() {
    for (const [square, text] of Object.entries(this.diagram.labels || {})) {
      this.view.cells.get(square)?.append(s('text', { class: 'learn-label', x: 0.32, y: -0.3, 'aria-hidden': 'true' }, text));
    }
  }

  /** @param {string} position */
  show(position) {
    this.position = position;
    this.view.setBoard(parseBoard(position.split(' ')[0], this.layout.rows));
    this.analyseLink.setAttribute('href', positionAddress(this.gameId, this.diagram, position));
  }

  /** Back to the diagram's position. */
  reset() {
    this.selected = null;
    this.show(this.diagram.position);
    this.view.setMarks({});
    this.options.onReset?.();
  }

  /** The diagram at the position shown: a race goes on from where the reader's moves led. */
  here() {
    return { ...this.diagram, position: this.position };
  }

  /** The colour to move in the diagram, from its side field. */
  sideToMove() {
    const letter = this.diagram.position.split(' ')[1] || 'r';
    return this.setup.colours.find((c) => c[0] === letter) || this.setup.colours[0];
  }

  /** @param {string} name */
  async onSquare(name) {
    if (!this.options.race && this.position !== this.diagram.position) this.reset();
    const letter = this.view.board.get(name);
    if (!this.selected && letter && this.game.piece(letter)?.colour !== this.sideToMove()) {
      await this.explainNotToMove(name);
      return;
    }
    if (!this.selected || name === this.selected) {
      await this.select(name === this.selected || !letter ? null : name);
      return;
    }
    const mine = this.game.piece(this.view.board.get(this.selected) || '')?.colour;
    if (!this.options.anyTarget && letter && this.game.piece(letter)?.colour === mine && !(await this.targetsOf(this.selected)).has(name)) {
      await this.select(name); // another piece of the same side: choose it instead
      return;
    }
    await this.tryMove(`${this.selected}-${name}`);
  }

  /** @param {string | null} name */
  async select(name) {
    this.selected = name;
    say(this.detail, null);
    if (!name) {
      this.view.setMarks({});
      say(this.feedback, 'learn.board.empty');
      return;
    }
    const targets = await this.targetsOf(name);
    this.view.setMarks({ selected: name, targets });
    say(this.feedback, targets.size ? 'learn.board.selected' : 'learn.board.noMoves', { square: name, count: targets.size });
  }

  /**
   * A piece of the side not to move was chosen: the engine says why it may not move, at once
   * and without drawing a path (it judges whose piece it is before where it would go).
   * @param {string} square
   */
  async explainNotToMove(square) {
    this.selected = null;
    this.view.setMarks({});
    const elsewhere = [...this.view.cells.keys()].find((other) => other !== square) || square;
    let judged;
    try {
      judged = await judge(this.gameId, this.here(), `${square}-${elsewhere}`);
    } catch (e) {
      this.fail(e);
      return;
    }
    if (judged.legal) return;
    say(this.feedback, 'learn.board.notToMove', { rule: judged.rule, reason: refusalOf(judged) });
    say(this.detail, null);
    this.element.dataset.judged = 'not-to-move';
  }

  /**
   * Destinations of a piece, from the legal moves the server lists for the diagram.
   * @param {string} square
   */
  async targetsOf(square) {
    if (!this.legal || this.legalOf !== this.position) {
      this.legalOf = this.position;
      try {
        this.legal = (await legalMoves(this.gameId, this.here())).legal;
      } catch {
        this.legal = [];
      }
    }
    const ends = this.legal.map((m) => pathSquares(m)).filter((p) => p[0] === square).map((p) => p[p.length - 1]);
    return new Set(ends);
  }

  /** @param {string} move */
  async tryMove(move) {
    if (!this.options.race && this.position !== this.diagram.position) this.reset();
    this.options.onUse?.(this.position);
    let judged;
    try {
      judged = this.options.race ? await raceMove(this.gameId, this.here(), move) : await judge(this.gameId, this.diagram, move);
    } catch (e) {
      this.fail(e);
      return;
    }
    this.selected = null;
    if (judged.legal) {
      const path = pathSquares(judged.move);
      this.show(judged.position);
      this.view.setMarks({ last: path });
      const won = judged.status && judged.status.winner === this.sideToMove();
      const drawn = judged.status && judged.status.drawn;
      say(this.feedback, won ? 'learn.board.acceptedWin' : drawn ? 'learn.board.acceptedDraw' : 'learn.board.accepted', { move: judged.move });
      say(this.detail, null);
    } else {
      const path = pathSquares(move);
      this.view.setMarks({ selected: path[0] || null, path });
      say(this.feedback, 'learn.board.refused', { rule: judged.rule, reason: refusalOf(judged) });
      say(this.detail, 'learn.board.rule', { rule: judged.rule, text: '@learn.rule.' + judged.rule });
    }
    this.element.dataset.judged = judged.legal ? 'accepted' : 'refused';
    this.options.onJudged?.(judged, move);
  }

  /** @param {any} e an ApiError */
  fail(e) {
    say(this.feedback, null);
    this.feedback.textContent = errorText(e.code || 'server', e.message);
    say(this.detail, null);
  }

  /** A computer game from the position shown, the reader taking the side to move. */
  async continueHere() {
    const diagram = { ...this.diagram, position: this.position };
    const letter = this.position.split(' ')[1] || 'r';
    const seat = Math.max(0, this.setup.colours.findIndex((c) => c[0] === letter));
    try {
      const created = await continueAgainstComputer(this.gameId, diagram, seat);
      saveSeatToken(created.id, created.token);
      location.assign(`/g/${encodeURIComponent(created.id)}`);
    } catch (e) {
      this.fail(e);
    }
  }
}

/**
 * The refusal a judgement carries, for the page to word.
 * @param {Judgement} judged
 * @returns {import('../i18n.js').Refusal}
 */
function refusalOf(judged) {
  return { rule: judged.rule || '', kind: judged.kind || 'not-legal', params: judged.params || {} };
}
