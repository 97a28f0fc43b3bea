// One exercise: a ladder of steps, each a position and a goal the server's judgement must meet
// (a legal move among the answers, a refusal under a given rule, a win or not). Hints, the
// answer with its explanation, and the solved state remembered in localStorage.
import { fill, h } from '../dom.js';
import { tr } from '../i18n.js';
import { flag, saveFlag } from '../storage.js';
import { LiveBoard } from './live-board.js';
import { say } from './say.js';

/**
 * @typedef {Object} Goal
 * @property {boolean} legal
 * @property {string} [rule]
 * @property {string[]} [answers]   acceptable moves (compared by start and end)
 * @property {boolean} [wins]
 * @property {boolean} [distinct]   must differ from the previous step's move
 * @property {string} example       a correct move (the tests play it); for a race, a whole sequence
 * @property {number} [finish]      a race: fill the target camp in this many own moves (the solver judges)
 *
 * @typedef {{id: string, level: string, steps: Array<{diagram?: import('./learn-api.js').Diagram, goal: Goal}>}} ExerciseData
 */

/** @param {string} path */
export function startEnd(path) {
  const squares = path.toLowerCase().split(/[-x]/);
  return `${squares[0]}-${squares[squares.length - 1]}`;
}

/**
 * What is wrong with a judged move for this goal, as a message key and parameters; null if it meets it.
 * @param {Goal} goal
 * @param {import('./learn-api.js').Judgement} judged
 * @param {string} tried
 * @param {string} side        the colour to move
 * @param {string | null} previous the move that solved the previous step
 * @returns {[string, Record<string, string>] | null}
 */
export function mismatch(goal, judged, tried, side, previous) {
  const played = judged.legal ? judged.move : tried;
  if (goal.legal && !judged.legal) return ['learn.ex.wantLegal', { rule: judged.rule }];
  if (!goal.legal && judged.legal) return ['learn.ex.wantRefused', { move: played }];
  if (!goal.legal && goal.rule && judged.rule !== goal.rule) return ['learn.ex.wrongRule', { got: judged.rule, want: goal.rule }];
  if (goal.answers && !goal.answers.map(startEnd).includes(startEnd(played))) return ['learn.ex.notThis', { move: played }];
  if (goal.distinct && previous && startEnd(previous) === startEnd(played)) return ['learn.ex.same', { move: played }];
  if (goal.wins !== undefined) {
    const won = Boolean(judged.status && judged.status.winner === side);
    if (goal.wins && !won) return ['learn.ex.noWin', { move: played }];
    if (!goal.wins && won) return ['learn.ex.unwantedWin', { move: played }];
  }
  return null;
}

export class Exercise {
  /**
   * @param {string} gameId
   * @param {ExerciseData} data
   * @param {{onSolved: () => void, onUse: (position: string) => void}} hooks
   */
  constructor(gameId, data, hooks) {
    this.gameId = gameId;
    this.data = data;
    this.hooks = hooks;
    this.prefix = `learn.${gameId}.ex.${data.id}.`;
    this.storageKey = `learn.${gameId}.${data.id}`;
    this.stepIndex = 0;
    /** @type {string | null} */
    this.previous = null;
    /** @type {string[]} a race's own moves played so far */
    this.played = [];
    this.stepLine = h('p', { class: 'ex-step' });
    this.task = h('p', { class: 'ex-task', 'data-testid': 'exercise-task' });
    this.boardBox = h('div', { class: 'ex-board' });
    this.result = h('p', { class: 'ex-result', role: 'status', 'aria-live': 'polite', 'data-testid': 'exercise-feedback' });
    this.hint = tr(h('p', { class: 'ex-hint', hidden: true }), this.prefix + 'hint');
    this.answer = h('div', { class: 'ex-answer', hidden: true, 'data-testid': 'exercise-answer' });
    this.nextButton = tr(h('button', { type: 'button', class: 'primary small', hidden: true, 'data-testid': 'exercise-next', onclick: () => this.goTo(this.stepIndex + 1) }), 'learn.ex.next');
    this.badge = tr(h('span', { class: 'ex-badge', hidden: !this.solved() }), 'learn.ex.solvedBefore');
    this.element = h('article', { class: 'exercise panel', id: 'ex-' + data.id, 'data-testid': 'exercise-' + data.id },
      h('h3', {}, tr(h('span', { class: 'ex-level' }), 'learn.level.' + data.level), ' · ', tr(h('span'), this.prefix + 'title'), ' ', this.badge),
      this.stepLine, this.task, this.boardBox, this.result,
      h('div', { class: 'ex-buttons' },
        tr(h('button', { type: 'button', class: 'small', 'data-testid': 'exercise-hint', onclick: () => { this.hint.hidden = !this.hint.hidden; } }), 'learn.ex.hint'),
        tr(h('button', { type: 'button', class: 'small', 'data-testid': 'exercise-show', onclick: () => this.reveal() }), 'learn.ex.show'),
        tr(h('button', { type: 'button', class: 'small', onclick: () => this.goTo(0) }), 'learn.ex.restart'),
        this.nextButton),
      this.hint, this.answer);
    this.goTo(0);
  }

