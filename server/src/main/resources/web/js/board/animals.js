// The eight Dou Shou Qi animals as bold head silhouettes, drawn on a 100 × 100 grid centred on
// (50, 50). Each shape is ink (the animal), cut (the tile's colour showing through: eyes, spots,
// stripes), line (whiskers, mouths), or the elephant's trunk and tusks (thick strokes). Heads rather than bodies: at piece size a face with its
// ears, mane, trunk or stripes is what makes an animal recognisable.
import { s } from '../dom.js';

/**
 * @typedef {'ink' | 'cut' | 'line' | 'trunk' | 'tusk'} Paint
 * @typedef {[Paint, string, Record<string, string | number>]} Shape  paint, SVG tag, attributes
 */

/** @param {number} cx @param {number} cy @param {number} r @returns {Record<string, number>} */
const at = (cx, cy, r) => ({ cx, cy, r });

/**
 * Both eyes, mirrored about the centre line.
 * @param {number} dx from the centre line
 * @param {number} y
 * @param {number} r
 * @returns {Shape[]}
 */
const eyes = (dx, y, r) => [['cut', 'circle', at(50 - dx, y, r)], ['cut', 'circle', at(50 + dx, y, r)]];

/**
 * Whiskers: three lines out of each cheek.
 * @param {number} y
 * @returns {Shape[]}
 */
const whiskers = (y) => [
  ['line', 'path', { d: `M38 ${y} L10 ${y - 8} M38 ${y + 3} L8 ${y + 3} M38 ${y + 6} L10 ${y + 14}` }],
  ['line', 'path', { d: `M62 ${y} L90 ${y - 8} M62 ${y + 3} L92 ${y + 3} M62 ${y + 6} L90 ${y + 14}` }],
];

/** The lion's mane: a ring of tufts around the face. */
const mane = /** @type {Shape[]} */ (Array.from({ length: 12 }, (_, i) => {
  const a = (i * Math.PI) / 6;
  return ['ink', 'circle', at(50 + 33 * Math.cos(a), 52 + 33 * Math.sin(a), 11)];
}));

