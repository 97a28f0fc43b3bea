// Entry point. The server has rendered the page in its language (<html lang>, /en/… or /fr/…)
// with all its text, and names in <main data-script> the module that brings the page to life
// (the page's head preloads it with everything it imports). This loads the language's texts,
// then hands the page's content to that module's enhancePage. The pages that read the catalog
// of games load it there (its request is preloaded too). The Learn index and the 404 page have
// no script.
import { ApiError } from './api.js';
import { h } from './dom.js';
import { errorText, loadLanguage } from './i18n.js';
import { enhanceLanguageSwitch } from './language-switch.js';
import { enhanceThemeSwitch } from './theme.js';

async function main() {
  enhanceLanguageSwitch(); // first: it remembers the page as the server rendered it
  await loadLanguage(document.documentElement.lang);
  enhanceThemeSwitch();
  const mainEl = /** @type {HTMLElement} */ (document.getElementById('main'));
  const content = /** @type {HTMLElement | null} */ (mainEl.firstElementChild);
  const page = content?.getAttribute('data-page');
  if ((page === 'home' || page === 'offline-game') && 'serviceWorker' in navigator) {
    // the pages a game without the server starts from: from then on the site works offline for those games
    navigator.serviceWorker.register('/sw.js').catch((err) => console.warn('no service worker', err));
  }
  const script = mainEl.dataset.script;
  if (!script || !content) return;
  const { enhancePage } = await import(`./${script}`);
  try {
    await enhancePage(content);
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    mainEl.append(h('p', { class: 'panel' }, errorText(err.code)));
  }
}

main();
