import { keepShellPhoto } from './lib/shell-photo';
import './index.css';

/*
 * Zod probes for `new Function` the first time it parses, to compile faster
 * checks; our Content-Security-Policy (no eval) refuses it and Chromium
 * reports a CSP issue on every page (Lighthouse best practices). `jitless`
 * skips the probe. Zod reads its settings from this global when it loads, so
 * setting it here keeps zod itself out of the first JavaScript (it is
 * imported with the first API call).
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
keepShellPhoto(root);

/**
 * A new task, as React's scheduler makes one: a message to ourselves. Not a
 * timer, which a page's clock can hold (a test's paused clock held the whole
 * app until it ran on) and which browsers stretch in background tabs.
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/*
 * The libraries every page runs are evaluated one per task, not all in one:
 * a module graph imported statically runs as a single task, and react-dom,
 * React Router, TanStack Query and the app made one of 120-300 ms on a phone
 * (4x CPU, 26 Nov), Lighthouse's largest blocking task after the first paint.
 * Apart, each takes 15-35 ms. Their files are fetched at once all the same:
 * the build preloads every chunk imported here from index.html
 * (build/first-load-plugin.ts), and the bundle budget counts them.
 */
async function boot(container: HTMLElement) {
  // One named export each (`.then` reads it), so the build still drops what the app does not use.
  const libraries = [
    () => import('react-dom/client').then(({ createRoot }) => createRoot),
    () => import('react-router').then(({ BrowserRouter }) => BrowserRouter),
    () => import('@tanstack/react-query').then(({ QueryClient }) => QueryClient),
  ];
  for (const load of libraries) {
    await load();
    await nextTask();
  }
  const { start } = await import('./start');
  await start(container);
}

void boot(root);
