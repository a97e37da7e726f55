import { Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { MONEY_INPUT_MAX_LENGTH, moneyRule, moneyToInputText, toDecimal } from '@financeiro/domain';
import { forwardRef, useMemo } from 'react';
import { useTypedText } from './useTypedText';

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
 * The one money field of the application (pt-BR, BRL), reading typing with `moneyRule`: whole reais
 * as typed, a comma starts the cents, a dot typed is a thousands separator ('45.000,50' and
 * '45000,50' are both R$ 45.000,50); a pasted '45000.50' (spreadsheet) is 45.000,50 too. While
 * focused the field shows the text as typed ('45.000,5'); on blur it shows 2 decimals. A zero amount
 * is an empty field on focus, so where the click puts the caret cannot change what typing gives.
 */
export const MoneyInput = forwardRef<HTMLInputElement, MoneyInputProps>(function MoneyInput(
  { value, onChange, maxLength = MONEY_INPUT_MAX_LENGTH, currencySymbol = 'R$', onFocus, onBlur, ...rest },
  ref,
) {
  const rule = useMemo(() => moneyRule(maxLength), [maxLength]);
  const amount = toDecimal(value ?? null);
  const typed = useTypedText({
    rule,
    ref,
    stored: amount?.toFixed(2) ?? '',
    shown: moneyToInputText(value),
    shownOnFocus: amount && !amount.isZero() ? moneyToInputText(value) : '',
    onValue: onChange,
    onFocus,
    onBlur,
  });

  const input = (
    <Input
      inputMode="decimal"
      autoComplete="off"
      placeholder="0,00"
      textAlign="end"
      {...rest}
      {...typed.inputProps}
    />
  );
  return currencySymbol ? <InputGroup startElement={currencySymbol}>{input}</InputGroup> : input;
});
