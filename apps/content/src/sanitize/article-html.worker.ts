import { articleHtmlToStore, plainTextsOf, withoutImage } from './article-html-tasks';

/** The tasks content's worker threads run (ArticleHtmlWork), by name. */
export const ARTICLE_HTML_TASKS = { articleHtmlToStore, plainTextsOf, withoutImage };
export type ArticleHtmlTask = keyof typeof ARTICLE_HTML_TASKS;

/** The worker's entry: piscina calls it with each task. */
export default function runTask<T extends ArticleHtmlTask>({ task, input }: { task: T; input: Parameters<(typeof ARTICLE_HTML_TASKS)[T]>[0] }) {
  return (ARTICLE_HTML_TASKS[task] as (input: unknown) => unknown)(input);
}
