// A non-blocking message area for errors and notes, and the screen-reader live region.
import { h } from './dom.js';
import { onLanguageChange, t } from './i18n.js';

/** @typedef {string | (() => string)} Words  a text, or how to word it again in another language */

const SHOW_MS = 7000;

export class Notices {
  constructor() {
    this.area = h('div', { class: 'notices', 'data-testid': 'messages', role: 'status' });
    this.live = h('div', { class: 'sr-only', 'aria-live': 'polite', 'data-testid': 'announcer' });
    /** @type {Map<Element, () => void>} how each notice shown is written in the page's language */
    this.wording = new Map();
    /** @type {number | undefined} the announcement waiting to be said */
    this.saying = undefined;
    onLanguageChange(() => {
      for (const write of this.wording.values()) write();
      // what was said has been heard: saying it again in the other language would be news it is not
      window.clearTimeout(this.saying);
      this.live.textContent = '';
    });
  }

  /**
   * Shows a short message that fades by itself.
   * @param {Words} words
   * @param {'error' | 'info'} [kind]
   */
  show(words, kind = 'error') {
    const text = h('span');
    const close = h('button', { type: 'button', class: 'notice-close' }, '×');
    const notice = h('div', { class: `notice notice-${kind}` }, text, close);
    const write = () => {
      text.textContent = typeof words === 'function' ? words() : words;
      close.setAttribute('aria-label', t('action.close'));
    };
    write();
    this.wording.set(notice, write);
    const remove = () => {
      notice.remove();
      this.wording.delete(notice);
    };
    close.addEventListener('click', remove);
    this.area.append(notice);
    while (this.area.children.length > 3) {
      this.wording.delete(this.area.firstElementChild);
      this.area.firstElementChild.remove();
    }
    window.setTimeout(remove, SHOW_MS);
  }

  /**
   * Reads a sentence out to screen-reader users.
   * @param {string} text
   */
  announce(text) {
    this.live.textContent = '';
    window.clearTimeout(this.saying);
    this.saying = window.setTimeout(() => {
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
    notices.show(() => t('notice.copied'), 'info');
  } catch {
    notices.show(() => t('notice.copyFailed'));
  }
}
