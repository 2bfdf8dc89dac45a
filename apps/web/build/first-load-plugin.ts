import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import type { TFirstLoadFile, TFirstLoadLink } from '@waka/shared/web/first-load';
import type { FirstLoad } from '../src/app/first-load';

/**
 * Writes dist/first-load.json from the app's FIRST_LOAD table: each route's
 * chunks (its lazy modules and their static imports, less what the entry
 * already preloads from index.html) and its first photo. The server reads it
 * (apps/api/src/web/first-load-links.ts); so does the bundle budget.
 */
export function firstLoadPlugin(table: Record<string, FirstLoad>): Plugin {
  let root = '';
  let outDir = '';
  let base = '/';
  let ssr = false;
  return {
    name: 'waka-first-load',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      base = config.base;
      ssr = Boolean(config.build.ssr);
    },
    // main.tsx imports the libraries and the app one per task (dynamic imports), so Vite does not
    // preload them; every page needs them at once, so index.html asks for them beside the entry.
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk) return;
        const preloadedByVite = staticClosure(bundle, [chunk.fileName]);
        return [...bootClosure(bundle, chunk)]
          .filter((name) => !preloadedByVite.has(name))
          .map((name) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${name}` },
            injectTo: 'head' as const,
          }));
      },
    },
    writeBundle(_options, bundle) {
      // The prerender's own build (build/prerender.mjs) is not the app's.
      if (ssr) return;
      const chunks = Object.values(bundle).filter(
        (item): item is Rolldown.OutputChunk => item.type === 'chunk',
      );
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('first-load: the build has no entry chunk');
      const preloadedByIndex = bootClosure(bundle, entry);

      const file: TFirstLoadFile = {};
      for (const [route, { modules, images = [], shellFrom, data }] of Object.entries(table)) {
        const own = modules.map((source) => {
          const id = path.resolve(root, source);
          const chunk = chunks.find((c) => c.facadeModuleId === id);
          if (!chunk)
            throw new Error(
              `first-load: ${source} (${route}) is no chunk of the build; was it renamed?`,
            );
          return chunk.fileName;
        });
        const scripts = [...staticClosure(bundle, own)].filter(
          (name) => !preloadedByIndex.has(name),
        );
        // A chunk's own CSS (the car carousels'): Vite's loader adds it only once the chunk is imported.
        const styles = new Set(
          scripts.flatMap((name) => [...(chunkOf(bundle, name)?.viteMetadata?.importedCss ?? [])]),
        );
        const links: TFirstLoadLink[] = [
          ...[...styles].map((name) => ({
            rel: 'preload' as const,
            as: 'style' as const,
            href: `${base}${name}`,
          })),
          ...scripts.map((name) => ({ rel: 'modulepreload' as const, href: `${base}${name}` })),
          ...images.map((image) => ({ rel: 'preload' as const, as: 'image' as const, ...image })),
        ];
        // The shell itself is rendered after this build, by build/prerender.mjs.
        file[route] = {
          modules,
          links,
          ...(shellFrom ? { shellFrom } : {}),
          ...(data ? { data } : {}),
        };
      }
      fs.writeFileSync(path.join(outDir, 'first-load.json'), `${JSON.stringify(file, null, 2)}\n`);
    },
  };
}

/**
 * What every page runs first: the entry, the chunks main.tsx boots from (its
 * dynamic imports, one task each), and their static imports. Not the routes'
 * lazy chunks, which the app's router imports.
 */
function bootClosure(bundle: Rolldown.OutputBundle, entry: Rolldown.OutputChunk): Set<string> {
  return staticClosure(bundle, [entry.fileName, ...entry.dynamicImports]);
}

/** The chunk files `names` need before they run: themselves and their static imports, transitively. */
function staticClosure(bundle: Rolldown.OutputBundle, names: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string) => {
    const chunk = chunkOf(bundle, name);
    if (seen.has(name) || !chunk) return;
    seen.add(name);
    chunk.imports.forEach(visit);
  };
  names.forEach(visit);
  return seen;
}

function chunkOf(bundle: Rolldown.OutputBundle, name: string): Rolldown.OutputChunk | undefined {
  const item = bundle[name];
  return item?.type === 'chunk' ? item : undefined;
}
