import { options, type VNode } from 'preact';
import { useLayoutEffect, useRef } from 'preact/hooks';

/*
 * React 19's document metadata, for the Preact renderer the build uses
 * (vite.config.ts; loaded by preact-client.ts): a screen renders
 * `<title>…</title>` where it likes and React moves it into <head>, before
 * index.html's own title, so it names the tab while the screen is shown; when
 * the screen goes, its title goes and index.html's names the tab again. Preact
 * would leave the element in the page's body, where browsers ignore it (and
 * where text searches find it).
 *
 * Every <title> is taken as the document's. Like React, one with an itemProp
 * stays where it is; unlike React, one inside an <svg> would be moved too, so
 * an icon needing a tooltip should use aria-label or <desc> instead.
 */
function DocumentTitle({ children }: { children?: unknown }) {
  const text = ([] as unknown[]).concat(children ?? []).join('');
  const titleRef = useRef<HTMLTitleElement | null>(null);

  useLayoutEffect(() => {
    const title = document.createElement('title');
    document.head.insertBefore(title, document.head.querySelector('title'));
    titleRef.current = title;
    return () => {
      title.remove();
      titleRef.current = null;
    };
  }, []);

  useLayoutEffect(() => {
    if (titleRef.current) titleRef.current.textContent = text;
  }, [text]);

  return null;
}

const previousVnodeHook = options.vnode;
options.vnode = (vnode: VNode) => {
  if (vnode.type === 'title' && (vnode.props as { itemProp?: unknown }).itemProp == null) {
    vnode.type = DocumentTitle as VNode['type'];
  }
  previousVnodeHook?.(vnode);
};
