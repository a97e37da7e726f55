import { Input, type InputProps } from '@chakra-ui/react';
import { COTACAO_CAMPO_MAX, cotacaoParaCampo, digitarCotacao, toDecimal, type CotacaoDigitada } from '@financeiro/domain';
import { forwardRef, useState } from 'react';

export interface CotacaoInputProps extends Omit<InputProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'maxLength'> {
  /** The stored rate: number or decimal string ('5.432'); '' or null shows an empty field. */
  value: number | string | null | undefined;
  /** Receives the decimal string ('5.432'), or '' while the text is not a number. */
  onChange: (value: string) => void;
  /** Most characters (default 5, spec 01 and 02 section 9). */
  maxLength?: number;
}

/**
 * The one exchange-rate field (cotação) of the application: digits and one decimal comma, at most
 * 5 characters ('5,432'); a '.' typed or pasted is the comma; a pasted rate too long ('5,4321') is
 * rounded to fit (`digitarCotacao`). While focused it shows the text as typed ('5,'); otherwise the
 * stored rate with as many decimals as fit (`cotacaoParaCampo`).
 */
export const CotacaoInput = forwardRef<HTMLInputElement, CotacaoInputProps>(function CotacaoInput(
  { value, onChange, maxLength = COTACAO_CAMPO_MAX, onFocus, onBlur, ...rest },
  ref,
) {
  const [focused, setFocused] = useState(false);
  const [draft, setDraft] = useState<CotacaoDigitada | null>(null);
  const stored = toDecimal(value ?? null)?.toString() ?? '';
  const text = focused && draft && draft.value === stored ? draft.text : cotacaoParaCampo(value, maxLength);

  return (
    <Input
      ref={ref}
      inputMode="decimal"
      autoComplete="off"
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
        const typed = digitarCotacao(event.target.value, text, maxLength);
        if (!typed) return;
        setFocused(true);
        setDraft(typed);
        if (typed.value !== stored) onChange(typed.value);
      }}
    />
  );
});
