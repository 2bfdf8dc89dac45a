import type { ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormBanner } from './form-banner';
import type { SendFormProps } from './use-send-form';

const PLACES = {
  /** Under the fields on a page. */
  page: 'border-t border-slate-200 pt-6',
  /** At the foot of a dialog's scrolling body: the actions stay in view while the fields scroll. */
  sticky: 'sticky -bottom-4 z-10 -mx-5 -mb-4 border-t border-slate-200 bg-white px-5 py-4',
  /** In a dialog's own footer, which stays in view already. */
  dialog: '',
} as const;

/** A form's foot: why the last send failed, if it did, above the actions. */
export function FormFooter({
  failure,
  place = 'page',
  children,
}: {
  failure: string | null;
  place?: keyof typeof PLACES;
  children: ReactNode;
}) {
  return (
    <div className={`flex flex-col gap-3 ${PLACES[place]}`.trim()}>
      <FormBanner message={failure} />
      {children}
    </div>
  );
}

/** Cancel and the main action: side by side at the right, the main action on top on a phone. */
export function FormActions({ children }: { children: ReactNode }) {
  return <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{children}</div>;
}

type SendFooterProps = Pick<
  SendFormProps<never>,
  'submitLabel' | 'submittingLabel' | 'onCancel'
> & {
  failure: string | null;
  /** In a dialog the actions stay in view at the bottom while the fields scroll. */
  inDialog: boolean;
  /** A photo is still going up: the form cannot be sent yet. */
  uploading: boolean;
};

/**
 * The foot of a form with a photo, inside its FormProvider: the failure,
 * Cancel (when there is one) and the submit button, held while the form is
 * sent or a photo goes up.
 */
export function SendFooter({
  failure,
  inDialog,
  uploading,
  submitLabel,
  submittingLabel,
  onCancel,
}: SendFooterProps) {
  const { isSubmitting } = useFormState();
  return (
    <FormFooter failure={failure} place={inDialog ? 'sticky' : 'page'}>
      <FormActions>
        {onCancel ? (
          <Button variant="plain" size="field" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
        ) : null}
        <Button type="submit" size="field" disabled={isSubmitting || uploading}>
          {isSubmitting ? submittingLabel : uploading ? 'Uploading image...' : submitLabel}
        </Button>
      </FormActions>
    </FormFooter>
  );
}
