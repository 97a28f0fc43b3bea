// The game review on the analysis board: on request, every move of the main line is judged
// against the engine's best (BrowserEngine.reviewMove, one call a move in a worker of its own, so
// the review shows its progress, can be stopped and leaves the analysis free), then the graph of
// the evaluation, each player's marks, a legend of the game's thresholds (reviewScale) and, on
// each marked move, the better move to show on the board or try as a variation. Nothing of it
// goes to the server.
import { h } from '../dom.js';
import { colourName, lang, onLanguageChange, t } from '../i18n.js';
import { prettyPath } from '../notation.js';
import { EngineClient, EngineStopped } from './engine-client.js';
import { reviewGraph } from './review-graph.js';

/** The review's search for each move: deep enough to see a piece taken, cheap enough for a game. */
const DEPTH = 4;
const NODES = 200_000;
/** The marks by the engine's symbol, mildest first. */
const KINDS = /** @type {const} */ ([['?!', 'inaccuracy'], ['?', 'mistake'], ['??', 'blunder']]);

/**
 * @typedef {Object} MoveAnswer  BrowserEngine.reviewMove's JSON
 * @property {string} best
 * @property {number} before
 * @property {number} after
 * @property {number} loss
 * @property {string | null} mark
 *
 * @typedef {import('./variation-tree.js').VariationNode & {review?: MoveAnswer}} ReviewedNode
 */

/** The kind of a mark's symbol ('blunder', …), or null. */
export function markKind(/** @type {string | null | undefined} */ symbol) {
  return KINDS.find(([mark]) => mark === symbol)?.[1] ?? null;
}

export class ReviewPanel {
  /**
   * @param {HTMLElement} section
   * @param {{showBetter: (node: ReviewedNode) => void, tryBetter: (node: ReviewedNode) => void,
   *   marked: () => void}} board what the page does for a mark
   */
  constructor(section, board) {
    this.board = board;
    /** @type {EngineClient | null} */
    this.engine = null;
    this.run = 0;
    this.startButton = h('button', { type: 'button', class: 'primary', 'data-testid': 'review-start', onclick: () => this.start() });
    this.stopButton = h('button', { type: 'button', class: 'small', 'data-testid': 'review-stop', hidden: true, onclick: () => this.stop() });
    this.progress = h('progress', { class: 'review-progress', max: 1, value: 0, hidden: true, 'data-testid': 'review-progress' });
    this.state = h('p', { class: 'muted', role: 'status', 'data-testid': 'review-state' });
    this.help = h('p', { class: 'muted review-help' });
    this.result = h('div', { class: 'review-result', 'data-testid': 'review-result' });
    section.append(this.help, h('div', { class: 'actions' }, this.startButton, this.stopButton), this.progress, this.state, this.result);
    onLanguageChange(() => this.drawTexts());
    this.drawTexts();
  }

  drawTexts() {
    this.startButton.textContent = t('review.start');
    this.stopButton.textContent = t('analysis.stop');
    this.help.textContent = t('review.help');
    if (this.done) this.drawResult();
  }

  /**
   * A game opened: its main line can be reviewed.
   * @param {import('./analysis-page.js').Setting} setting
   * @param {import('./variation-tree.js').VariationTree} tree
   * @param {string[]} colours in turn order
   */
  show(setting, tree, colours) {
    this.stop();
    this.setting = setting;
    this.tree = tree;
    this.colours = colours;
    this.done = false;
    this.result.replaceChildren();
    this.state.textContent = '';
    this.startButton.disabled = !tree.root.children.length;
  }

  /** The main line's moves, from the first. */
  mainLine() {
    /** @type {ReviewedNode[]} */
    const nodes = [];
    for (let at = /** @type {ReviewedNode} */ (this.tree?.root); at?.children.length; at = at.children[0]) nodes.push(at.children[0]);
    return nodes;
  }

  async start() {
    const setting = /** @type {import('./analysis-page.js').Setting} */ (this.setting);
    const nodes = this.mainLine();
    if (!nodes.length) return;
    this.stop();
    const run = ++this.run;
    this.engine ??= new EngineClient();
    this.done = false;
    this.result.replaceChildren();
    for (const node of nodes) delete node.review;
    this.board.marked();
    this.startButton.disabled = true;
    this.stopButton.hidden = false;
    this.progress.hidden = false;
    this.progress.max = nodes.length;
    this.state.dataset.state = 'reviewing';
    try {
      this.scale = JSON.parse(await this.engine.call('reviewScale', setting.game, setting.players, setting.options));
      for (const [i, node] of nodes.entries()) {
        this.progress.value = i;
        this.state.textContent = t('review.progress', { n: i + 1, total: nodes.length });
        const parent = /** @type {ReviewedNode} */ (node.parent);
        const answer = await this.engine.call('reviewMove', setting.game, setting.players, setting.options,
          parent.position, /** @type {string} */ (node.move), DEPTH, NODES);
        if (run !== this.run) return;
        node.review = JSON.parse(answer);
        this.board.marked();
      }
    } catch (err) {
      if (run !== this.run) return;
      this.finish(err instanceof EngineStopped ? t('review.stopped') : t('analysis.refused', { message: /** @type {Error} */ (err).message }), 'error');
      return;
    }
    this.progress.value = nodes.length;
    this.done = true;
    this.finish(t('review.done', { total: nodes.length }), 'done');
    this.drawResult();
  }

