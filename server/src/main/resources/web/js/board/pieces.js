// How a piece looks in SVG, and how it is named for screen readers.
import { s } from '../dom.js';
import { colourAdjective, t } from '../i18n.js';

/**
 * A piece drawn around (0, 0) in board units; Jungle animals show their rank and name.
 * @param {import('../games/game.js').PieceInfo} info
 * @returns {SVGElement}
 */
export function pieceElement(info) {
  const group = s('g', { class: `piece piece-${info.colour}`, 'data-piece': info.colour });
  if (info.animal) {
    group.setAttribute('data-animal', info.animal);
    group.append(
      s('circle', { class: 'piece-body', r: 0.43 }),
      s('text', { class: 'piece-rank', y: -0.02, 'text-anchor': 'middle' }, String(info.rank)),
      s('text', { class: 'piece-name', y: 0.27, 'text-anchor': 'middle' }, t('animal.short.' + info.animal)),
    );
  } else {
    group.append(
      s('circle', { class: 'piece-body', r: 0.36 }),
      s('circle', { class: 'piece-shine', r: 0.14, cx: -0.1, cy: -0.12 }),
    );
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
