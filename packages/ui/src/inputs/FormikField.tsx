import { chakra, Field, Input, type InputProps } from '@chakra-ui/react';
import { memo, type ReactNode } from 'react';
import { DateInput, type DateInputProps } from './DateInput';
import { IntegerInput, type IntegerInputProps } from './IntegerInput';
import { MoneyInput, type MoneyInputProps } from './MoneyInput';
import { PercentInput, type PercentInputProps } from './PercentInput';
import { SelectInput, type SelectOption } from './SelectField';

/**
 * The part of Formik's bag these helpers use. Pass the object Formik gives you (`useFormik()`,
 * `useFormikContext()` or the `<Formik>` render prop). The helpers take it as a prop instead of
 * reading Formik's React context: this package is a federated singleton and a remote's own copy of
 * formik would not share its context with ours.
 */
export interface FormikLike {
  values: unknown;
  errors: unknown;
  touched: unknown;
  submitCount?: number;
  setFieldValue: (field: string, value: any, shouldValidate?: boolean) => unknown; // eslint-disable-line @typescript-eslint/no-explicit-any
  setFieldTouched: (field: string, isTouched?: boolean, shouldValidate?: boolean) => unknown;
}

/** Reads 'a.b.0.c' paths like Formik's getIn. */
export function getIn(source: unknown, path: string): unknown {
  return path
    .split(/[.[\]]+/)
    .filter(Boolean)
    .reduce<unknown>((value, key) => (value === null || value === undefined ? undefined : (value as Record<string, unknown>)[key]), source);
}

/** The yup message to show for `name` (after the field was touched or a submit), or undefined. */
export function fieldError(form: FormikLike, name: string): string | undefined {
  const error = getIn(form.errors, name);
  const touched = getIn(form.touched, name);
  const visible = Boolean(touched) || (form.submitCount ?? 0) > 0;
  return visible && typeof error === 'string' && error !== '' ? error : undefined;
}

export interface FormikFieldControl {
  name: string;
  value: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  invalid: boolean;
  setValue: (value: unknown) => void;
  onBlur: () => void;
}

export interface FormikFieldProps {
  form: FormikLike;
  name: string;
  label?: ReactNode;
  helperText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  /** Renders the control; its id, aria-invalid and aria-describedby come from Field.Root. */
  children: (control: FormikFieldControl) => ReactNode;
}

/** Field.Root + Field.Label + the control + Field.HelperText + Field.ErrorText with the yup message. */
export function FormikField({ form, name, label, helperText, required, disabled, readOnly, children }: FormikFieldProps) {
  const error = fieldError(form, name);
  const control: FormikFieldControl = {
    name,
    value: getIn(form.values, name),
    invalid: Boolean(error),
    setValue: (value) => {
      form.setFieldValue(name, value);
    },
    onBlur: () => {
      form.setFieldTouched(name, true);
    },
  };
  return (
    // `required` only draws the asterisk: passing it to Field.Root would put the native `required`
    // attribute on the input and the browser would block the submit before yup shows its message.
    <Field.Root invalid={Boolean(error)} disabled={disabled} readOnly={readOnly}>
      {label && (
        <Field.Label>
          {label}
          {required && (
            <chakra.span color="fg.error" aria-hidden="true">
              *
            </chakra.span>
          )}
        </Field.Label>
      )}
      {children(control)}
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      {error && <Field.ErrorText whiteSpace="pre-line">{error}</Field.ErrorText>}
    </Field.Root>
  );
}

type Common = Omit<FormikFieldProps, 'children'>;

/** Options that list the same values and labels in the same order (a form often builds its list anew each render). */
function sameOptions(a: unknown, b: unknown): boolean {
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  return a.every((option: SelectOption, i) => {
    const other = b[i] as SelectOption;
    return option.value === other.value && option.label === other.label;
  });
}

/**
 * Whether a bound field would render the same: the same props besides `form`, and in `form` the same value and
 * visible message at its name and the same two setters (Formik's are stable). Formik renders the whole form on
 * every key typed; with this, only the field typed into and the fields whose message changed render again — on a
 * form of 18 fields, the rest was most of each key's work (issue 33: the employee form's test typed 70 keys).
 */
function sameBoundField(previous: Common & Record<string, unknown>, next: Common & Record<string, unknown>): boolean {
  const keys = new Set([...Object.keys(previous), ...Object.keys(next)]);
  for (const key of keys) {
    if (key === 'form' || Object.is(previous[key], next[key])) continue;
    if (key === 'options' && sameOptions(previous[key], next[key])) continue;
    return false;
  }
  const [a, b] = [previous.form, next.form];
  return (
    a.setFieldValue === b.setFieldValue &&
    a.setFieldTouched === b.setFieldTouched &&
    Object.is(getIn(a.values, next.name), getIn(b.values, next.name)) &&
    fieldError(a, next.name) === fieldError(b, next.name)
  );
}

