import { HStack, Input, Text, type InputProps } from '@chakra-ui/react';
import { formatMonthKey, MES_INVALIDO, monthRule, monthTextState } from '@financeiro/domain';
import { forwardRef, useId } from 'react';
import { useTypedText } from './useTypedText';

export interface MonthInputProps extends Omit<InputProps, 'value' | 'defaultValue' | 'onChange' | 'type'> {
  /** The month as the plans key it, 'MM-aaaa' ('' when empty). */
  value: string | null | undefined;
  /** Receives 'MM-aaaa', or '' while incomplete or invalid. */
  onChange: (chave: string) => void;
}

/**
 * A month typed MM/aaaa by hand, as the date field takes dates (`monthRule`: '6/2026', '06/2026' and '062026'
 * are all 06/2026) — the same text in every browser, where a native month field shows the browser's language
 * ('June 2026') and some browsers give a plain text box. A month outside 1–12 shows 'Mês inválido.' at once, an
 * unfinished one when the field loses the focus.
 */
export const MonthInput = forwardRef<HTMLInputElement, MonthInputProps>(function MonthInput({ value, onChange, onFocus, onBlur, ...rest }, ref) {
  const chave = formatMonthKey(value ?? '') ? (value as string) : '';
  const messageId = useId();
  const typed = useTypedText({
    rule: monthRule,
    ref,
    stored: chave,
    shown: formatMonthKey(chave),
    keepTypedOnBlur: true,
    onValue: onChange,
    onFocus,
    onBlur,
  });
  const state = typed.typed === null ? 'valid' : monthTextState(typed.typed);
  const invalid = state === 'invalid' || (state === 'incomplete' && !typed.focused);
  return (
    <HStack gap="2" align="center" wrap="wrap">
      <Input
        inputMode="numeric"
        autoComplete="off"
        placeholder="mm/aaaa"
        maxW="8rem"
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? messageId : undefined}
        {...rest}
        {...typed.inputProps}
      />
      {invalid && (
        <Text id={messageId} fontSize="sm" color="fg.error" role="alert">
          {MES_INVALIDO}
        </Text>
      )}
    </HStack>
  );
});
