import { z } from 'zod';

/*
 * dist/first-load.json, the contract between the web build (which writes it,
 * apps/web/build/first-load-plugin.ts) and the server (which puts its links in
 * each page's HTML, apps/api/src/web/first-load-links.ts): per React Router
 * path pattern, the route's source modules, the <link>s that let the
 * browser fetch its chunks, styles and first photo at once, and for public
 * pages the first screen prerendered (build/prerender.mjs) to paint before
 * any script runs (docs/decisions/0007-first-screen-in-the-html.md).
 */
export const ZFirstLoadLink = z.discriminatedUnion('rel', [
  z.object({ rel: z.literal('modulepreload'), href: z.string() }),
  z.object({
    rel: z.literal('preload'),
    as: z.enum(['image', 'style']),
    href: z.string(),
    media: z.string().optional(),
  }),
]);
export type TFirstLoadLink = z.infer<typeof ZFirstLoadLink>;

export const ZFirstLoadFile = z.record(
  z.string(),
  z.object({
    modules: z.array(z.string()),
    links: z.array(ZFirstLoadLink),
    /** API paths the page calls first when its address has no query; `:name` is the route's parameter. */
    data: z.array(z.string()).optional(),
    /** An address of the page its shell is rendered from. */
    shellFrom: z.string().optional(),
    /** The page's loading state as HTML, for inside #root; its <title> apart, for the head. */
    shell: z.object({ html: z.string(), title: z.string().optional() }).optional(),
  }),
);
export type TFirstLoadFile = z.infer<typeof ZFirstLoadFile>;
