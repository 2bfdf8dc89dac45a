import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
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

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
