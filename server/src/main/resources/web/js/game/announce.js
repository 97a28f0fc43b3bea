// What a screen reader says after a move, own or another player's: who moved, the path and, read
// from the positions the server sent (before and after), the animal that moved and the piece it
// took in Dou Shou Qi; the hops of a jump, which the server counts. No rule is needed for it.
import { colourAdjective, colourName, t, teamName } from '../i18n.js';
import { pathSquares, prettyPath } from '../notation.js';

/**
 * @param {import('../games/game.js').GameModule} game
 * @param {Map<string, string>} before  the board the move was played on (square → letter)
 * @param {Map<string, string>} after   the board after it
 * @param {string} colour  the mover's
 * @param {string} path
 * @param {number} hops  how many jumps the path makes, as the server's event says (0 for a step)
 */
export function moveAnnouncement(game, before, after, colour, path, hops) {
  if (path === 'pass') return t('announce.pass', { colour: colourName(colour) });
  const squares = pathSquares(path);
  const words = { colour: colourName(colour), team: teamName(colour), path: prettyPath(path) };
  const mover = game.piece(before.get(squares[0]) || '');
  if (mover?.animal) {
    const animal = { ...words, animal: t('animal.' + mover.animal) };
    const taken = takenPiece(game, before, after, squares[0]);
    if (!taken) return t('announce.animal', animal);
    return t('announce.animalTakes', {
      ...animal,
      target: t('animal.' + taken.animal),
      theTarget: t('animal.the.' + taken.animal),
      targetColour: colourAdjective(taken.colour, 'animal'),
    });
  }
  if (hops === 1) return t('announce.jump', words);
  if (hops > 1) return t('announce.chain', { ...words, hops });
  return t('announce.move', words);
}

/**
 * A piece the move took: one that stood somewhere before it (not on the mover's square) and
 * stands there no more.
 * @param {import('../games/game.js').GameModule} game
 * @param {Map<string, string>} before
 * @param {Map<string, string>} after
 * @param {string} from
 */
function takenPiece(game, before, after, from) {
  for (const [square, letter] of before) {
    if (square !== from && after.get(square) !== letter) return game.piece(letter);
  }
  return null;
}
