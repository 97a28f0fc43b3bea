// Online games: the share link for the other players (with its QR code), shown while a seat is
// open, and apart from it, behind "continue on another device", this browser's private resume
// link, which hands the seat to whoever opens it.
import { fill, h } from '../dom.js';
import { onLanguageChange, t, tr } from '../i18n.js';
import { copyText } from '../notices.js';
import { qrPicture } from './share-qr.js';

/** @param {import('./controller.js').GameController} game */
function seated(game) {
  return game.state.mode === 'online' && !!game.token && game.mySeats.size > 0;
}

/** @param {import('./controller.js').GameController} game */
function gameAddress(game) {
  return `${location.origin}/g/${encodeURIComponent(game.state.id)}`;
}

/**
 * The link to share, its copy button and its QR code, while the game waits for players.
 * @param {import('./controller.js').GameController} game
 */
export function invitePanel(game) {
  const link = h('input', { id: 'share-link', type: 'text', readonly: true, 'data-testid': 'share-link', onfocus: (ev) => ev.target.select() });
  const qr = h('figure', { class: 'share-qr-figure' });
  const caption = tr(h('figcaption', { class: 'muted' }), 'invite.qr');
  const panel = h('section', { class: 'panel invite', 'data-testid': 'invite-panel' },
    tr(h('h2'), 'panel.invite'),
    tr(h('label', { for: 'share-link' }), 'invite.share'),
    h('div', { class: 'link-line' }, link,
      tr(h('button', { type: 'button', class: 'primary small', 'data-testid': 'copy-share-link', onclick: () => copyText(link.value, game.notices) }), 'action.copy')),
    qr);
  const drawQr = () => fill(qr, qrPicture(link.value, t('invite.qrLabel')), caption);
  const draw = () => {
    const waiting = game.state.status === 'playing' && game.state.seats.some((seat) => seat.kind === 'open');
    panel.hidden = !(seated(game) && waiting);
    if (panel.hidden || link.value === gameAddress(game)) return;
    link.value = gameAddress(game);
    drawQr();
  };
  game.onChange(draw);
  onLanguageChange(() => {
    if (link.value) drawQr();
  });
  draw();
  return panel;
}

/**
 * The private resume link, folded away with a warning: a link to share looks nothing like it.
 * @param {import('./controller.js').GameController} game
 */
export function resumePanel(game) {
  const link = h('input', { id: 'resume-link', type: 'text', readonly: true, 'data-testid': 'resume-link', onfocus: (ev) => ev.target.select() });
  const details = h('details', { class: 'resume', 'data-testid': 'resume-details' },
    tr(h('summary', { 'data-testid': 'resume-summary' }), 'invite.resumeTitle'),
    tr(h('p', { class: 'resume-warning', 'data-testid': 'resume-warning' }), 'invite.resumeWarning'),
    tr(h('label', { for: 'resume-link' }), 'invite.resume'),
    h('div', { class: 'link-line' }, link,
      tr(h('button', { type: 'button', class: 'small', 'data-testid': 'copy-resume-link', onclick: () => copyText(link.value, game.notices) }), 'action.copyPrivate')));
  const panel = h('section', { class: 'panel resume-panel' }, details);
  const draw = () => {
    panel.hidden = !seated(game);
    if (!panel.hidden) link.value = `${gameAddress(game)}#seat=${game.token}`;
  };
  game.onChange(draw);
  draw();
  return panel;
}
