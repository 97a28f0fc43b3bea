// The analysis board (/analysis): a position chosen, pasted or opened from a game or a Learn
// page; moves played freely on the board and kept as a tree of variations; the engine's
// evaluation, best line and best moves, all answered by the WebAssembly engine in a Web Worker
// (engine-client.js), so the page never waits on the server nor freezes.
import * as api from '../api.js';
import { BoardView } from '../board/board-view.js';
import { loadCatalog } from '../catalog.js';
import { h } from '../dom.js';
import { boardFor, gameModule } from '../games/index.js';
import { onLanguageChange, t } from '../i18n.js';
import { parseBoard, pathSquares } from '../notation.js';
import { followChoices } from '../home/form-choices.js';
import { AnalysisPanel } from './analysis-panel.js';
import { EngineClient } from './engine-client.js';
import { ReviewPanel } from './review-panel.js';
import { TreePanel } from './tree-panel.js';
import { VariationTree } from './variation-tree.js';

/**
 * @typedef {Object} Setting  a game as the engine's calls name it
 * @property {string} game
 * @property {number} players
 * @property {string} options  joined by commas
 */

/** @param {HTMLElement} root */
export async function enhancePage(root) {
  await loadCatalog();
  // two workers: the board's legal moves must not wait behind a search of several seconds
  const page = new AnalysisPage(root, new EngineClient(), new EngineClient());
  // after the query, the fragment: a game played in the browser alone gives its record there,
  // which no server has to read (a long record would be too long a request line)
  const address = () => {
    const params = new URLSearchParams(location.search);
    for (const [name, value] of new URLSearchParams(location.hash.slice(1))) params.set(name, value);
    return params;
  };
  // another record or position given in the fragment alone reloads no page: open it here
  window.addEventListener('hashchange', () => page.loadFrom(address()));
  await page.loadFrom(address());
}

class AnalysisPage {
  /**
   * @param {HTMLElement} root
   * @param {EngineClient} engine  the rules: positions read, moves listed and played
   * @param {EngineClient} search  the analysis panel's searches, which its stop ends
   */
  constructor(root, engine, search) {
    this.root = root;
    this.engine = engine;
    this.form = /** @type {HTMLFormElement} */ (root.querySelector('#analysis-setup'));
    this.error = /** @type {HTMLElement} */ (root.querySelector('[data-testid="analysis-error"]'));
    this.boardArea = /** @type {HTMLElement} */ (root.querySelector('#analysis-board'));
    /** @type {string | null} */
    this.selected = null;
    this.panel = new AnalysisPanel(/** @type {HTMLElement} */ (root.querySelector('#analysis-engine')), search,
      (move) => this.play(move));
    this.treePanel = new TreePanel(/** @type {HTMLElement} */ (root.querySelector('#analysis-tree')), () => this.changed());
    this.review = new ReviewPanel(/** @type {HTMLElement} */ (root.querySelector('#analysis-review')), {
      showBetter: (node) => this.showBetter(node),
      tryBetter: (node) => this.tryBetter(node),
      goTo: (node) => { this.tree.goTo(node); this.changed(); },
      marked: () => this.treePanel.draw(),
    });
    this.notation = h('input', { type: 'text', readonly: '', class: 'analysis-position', 'data-testid': 'analysis-position' });
    this.notation.setAttribute('aria-label', t('analysis.notation'));
    const copy = h('button', { type: 'button', class: 'small', 'data-testid': 'analysis-copy', onclick: () => this.copy() });
    this.copyButton = copy;
    /** @type {HTMLElement} */ (root.querySelector('#analysis-notation')).append(this.notation, h('div', { class: 'actions' }, copy));
    // each game's player counts and options, as the server drew them from the engine
    this.followChoices = followChoices(this.form);
    this.form.addEventListener('change', () => this.followChoices());
    this.form.addEventListener('submit', (ev) => {
      ev.preventDefault();
      this.loadFrom(new URLSearchParams(/** @type {any} */ (new FormData(this.form))));
    });
    onLanguageChange(() => this.drawTexts());
    this.drawTexts();
  }

  drawTexts() {
    this.copyButton.textContent = t('analysis.copy');
  }

  /**
   * Opens what the address (query or fragment) or the form names: `record` (a record's text), `from` (a game's id,
   * its record fetched), else `game`, `players`, `options` and `position` (a position or a
   * record pasted; empty for the start); with `review`, the game's review starts at once.
   * @param {URLSearchParams} params
   */
  async loadFrom(params) {
    this.say(null);
    const game = params.get('game') || 'jungle';
    const players = Number(params.get('players') || 0);
    // the address names them in one field (options=a,b), the form in one checkbox each (option=a&option=b)
    const options = [...(params.get('options') || '').trim().split(/[\s,]+/), ...params.getAll('option')].filter(Boolean).join(',');
    this.fillForm(game, players, options);
    let pasted = (params.get('record') || params.get('position') || '').trim();
    try {
      if (params.get('from')) pasted = await api.fetchRecord(String(params.get('from')));
      if (pasted.startsWith('[')) {
        const record = JSON.parse(await this.engine.call('readRecord', pasted));
        await this.open({ game: record.game, players: record.players, options: record.options }, record.start, record.moves);
        if (params.get('review')) this.review.start();
      } else {
        const setting = { game, players: players || (boardFor(game)?.setup.players ?? 2), options };
        // the engine reads the position before it is shown: a malformed one is refused here
        await this.open(setting, await this.engine.call('notation', setting.game, setting.players, setting.options, pasted), []);
      }
    } catch (err) {
      this.say(err instanceof api.ApiError ? t('analysis.noRecord') : t('analysis.refused', { message: err.message }));
    }
  }