  /** Ends the review under way; the moves judged so far keep their marks. */
  stop() {
    if (this.stopButton.hidden) return;
    this.run++;
    /** @type {EngineClient} */ (this.engine).stop();
    this.finish(t('review.stopped'), 'stopped');
  }

  /**
   * @param {string} text
   * @param {string} state
   */
  finish(text, state) {
    this.stopButton.hidden = true;
    this.progress.hidden = true;
    this.startButton.disabled = !this.mainLine().length;
    this.state.textContent = text;
    this.state.dataset.state = state;
  }

  /** The colour that played a node's move: the side to move before it. */
  mover(/** @type {ReviewedNode} */ node) {
    const colours = /** @type {string[]} */ (this.colours);
    const letter = /** @type {ReviewedNode} */ (node.parent).position.split(' ')[1] || 'r';
    return colours.find((c) => c[0] === letter) || colours[0];
  }

  drawResult() {
    const nodes = this.mainLine().filter((node) => node.review);
    const colours = /** @type {string[]} */ (this.colours);
    const scale = this.scale;
    const values = nodes.length ? [/** @type {MoveAnswer} */ (nodes[0].review).before, ...nodes.map((node) => /** @type {MoveAnswer} */ (node.review).after)] : [];
    const marked = nodes.map((node, i) => ({ node, index: i + 1, kind: markKind(/** @type {MoveAnswer} */ (node.review).mark) }))
      .filter((mark) => mark.kind);
    const view = colours.length > 2 ? t('review.viewSeats', { colour: colourName(colours[0]) })
      : t(scale.unit === 'points' ? 'review.viewPoints' : 'review.viewMoves', { colour: colourName(colours[0]) });
    const summary = colours.map((colour) => {
      const count = (/** @type {string} */ kind) => marked.filter((mark) => mark.kind === kind && this.mover(mark.node) === colour).length;
      return h('li', { 'data-testid': 'review-summary-' + colour },
        t('review.summary', { colour: colourName(colour), blunders: count('blunder'), mistakes: count('mistake'), inaccuracies: count('inaccuracy') }));
    });
    const number = new Intl.NumberFormat(lang(), { maximumFractionDigits: 2 });
    const legend = KINDS.map(([symbol, kind]) => h('li', {}, h('span', { class: 'review-symbol ' + kind }, symbol), ' ',
      t('review.legend', { kind: t('review.' + kind), n: number.format(scale[kind] / 100), unit: t('review.unit.' + scale.unit) })));
    this.result.replaceChildren(
      h('p', { class: 'muted', id: 'review-view' }, view),
      reviewGraph(values, marked, view),
      h('h3', {}, t('review.summaryTitle')),
      h('ul', { class: 'review-summary', 'data-testid': 'review-summary' }, summary),
      h('h3', {}, t('review.marked')),
      marked.length
        ? h('ol', { class: 'review-marks', 'data-testid': 'review-marks' }, marked.map((mark) => this.markItem(mark.node, mark.kind, number)))
        : h('p', { class: 'muted' }, t('review.none')),
      h('h3', {}, t('review.legendTitle')),
      h('ul', { class: 'review-legend', 'data-testid': 'review-legend' }, legend));
  }

  /**
   * @param {ReviewedNode} node
   * @param {string} kind
   * @param {Intl.NumberFormat} number
   */
  markItem(node, kind, number) {
    const review = /** @type {MoveAnswer} */ (node.review);
    const unit = t('review.unit.' + this.scale.unit);
    return h('li', { class: 'review-mark', 'data-testid': 'review-mark', 'data-move': node.move, 'data-kind': kind },
      h('span', { class: 'review-symbol ' + kind }, review.mark), ' ',
      t('review.markText', { colour: colourName(this.mover(node)), move: prettyPath(/** @type {string} */ (node.move)), kind: t('review.' + kind),
        n: number.format(review.loss / 100), unit, best: prettyPath(review.best) }),
      h('div', { class: 'actions' },
        h('button', { type: 'button', class: 'small', 'data-testid': 'review-show-better', onclick: () => this.board.showBetter(node) }, t('review.showBetter')),
        h('button', { type: 'button', class: 'small', 'data-testid': 'review-try-better', onclick: () => this.board.tryBetter(node) }, t('review.tryBetter'))));
  }
}
