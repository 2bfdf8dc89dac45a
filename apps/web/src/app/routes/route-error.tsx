import { Button, ButtonLink } from '@/components/ui/button';
import { PageMessage } from '@/components/ui/page-message';

/**
 * What a screen shows when it crashes or its code cannot be loaded (most often
 * a new release replaced the chunk an open tab wanted): a way to recover, not
 * a blank page. Unknown paths never get here: the catch-all route answers them.
 */
export function RouteError() {
  return (
    <PageMessage title="Something went wrong">
      <p className="text-slate-600">This page didn’t load properly. Reloading usually fixes it.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
        <ButtonLink to="/" variant="secondary" reloadDocument>
          Go to the home page
        </ButtonLink>
      </div>
    </PageMessage>
  );
}
