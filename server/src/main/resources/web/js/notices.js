// A non-blocking message area for errors and notes, and the screen-reader live region.
import { h } from './dom.js';
import { t } from './i18n.js';

const SHOW_MS = 7000;

export class Notices {
  constructor() {
    this.area = h('div', { class: 'notices', 'data-testid': 'messages', role: 'status' });
    this.live = h('div', { class: 'sr-only', 'aria-live': 'polite', 'data-testid': 'announcer' });
  }

  /**
   * Shows a short message that fades by itself.
   * @param {string} text
   * @param {'error' | 'info'} [kind]
   */
  show(text, kind = 'error') {
    const close = h('button', { type: 'button', class: 'notice-close', 'aria-label': t('action.close') }, '×');
    const notice = h('div', { class: `notice notice-${kind}` }, h('span', {}, text), close);
    const remove = () => notice.remove();
    close.addEventListener('click', remove);
    this.area.append(notice);
    while (this.area.children.length > 3) this.area.firstElementChild.remove();
    window.setTimeout(remove, SHOW_MS);
  }

  /**
   * Reads a sentence out to screen-reader users.
   * @param {string} text
   */
  announce(text) {
    this.live.textContent = '';
    window.setTimeout(() => {
      this.live.textContent = text;
    }, 50);
  }
}

/**
 * Copies text to the clipboard and says so.
 * @param {string} text
 * @param {Notices} notices
 */
export async function copyText(text, notices) {
  try {
    await navigator.clipboard.writeText(text);
    notices.show(t('notice.copied'), 'info');
  } catch {
    notices.show(t('notice.copyFailed'));
  }
}
