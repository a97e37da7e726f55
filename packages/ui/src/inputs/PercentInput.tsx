import { Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { PERCENT_INPUT_MAX_LENGTH, percentRule, percentToInputText, toDecimal } from '@financeiro/domain';
import { forwardRef, useMemo } from 'react';
import { useTypedText } from './useTypedText';

export interface PercentInputProps extends Omit<InputProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'maxLength'> {
  /** A fraction (0.0935) by default, or a percentage number (9.35) with valueAs="percent". */
  value: number | string | null | undefined;
  /** Receives a decimal string in the same unit as `value`, or '' when emptied. */
  onChange: (value: string) => void;
  /** 'fraction' (default, rates are stored 0..1) or 'percent' (0..100). */
  valueAs?: 'fraction' | 'percent';
  /** Most characters typed (default 5, spec 01 section 5). */
  maxLength?: number;
}

/**
 * The one percent field of the application, reading typing with `percentRule`: left to right like
 * money — '27,5' is 27,50 %, '10' is 10,00 %; a comma or a dot starts the decimals; at most 5
 * characters; shown with 2 decimals when not being edited. The limits (0–100) and their messages
 * are the form's schema, the same the server checks.
 */
export const PercentInput = forwardRef<HTMLInputElement, PercentInputProps>(function PercentInput(
  { value, onChange, valueAs = 'fraction', maxLength = PERCENT_INPUT_MAX_LENGTH, onFocus, onBlur, ...rest },
  ref,
) {
  const rule = useMemo(() => percentRule(maxLength), [maxLength]);
  const decimal = toDecimal(value ?? null);
  const percent = decimal && valueAs === 'fraction' ? decimal.times(100) : decimal;
  const typed = useTypedText({
    rule,
    ref,
    stored: percent?.toFixed(2) ?? '',
    shown: percentToInputText(percent?.dividedBy(100) ?? null),
    // A zero rate is an empty field on focus, as in MoneyInput: typing never lands behind '0,00'.
    shownOnFocus: percent && !percent.isZero() ? percentToInputText(percent.dividedBy(100)) : '',
    onValue: (typedPercent) => {
      if (typedPercent === '' || valueAs === 'percent') onChange(typedPercent);
      else onChange(toDecimal(typedPercent)!.dividedBy(100).toString());
    },
    onFocus,
    onBlur,
  });
  return (
    <InputGroup endElement="%">
      <Input
        inputMode="decimal"
        autoComplete="off"
        placeholder="0,00"
        textAlign="end"
        {...rest}
        {...typed.inputProps}
      />
    </InputGroup>
  );
});
