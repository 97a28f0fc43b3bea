// Smaller panels: the game record and the player's settings.
import * as api from '../api.js';
import { h } from '../dom.js';
import { errorText, t, tr } from '../i18n.js';
import { copyText } from '../notices.js';
import { setSoundOn, soundOn } from '../sounds.js';
import { isCorrespondence, notifying, setNotifying } from './attention.js';

/**
 * The server's record panel links to the record's file, to the import form and, once the game
 * is over, to the analysis board and its review of the game; this adds a button that copies the
 * record, and shows the analysis link (not the review's) to a spectator of a game in progress
 * too, never to a player seated in it.
 * @param {import('./controller.js').GameController} game
 * @param {HTMLElement} panel
 */
export function recordPanel(game, panel) {
  const fetchRecord = async () => {
    try {
      return await game.fetchRecord();
    } catch (err) {
      const code = err instanceof api.ApiError ? err.code : 'network';
      game.notices.show(() => errorText(code));
      return null;
    }
  };
  const copy = async () => {
    const text = await fetchRecord();
    if (text !== null) copyText(text, game.notices);
  };
  panel.querySelector('[data-testid="export-record"]')?.after(
    tr(h('button', { type: 'button', 'data-testid': 'copy-record', onclick: copy }), 'action.copyRecord'));
  const analyse = panel.querySelector('[data-testid="analyse-link"]');
  const review = panel.querySelector('[data-testid="review-link"]');
  if (!(analyse instanceof HTMLElement) || !(review instanceof HTMLElement)) return;
  const draw = () => {
    const over = game.state.status !== 'playing';
    // a game in progress is analysed only by those who watch it, in any mode; its players wait for the end
    analyse.hidden = !over && !(game.welcomed && game.spectator);
    review.hidden = !over;
  };
  game.onChange(draw);
  draw();
}

/**
 * A checkbox setting with its label.
 * @param {string} testid
 * @param {string} labelKey
 * @param {boolean} checked
 * @param {(input: HTMLInputElement) => void} changed
 */
function checkbox(testid, labelKey, checked, changed) {
  const input = h('input', { type: 'checkbox', 'data-testid': testid });
  input.checked = checked;
  input.addEventListener('change', () => changed(input));
  return h('label', { class: 'check' }, input, tr(h('span'), labelKey));
}

/**
 * Confirmation of moves, sounds, on one screen turning the board to the player to move, in
 * correspondence games a notification when it is the player's move, and the page's own.
 * @param {import('./controller.js').GameController} game
 * @param {...HTMLElement} more  settings the page adds (how the board shows on a small screen)
 */
export function settingsPanel(game, ...more) {
  /**
   * @param {'confirm' | 'faceToMove'} key
   * @param {string} testid
   * @param {string} labelKey
   */
  const toggle = (key, testid, labelKey) => checkbox(testid, labelKey, game.settings[key], (input) => game.setSetting(key, input.checked));
  const rotate = toggle('faceToMove', 'setting-rotate', 'setting.faceToMove');
  const sound = checkbox('setting-sound', 'setting.sound', soundOn(), (input) => setSoundOn(input.checked));
  // the browser asks its permission on this click: never before the player wants notifications
  const notify = checkbox('setting-notify', 'setting.notify', notifying(), async (input) => {
    const wanted = input.checked;
    input.checked = await setNotifying(wanted);
    if (wanted && !input.checked) game.notices.show(() => t('notice.notifyRefused'));
  });
  const panel = h('section', { class: 'panel' }, tr(h('h2'), 'panel.settings'),
    toggle('confirm', 'setting-confirm', 'setting.confirm'), sound, notify, rotate, more);
  const draw = () => {
    rotate.hidden = game.state.mode !== 'local';
    notify.hidden = !isCorrespondence(game.state) || game.mySeats.size === 0 || typeof Notification !== 'function';
  };
  game.onChange(draw);
  draw();
  return panel;
}
