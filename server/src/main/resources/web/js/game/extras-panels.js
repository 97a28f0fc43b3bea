// Smaller panels: the invitation links, the game record and the player's settings.
import * as api from '../api.js';
import { fill, h } from '../dom.js';
import { errorText, t, tr } from '../i18n.js';
import { copyText } from '../notices.js';
import { setSoundOn, soundOn } from '../sounds.js';
import { isCorrespondence, notifying, setNotifying } from './attention.js';

/**
 * A read-only link with a copy button.
 * @param {import('./controller.js').GameController} game
 * @param {string} testid
 * @param {string} labelKey
 * @param {string} url
 */
function linkRow(game, testid, labelKey, url) {
  const id = 'link-' + testid;
  return h('div', { class: 'link-row' },
    tr(h('label', { for: id }), labelKey),
    h('div', { class: 'link-line' },
      h('input', { id, type: 'text', readonly: true, value: url, 'data-testid': testid, onfocus: (ev) => ev.target.select() }),
      tr(h('button', { type: 'button', class: 'small', onclick: () => copyText(url, game.notices) }), 'action.copy')));
}

/**
 * Online games: the link to share and this browser's private resume link.
 * @param {import('./controller.js').GameController} game
 */
export function invitePanel(game) {
  const body = h('div');
  const panel = h('section', { class: 'panel invite' }, tr(h('h2'), 'panel.invite'), body);
  const draw = () => {
    const show = game.state.mode === 'online' && !!game.token && game.mySeats.size > 0;
    panel.hidden = !show;
    if (!show || body.childElementCount) return;
    const base = `${location.origin}/g/${encodeURIComponent(game.state.id)}`;
    fill(body,
      linkRow(game, 'share-link', 'invite.share', base),
      linkRow(game, 'resume-link', 'invite.resume', `${base}#seat=${game.token}`),
      tr(h('p', { class: 'muted' }), 'invite.resumeHint'));
  };
  game.onChange(draw);
  draw();
  return panel;
}

/**
 * Export the record as a file or to the clipboard.
 * @param {import('./controller.js').GameController} game
 */
export function recordPanel(game) {
  const fetchRecord = async () => {
    try {
      return await api.fetchRecord(game.state.id);
    } catch (err) {
      game.notices.show(errorText(err instanceof api.ApiError ? err.code : 'network'));
      return null;
    }
  };
  const download = async () => {
    const text = await fetchRecord();
    if (text === null) return;
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const a = h('a', { href: url, download: `plyyard-${game.state.game}-${game.state.id}.txt` });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };
  const copy = async () => {
    const text = await fetchRecord();
    if (text !== null) copyText(text, game.notices);
  };
  return h('section', { class: 'panel' },
    tr(h('h2'), 'panel.record'),
    h('div', { class: 'actions' },
      tr(h('button', { type: 'button', 'data-testid': 'export-record', onclick: download }), 'action.downloadRecord'),
      tr(h('button', { type: 'button', 'data-testid': 'copy-record', onclick: copy }), 'action.copyRecord'),
      tr(h('a', { class: 'button', href: '/#import', 'data-testid': 'import-link' }), 'action.importRecord')));
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
 * Confirmation of moves, sounds, on one screen turning the board to the player to move, and in
 * correspondence games a notification when it is the player's move.
 * @param {import('./controller.js').GameController} game
 */
export function settingsPanel(game) {
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
    if (wanted && !input.checked) game.notices.show(t('notice.notifyRefused'));
  });
  const panel = h('section', { class: 'panel' }, tr(h('h2'), 'panel.settings'),
    toggle('confirm', 'setting-confirm', 'setting.confirm'), sound, notify, rotate);
  const draw = () => {
    rotate.hidden = game.state.mode !== 'local';
    notify.hidden = !isCorrespondence(game.state) || game.mySeats.size === 0 || typeof Notification !== 'function';
  };
  game.onChange(draw);
  draw();
  return panel;
}
