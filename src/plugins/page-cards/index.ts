// A 1200×630 preview card for every page (docs, category indexes, API pages, the search page),
// which chat clients and social sites show from the Open Graph tags. Once the docs are loaded the
// plugin knows each page's title and section, and so each card's content hash and file name: the
// server bundle gets that list (src/theme/Root.tsx writes the tags into each page's HTML), the
// browser bundle an empty one. Cards missing from the cache (node_modules/.cache/page-cards, keyed
// by content) are drawn in a child process while the bundler runs; after the build every card is
// copied from the cache into build/cards/.
import {existsSync} from 'node:fs';
import {copyFile, mkdir, readdir, rm, stat, utimes} from 'node:fs/promises';
import {dirname, join} from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {outlinePages, siteOutline} from '../lib/siteOutline';
import {pageCard, rendererFingerprint, type CardText, type PageCard} from './cardFiles';
import {drawCards} from './drawCards';

export type PageCardsOptions = {
  /** The release the pages describe, as the cards show it (`v3.1.0`). */
  version: string;
  /** Pages the docs plugin does not make, by path below the base URL. */
  otherPages?: {path: string; title: string; section: string}[];
  /**
   * Start drawing as soon as the docs are loaded (production builds). Otherwise the cards are drawn
   * after the build, if it has a post-build step: `docusaurus start` has none and draws nothing.
   */
  drawEarly: boolean;
};

/** What a page's HTML names: the card's absolute URL and its text alternative. */
export type CardTags = {image: string; alt: string};

export const CARD_MODULE = '@draupnir/page-cards';

/** How long the cache keeps a card that no build uses. */
const CACHE_DAYS = 7;

export default function pageCardsPlugin(context: LoadContext, options: PageCardsOptions): Plugin {
  const {siteDir, siteConfig, generatedFilesDir} = context;
  const {url, baseUrl, title: siteTitle} = siteConfig;
  const logoFile = join(siteDir, 'static/img/logo.svg');
  const cacheDir = join(siteDir, 'node_modules/.cache/page-cards');
  const siteAddress = `${new URL(baseUrl, url).host}${baseUrl.replace(/\/$/, '')}`;
  const text = (title: string, section: string): CardText => ({
    title,
    section,
    version: `Draupnir ${options.version}`,
    siteTitle,
    siteAddress,
  });
  const cachedFile = (card: PageCard) => join(cacheDir, `${card.key}.png`);
  let cards: PageCard[] = [];
  let drawing: {count: number; done: Promise<void>} | undefined;
  let tagsFile: string | undefined;

  const startDrawing = async () => {
    await mkdir(cacheDir, {recursive: true});
    // Two pages whose cards show the same (a section and its index page) share one drawing.
    const missing = [...new Map(cards.map((card) => [card.key, card])).values()].filter((card) => !existsSync(cachedFile(card)));
    const jobs = missing.map((card) => ({file: cachedFile(card), text: card.text}));
    const jobsFile = join(generatedFilesDir, 'page-cards-jobs.json');
    return {count: missing.length, done: jobs.length > 0 ? drawCards(jobs, {logoFile}, jobsFile) : Promise.resolve()};
  };

  return {
    name: 'page-cards',

    async allContentLoaded({allContent, actions}) {
      const fingerprint = rendererFingerprint(logoFile);
      const pages = [...outlinePages(siteOutline(allContent, siteConfig)).values()].map((page) => ({
        permalink: page.permalink,
        // A section's own index page would name the section twice.
        text: text(page.title, page.title === page.section ? 'Section overview' : page.section),
      }));
      for (const other of options.otherPages ?? []) {
        pages.push({permalink: `${baseUrl}${other.path}`, text: text(other.title, other.section)});
      }
      cards = pages.map((page) => pageCard(page.permalink, page.text, fingerprint, baseUrl));
      const tags: Record<string, CardTags> = Object.fromEntries(
        cards.map((card) => [card.permalink, {image: `${url}${baseUrl}${card.file}`, alt: card.alt}]),
      );
      tagsFile = await actions.createData('cards.json', JSON.stringify(tags));

      drawing = options.drawEarly ? await startDrawing() : undefined;
    },

    configureWebpack(_config, isServer) {
      // Only the HTML needs the list; the browser bundle gets an empty one.
      const module = isServer && tagsFile ? tagsFile : join(siteDir, 'src/plugins/page-cards/noCards.json');
      return {resolve: {alias: {[`${CARD_MODULE}$`]: module}}};
    },

    async postBuild({outDir}) {
      const drawn = drawing ?? (await startDrawing());
      const waitStart = Date.now();
      await drawn.done;
      const waited = (Date.now() - waitStart) / 1000;
      const now = new Date();
      await Promise.all(
        cards.map(async (card) => {
          const published = join(outDir, card.file);
          await mkdir(dirname(published), {recursive: true});
          await copyFile(cachedFile(card), published);
          await utimes(cachedFile(card), now, now);
        }),
      );
      // Cards no build has used for a week leave the cache. (Not at once: another build of the same
      // site, running at the same time, may be about to copy them.)
      const used = new Set(cards.map((card) => `${card.key}.png`));
      for (const name of await readdir(cacheDir)) {
        const file = join(cacheDir, name);
        const changed = used.has(name) ? undefined : (await stat(file).catch(() => undefined))?.mtimeMs;
        if (changed !== undefined && now.getTime() - changed > CACHE_DAYS * 86_400_000) await rm(file, {force: true});
      }
      console.log(
        `[page-cards] ${cards.length} preview cards: ${drawn.count} drawn, the others from the cache or the same as another` +
          (drawn.count > 0 ? `; the build waited ${waited.toFixed(1)} s for the drawing.` : '.'),
      );
    },
  };
}
