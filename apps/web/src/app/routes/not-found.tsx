import { ButtonLink } from '@/components/ui/button';
import { PageMessage } from '@/components/ui/page-message';

export function NotFound() {
  return (
    <PageMessage title="Page not found">
      <p className="text-slate-600">
        The page you asked for isn’t here. It may have moved, or the link may be mistyped.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <ButtonLink to="/">Go to the home page</ButtonLink>
        <ButtonLink to="/rooms" variant="secondary">
          Browse hotels
        </ButtonLink>
      </div>
    </PageMessage>
  );
}