/** A bound field that renders again only when what it shows changed (sameBoundField). */
const bound = <P extends Common>(render: (props: P) => ReactNode) =>
  memo(render, (previous, next) => sameBoundField(previous as P & Record<string, unknown>, next as P & Record<string, unknown>));

export type FormikTextFieldProps = Common & Omit<InputProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'form'>;

/** Text input bound to a Formik field. */
export const FormikTextField = bound(function FormikTextField(props: FormikTextFieldProps) {
  const { form, name, label, helperText, required, disabled, readOnly, ...input } = props;
  return (
    <FormikField {...{ form, name, label, helperText, required, disabled, readOnly }}>
      {(control) => (
        <Input
          {...input}
          name={name}
          value={(control.value as string | number | undefined) ?? ''}
          onChange={(event) => control.setValue(event.target.value)}
          onBlur={control.onBlur}
        />
      )}
    </FormikField>
  );
});

export type FormikMoneyFieldProps = Common & Omit<MoneyInputProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'form'>;

/** MoneyInput bound to a Formik field (the value is the decimal string '1234.56'). */
export const FormikMoneyField = bound(function FormikMoneyField(props: FormikMoneyFieldProps) {
  const { form, name, label, helperText, required, disabled, readOnly, ...input } = props;
  return (
    <FormikField {...{ form, name, label, helperText, required, disabled, readOnly }}>
      {(control) => (
        <MoneyInput {...input} name={name} value={control.value} onChange={control.setValue} onBlur={control.onBlur} />
      )}
    </FormikField>
  );
});

export type FormikPercentFieldProps = Common & Omit<PercentInputProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'form'>;

/** PercentInput bound to a Formik field (a fraction string by default). */
export const FormikPercentField = bound(function FormikPercentField(props: FormikPercentFieldProps) {
  const { form, name, label, helperText, required, disabled, readOnly, ...input } = props;
  return (
    <FormikField {...{ form, name, label, helperText, required, disabled, readOnly }}>
      {(control) => (
        <PercentInput {...input} name={name} value={control.value} onChange={control.setValue} onBlur={control.onBlur} />
      )}
    </FormikField>
  );
});

export type FormikIntegerFieldProps = Common & Omit<IntegerInputProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'form'>;

/** IntegerInput bound to a Formik field (the value is the digits typed, '' when empty). */
export const FormikIntegerField = bound(function FormikIntegerField(props: FormikIntegerFieldProps) {
  const { form, name, label, helperText, required, disabled, readOnly, ...input } = props;
  return (
    <FormikField {...{ form, name, label, helperText, required, disabled, readOnly }}>
      {(control) => (
        <IntegerInput {...input} name={name} value={control.value} onChange={control.setValue} onBlur={control.onBlur} />
      )}
    </FormikField>
  );
});

export type FormikDateFieldProps = Common & Omit<DateInputProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'form'>;

/** DateInput bound to a Formik field (the value is 'yyyy-MM-dd' or ''). */
export const FormikDateField = bound(function FormikDateField(props: FormikDateFieldProps) {
  const { form, name, label, helperText, required, disabled, readOnly, ...input } = props;
  return (
    <FormikField {...{ form, name, label, helperText, required, disabled, readOnly }}>
      {(control) => (
        <DateInput
          {...input}
          name={name}
          value={control.value as string}
          onChange={(iso) => control.setValue(iso)}
          onBlur={control.onBlur}
        />
      )}
    </FormikField>
  );
});

export type FormikSelectFieldProps = Common & {
  options: SelectOption[];
  /** First, empty option (e.g. 'Selecione'). */
  placeholder?: string;
};

/** NativeSelect bound to a Formik field (the value is the option's value as a string). */
export const FormikSelectField = bound(function FormikSelectField(props: FormikSelectFieldProps) {
  const { form, name, label, helperText, required, disabled, readOnly, options, placeholder } = props;
  return (
    // A native select ignores `readonly`: a read-only select is rendered disabled instead.
    <FormikField {...{ form, name, label, helperText, required }} disabled={disabled || readOnly}>
      {(control) => (
        <SelectInput
          name={name}
          value={control.value === null || control.value === undefined ? '' : String(control.value)}
          onChange={(value) => control.setValue(value)}
          onBlur={control.onBlur}
          placeholder={placeholder}
          options={options}
        />
      )}
    </FormikField>
  );
});
