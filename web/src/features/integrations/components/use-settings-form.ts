// The settings form's state in one @mantine/form (issue 50): the values, and once Save and activate
// has spoken, spec §5's checks as the form's errors (following every change from then on): a
// message under a field, a highlight alone for a spec check, whose first text is the form's alert.
import { useEffect, useRef, useState } from 'react';
import { useForm, type FormErrors } from '@mantine/form';
import { checkSaveAndActivate, type TIntegrationSettingsForm, type TSaveAndActivateIssue } from '@shared/validation/integration-settings';

/** The error key that holds the first spec check's text, shown in the 'Error!' alert. */
export const ALERT_KEY = 'alert';

const errorsOf = (issues: readonly TSaveAndActivateIssue[]): FormErrors => {
  const errors: FormErrors = {};
  for (const issue of issues) errors[issue.path.join('.')] ??= issue.isSpecCheck ? true : issue.message;
  const firstSpecCheck = issues.find((issue) => issue.isSpecCheck);
  if (firstSpecCheck) errors[ALERT_KEY] = firstSpecCheck.message;
  return errors;
};

export function useSettingsForm(initialForm: TIntegrationSettingsForm) {
  const isChecked = useRef(false);
  const form = useForm<TIntegrationSettingsForm>({
    mode: 'controlled',
    initialValues: initialForm,
    validate: (values) => errorsOf(checkSaveAndActivate(values)),
    clearInputErrorOnChange: false,
    onValuesChange: (values) => {
      if (isChecked.current) form.setErrors(errorsOf(checkSaveAndActivate(values)));
    },
  });

  // Each refusal brings the alert into view and focus to the first invalid control (or the alert).
  const [refusals, setRefusals] = useState(0);
  const alertRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (refusals === 0) return;
    const alert = alertRef.current;
    if (!alert) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    (invalid ?? alert).focus({ preventScroll: true });
    alert.scrollIntoView({ block: 'start' });
  }, [refusals]);
  const noteRefusal = () => setRefusals((count) => count + 1);

  /** Runs spec §5's checks; false (and the refusal shown) when one fails. */
  const check = (): boolean => {
    isChecked.current = true;
    if (!form.validate().hasErrors) return true;
    noteRefusal();
    return false;
  };

  const invalid: ReadonlySet<string> = new Set(Object.keys(form.errors).filter((key) => key !== ALERT_KEY));
  const fieldError = (path: string) => {
    const error = form.errors[path];
    return typeof error === 'string' ? error : undefined;
  };
  const alertText = typeof form.errors[ALERT_KEY] === 'string' ? form.errors[ALERT_KEY] : undefined;

  return { form, check, noteRefusal, invalid, fieldError, alertText, alertRef, formRef };
}
