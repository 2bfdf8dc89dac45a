/*
 * What `react-dom/client` is in a build (the alias in vite.config.ts): Preact's
 * createRoot, with three of React 19's ways installed before anything renders.
 * A build on React (WEB_RENDERER=react) and the dev server never load this
 * file, nor Preact.
 */
import { options, type VNode } from 'preact';
// A page's <title> goes into <head>.
import './document-title';

/*
 * Effects (useEffect) run in a task of their own right after the render, as
 * React runs them, instead of after the next animation frame, Preact's way:
 * so a timer an effect starts (the hero slideshows' 5 s) starts when React
 * would start it, and effects still run in a tab the browser does not paint.
 */
const effectsChannel = new MessageChannel();
let pendingEffects: (() => void)[] = [];
effectsChannel.port1.onmessage = () => {
  const run = pendingEffects;
  pendingEffects = [];
  for (const flush of run) flush();
};
options.requestAnimationFrame = (flush) => {
  pendingEffects.push(flush);
  if (pendingEffects.length === 1) effectsChannel.port2.postMessage(null);
};

/*
 * An <img> gets its src last, after loading="lazy" and its size, as React
 * sets it: Preact sets attributes in the order written, and an image whose
 * src comes first has started loading before it learns it may wait.
 */
const previousVnodeHook = options.vnode;
options.vnode = (vnode: VNode) => {
  if (vnode.type === 'img') {
    const { src, srcSet, ...rest } = vnode.props as Record<string, unknown>;
    if (srcSet !== undefined) rest.srcSet = srcSet;
    if (src !== undefined) rest.src = src;
    vnode.props = rest as VNode['props'];
  }
  previousVnodeHook?.(vnode);
};

export { createRoot, hydrateRoot } from 'preact/compat/client';
