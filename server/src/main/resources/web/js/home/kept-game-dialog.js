// Asked before a new game in this browser replaces the unfinished one kept here (only one is
// kept): the reader may go back to it, or start the new game and let the kept one go.
import { h } from '../dom.js';
import { t } from '../i18n.js';

/**
 * @param {import('../offline/offline-table.js').SavedGame} kept
 * @param {string} keptHref the page of the kept game
 * @param {() => void} startNew
 * @returns {HTMLDialogElement} appended to the page, to be shown with showModal
 */
export function keptGameDialog(kept, keptHref, startNew) {
  const moves = kept.commands.filter((command) => command.type === 'move').length;
  const dialog = /** @type {HTMLDialogElement} */ (h('dialog', {
    class: 'choice-dialog', 'data-testid': 'kept-game-dialog', 'aria-labelledby': 'kept-game-title',
  },
  h('h2', { id: 'kept-game-title' }, t('home.kept.title')),
  h('p', { 'data-testid': 'kept-game-text' }, t(moves === 1 ? 'home.kept.textOne' : 'home.kept.text',
    { game: t('game.' + kept.setup.game), n: moves, date: kept.date })),
  h('div', { class: 'end-choices' },
    h('a', { class: 'button primary', href: keptHref, 'data-testid': 'kept-game-resume' }, t('home.kept.resume')),
    h('button', { type: 'button', 'data-testid': 'kept-game-discard', onclick: () => { dialog.close(); startNew(); } },
      t('home.kept.discard')),
    h('button', { type: 'button', 'data-testid': 'kept-game-cancel', onclick: () => dialog.close() }, t('home.kept.cancel')))));
  dialog.addEventListener('close', () => dialog.remove());
  document.body.append(dialog);
  return dialog;
}