  solved() {
    return flag(this.storageKey, false);
  }

  /** @param {number} index */
  goTo(index) {
    if (index === 0) this.previous = null;
    this.played = [];
    this.stepIndex = index;
    const steps = this.data.steps;
    const step = steps[index];
    let diagram = null;
    for (let i = index; i >= 0 && !diagram; i--) diagram = steps[i].diagram || null;
    say(this.stepLine, 'learn.ex.step', { n: index + 1, total: steps.length });
    say(this.task, `${this.prefix}step${index + 1}`);
    say(this.result, null);
    this.result.className = 'ex-result';
    this.nextButton.hidden = true;
    this.answer.hidden = true;
    this.board = new LiveBoard(this.gameId, diagram, {
      tries: false,
      continue: false,
      analyse: false,
      testid: 'exercise-board',
      anyTarget: !step.goal.legal, // a refusal to find may be a move onto one's own piece
      race: !!step.goal.finish,
      onReset: () => { this.played = []; },
      onUse: this.hooks.onUse,
      onJudged: (judged, tried) => this.check(step.goal, judged, tried),
    });
    fill(this.boardBox, this.board.element);
  }

  /**
   * @param {Goal} goal
   * @param {import('./learn-api.js').Judgement} judged
   * @param {string} tried
   */
  check(goal, judged, tried) {
    const wrong = goal.finish ? this.raceMismatch(goal, judged) : mismatch(goal, judged, tried, this.board.sideToMove(), this.previous);
    if (wrong) {
      say(this.result, wrong[0], wrong[1]);
      this.result.className = wrong[0] === 'learn.ex.raceOnCourse' ? 'ex-result' : 'ex-result wrong';
      return;
    }
    this.previous = judged.legal ? judged.move : tried;
    const last = this.stepIndex === this.data.steps.length - 1;
    say(this.result, last ? 'learn.ex.solved' : 'learn.ex.good');
    this.result.className = 'ex-result right';
    if (last) {
      saveFlag(this.storageKey, true);
      this.badge.hidden = false;
      this.answer.hidden = false;
      this.fillAnswer(goal);
      this.hooks.onSolved();
    } else {
      this.nextButton.hidden = false;
    }
  }

  /**
   * A race move against the solver's count: on course while the moves played and the moves it
   * says are left make no more than the goal; solved once finished within it.
   * @param {Goal} goal
   * @param {import('./learn-api.js').Judgement} judged
   * @returns {[string, Record<string, string | number>] | null}
   */
  raceMismatch(goal, judged) {
    if (!judged.legal) return ['learn.ex.wantLegal', { rule: judged.rule || '' }];
    this.played.push(judged.move || '');
    const played = this.played.length;
    if (judged.finished) return played <= goal.finish ? null : ['learn.ex.raceLong', { moves: played, best: goal.finish }];
    if (judged.fewest === null || judged.fewest === undefined) return ['learn.ex.raceUnknown', { move: judged.move || '' }];
    if (played + judged.fewest > goal.finish) {
      return ['learn.ex.raceLost', { move: judged.move || '', left: judged.fewest, total: played + judged.fewest, best: goal.finish }];
    }
    return ['learn.ex.raceOnCourse', { move: judged.move || '', left: judged.fewest }];
  }

  /** Shows the current step's example and the explanation. */
  reveal() {
    this.fillAnswer(this.data.steps[this.stepIndex].goal);
    this.answer.hidden = false;
  }

  /** @param {Goal} goal */
  fillAnswer(goal) {
    // the engine's view of the position only once the answer is out: before, it would give it away
    this.board.analyseLink.hidden = false;
    const line = h('p', {});
    say(line, 'learn.ex.answer', { move: goal.example });
    fill(this.answer, line, tr(h('p', {}), this.prefix + 'explain'));
  }
}
