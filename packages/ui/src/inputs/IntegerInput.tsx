import { Input, type InputProps } from '@chakra-ui/react';
import { integerRule, toDecimal } from '@financeiro/domain';
import { forwardRef, useMemo } from 'react';
import { useTypedText } from './useTypedText';

export interface IntegerInputProps extends Omit<InputProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'maxLength'> {
  /** The stored whole number; '' or null shows an empty field. */
  value: number | string | null | undefined;
  /** Receives the digits ('12'), or '' when emptied. */
  onChange: (value: string) => void;
  /** Most digits (default 4). */
  maxLength?: number;
}

/** The one whole-number field (dependents, daily workload, working days, quantities): digits only (`integerRule`). */
export const IntegerInput = forwardRef<HTMLInputElement, IntegerInputProps>(function IntegerInput(
  { value, onChange, maxLength = 4, onFocus, onBlur, ...rest },
  ref,
) {
  const rule = useMemo(() => integerRule(maxLength), [maxLength]);
  const number = toDecimal(value === '' ? null : (value ?? null));
  const stored = number ? number.toFixed(0) : '';
  // A zero is an empty field on focus (as in MoneyInput): where the click puts the caret cannot turn '2' into '20'.
  const typed = useTypedText({ rule, ref, stored, shown: stored, shownOnFocus: stored === '0' ? '' : stored, onValue: onChange, onFocus, onBlur });
  return (
    <Input
      inputMode="numeric"
      autoComplete="off"
      {...rest}
      {...typed.inputProps}
    />
  );
});
