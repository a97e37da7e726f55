import { Input, InputGroup, type InputProps } from '@chakra-ui/react';
import {
  maskPercentInput,
  parseBrDecimal,
  parsePercent,
  PERCENT_INPUT_MAX_LENGTH,
  percentToInputText,
  toDecimal,
} from '@financeiro/domain';
import { forwardRef } from 'react';

export interface PercentInputProps extends Omit<InputProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'maxLength'> {
  /** A fraction (0.0935) by default, or a percentage number (9.35) with valueAs="percent". */
  value: number | string | null | undefined;
  /** Receives a decimal string in the same unit as `value`, or '' when emptied. */
  onChange: (value: string) => void;
  /** 'fraction' (default, rates are stored 0..1) or 'percent' (0..100). */
  valueAs?: 'fraction' | 'percent';
  /** Most characters of the shown text (default 5, spec 01 section 5). */
  maxLength?: number;
}

/** Percent typed as digits with 2 decimals ('9,35'), at most 5 characters, with a '%' suffix. */
export const PercentInput = forwardRef<HTMLInputElement, PercentInputProps>(function PercentInput(
  { value, onChange, valueAs = 'fraction', maxLength = PERCENT_INPUT_MAX_LENGTH, ...rest },
  ref,
) {
  const decimal = toDecimal(value);
  const fraction = decimal && valueAs === 'percent' ? decimal.dividedBy(100) : decimal;
  const text = percentToInputText(fraction);
  return (
    <InputGroup endElement="%">
      <Input
        ref={ref}
        inputMode="numeric"
        autoComplete="off"
        placeholder="0,00"
        textAlign="end"
        {...rest}
        value={text}
        maxLength={maxLength + 1}
        onChange={(event) => {
          const masked = maskPercentInput(event.target.value, maxLength);
          if (masked === '') return onChange('');
          onChange(valueAs === 'percent' ? (parseBrDecimal(masked)?.toFixed(2) ?? '') : (parsePercent(masked) ?? ''));
        }}
      />
    </InputGroup>
  );
});
