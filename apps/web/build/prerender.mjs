#!/usr/bin/env node
// After `vite build` and `vite build --ssr src/prerender.tsx`: renders each
// public page's first screen (its loading state) from the app's own routes and
// writes it into dist/first-load.json, for the server to put in #root
// (docs/decisions/0007-first-screen-in-the-html.md). React hoists a page's
// <title>; it is kept apart, for the head.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

// React's production build: the development one adds notes (and stacks with file paths) to what it renders.
process.env.NODE_ENV = 'production';

const web = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tableFile = path.join(web, 'dist', 'first-load.json');
const { renderShell } = await import(
  pathToFileURL(path.join(web, 'prerender-dist', 'prerender.js')).href
);

const table = JSON.parse(fs.readFileSync(tableFile, 'utf8'));
for (const [route, entry] of Object.entries(table)) {
  if (!entry.shellFrom) continue;
  const rendered = await renderShell(entry.shellFrom);
  const title = /<title>([\s\S]*?)<\/title>/.exec(rendered)?.[1];
  const html = rendered.replace(/<title>[\s\S]*?<\/title>/g, '');
  if (!html.includes('id="main"'))
    throw new Error(`prerender: ${route} rendered no page (${html.slice(0, 120)}…)`);
  entry.shell = title === undefined ? { html } : { html, title };
  console.log(
    `prerendered ${route} (${entry.shellFrom}): ${(html.length / 1024).toFixed(1)} KB${title ? `, "${title}"` : ''}`,
  );
}
fs.writeFileSync(tableFile, `${JSON.stringify(table, null, 2)}\n`);
