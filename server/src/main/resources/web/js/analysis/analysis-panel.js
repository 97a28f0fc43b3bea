// The engine's panel of the analysis board: the depth or time chosen, the evaluation as a bar
// and a number (with a solved race's moves to finish, or each seat's estimate with 3+ players),
// the best line and the best moves, which a click plays. With a time, the engine deepens one
// ply at a time until the time is spent; the answer under way then is dropped.
import { h } from '../dom.js';
import { colourName, onLanguageChange, t } from '../i18n.js';
import { prettyPath } from '../notation.js';
import { EngineStopped } from './engine-client.js';
import { barShare, scoreText, seatTexts } from './evaluation.js';

/** Each search's node budget: a ceiling, so that no depth asked for can think for ever. */
const NODES = 5_000_000;
const DEPTHS = [2, 3, 4, 5, 6, 7, 8, 10, 12];
const SECONDS = [1, 3, 10];

/**
 * @typedef {Object} Answer  BrowserEngine.analyse's JSON
 * @property {number} score
 * @property {number} depth
 * @property {string[]} line
 * @property {number | null} winsIn  a forced result in the side to move's own moves, negative when it loses
 * @property {{move: string, score: number, winsIn: number | null}[]} best
 * @property {string} unit        the game's unit: points, or moves of a race
 * @property {number} unitScore   what one unit is worth in scores
 * @property {{toMove: number, other: number} | null} race
 * @property {(number | null)[]} seats
 */

export class AnalysisPanel {
  /**
   * @param {HTMLElement} section
   * @param {import('./engine-client.js').EngineClient} engine
   * @param {(move: string) => void} onPlay
   */
  constructor(section, engine, onPlay) {
    this.section = section;
    this.engine = engine;
    this.onPlay = onPlay;
    this.busy = false;
    this.run = 0;
    this.budget = h('select', { 'data-testid': 'analysis-budget', onchange: () => this.again() },
      DEPTHS.map((d) => h('option', { value: 'd' + d, selected: d === 4 })),
      SECONDS.map((s) => h('option', { value: 't' + s })));
    this.budgetLabel = h('span');
    this.stopButton = h('button', { type: 'button', class: 'small', 'data-testid': 'analysis-stop', onclick: () => this.stop() });
    this.state = h('p', { class: 'muted analysis-state', role: 'status', 'data-testid': 'analysis-state' });
    this.fill = h('div', { class: 'eval-fill' });
    this.bar = h('div', { class: 'eval-bar', role: 'img', 'data-testid': 'eval-bar' }, this.fill);
    this.score = h('p', { class: 'eval-score', 'data-testid': 'eval-score' });
    this.extra = h('ul', { class: 'eval-extra', 'data-testid': 'eval-extra' });
    this.lineTitle = h('h3');
    this.line = h('p', { class: 'best-line', 'data-testid': 'best-line' });
    this.bestTitle = h('h3');
    this.best = h('ol', { class: 'best-moves', 'data-testid': 'best-moves' });
    section.append(
      h('div', { class: 'analysis-budget' }, h('label', {}, this.budgetLabel, ' ', this.budget), this.stopButton),
      this.state, this.bar, this.score, this.extra, this.lineTitle, this.line, this.bestTitle, this.best);
    onLanguageChange(() => this.drawTexts());
    this.drawTexts();
  }

  drawTexts() {
    this.budgetLabel.textContent = t('analysis.budget');
    for (const option of this.budget.options) {
      const n = Number(option.value.slice(1));
      option.textContent = option.value[0] === 'd' ? t('analysis.depthN', { n }) : t('analysis.seconds', { n });
    }
    this.stopButton.textContent = t('analysis.stop');
    this.lineTitle.textContent = t('analysis.bestLine');
    this.bestTitle.textContent = t('analysis.bestMoves');
    if (this.answer) this.draw(this.answer);
  }

