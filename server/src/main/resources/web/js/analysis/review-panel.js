// The game review on the analysis board: on request, every move of the main line is judged
// against the engine's best (BrowserEngine.reviewMove, one call a move in a worker of its own, so
// the review shows its progress, can be stopped and leaves the analysis free), then the graph of
// the evaluation, each player's marks, a legend of the game's thresholds (reviewScale) and, on
// each marked move, the better move to show on the board or try as a variation, and a table of
// every move with its evaluation before and after it, whose rows go to the move. Nothing of it
// goes to the server.
import { h } from '../dom.js';
import { colourName, lang, onLanguageChange, t } from '../i18n.js';
import { prettyPath } from '../notation.js';
import { EngineClient, EngineStopped } from './engine-client.js';
import { singular } from './evaluation.js';
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
   *   goTo: (node: ReviewedNode) => void, marked: () => void}} board what the page does for a mark or a move
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
    if (this.drawn) this.drawResult();
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
    this.drawn = false;
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
    this.drawn = false;
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
      this.drawJudged();
      return;
    }
    this.progress.value = nodes.length;
    this.finish(t('review.done', { total: nodes.length }), 'done');
    this.drawJudged();
  }

  /** Ends the review under way; the moves judged so far keep their marks and are drawn. */
  stop() {
    if (this.stopButton.hidden) return;
    this.run++;
    /** @type {EngineClient} */ (this.engine).stop();
    const judged = this.mainLine().filter((node) => node.review).length;
    this.finish(judged ? t('review.stoppedAt', { n: judged, total: this.mainLine().length }) : t('review.stopped'), 'stopped');
    this.drawJudged();
  }

  /** Draws the result of the moves judged so far, if any. */
  drawJudged() {
    this.drawn = this.mainLine().some((node) => node.review);
    if (this.drawn) this.drawResult();
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
    const threshold = new Intl.NumberFormat(lang(), { maximumFractionDigits: 2 });
    const legend = KINDS.map(([symbol, kind]) => h('li', {}, h('span', { class: 'review-symbol ' + kind }, symbol), ' ',
      t('review.legend', { kind: t('review.' + kind), n: threshold.format(scale[kind] / 100), unit: this.unit(scale[kind] / 100, threshold) })));
    const score = new Intl.NumberFormat(lang(), { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const graph = reviewGraph(values, marked, {
      label: view + ' ' + t('review.graphLabel', { total: nodes.length }),
      unit: t('review.unit.' + scale.unit),
      move: t('review.graphMove'),
      scale: (units) => units ? signed(units * 100, threshold) : threshold.format(0),
      point: (index) => this.rowText(nodes[index - 1], index, score),
    }, (index) => this.goTo(nodes[index - 1]));
    this.result.replaceChildren(
      h('p', { class: 'muted', id: 'review-view' }, view),
      graph,
      h('h3', {}, t('review.summaryTitle')),
      h('ul', { class: 'review-summary', 'data-testid': 'review-summary' }, summary),
      h('h3', {}, t('review.marked')),
      marked.length
        ? h('ol', { class: 'review-marks', 'data-testid': 'review-marks' }, marked.map((mark) => this.markItem(mark.node, mark.kind, score)))
        : h('p', { class: 'muted' }, t('review.none')),
      h('h3', {}, t('review.movesTitle')),
      ...this.movesTable(nodes, score),
      h('h3', {}, t('review.legendTitle')),
      h('ul', { class: 'review-legend', 'data-testid': 'review-legend' }, legend));
  }

  /**
   * Every move judged, one row each: its number, mover, evaluation before and after it, and mark.
   * @param {ReviewedNode[]} nodes
   * @param {Intl.NumberFormat} number
   */
  movesTable(nodes, number) {
    const head = ['number', 'mover', 'move', 'before', 'after', 'mark'].map((column) => h('th', {
      scope: 'col', class: ['number', 'before', 'after'].includes(column) ? 'review-value' : null }, t('review.column.' + column)));
    const rows = nodes.map((node, i) => {
      const review = /** @type {MoveAnswer} */ (node.review);
      const kind = markKind(review.mark);
      // the whole row goes to the move; its button is there for the keyboard, its click bubbles here
      return h('tr', { class: 'review-row' + (kind ? ' ' + kind : ''), 'data-testid': 'review-row', 'data-move': node.move, 'data-kind': kind,
        onclick: () => this.goTo(node) },
      h('td', { class: 'review-number' }, String(i + 1)),
      h('td', {}, colourName(this.mover(node))),
      h('td', {}, h('button', { type: 'button', class: 'review-go' }, prettyPath(/** @type {string} */ (node.move)))),
      h('td', { class: 'review-value', 'data-testid': 'review-before' }, signed(review.before, number)),
      h('td', { class: 'review-value', 'data-testid': 'review-after' }, signed(review.after, number)),
      // the symbol alone keeps the row narrow on a phone: its kind is in the legend and its tooltip, and read to screen readers
      h('td', { class: 'review-kind' }, kind ? [h('span', { class: 'review-symbol ' + kind, title: t('review.' + kind) }, review.mark),
        h('span', { class: 'sr-only' }, ' ' + t('review.' + kind))] : ''));
    });
    return [
      h('p', { class: 'muted review-moves-help', id: 'review-moves-help' }, t('review.movesCaption', { colour: colourName(/** @type {string[]} */ (this.colours)[0]) })),
      h('div', { class: 'review-table-wrap' }, h('table', { class: 'review-moves', 'aria-describedby': 'review-moves-help', 'data-testid': 'review-moves' },
        h('thead', {}, h('tr', {}, head)),
        h('tbody', {}, rows)))];
  }

  /**
   * A move's row in words, for the graph's tooltip.
   * @param {ReviewedNode} node
   * @param {number} index its number
   * @param {Intl.NumberFormat} number
   */
  rowText(node, index, number) {
    const review = /** @type {MoveAnswer} */ (node.review);
    const kind = markKind(review.mark);
    return t('review.pointText', { n: index, colour: colourName(this.mover(node)), move: prettyPath(/** @type {string} */ (node.move)),
      before: signed(review.before, number), after: signed(review.after, number) }) + (kind ? ' ' + review.mark + ' ' + t('review.' + kind) : '');
  }

  /**
   * Goes to a move of the game on the board.
   * @param {ReviewedNode} node
   */
  goTo(node) {
    this.board.goTo(node);
  }

  /**
   * The unit's word for an amount as `number` writes it.
   * @param {number} amount in units
   * @param {Intl.NumberFormat} number
   */
  unit(amount, number) {
    return t((singular(amount, number) ? 'review.unitOne.' : 'review.unit.') + this.scale.unit);
  }

  /**
   * @param {ReviewedNode} node
   * @param {string} kind
   * @param {Intl.NumberFormat} number
   */
  markItem(node, kind, number) {
    const review = /** @type {MoveAnswer} */ (node.review);
    return h('li', { class: 'review-mark', 'data-testid': 'review-mark', 'data-move': node.move, 'data-kind': kind },
      h('span', { class: 'review-symbol ' + kind }, review.mark), ' ',
      t(singular(review.loss / 100, number) ? 'review.markTextOne' : 'review.markText', { colour: colourName(this.mover(node)), move: prettyPath(/** @type {string} */ (node.move)), kind: t('review.' + kind),
        n: number.format(review.loss / 100), unit: this.unit(review.loss / 100, number), best: prettyPath(review.best) }),
      h('div', { class: 'actions' },
        h('button', { type: 'button', class: 'small', 'data-testid': 'review-show-better', onclick: () => this.board.showBetter(node) }, t('review.showBetter')),
        h('button', { type: 'button', class: 'small', 'data-testid': 'review-try-better', onclick: () => this.board.tryBetter(node) }, t('review.tryBetter'))));
  }
}

/**
 * A value as the analysis panel writes a score (evaluation.js' scoreText: signed, two decimals),
 * with the page's decimal separator.
 * @param {number} value hundredths
 * @param {Intl.NumberFormat} number
 */
function signed(value, number) {
  return (value >= 0 ? '+' : '−') + number.format(Math.abs(value) / 100);
}
