// The end of a game: a dialog naming the result and how the game ended, with places for 3+ players,
// and what to do next (rematch, new game, replay, review, export). It opens when the page sees the game end,
// not for a game already over when the page loads; Escape, Close or a choice closes it, and focus
// goes back where it was.
import { h } from '../dom.js';
import { t } from '../i18n.js';
import { reasonText, resultText, placesList } from './describe.js';

/**
 * @param {import('./controller.js').GameController} game
 * @returns {HTMLDialogElement}
 */
export function endDialog(game) {
  const dialog = /** @type {HTMLDialogElement} */ (h('dialog', {
    class: 'end-dialog', 'data-testid': 'end-dialog', 'aria-labelledby': 'end-title',
  }));
  let wasPlaying = game.state.status === 'playing';
  /** @type {Element | null} */
  let before = null;
  const close = () => dialog.close();
  dialog.addEventListener('close', () => {
    if (before instanceof HTMLElement && before.isConnected) before.focus();
  });
  /** @param {string} testid @param {string} key @param {() => void} act @param {boolean} [primary] */
  const choice = (testid, key, act, primary = false) => h('button', {
    type: 'button', 'data-testid': testid, class: primary ? 'primary' : false,
    onclick: () => { close(); act(); },
  }, t(key));

  const fillDialog = () => {
    const { state } = game;
    const seated = game.mySeats.size > 0;
    const places = placesList(state);
    const rematch = state.mode === 'online' ? 'rematch' : 'new-game';
    dialog.replaceChildren(
      h('h2', { id: 'end-title', 'data-testid': 'end-result' }, resultText(state)),
      h('p', { 'data-testid': 'end-reason' }, reasonText(state)),
      // replaceChildren, unlike h(), would write a null child as the text "null"
      ...(places.length > 1
        ? [h('ol', { class: 'end-places', 'data-testid': 'end-places' }, ...places.map((name) => h('li', {}, name)))]
        : []),
      h('div', { class: 'end-choices' },
        seated && !state.rematch
          ? choice('end-rematch', 'action.rematch', () => game.command(rematch, {}), true) : null,
        h('a', { class: 'button', href: '/', 'data-testid': 'end-new-game' }, t('action.newGame')),
        choice('end-replay', 'action.replay', () => game.view(0)),
        h('a', { class: 'button', 'data-testid': 'end-review', href: game.analysisHref(true) }, t('action.review')),
        h('a', {
          class: 'button', 'data-testid': 'end-export', download: `plyyard-${state.game}-${state.id}.txt`, href: game.recordHref(),
        }, t('action.downloadRecord')),
        choice('end-close', 'action.close', () => {})));
  };

  game.onChange(() => {
    const playing = game.state.status === 'playing';
    if (wasPlaying && !playing && !dialog.open && dialog.isConnected) {
      fillDialog();
      before = document.activeElement;
      dialog.showModal();
    } else if (dialog.open) {
      fillDialog();
    }
    wasPlaying = playing;
  });
  return dialog;
}