  /**
   * @param {string} game
   * @param {number} players
   * @param {string} options
   */
  fillForm(game, players, options) {
    const choice = /** @type {HTMLSelectElement} */ (this.form.elements.namedItem('game'));
    if (gameModule(game)) choice.value = game;
    const ofGame = `[data-when-game="${CSS.escape(choice.value)}"]`;
    const count = /** @type {HTMLSelectElement | null} */ (this.form.querySelector(`${ofGame} select[name="players"]`));
    if (count && players) count.value = String(players);
    const chosen = options.split(',');
    for (const box of this.form.querySelectorAll(`${ofGame} input[name="option"]`)) {
      /** @type {HTMLInputElement} */ (box).checked = chosen.includes(/** @type {HTMLInputElement} */ (box).value);
    }
    this.followChoices();
  }

  /**
   * Shows a game from its start, with the record's moves as the main line (the last position shown).
   * @param {Setting} setting
   * @param {string} start
   * @param {string[]} moves
   */
  async open(setting, start, moves) {
    const drawn = boardFor(setting.game, setting.players);
    if (!drawn) throw new Error(t('analysis.unknownGame'));
    this.setting = setting;
    this.setup = drawn.setup;
    this.layout = drawn.layout;
    this.tree = new VariationTree(start);
    for (const move of moves) {
      this.tree.play(move, await this.call('play', this.tree.current.position, move));
    }
    this.view = new BoardView({ game: drawn.game, layout: drawn.layout, onSquare: (name) => this.onSquare(name), onCancel: () => this.select(null) });
    this.boardArea.replaceChildren(this.view.element);
    this.root.dataset.game = setting.game;
    this.treePanel.show(this.tree);
    this.review.show(setting, this.tree, drawn.setup.colours);
    this.changed();
  }

  /**
   * An engine call on the current game's setting.
   * @param {string} name
   * @param {string} position
   * @param {...(string|number)} rest
   */
  call(name, position, ...rest) {
    const { game, players, options } = /** @type {Setting} */ (this.setting);
    return this.engine.call(name, game, players, options, position, ...rest);
  }

  /** The position shown changed: the board, the notation, the move list and a new analysis. */
  changed() {
    const node = this.tree.current;
    this.selected = null;
    this.view.setBoard(parseBoard(node.position.split(' ')[0], this.layout.rows));
    this.view.setMarks({ last: node.move ? pathSquares(node.move) : [] });
    this.notation.value = node.position;
    this.treePanel.draw();
    this.panel.analyse(/** @type {Setting} */ (this.setting), node.position, this.setup.colours);
  }

  /** The legal moves of the position shown, asked once. */
  async legal() {
    const node = /** @type {any} */ (this.tree.current);
    if (!node.legal) {
      const listed = await this.call('legalMoves', node.position);
      node.legal = listed ? listed.split(' ') : [];
    }
    return /** @type {string[]} */ (node.legal);
  }

  /** @param {string} name */
  async onSquare(name) {
    const legal = await this.legal();
    if (this.selected && this.selected !== name) {
      const move = legal.find((m) => { const p = pathSquares(m); return p[0] === this.selected && p[p.length - 1] === name; });
      if (move) {
        await this.play(move);
        return;
      }
    }
    await this.select(this.selected === name ? null : name);
  }

  /** @param {string | null} name */
  async select(name) {
    const targets = new Set((await this.legal()).map(pathSquares).filter((p) => p[0] === name).map((p) => p[p.length - 1]));
    this.selected = targets.size ? name : null;
    const last = this.tree.current.move ? pathSquares(this.tree.current.move) : [];
    this.view.setMarks(this.selected ? { selected: name, targets, last } : { last });
  }

  /** @param {string} move a legal move of the position shown */
  async play(move) {
    try {
      this.tree.play(move, await this.call('play', this.tree.current.position, move));
    } catch (err) {
      this.say(t('analysis.refused', { message: err.message }));
      return;
    }
    this.changed();
  }

  /**
   * Goes to the position before a marked move and shows the engine's better move there.
   * @param {import('./review-panel.js').ReviewedNode} node
   */
  showBetter(node) {
    const parent = /** @type {import('./variation-tree.js').VariationNode} */ (node.parent);
    this.tree.goTo(parent);
    this.changed();
    // on a phone the review is below the board, out of sight
    this.boardArea.scrollIntoView({ block: 'nearest' });
    const better = pathSquares(/** @type {any} */ (node.review).best);
    this.view.setMarks({
      selected: better[0], path: better, targets: new Set([better[better.length - 1]]),
      last: parent.move ? pathSquares(parent.move) : [],
    });
  }

  /**
   * Plays a marked move's better move instead, as a variation of the game.
   * @param {import('./review-panel.js').ReviewedNode} node
   */
  async tryBetter(node) {
    this.tree.goTo(/** @type {import('./variation-tree.js').VariationNode} */ (node.parent));
    await this.play(/** @type {any} */ (node.review).best);
  }

  async copy() {
    try {
      await navigator.clipboard.writeText(this.notation.value);
      this.copyButton.textContent = t('analysis.copied');
    } catch {
      this.notation.select();
    }
  }

  /** @param {string | null} message */
  say(message) {
    this.error.textContent = message || '';
    // the set-up form comes after the board: a refusal of what the address asked for is shown there
    if (message) this.error.scrollIntoView({ block: 'nearest' });
  }
}