/** @type {Record<string, Shape[]>} by notation letter (notation.md) */
const ART = {
  R: [ // rat: big round ears, a pointed snout and long whiskers
    ['ink', 'circle', at(27, 30, 15)], ['ink', 'circle', at(73, 30, 15)],
    ['cut', 'circle', at(27, 30, 8)], ['cut', 'circle', at(73, 30, 8)],
    ['ink', 'path', { d: 'M50 90 C40 82 25 64 29 47 C33 33 67 33 71 47 C75 64 60 82 50 90 Z' }],
    ...eyes(10, 52, 4.5),
    ...whiskers(70),
  ],
  C: [ // cat: a round face, triangular ears, whiskers
    ['ink', 'path', { d: 'M25 50 L26 12 L50 33 Z M75 50 L74 12 L50 33 Z' }],
    ['ink', 'circle', at(50, 57, 27)],
    ['cut', 'ellipse', { cx: 40, cy: 53, rx: 5.5, ry: 4 }], ['cut', 'ellipse', { cx: 60, cy: 53, rx: 5.5, ry: 4 }],
    ['cut', 'path', { d: 'M45 63 L55 63 L50 69 Z' }],
    ...whiskers(67),
  ],
  D: [ // dog: floppy ears hanging down, a pale muzzle with a big nose
    ['ink', 'ellipse', { cx: 50, cy: 48, rx: 22, ry: 26 }],
    ['ink', 'ellipse', { cx: 25, cy: 50, rx: 10, ry: 22, transform: 'rotate(18 25 50)' }],
    ['ink', 'ellipse', { cx: 75, cy: 50, rx: 10, ry: 22, transform: 'rotate(-18 75 50)' }],
    ...eyes(9, 44, 4),
    ['cut', 'ellipse', { cx: 50, cy: 68, rx: 15, ry: 12 }],
    ['ink', 'ellipse', { cx: 50, cy: 64, rx: 7, ry: 5 }],
    ['line', 'path', { d: 'M50 69 L50 75 M43 76 Q50 80 57 76' }],
  ],
  W: [ // wolf: tall pointed ears, a long narrow muzzle, cheek ruffs
    ['ink', 'path', { d: 'M50 92 L36 64 L24 66 L29 56 L22 30 L20 8 L40 27 L50 25 L60 27 L80 8 L78 30 L71 56 L76 66 L64 64 Z' }],
    ['cut', 'path', { d: 'M26 17 L37 29 L28 33 Z M74 17 L63 29 L72 33 Z' }],
    ['cut', 'path', { d: 'M34 44 L46 49 L37 51 Z M66 44 L54 49 L63 51 Z' }],
    ['cut', 'path', { d: 'M46 66 L54 66 L50 74 Z' }],
  ],
  P: [ // leopard: small round ears, a round face covered in rosette spots
    ['ink', 'circle', at(27, 28, 10)], ['ink', 'circle', at(73, 28, 10)],
    ['ink', 'circle', at(50, 54, 30)],
    ...eyes(10, 50, 4.5),
    ['cut', 'path', { d: 'M45 62 L55 62 L50 68 Z' }],
    ...[[36, 36], [50, 31], [64, 36], [28, 55], [72, 55], [35, 71], [65, 71], [50, 78]]
      .map(([cx, cy]) => /** @type {Shape} */ (['cut', 'circle', at(cx, cy, 3.2)])),
  ],
  T: [ // tiger: a round face with bold stripes on the forehead and cheeks
    ['ink', 'circle', at(27, 28, 11)], ['ink', 'circle', at(73, 28, 11)],
    ['ink', 'circle', at(50, 54, 30)],
    ['cut', 'path', { d: 'M43 25 L50 42 L57 25 Z M35 29 L41 39 L43 28 Z M65 29 L59 39 L57 28 Z' }],
    ['cut', 'path', { d: 'M20 48 L37 53 L21 57 Z M22 64 L37 62 L25 71 Z M80 48 L63 53 L79 57 Z M78 64 L63 62 L75 71 Z' }],
    ...eyes(10, 51, 4.5),
    ['cut', 'path', { d: 'M44 63 L56 63 L50 70 Z' }],
  ],
  L: [ // lion: a big mane round a light face
    ...mane,
    ['ink', 'circle', at(50, 52, 33)],
    ['cut', 'circle', at(50, 54, 21)],
    ['ink', 'circle', at(42, 50, 3.8)], ['ink', 'circle', at(58, 50, 3.8)],
    ['ink', 'path', { d: 'M44 58 L56 58 L50 65 Z' }],
    ['line', 'path', { d: 'M50 65 L50 69 M43 71 Q50 67 57 71' }],
  ],
  E: [ // elephant: huge ears, a trunk curling out, small tusks
    ['ink', 'ellipse', { cx: 23, cy: 44, rx: 18, ry: 23 }], ['ink', 'ellipse', { cx: 77, cy: 44, rx: 18, ry: 23 }],
    ['cut', 'ellipse', { cx: 21, cy: 45, rx: 10, ry: 15 }], ['cut', 'ellipse', { cx: 79, cy: 45, rx: 10, ry: 15 }],
    ['ink', 'circle', at(50, 42, 21)],
    ['trunk', 'path', { d: 'M50 50 C50 70 46 84 60 88' }],
    ['tusk', 'path', { d: 'M40 58 Q36 68 42 73 M60 58 Q64 68 58 73' }],
    ...eyes(9, 40, 3.5),
  ],
};

/**
 * The animal's head as one group in board units, centred on (0, 0) and about `size` across.
 * @param {string} animal notation letter, R … E
 * @param {number} size
 * @returns {SVGElement}
 */
export function animalArt(animal, size) {
  const k = size / 100;
  const group = s('g', { class: 'animal-art', transform: `translate(${-50 * k} ${-50 * k}) scale(${k})` });
  for (const [paint, tag, attrs] of ART[animal] || []) group.append(s(tag, { ...attrs, class: 'art-' + paint }));
  return group;
}
