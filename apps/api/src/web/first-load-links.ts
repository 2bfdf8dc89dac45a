import fs from 'node:fs';
import path from 'node:path';
import { FIRST_PHOTO_SLOT } from '@waka/shared/web/first-photo-slot';
import type { FirstPhoto } from './first-photos';
import {
  ZFirstLoadFile,
  type TFirstLoadFile,
  type TFirstLoadLink,
} from '@waka/shared/web/first-load';

/** The app's HTML for one build: index.html, and each route pattern's version of it. */
type Route = { pattern: string; match: RegExp; html: string; data: string[] };
type Build = { version: string; index: string; routes: Route[] };

/** Where a page's data preloads go: they depend on its address, the rest of its HTML does not. */
const DATA_LINKS = '<!--first-load-data-->';

/** The prerendered <img> the page's largest photo goes in, as React writes it (first-photo-slot.ts). */
const PHOTO_SLOT = `<img ${FIRST_PHOTO_SLOT}="" hidden=""`;

/**
 * index.html made for the page asked for
 * (docs/decisions/0007-first-screen-in-the-html.md), from the build's
 * first-load.json: <link>s to its route's chunks, styles and first photo, so
 * the browser fetches them beside the entry instead of after it has run; and
 * on public pages their first screen, prerendered at build, inside #root with
 * the page's title, so something paints before any script has run. Read again
 * when either file changes (the prerender writes first-load.json after
 * index.html), so a rebuild needs no restart, like the assets. A build
 * without first-load.json serves index.html as it is.
 */
export function firstLoadHtml(
  webDist: string,
  firstPhoto?: FirstPhoto,
): (url: string) => Promise<string> {
  const indexFile = path.join(webDist, 'index.html');
  const tableFile = path.join(webDist, 'first-load.json');
  let build: Build | undefined;

  return async (url) => {
    const version = `${fs.statSync(indexFile).mtimeMs}:${fs.statSync(tableFile, { throwIfNoEntry: false })?.mtimeMs}`;
    if (build?.version !== version) build = readBuild(indexFile, tableFile, version);
    const [urlPath = '/', query] = url.split('?');
    const pathname = urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath;
    for (const route of build.routes) {
      const found = route.match.exec(pathname);
      if (!found) continue;
      // With a query (dates, filters, a page) the page asks for other data; guessing it is not worth a wasted call.
      if (query !== undefined) return route.html.replace(DATA_LINKS, '');
      const params = found.groups ?? {};
      const photo = await firstPhoto?.(route.pattern, params);
      const links = [
        ...route.data.map((api) => dataLink(api, params)),
        ...(photo ? [`${linkTag({ rel: 'preload', as: 'image', href: photo })}\n`] : []),
      ];
      const html = route.html.replace(DATA_LINKS, () => links.join(''));
      // The marker stays: the app finds the photo by it and shows it again (shell-photo.ts).
      return photo
        ? html.replace(
            PHOTO_SLOT,
            () => `<img ${FIRST_PHOTO_SLOT}="" src="${escapeAttribute(photo)}"`,
          )
        : html;
    }
    return build.index;
  };
}

function readBuild(indexFile: string, tableFile: string, version: string): Build {
  const index = fs.readFileSync(indexFile, 'utf8');
  const table = readTable(tableFile);
  const routes = Object.entries(table).map(([pattern, { links, shell, data = [] }]): Route => {
    let html = index.replace('</head>', `${links.map(linkTag).join('\n')}\n${DATA_LINKS}</head>`);
    if (shell) {
      html = scriptsAfterFirstPaint(html);
      // Functions, so a `$` in the page is never read as a replacement pattern.
      // Inert: a picture of the page, not yet the page. Nothing in it can be
      // clicked, typed into or focused (and lost when the app replaces it); the
      // app lifts this once it has drawn itself (main.tsx).
      html = html.replace(
        '<div id="root"></div>',
        () => `<div id="root" inert>${shell.html}</div>`,
      );
      if (shell.title)
        html = html.replace(
          /<title>[^<]*<\/title>/,
          () => `<title>${escapeText(shell.title!)}</title>`,
        );
    }
    return { pattern, match: patternToRegExp(pattern), html, data };
  });
  return { version, index, routes };
}

/**
 * A page whose first screen is in its HTML needs no script to paint it, so
 * its scripts are asked for at low priority: on a slow link the stylesheet,
 * the photo and the data preloads go first, and the first screen and its
 * photo paint sooner (Lighthouse mobile FCP on /rooms: 2.6 s → 0.8 s). The
 * browser may hold them back until those are in, so the page comes alive a
 * little later; it is on screen meanwhile. A page without a shell (the
 * owner's) paints only once its scripts have run, and keeps them high.
 */
function scriptsAfterFirstPaint(html: string): string {
  return html.replace(
    /<(script type="module"|link rel="modulepreload")(?= )/g,
    '<$1 fetchpriority="low"',
  );
}

function readTable(file: string): TFirstLoadFile {
  if (!fs.existsSync(file)) return {};
  return ZFirstLoadFile.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}

/** `/rooms/:id` → one path segment for each `:name`, captured by that name; nothing more, nothing less. */
function patternToRegExp(pattern: string): RegExp {
  const segments = pattern
    .split('/')
    .map((segment) =>
      segment.startsWith(':')
        ? `(?<${segment.slice(1)}>[^/]+)`
        : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    );
  return new RegExp(`^${segments.join('/')}$`);
}

/**
 * A fetch the page will make, started by the HTML: the same address, the same
 * mode (CORS, `crossorigin`) and credentials (same origin) as the app's
 * `fetch`, or Chromium will not reuse it. Parameters are encoded as the
 * hooks encode them (encodeURIComponent).
 */
function dataLink(api: string, params: Record<string, string>): string {
  const href = api.replace(/:(\w+)/g, (_, name: string) => {
    const raw = params[name] ?? '';
    let value: string;
    try {
      value = decodeURIComponent(raw);
    } catch {
      value = raw;
    }
    return encodeURIComponent(value);
  });
  return `    <link rel="preload" as="fetch" crossorigin href="${escapeAttribute(href)}">\n`;
}

function linkTag(link: TFirstLoadLink): string {
  // Vite's loader asks for chunks and their styles in CORS mode (crossorigin):
  // a preload in another mode is not reused and is fetched twice. An <img> is not.
  const attributes =
    link.rel === 'modulepreload'
      ? { rel: link.rel, crossorigin: '', href: link.href }
      : link.as === 'style'
        ? { rel: link.rel, as: link.as, crossorigin: '', href: link.href }
        : {
            rel: link.rel,
            as: link.as,
            href: link.href,
            fetchpriority: 'high',
            ...(link.media ? { media: link.media } : {}),
          };
  const text = Object.entries(attributes)
    .map(([name, value]) => (value === '' ? name : `${name}="${escapeAttribute(value)}"`))
    .join(' ');
  return `    <link ${text}>`;
}

/** The prerender's title is already escaped text, as React wrote it; only a stray `<` is not. */
function escapeText(value: string): string {
  return value.replace(/</g, '&lt;');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