  /**
   * Analyses a position afresh, within the depth or time chosen.
   * @param {import('./analysis-page.js').Setting} setting
   * @param {string} position
   * @param {string[]} colours in turn order
   */
  async analyse(setting, position, colours) {
    this.holdHeight(setting);
    this.target = { setting, position, colours };
    if (this.busy) this.engine.stop();
    const run = ++this.run;
    this.answer = null;
    this.clear();
    const chosen = this.budget.value;
    const deadline = chosen[0] === 't' ? performance.now() + 1000 * Number(chosen.slice(1)) : 0;
    const timer = deadline ? setTimeout(() => { if (run === this.run && this.busy) this.stop(); }, deadline - performance.now()) : 0;
    for (let depth = deadline ? 2 : Number(chosen.slice(1)); run === this.run; depth++) {
      this.busy = true;
      this.state.textContent = t('analysis.thinking', { depth });
      this.state.dataset.state = 'thinking';
      let answer;
      try {
        answer = JSON.parse(await this.engine.call('analyse', setting.game, setting.players, setting.options, position, depth, NODES));
      } catch (err) {
        if (run === this.run) this.finish(err instanceof EngineStopped ? null : err);
        break;
      }
      if (run !== this.run) break;
      this.answer = answer;
      this.draw(answer);
      if (!deadline || performance.now() >= deadline || answer.depth < depth) {
        this.finish(null);
        break;
      }
    }
    clearTimeout(timer);
  }

  again() {
    if (this.target) this.analyse(this.target.setting, this.target.position, this.target.colours);
  }

  /** Ends the search under way, keeping the last depth finished. */
  stop() {
    if (!this.busy) return;
    this.run++;
    this.engine.stop();
    this.finish(null);
  }

  /** @param {Error | null} err */
  finish(err) {
    this.busy = false;
    this.state.dataset.state = err ? 'error' : 'done';
    if (err) {
      this.state.textContent = /game is over/.test(err.message) ? t('analysis.over') : t('analysis.refused', { message: err.message });
    } else {
      this.state.textContent = this.answer ? t('analysis.depthReached', { depth: this.answer.depth }) : t('analysis.stopped');
    }
  }

  /**
   * The panel keeps the tallest height it has had for this setting, so that clearing it for a new
   * position and filling it again does not move the move list's buttons below it under a click.
   * @param {import('./analysis-page.js').Setting} setting
   */
  holdHeight(setting) {
    const style = this.section.style;
    if (this.target?.setting !== setting) {
      style.minHeight = '';
      return;
    }
    style.minHeight = Math.max(parseFloat(style.minHeight) || 0, this.section.getBoundingClientRect().height) + 'px';
  }

  clear() {
    this.bar.hidden = true;
    this.score.textContent = '';
    this.extra.replaceChildren();
    this.line.textContent = '';
    this.best.replaceChildren();
  }

  /** @param {Answer} answer */
  draw(answer) {
    const { position, colours } = /** @type {any} */ (this.target);
    const letter = position.split(' ')[1] || 'r';
    const side = colours.find((/** @type {string} */ c) => c[0] === letter) || colours[0];
    const other = colours.find((/** @type {string} */ c) => c !== side) || side;
    const two = colours.length === 2;
    this.bar.hidden = !two;
    const share = barShare(answer.score, answer.winsIn, side === colours[0]);
    this.fill.style.width = share.toFixed(1) + '%';
    this.bar.setAttribute('aria-label', t('analysis.bar', { colour: colourName(colours[0]), share: Math.round(share) }));
    // with 3+ players the search's score is the mover's alone and tells a reader nothing: the seats' estimates do
    const score = scoreText(answer.score, answer.winsIn, side, other, answer);
    this.score.textContent = !two ? t('analysis.toMove', { side: colourName(side) })
      : answer.winsIn !== null ? score : t('analysis.score', { side: colourName(side), score });
    const extras = answer.race
      ? [t('analysis.race', { first: colourName(side), n: answer.race.toMove, second: colourName(other), m: answer.race.other })]
      : seatTexts(answer.seats, colours);
    this.extra.replaceChildren(...extras.map((text) => h('li', {}, text)));
    this.line.textContent = answer.line.map(prettyPath).join('  ');
    this.best.replaceChildren(...answer.best.map((move) => h('li', {},
      h('button', { type: 'button', class: 'small', 'data-testid': 'best-move', 'data-move': move.move, onclick: () => this.onPlay(move.move) },
        prettyPath(move.move)),
      ' ', h('span', { class: 'muted' }, two ? scoreText(move.score, move.winsIn, side, other, answer) : ''))));
  }
}
