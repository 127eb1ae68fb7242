// What each page's card shows, its cache key and the file it is published as. The key is a hash of
// everything the card shows plus the renderer's fingerprint (the drawing code, the library and font
// versions and the logo), so a card is drawn again exactly when its picture would change.
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

export type CardText = {title: string; section: string; version: string; siteTitle: string; siteAddress: string};

export type PageCard = {
  /** The page's route, base path included. */
  permalink: string;
  text: CardText;
  /** Cache key: a hash of `text` and the renderer's fingerprint. */
  key: string;
  /** Where the card is published, relative to the build folder (`cards/moderator/commands.0123456789.png`). */
  file: string;
  /** The card's description for readers who cannot see it (og:image:alt). */
  alt: string;
};

export const RENDERER_FILE = join(__dirname, 'cardRenderer.mjs');

const packageVersion = (name: string): string =>
  (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), 'utf8')) as {version: string}).version;

/** Changes whenever the drawing code, satori, resvg, the font package or the logo changes. */
export function rendererFingerprint(logoFile: string): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(RENDERER_FILE));
  for (const name of ['satori', '@resvg/resvg-js', '@fontsource/roboto']) hash.update(`${name}@${packageVersion(name)}\n`);
  hash.update(readFileSync(logoFile));
  return hash.digest('hex');
}

export function cardKey(text: CardText, fingerprint: string): string {
  const shown = [text.title, text.section, text.version, text.siteTitle, text.siteAddress];
  return createHash('sha256').update(JSON.stringify([fingerprint, ...shown])).digest('hex').slice(0, 20);
}

/** The page's path below the base path, `index` for the home page. */
export function pageSlug(permalink: string, baseUrl: string): string {
  const slug = permalink.startsWith(baseUrl) ? permalink.slice(baseUrl.length) : permalink.replace(/^\//, '');
  return slug.replace(/\/$/, '') || 'index';
}

export function pageCard(permalink: string, text: CardText, fingerprint: string, baseUrl: string): PageCard {
  const key = cardKey(text, fingerprint);
  return {
    permalink,
    text,
    key,
    file: `cards/${pageSlug(permalink, baseUrl)}.${key.slice(0, 10)}.png`,
    alt: `${text.siteTitle}: ${text.title} (${text.section}), ${text.version}`,
  };
}
