import { useEffect, useRef } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';

/**
 * Starts a form's fields from what Waka knows of the signed-in person
 * (docs/decisions/0026), still editable. The form's defaults take `values`
 * when they are already loaded; when they arrive after the form opened, each
 * field still empty and untouched is filled, once, so nothing typed or
 * cleared is ever written over.
 */
export function usePrefill<Values extends FieldValues, Context, Checked>(
  form: UseFormReturn<Values, Context, Checked>,
  values: Partial<Record<Path<Values>, string>> | undefined,
) {
  const filled = useRef(false);
  useEffect(() => {
    if (!values || filled.current) return;
    filled.current = true;
    for (const [name, value] of Object.entries(values) as [Path<Values>, string][]) {
      const { isDirty, isTouched } = form.getFieldState(name);
      if (value && !isDirty && !isTouched && !form.getValues(name))
        form.setValue(name, value as PathValue<Values, Path<Values>>);
    }
  }, [form, values]);
}
