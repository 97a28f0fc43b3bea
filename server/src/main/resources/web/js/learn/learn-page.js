// /learn: the three games; /learn/{game}: one lesson page, driven by web/learn/{game}.json
// (the same data the server's tests check against the engine) and the texts in i18n/*.json.
import { fill, h } from '../dom.js';
import { gameModule, playableGames } from '../games/index.js';
import { errorText, lang, onLanguageChange, tr } from '../i18n.js';
import { Exercise } from './exercise.js';
import { fetchLesson } from './learn-api.js';
import { LiveBoard } from './live-board.js';
import { reportForm } from './report-form.js';
import { say } from './say.js';

/**
 * A revision date (YYYY-MM-DD) written out in the page's language.
 * @param {string} iso
 */
function revisedOn(iso) {
  const date = new Date(iso + 'T00:00:00Z');
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString(lang() === 'fr' ? 'fr-FR' : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** @param {HTMLElement} main */
export function openLearnIndex(main) {
  fill(main, h('div', { class: 'learn learn-index' },
    tr(h('h1'), 'learn.index.title'),
    tr(h('p', { class: 'lead' }), 'learn.index.lead'),
    h('ul', { class: 'learn-games' }, playableGames().map((game) => h('li', { class: 'panel' },
      h('h2', {}, tr(h('a', { href: '/learn/' + game.id, 'data-testid': 'learn-' + game.id }), 'game.' + game.id)),
      tr(h('p'), `game.${game.id}.blurb`),
      tr(h('a', { href: '/learn/' + game.id, class: 'button' }), 'learn.open'))))));
}

/**
 * @param {string} key
 * @param {string} [tag]
 * @param {Record<string, any>} [attrs]
 */
const text = (key, tag = 'p', attrs = {}) => tr(h(/** @type {any} */ (tag), attrs), key);

/**
 * @param {HTMLElement} main
 * @param {string} gameId
 */
export async function openLearnPage(main, gameId) {
  if (!gameModule(gameId)) {
    fill(main, h('div', { class: 'learn panel', 'data-testid': 'unknown-game' }, errorText('unknown-game')));
    return;
  }
  const lesson = await fetchLesson(gameId);
  const p = `learn.${gameId}.`;
  /** @type {{position: string | null}} the last board the reader used, for a report */
  const used = { position: null };
  const onUse = (/** @type {string} */ position) => { used.position = position; form.setPosition(position); };
  const board = (diagram, testid) => new LiveBoard(gameId, diagram, { onUse, testid }).element;
  const rulesTag = (/** @type {string[]} */ rules) => {
    const tag = h('span', { class: 'rule-ids' });
    say(tag, 'learn.rulesTag', { rules: rules.join(', ') });
    return tag;
  };

  const edition = h('p', { class: 'edition', 'data-testid': 'edition' });
  const showEdition = () => say(edition, 'learn.edition', { edition: lesson.edition, date: revisedOn(lesson.revised) });
  showEdition();
  onLanguageChange(showEdition);

  const sections = lesson.sections.map((section) => h('section', { class: 'rule panel', id: 's-' + section.id },
    h('h3', {}, text(`${p}s.${section.id}.title`, 'span'), ' ', rulesTag(section.rules)),
    text(`${p}s.${section.id}.text`),
    section.diagram ? board(section.diagram, 'diagram-' + section.id) : null));

  const analyses = lesson.analyses.map((an) => {
    const q = `${p}an.${an.id}.`;
    return h('section', { class: 'analysis panel', id: 'an-' + an.id, 'data-testid': 'analysis-' + an.id },
      text(q + 'title', 'h3'), text(q + 'setup'),
      board(an.diagram, 'analysis-board'),
      text(q + 'question', 'p', { class: 'question' }),
      h('details', { 'data-testid': 'reveal' }, text('learn.reveal', 'summary'),
        text(q + 'answer', 'p', { class: 'answer' }), text(q + 'reasoning'),
        an.after ? [text(q + 'after', 'p', { class: 'caption' }), board(an.after, 'analysis-after')] : null));
  });

  const progress = h('p', { class: 'ex-progress', 'data-testid': 'exercise-progress' });
  const exercises = lesson.exercises.map((data) => new Exercise(gameId, data, { onSolved: () => countSolved(), onUse }));
  const countSolved = () => say(progress, 'learn.ex.progress',
    { done: exercises.filter((e) => e.solved()).length, total: exercises.length });
  countSolved();

  const passages = [
    ['general', 'learn.report.general'],
    ...lesson.sections.map((s) => ['s.' + s.id, `${p}s.${s.id}.title`]),
    ['myth', 'learn.mythTitle'],
    ...lesson.analyses.map((a) => ['an.' + a.id, `${p}an.${a.id}.title`]),
    ...lesson.exercises.map((e) => ['ex.' + e.id, `${p}ex.${e.id}.title`]),
    ['faq', 'learn.faqTitle'],
  ];
  const form = reportForm(gameId, lesson.edition, passages);

  const toc = [['rules', 'learn.rulesTitle'], ['not-applied', 'learn.notAppliedTitle'], ['illegal', 'learn.illegalTitle'],
    ['myth', 'learn.mythTitle'], ['analysis', 'learn.analysisTitle'], ['exercises', 'learn.exercisesTitle'],
    ['faq', 'learn.faqTitle'], ['report', 'learn.report.title']];

  fill(main, h('div', { class: 'learn learn-game', 'data-testid': 'learn-page', 'data-game': gameId },
    h('nav', { class: 'crumbs' }, text('learn.back', 'a', { href: '/learn' })),
    h('header', { class: 'learn-head' },
      text(p + 'title', 'h1'), text(p + 'intro', 'p', { class: 'lead' }), edition,
      h('p', { class: 'learn-play' }, text('learn.play', 'a', { class: 'button primary', href: '/?game=' + gameId, 'data-testid': 'play-this-game' }))),
    h('nav', { class: 'toc panel' }, text('learn.toc', 'h2'),
      h('ul', {}, toc.map(([id, key]) => h('li', {}, text(key, 'a', { href: '#' + id }))))),
    h('section', { id: 'rules' }, text('learn.rulesTitle', 'h2'), sections),
    h('section', { id: 'not-applied', class: 'panel' }, text('learn.notAppliedTitle', 'h2'),
      h('ul', {}, lesson.notApplied.map((id) => text(`${p}not.${id}`, 'li')))),
    h('section', { id: 'illegal', class: 'panel' }, text('learn.illegalTitle', 'h2'),
      h('ul', {}, lesson.illegal.map((id) => text(`${p}illegal.${id}`, 'li')))),
    h('section', { id: 'myth', class: 'panel' }, text('learn.mythTitle', 'h2'),
      text(p + 'myth.claim', 'blockquote'), text(p + 'myth.truth'), board(lesson.misconception.diagram, 'myth-board')),
    h('section', { id: 'analysis' }, text('learn.analysisTitle', 'h2'), analyses),
    h('section', { id: 'exercises' }, text('learn.exercisesTitle', 'h2'), progress, exercises.map((e) => e.element)),
    h('section', { id: 'faq', class: 'panel' }, text('learn.faqTitle', 'h2'),
      lesson.faq.map((id) => h('details', {}, text(`${p}faq.${id}.q`, 'summary'), text(`${p}faq.${id}.a`)))),
    form.element));
  document.title = `Ply Yard — ${lang() === 'fr' ? 'Apprendre' : 'Learn'}`;
  if (location.hash) document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
}
