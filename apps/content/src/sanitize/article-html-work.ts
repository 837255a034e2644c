import { availableParallelism } from 'node:os';
import { extname, join } from 'node:path';
import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Piscina } from 'piscina';
import { excerptOfText } from './article-html-tasks';
import type { ARTICLE_HTML_TASKS, ArticleHtmlTask } from './article-html.worker';

/**
 * The worker's entry beside this file: compiled JavaScript when the service runs from dist/, its
 * TypeScript when tests run the sources, where the threads load it through the tests' hook.
 */
const FROM_SOURCES = extname(__filename) === '.ts';
const WORKER = join(__dirname, `article-html.worker${extname(__filename)}`);
const TYPESCRIPT_HOOK = join(__dirname, '../../../../tools/jest/typescript-hook.js');

/**
 * Threads for a process: one core is the event loop's, the rest (at most two: pods and the machine
 * have few) sanitize; at least one, so the loop never does it.
 */
const THREADS = Math.max(1, Math.min(2, availableParallelism() - 1));
/** A thread left idle this long ends; one stays, so a save never waits for one to start. */
const IDLE_MS = 60_000;
/**
 * How many characters of HTML and its text are kept once read, the least recently used going
 * first: a save asks for its content's text twice (excerpt, index), and linking a translation
 * re-indexes both versions unchanged, which the seed does for each of its translations at every
 * start on an empty store (its texts then take about 0.7 M characters). Bounded: a store of
 * 10,000 articles would otherwise keep them all.
 */
const RECENT_CHARACTERS = 2_000_000;

type Input<T extends ArticleHtmlTask> = Parameters<(typeof ARTICLE_HTML_TASKS)[T]>[0];
type Output<T extends ArticleHtmlTask> = ReturnType<(typeof ARTICLE_HTML_TASKS)[T]>;

/**
 * What costs CPU per character of an article (sanitizing, reading HTML as text, taking an image
 * out), done on a small pool of worker threads (piscina), one pool per process. Content's event
 * loop meanwhile answers its health and every other request, so a long article is slow to save
 * but never makes the service look down.
 */
@Injectable()
export class ArticleHtmlWork implements OnModuleDestroy {
  private readonly pool = new Piscina({
    filename: WORKER,
    minThreads: 1,
    maxThreads: THREADS,
    idleTimeout: IDLE_MS,
    execArgv: FROM_SOURCES ? ['--require', TYPESCRIPT_HOOK] : [],
  });
  private readonly recentTexts = new Map<string, string>();
  private recentCharacters = 0;

  /** The editor's HTML as a save stores it, or the field at fault (article-html-tasks). */
  sanitized(input: Input<'articleHtmlToStore'>): Promise<Output<'articleHtmlToStore'>> {
    return this.run('articleHtmlToStore', input);
  }

  /** The excerpt lists show of sanitized content. */
  async excerpt(content: string): Promise<string> {
    const [text] = await this.plainTexts([content]);
    return excerptOfText(text);
  }

  /** The text a reader sees in each of the HTML given (the last few read are kept). */
  async plainTexts(html: string[]): Promise<string[]> {
    const known = new Map<string, string>();
    for (const one of html) {
      const text = this.recentTexts.get(one);
      if (text === undefined) continue;
      known.set(one, text);
      // Used again: the last to go.
      this.recentTexts.delete(one);
      this.recentTexts.set(one, text);
    }
    const missing = [...new Set(html.filter((one) => !known.has(one)))];
    if (missing.length > 0) {
      const texts = await this.run('plainTextsOf', missing);
      missing.forEach((one, i) => {
        known.set(one, texts[i]);
        this.remember(one, texts[i]);
      });
    }
    return html.map((one) => known.get(one) as string);
  }

  private remember(html: string, text: string): void {
    const size = html.length + text.length;
    if (size > RECENT_CHARACTERS || this.recentTexts.has(html)) return;
    this.recentTexts.set(html, text);
    this.recentCharacters += size;
    for (const [oldest, itsText] of this.recentTexts) {
      if (this.recentCharacters <= RECENT_CHARACTERS) break;
      this.recentTexts.delete(oldest);
      this.recentCharacters -= oldest.length + itsText.length;
    }
  }

  /** Sanitized HTML fields without the images of one stored file. */
  withoutImage(input: Input<'withoutImage'>): Promise<Output<'withoutImage'>> {
    return this.run('withoutImage', input);
  }

  async onModuleDestroy(): Promise<void> {
    await this.pool.destroy();
  }

  private run<T extends ArticleHtmlTask>(task: T, input: Input<T>): Promise<Output<T>> {
    return this.pool.run({ task, input }) as Promise<Output<T>>;
  }
}
