// A small form-state hook validated by the shared zod schemas: errors appear under fields after
// the first submit and follow every change from then on. (@mantine/form is not a dependency.)
import { useCallback, useState, type ChangeEvent, type FormEvent } from 'react';

type TValues = Record<string, unknown>;
export type TFieldErrors<V> = Partial<Record<keyof V & string, string>>;

type TIssue = { readonly path: readonly PropertyKey[]; readonly message: string };
/** What the hook needs of a schema: zod's `safeParse` (classic and zod/mini alike). */
export type TFormSchema<V, O> = {
  safeParse: (values: V) => { success: true; data: O } | { success: false; error: { issues: readonly TIssue[] } };
};

/** The first message per top-level field, as the form shows them. */
export function firstMessagePerField<V>(issues: readonly TIssue[]): TFieldErrors<V> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors as TFieldErrors<V>;
}

export function useZodForm<V extends TValues, O>(schema: TFormSchema<V, O>, initialValues: V) {
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<TFieldErrors<V>>({});
  const [isSubmitted, setSubmitted] = useState(false);

  const validate = useCallback(
    (candidate: V): O | null => {
      const result = schema.safeParse(candidate);
      if (result.success) {
        setErrors({});
        return result.data;
      }
      setErrors(firstMessagePerField<V>(result.error.issues));
      return null;
    },
    [schema],
  );

  const setValue = <K extends keyof V & string>(name: K, value: V[K]) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (isSubmitted) validate(next);
  };

  const setFieldError = (name: keyof V & string, message: string | undefined) => {
    setErrors((previous) => ({ ...previous, [name]: message }));
  };

  const handleSubmit = (onValid: (parsed: O) => void) => (event?: FormEvent) => {
    event?.preventDefault();
    setSubmitted(true);
    const parsed = validate(values);
    if (parsed !== null) onValid(parsed);
  };

  /** Props for a Mantine text input bound to a string field. */
  const textProps = <K extends keyof V & string>(name: K) => ({
    name,
    value: (values[name] ?? '') as string,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.currentTarget.value as V[K]),
    error: errors[name],
  });

  const reset = (next: V) => {
    setValues(next);
    setErrors({});
    setSubmitted(false);
  };

  return { values, errors, setValue, setFieldError, handleSubmit, textProps, reset };
}
