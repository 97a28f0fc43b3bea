// The home page as the server rendered it: the form that starts a game holds every game's player
// counts, options and colours, the modes, levels and time controls, and posts to the server,
// which creates the game and sends the reader to it. This adds what needs a script: the parts of
// the form that depend on a choice follow it, the mode's usual time control comes with the mode,
// the player's name is remembered, a record can be read from a file, a game on one screen or
// against the computer can be played in the browser alone (offline/offline-page.js), asking
// before it replaces the unfinished one kept there, and a form posts only once the server answers.
import { playerName, savePlayerName } from '../storage.js';
import { followChoices } from './form-choices.js';
import { unfinishedGame } from '../offline/offline-table.js';
import { h } from '../dom.js';
import { t, tr } from '../i18n.js';
import { keptGameDialog } from './kept-game-dialog.js';
import { serverAnswers } from './server-reach.js';

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
  const startOffline = () => {
    savePlayerName(name.value);
    location.assign(offline.dataset.href + '?' + new URLSearchParams(/** @type {any} */ (new FormData(form))));
  };
  const playOffline = () => {
    const kept = unfinishedGame();
    if (kept) keptGameDialog(kept, /** @type {string} */ (offline.dataset.href), startOffline).showModal();
    else startOffline();
  };
  offline.addEventListener('click', playOffline);
  const unreachable = serverMessage(form);
  form.addEventListener('submit', async (ev) => {
    ev.preventDefault();
    unreachable.hidden = true;
    savePlayerName(name.value);
    // one game per press: a second press while the server answers would make another
    for (const button of form.querySelectorAll('button[type=submit]')) /** @type {HTMLButtonElement} */ (button).disabled = true;
    if (navigator.onLine && await serverAnswers()) {
      form.submit();
      return;
    }
    for (const button of form.querySelectorAll('button[type=submit]')) /** @type {HTMLButtonElement} */ (button).disabled = false;
    // without the server no game can start there; the browser can start one no one else plays in
    if (!offline.hidden) playOffline();
    else show(unreachable);
  });
  // a page the browser goes back to is as it was left, its buttons pressed
  window.addEventListener('pageshow', () => {
    for (const button of form.querySelectorAll('button[type=submit]')) /** @type {HTMLButtonElement} */ (button).disabled = false;
    update();
  });
  const analysis = /** @type {HTMLAnchorElement} */ (root.querySelector('[data-testid="analysis-link"]'));
  enhanceImport(/** @type {HTMLFormElement} */ (root.querySelector('#import')), analysis.getAttribute('href') || '');
  /** @type {HTMLElement} */ (root.querySelector('[data-testid="continue-offline"]')).hidden = !unfinishedGame();
  sayPageUnreachable(root);
}

/**
 * The service worker opens this page for a page it does not keep when the server cannot be
 * reached (service-worker/sw.js), naming it in the address's fragment: say so, rather than
 * showing the home page as if it had been asked for.
 * @param {HTMLElement} root
 */
function sayPageUnreachable(root) {
  const asked = new URLSearchParams(location.hash.slice(1)).get('unreachable');
  if (!asked) return;
  history.replaceState(null, '', location.pathname + location.search);
  root.prepend(h('p', { class: 'panel form-error', role: 'alert', 'data-testid': 'page-unreachable' },
    t('home.pageUnreachable', { page: asked })));
}

/** Shows a note where the reader sees it: under the button just pressed, at the foot of a long form. */
function show(/** @type {HTMLElement} */ note) {
  note.hidden = false;
  note.scrollIntoView({ block: 'nearest' });
}

/**
 * The note shown under a form whose post cannot reach the server.
 * @param {HTMLFormElement} form
 * @param {string} [key]
 */
function serverMessage(form, key = 'home.serverUnreachable') {
  const note = h('p', { class: 'form-error', role: 'alert', 'data-testid': 'server-unreachable', hidden: true }, tr(h('span'), key));
  (form.querySelector('.form-buttons') ?? form.lastElementChild)?.after(note);
  return note;
}

/**
 * A record picked as a file goes into the text box, which the form posts; without the server,
 * the note says the analysis board of this browser can read it.
 * @param {HTMLFormElement} form
 * @param {string} analysisHref the analysis board in the page's language
 */
function enhanceImport(form, analysisHref) {
  const file = /** @type {HTMLInputElement} */ (form.querySelector('#record-file'));
  const text = /** @type {HTMLTextAreaElement} */ (form.querySelector('#record-text'));
  file.addEventListener('change', async () => {
    if (file.files && file.files[0]) text.value = await file.files[0].text();
  });
  for (const part of form.querySelectorAll('[data-needs-script]')) /** @type {HTMLElement} */ (part).hidden = false;
  const unreachable = serverMessage(form, 'home.serverUnreachable.record');
  const analyse = tr(h('a', { 'data-testid': 'import-analyse' }), 'home.serverUnreachable.analyse');
  unreachable.append(' ', analyse);
  form.addEventListener('submit', async (ev) => {
    ev.preventDefault();
    unreachable.hidden = true;
    if (navigator.onLine && await serverAnswers()) {
      form.submit();
      return;
    }
    analyse.setAttribute('href', analysisHref + '#record=' + encodeURIComponent(text.value));
    show(unreachable);
  });
}
