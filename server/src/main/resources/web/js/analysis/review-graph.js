// The game review's graph: the evaluation at the start and after each move of the main line,
// from the first player's view (up is better for it), as an SVG line over the moves' numbers and
// the evaluation's scale, with a point on each move and a dot of the mark's kind on each marked
// one. A click on a move's band goes to that move; the review's table of moves says the same for
// the keyboard and assistive technology, so the graph is one image to them.
import { s } from '../dom.js';

const WIDTH = 300;
const HEIGHT = 130;
/** The plot's margins: the scale's numbers and unit on the left, the moves' numbers below. */
const LEFT = 30;
const RIGHT = 10;
const TOP = 8;
const BOTTOM = 18;
/** Values beyond this many hundredths (8 points, or 8 moves of a race) are drawn at the edge. */
const SHOWN = 800;
/** The moves between two numbered ticks: the first of these that numbers at most 10 of them. */
const TICK_STEPS = [1, 2, 5, 10, 20, 50, 100];

/**
 * @typedef {Object} GraphTexts
 * @property {string} label   what the graph shows, for assistive technology
 * @property {string} unit    the scale's unit, beside its numbers
 * @property {string} move    the moves' axis, beside their numbers
 * @property {(units: number) => string} scale  a number of the scale, in whole units
 * @property {(index: number) => string} point  a move's tooltip, by its number
 */

/**
 * @param {number[]} values hundredths, from the start's to the last move's
 * @param {{index: number, kind: string}[]} marks the marked moves: index into `values` of the value after it
 * @param {GraphTexts} texts
 * @param {(index: number) => void} pick a move's band clicked, by its number (1 for the first)
 * @returns {SVGElement}
 */
export function reviewGraph(values, marks, texts, pick) {
  const moves = Math.max(1, values.length - 1);
  const step = (WIDTH - LEFT - RIGHT) / moves;
  // the scale fits the game's largest value in whole units, so a quiet game is not drawn flat
  const units = Math.min(SHOWN / 100, Math.max(1, Math.ceil(Math.max(0, ...values.map(Math.abs)) / 100)));
  const middle = TOP + (HEIGHT - TOP - BOTTOM) / 2;
  const half = (HEIGHT - TOP - BOTTOM) / 2;
  const x = (/** @type {number} */ i) => (LEFT + i * step).toFixed(1);
  const y = (/** @type {number} */ value) => (middle - (Math.max(-units * 100, Math.min(units * 100, value)) / (units * 100)) * half).toFixed(1);
  const points = values.map((value, i) => x(i) + ',' + y(value)).join(' ');
  const every = TICK_STEPS.find((n) => moves / n <= 10) ?? TICK_STEPS[TICK_STEPS.length - 1];
  const ticks = values.map((_, i) => i).filter((i) => i && i % every === 0);
  const scaleText = (/** @type {number} */ at, /** @type {number} */ n) =>
    s('text', { class: 'review-scale', x: LEFT - 3, y: (Number(y(n * 100)) + 3).toFixed(1), 'text-anchor': 'end' }, texts.scale(at));
  return s('svg', {
    class: 'review-graph', viewBox: `0 0 ${WIDTH} ${HEIGHT}`, role: 'img',
    'aria-label': texts.label, 'data-testid': 'review-graph',
  },
  s('title', {}, texts.label),
  s('line', { class: 'review-grid', x1: LEFT, y1: y(units * 100), x2: WIDTH - RIGHT, y2: y(units * 100) }),
  s('line', { class: 'review-grid', x1: LEFT, y1: y(-units * 100), x2: WIDTH - RIGHT, y2: y(-units * 100) }),
  s('polygon', { class: 'review-area', points: `${x(0)},${middle} ${points} ${x(values.length - 1)},${middle}` }),
  s('line', { class: 'review-axis', x1: LEFT, y1: middle, x2: WIDTH - RIGHT, y2: middle, 'data-testid': 'review-zero' }),
  scaleText(units, units), scaleText(0, 0), scaleText(-units, -units),
  s('text', { class: 'review-scale', transform: `translate(9 ${middle}) rotate(-90)`, 'text-anchor': 'middle' }, texts.unit),
  s('text', { class: 'review-scale', x: LEFT - 3, y: HEIGHT - 5, 'text-anchor': 'end' }, texts.move),
  ticks.map((i) => s('text', { class: 'review-scale', x: x(i), y: HEIGHT - 5, 'text-anchor': 'middle', 'data-testid': 'review-tick' }, String(i))),
  s('polyline', { class: 'review-line', points }),
  values.slice(1).map((value, i) => s('circle', { class: 'review-point', cx: x(i + 1), cy: y(value), r: 1.8 })),
  marks.map((mark) => s('circle', {
    class: 'review-dot ' + mark.kind, cx: x(mark.index), cy: y(values[mark.index]), r: 3.5, 'data-testid': 'review-dot',
  })),
  // last, so that the bands take the clicks over the whole height of each move
  values.slice(1).map((_, i) => s('rect', {
    class: 'review-hit', x: (LEFT + (i + 0.5) * step).toFixed(1), y: TOP, width: step.toFixed(1), height: HEIGHT - TOP - BOTTOM,
    'data-testid': 'review-point', 'data-index': i + 1, onclick: () => pick(i + 1),
  }, s('title', {}, texts.point(i + 1)))));
}
