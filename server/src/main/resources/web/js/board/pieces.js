// How a piece looks in SVG, and how it is named for screen readers.
import { s } from '../dom.js';
import { colourAdjective, t } from '../i18n.js';
import { animalArt } from './animals.js';

/**
 * The small mark inside each marble colour, so that the six colours differ by more than hue
 * (colour-vision deficiencies): drawn around (0, 0) in board units, inside the marble.
 * @type {Record<string, () => SVGElement | null>}
 */
const MARBLE_MARK = {
  red: () => s('circle', { class: 'marble-mark', r: 0.15 }),
  blue: () => s('circle', { class: 'marble-mark filled', r: 0.09 }),
  yellow: () => null,
  green: () => s('path', { class: 'marble-mark', d: 'M0 -.16 L.16 0 L0 .16 L-.16 0 Z' }),
  purple: () => s('path', { class: 'marble-mark', d: 'M-.15 -.06 L.15 -.06 M-.15 .06 L.15 .06' }),
  orange: () => s('path', { class: 'marble-mark', d: 'M0 -.15 L.14 .1 L-.14 .1 Z' }),
};

/**
 * A piece drawn around (0, 0) in board units. A Jungle animal is its head on a tile, light for
 * red and dark for blue, round for red and square for blue, with its rank in a corner badge.
 * @param {import('../games/game.js').PieceInfo} info
 * @returns {SVGElement}
 */
export function pieceElement(info) {
  // the square that holds the piece names it (colour, animal, rank): the drawing is not read out
  const group = s('g', { class: `piece piece-${info.colour}`, 'data-piece': info.colour, 'aria-hidden': 'true' });
  if (info.animal) {
    group.setAttribute('data-animal', info.animal);
    const tile = info.colour === 'red'
      ? s('circle', { class: 'piece-body', r: 0.44 })
      : s('rect', { class: 'piece-body', x: -0.41, y: -0.41, width: 0.82, height: 0.82, rx: 0.12 });
    group.append(
      tile,
      animalArt(info.animal, 0.7),
      s('g', { class: 'piece-badge', transform: 'translate(.29 .29)' },
        s('circle', { r: 0.14 }),
        s('text', { class: 'piece-rank', 'text-anchor': 'middle', 'dominant-baseline': 'central' }, String(info.rank))),
    );
  } else {
    group.append(
      s('circle', { class: 'piece-body', r: 0.36 }),
      s('circle', { class: 'piece-shine', r: 0.1, cx: -0.15, cy: -0.16 }),
    );
    const mark = MARBLE_MARK[info.colour]?.();
    if (mark) group.append(mark);
  }
  return group;
}

/**
 * "red piece on c1", "blue lion (7) on a9", "empty hole e5".
 * @param {import('../games/game.js').GameModule} game
 * @param {string} square
 * @param {import('../games/game.js').PieceInfo | null} info
 */
export function squareName(game, square, info) {
  if (!info) return t(`a11y.empty.${game.noun}`, { square });
  if (info.animal) {
    return t('a11y.animal', {
      colour: colourAdjective(info.colour, 'animal'),
      animal: t('animal.' + info.animal),
      rank: info.rank,
      square,
    });
  }
  return t('a11y.piece', { colour: colourAdjective(info.colour, 'piece'), square });
}
