// The home page as the server rendered it: the form that starts a game holds every game's player
// counts, options and colours, the modes, levels and time controls, and posts to the server,
// which creates the game and sends the reader to it. This adds what needs a script: the parts of
// the form that depend on a choice follow it, the mode's usual time control comes with the mode,
// the player's name is remembered, a record can be read from a file, and a game on one screen or
// against the computer can be played in the browser alone (offline/offline-page.js).
import { playerName, savePlayerName } from '../storage.js';
import { followChoices } from './form-choices.js';
import { savedGame } from '../offline/offline-table.js';

/** @param {HTMLElement} root the server-rendered home page (data-page="home") */
export function enhancePage(root) {
  const form = /** @type {HTMLFormElement} */ (root.querySelector('#create-form'));
  const update = followChoices(form);
  update(); // the browser may have restored choices other than the server's on a reload
  const timeControl = /** @type {HTMLSelectElement} */ (form.elements.namedItem('timeControl'));
  form.addEventListener('change', (ev) => {
    const input = /** @type {HTMLInputElement} */ (ev.target);
    if (input.name === 'mode' && input.dataset.timeControl) timeControl.value = input.dataset.timeControl;
    update();
  });
  const name = /** @type {HTMLInputElement} */ (form.elements.namedItem('name'));
  if (!name.value) name.value = playerName();
  const offline = /** @type {HTMLButtonElement} */ (form.querySelector('[data-testid="play-offline"]'));
  const playOffline = () => {
    savePlayerName(name.value);
    location.assign(offline.dataset.href + '?' + new URLSearchParams(/** @type {any} */ (new FormData(form))));
  };
  offline.addEventListener('click', playOffline);
  form.addEventListener('submit', (ev) => {
    // without a connection the server cannot start the game; the browser can, when no one else plays in it
    if (!navigator.onLine && !offline.hidden) {
      ev.preventDefault();
      playOffline();
      return;
    }
    savePlayerName(name.value);
    // one game per press: a second press while the server answers would make another
    for (const button of form.querySelectorAll('button[type=submit]')) /** @type {HTMLButtonElement} */ (button).disabled = true;
  });
  // a page the browser goes back to is as it was left, its buttons pressed
  window.addEventListener('pageshow', () => {
    for (const button of form.querySelectorAll('button[type=submit]')) /** @type {HTMLButtonElement} */ (button).disabled = false;
    update();
  });
  enhanceImport(/** @type {HTMLFormElement} */ (root.querySelector('#import')));
  const kept = savedGame();
  /** @type {HTMLElement} */ (root.querySelector('[data-testid="continue-offline"]')).hidden = !kept || kept.status !== 'playing';
}

/**
 * A record picked as a file goes into the text box, which the form posts.
 * @param {HTMLFormElement} form
 */
function enhanceImport(form) {
  const file = /** @type {HTMLInputElement} */ (form.querySelector('#record-file'));
  const text = /** @type {HTMLTextAreaElement} */ (form.querySelector('#record-text'));
  file.addEventListener('change', async () => {
    if (file.files && file.files[0]) text.value = await file.files[0].text();
  });
  for (const part of form.querySelectorAll('[data-needs-script]')) /** @type {HTMLElement} */ (part).hidden = false;
}
