import {
  LabelledFieldShell,
  labelledInputClass,
  useLabelledFieldIds,
  type LabelledInputProps,
} from '../../components/ui/password-field.tsx';

export { FormAlert, PasswordField } from '../../components/ui/password-field.tsx';

interface FieldProps extends LabelledInputProps {
  label: string;
  /** Problems with the value, shown under the input and read out with it. */
  problems?: readonly string[];
}

export function TextField({ label, problems = [], ...inputProps }: FieldProps) {
  const { inputId, problemsId, a11y } = useLabelledFieldIds(problems);
  return (
    <LabelledFieldShell label={label} inputId={inputId} problemsId={problemsId} problems={problems}>
      <input {...inputProps} {...a11y} className={labelledInputClass} />
    </LabelledFieldShell>
  );
}
