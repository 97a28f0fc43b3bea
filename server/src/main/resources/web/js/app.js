// Entry point. The server has rendered the page in its language (<html lang>, /en/… or /fr/…)
// with all its text; this loads that language's texts (and for the live boards the catalog of
// games), then enhances the page that <main>'s first element names with data-page:
//   home        → the form that starts a game: its parts follow the choices
//   learn-game  → live boards and exercises in place of the static pictures
//   game        → the game itself
//   analysis    → the analysis board, its engine in a Web Worker
//   offline-game → a game played in the browser alone, judged by that engine
// The Learn index and the 404 page need nothing more.
import { loadCatalog } from './catalog.js';
import { h } from './dom.js';
import { errorText, loadLanguage } from './i18n.js';
import { enhanceLanguageSwitch } from './language-switch.js';
import { enhanceThemeSwitch } from './theme.js';

async function main() {
  enhanceLanguageSwitch(); // first: it remembers the page as the server rendered it
  await loadLanguage(document.documentElement.lang);
  enhanceThemeSwitch();
  const mainEl = /** @type {HTMLElement} */ (document.getElementById('main'));
  const content = mainEl?.firstElementChild;
  const page = content?.getAttribute('data-page');
  if ((page === 'home' || page === 'offline-game') && 'serviceWorker' in navigator) {
    // the pages a game without the server starts from: from then on the site works offline for those games
    navigator.serviceWorker.register('/sw.js').catch((err) => console.warn('no service worker', err));
  }
  if (page === 'home') {
    const { enhanceHomePage } = await import('./home/home-page.js');
    enhanceHomePage(/** @type {HTMLElement} */ (content));
    return;
  }
  if (page !== 'learn-game' && page !== 'game' && page !== 'analysis' && page !== 'offline-game') return;
  try {
    await loadCatalog();
  } catch (err) {
    mainEl.append(h('p', { class: 'panel' }, errorText(err.code || 'network')));
    return;
  }
  if (page === 'analysis') {
    const { enhanceAnalysisPage } = await import('./analysis/analysis-page.js');
    await enhanceAnalysisPage(/** @type {HTMLElement} */ (content));
  } else if (page === 'offline-game') {
    const { openOfflinePage } = await import('./offline/offline-page.js');
    await openOfflinePage(/** @type {HTMLElement} */ (content));
  } else if (page === 'learn-game') {
    const { enhanceLearnPage } = await import('./learn/learn-page.js');
    await enhanceLearnPage(/** @type {HTMLElement} */ (content), String(content.getAttribute('data-game')));
  } else {
    const { openGamePage } = await import('./game/game-page.js');
    await openGamePage(/** @type {HTMLElement} */ (content), decodeURIComponent(location.pathname.replace(/\/$/, '').split('/').pop() || ''));
  }
}

main();
