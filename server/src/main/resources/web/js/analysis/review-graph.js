// The game review's graph: the evaluation after each move of the main line, from the first
// player's view (up is better for it), as an SVG line with a dot on each marked move. The dots
// carry the mark's kind as a class; what the graph says is also written out beside it.
import { s } from '../dom.js';

const WIDTH = 300;
const HEIGHT = 100;
/** Values beyond this many hundredths (8 points, or 8 moves of a race) are drawn at the edge. */
const SHOWN = 800;

/**
 * @param {number[]} values hundredths, from the start's to the last move's
 * @param {{index: number, kind: string}[]} marks the marked moves: index into `values` of the value after it
 * @param {string} label what the graph shows, for assistive technology
 * @returns {SVGElement}
 */
export function reviewGraph(values, marks, label) {
  const step = WIDTH / Math.max(1, values.length - 1);
  const x = (/** @type {number} */ i) => (i * step).toFixed(1);
  const y = (/** @type {number} */ value) => (HEIGHT / 2 - (Math.max(-SHOWN, Math.min(SHOWN, value)) / SHOWN) * (HEIGHT / 2 - 4)).toFixed(1);
  const points = values.map((value, i) => x(i) + ',' + y(value)).join(' ');
  return s('svg', {
    class: 'review-graph', viewBox: `0 0 ${WIDTH} ${HEIGHT}`, role: 'img',
    'aria-label': label, 'data-testid': 'review-graph',
  },
  s('title', {}, label),
  s('polygon', { class: 'review-area', points: `0,${HEIGHT / 2} ${points} ${x(values.length - 1)},${HEIGHT / 2}` }),
  s('line', { class: 'review-axis', x1: 0, y1: HEIGHT / 2, x2: WIDTH, y2: HEIGHT / 2 }),
  s('polyline', { class: 'review-line', points }),
  marks.map((mark) => s('circle', {
    class: 'review-dot ' + mark.kind, cx: x(mark.index), cy: y(values[mark.index]), r: 3.5, 'data-testid': 'review-dot',
  })));
}
