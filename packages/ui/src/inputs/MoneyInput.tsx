import { Input, InputGroup, type InputProps } from '@chakra-ui/react';
import { MONEY_INPUT_MAX_LENGTH, moneyToInputText, toDecimal, typeMoneyText, type TypedMoney } from '@financeiro/domain';
import { forwardRef, useCallback, useLayoutEffect, useRef, useState, type Ref } from 'react';

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

/** The stored amount as the decimal string the field emits ('45000.00'), '' when empty. */
function storedAmount(value: MoneyInputProps['value']): string {
  return toDecimal(value)?.toFixed(2) ?? '';
}

/** Digits typed before the caret, and whether the caret stands right after the decimal comma. */
interface CaretMark {
  digits: number;
  afterComma: boolean;
}

function caretMark(raw: string, caret: number): CaretMark {
  const before = raw.slice(0, caret);
  return { digits: before.replace(/\D/g, '').length, afterComma: /[,.]$/.test(before) };
}

/** Where the caret goes in the reformatted text: after the same number of digits. */
function caretPosition(text: string, mark: CaretMark): number {
  let digits = 0;
  let position = 0;
  while (position < text.length && digits < mark.digits) {
    if (/\d/.test(text[position]!)) digits += 1;
    position += 1;
  }
  if (mark.afterComma && text[position] === ',') position += 1;
  return position;
}

function useMergedRef<T>(outer: Ref<T>) {
  const inner = useRef<T | null>(null);
  const merged = useCallback(
    (node: T | null) => {
      inner.current = node;
      if (typeof outer === 'function') outer(node);
      else if (outer) (outer as { current: T | null }).current = node;
    },
    [outer],
  );
  return [inner, merged] as const;
}

/**
 * The one money field of the application (pt-BR, BRL): the user types whole reais and a comma starts
 * the cents, so typing 45000 gives R$ 45.000,00 and 45000,5 gives R$ 45.000,50 (`typeMoneyText`).
 * While focused the field shows the text as typed ('45.000,5'); on blur it shows 2 decimals. A zero
 * amount is an empty field on focus, so where the click puts the caret cannot change what typing
 * gives. Pasting '45.000,00' or '45000.00' works; thousands dots are re-added as the user types and
 * the caret stays after the digit it followed.
 */
export const MoneyInput = forwardRef<HTMLInputElement, MoneyInputProps>(function MoneyInput(
  { value, onChange, maxLength = MONEY_INPUT_MAX_LENGTH, currencySymbol = 'R$', onFocus, onBlur, ...rest },
  ref,
) {
  const [inner, mergedRef] = useMergedRef(ref);
  const [focused, setFocused] = useState(false);
  const [draft, setDraft] = useState<TypedMoney | null>(null);
  const caret = useRef<CaretMark | null>(null);
  const stored = storedAmount(value);

  let text: string;
  if (focused && draft && draft.value === stored) text = draft.text;
  else if (focused && (stored === '' || toDecimal(stored)!.isZero())) text = '';
  else text = moneyToInputText(value);

  useLayoutEffect(() => {
    const mark = caret.current;
    const input = inner.current;
    caret.current = null;
    if (!mark || !input || document.activeElement !== input) return;
    const position = caretPosition(input.value, mark);
    input.setSelectionRange(position, position);
  });

  const input = (
    <Input
      ref={mergedRef}
      inputMode="decimal"
      autoComplete="off"
      placeholder="0,00"
      textAlign="end"
      {...rest}
      value={text}
      onFocus={(event) => {
        setFocused(true);
        setDraft(null);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        setFocused(false);
        setDraft(null);
        onBlur?.(event);
      }}
      onChange={(event) => {
        const typed = typeMoneyText(event.target.value, maxLength, event.target.value.length > text.length);
        if (!typed) return;
        caret.current = caretMark(event.target.value, event.target.selectionStart ?? event.target.value.length);
        setFocused(true);
        setDraft(typed);
        if (typed.value !== stored) onChange(typed.value);
      }}
    />
  );
  return currencySymbol ? <InputGroup startElement={currencySymbol}>{input}</InputGroup> : input;
});
