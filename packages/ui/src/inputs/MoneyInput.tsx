import { Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { maskMoneyInput, MONEY_INPUT_MAX_LENGTH, moneyToInputText, parseMoney } from '@financeiro/domain';
import { forwardRef } from 'react';

export interface MoneyInputProps extends Omit<InputProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'maxLength' | 'prefix'> {
  /** The stored amount: number or decimal string ('1234.56'); '' or null shows an empty field. */
  value: number | string | null | undefined;
  /** Receives the decimal string ('1234.56'), or '' when the field is emptied. */
  onChange: (value: string) => void;
  /** Most characters of the shown text (default 16, spec 01 section 9). */
  maxLength?: number;
  /** Text before the field; default 'R$'; null for none (e.g. exchange rates). */
  currencySymbol?: string | null;
}

/**
 * Money typed as digits read as cents, shown in pt-BR with 2 decimals: typing 1, 2, 3, 4 shows
 * '12,34' and emits '12.34'. Non-digits are ignored.
 */
export const MoneyInput = forwardRef<HTMLInputElement, MoneyInputProps>(function MoneyInput(
  { value, onChange, maxLength = MONEY_INPUT_MAX_LENGTH, currencySymbol = 'R$', ...rest },
  ref,
) {
  const text = moneyToInputText(value);
  const input = (
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
        const masked = maskMoneyInput(event.target.value, maxLength);
        onChange(masked === '' ? '' : (parseMoney(masked) ?? ''));
      }}
    />
  );
  return currencySymbol ? <InputGroup startElement={currencySymbol}>{input}</InputGroup> : input;
});
