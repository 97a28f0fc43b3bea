// A game's Learn page, as the server rendered it from web/learn/{game}.json and the texts in
// i18n/*.json, made interactive from the same lesson file: each static board picture becomes a
// live board the server judges moves on, each exercise statement an exercise checked by the
// server, and the report section a form.
import { loadCatalog } from '../catalog.js';
import { Exercise } from './exercise.js';
import { fetchLesson } from './learn-api.js';
import { LiveBoard } from './live-board.js';
import { reportForm } from './report-form.js';
import { say } from './say.js';

/**
 * @param {HTMLElement} root the server-rendered lesson (data-page="learn-game")
 */
export async function enhancePage(root) {
  const gameId = String(root.getAttribute('data-game'));
  await loadCatalog();
  const lesson = await fetchLesson(gameId);
  const p = `learn.${gameId}.`;
  const onUse = (/** @type {string} */ position) => form.setPosition(position);
  /**
   * Replaces the static picture with this reference (data-diagram) by a live board.
   * @param {string} ref
   * @param {import('./learn-api.js').Diagram} diagram
   */
  const live = (ref, diagram) => {
    const picture = root.querySelector(`[data-diagram="${CSS.escape(ref)}"]`);
    const testid = picture?.getAttribute('data-testid') || undefined;
    picture?.replaceWith(new LiveBoard(gameId, diagram, { onUse, testid }).element);
  };
  for (const section of lesson.sections) {
    if (section.diagram) live('s.' + section.id, section.diagram);
  }
  live('myth', lesson.misconception.diagram);
  for (const an of lesson.analyses) {
    live('an.' + an.id, an.diagram);
    if (an.after) live('after.' + an.id, an.after);
  }

  const progress = /** @type {HTMLElement | null} */ (root.querySelector('[data-testid="exercise-progress"]'));
  const exercises = lesson.exercises.map((data) => new Exercise(gameId, data, { onSolved: () => countSolved(), onUse }));
  const countSolved = () => progress && say(progress, 'learn.ex.progress',
    { done: exercises.filter((e) => e.solved()).length, total: exercises.length });
  for (const exercise of exercises) root.querySelector('#ex-' + CSS.escape(exercise.data.id))?.replaceWith(exercise.element);
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
  root.querySelector('#report')?.replaceWith(form.element);
  if (location.hash) document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
}
