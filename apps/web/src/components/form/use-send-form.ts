import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';

/** What a page or a dialog hands a form about its send. */
export type SendFormProps<Values> = {
  submitLabel: string;
  /** The submit button's words while the send runs, e.g. 'Saving...'. */
  submittingLabel: string;
  /** Sends the values; a rejection becomes the banner and the server's field errors. */
  onSubmit: (values: Values) => Promise<unknown>;
  /** The banner's words for a failed send (docs/product.md#messages). */
  describeFailure: (error: unknown) => string;
  onCancel?: () => void;
};

type SendFormOptions<Values, Name> = {
  /** Sends the checked values; a rejection is shown, not thrown. */
  send: (values: Values) => Promise<unknown>;
  /** The banner's words for a failed send (docs/product.md#messages). */
  describeFailure: (error: unknown) => string;
  /** The form's field for a field the server names, or null when the form has none. */
  fieldOf: (serverField: string) => Name | null;
};

/**
 * A form's submit: the values go to `send`; a rejection becomes the banner's
 * words and the server's field errors, each under the field it names. The
 * banner clears when the form is sent again.
 */
export function useSendForm<Input extends FieldValues, Values>(
  form: UseFormReturn<Input, unknown, Values>,
  { send, describeFailure, fieldOf }: SendFormOptions<Values, Path<Input>>,
) {
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await send(values);
    } catch (error) {
      setFailure(describeFailure(error));
      if (error instanceof ApiError) {
        for (const [serverField, message] of Object.entries(error.fields)) {
          const name = fieldOf(serverField);
          if (name) form.setError(name, { message });
        }
      }
    }
  });
  return { submit, failure };
}
