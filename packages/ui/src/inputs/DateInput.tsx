import { chakra, HStack, IconButton, Input, Text, type InputProps } from '@chakra-ui/react';
import { DATA_INVALIDA, dateRule, dateTextState, formatDate, formatDatePicker, toDateParts, toIsoDate, type DateParts } from '@financeiro/domain';
import { forwardRef, useId, useRef } from 'react';
import { IconeCalendario } from '../icons';
import { useTypedText } from './useTypedText';

export interface DateInputProps extends Omit<InputProps, 'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max'> {
  /** The date as 'yyyy-MM-dd' ('' when empty). */
  value: string | null | undefined;
  /** Receives 'yyyy-MM-dd' and the day/month/year pieces, or ('', null) while incomplete or invalid. */
  onChange: (isoDate: string, parts: DateParts | null) => void;
  /** Limits of the calendar picker, 'yyyy-MM-dd'. */
  min?: string;
  max?: string;
}

/**
 * The one date field: dd/MM/yyyy typed by hand (`dateRule`: '1/10/2026', '01/10/2026' and
 * '01102026' are all 01/10/2026) or chosen in the browser's calendar from the button beside it.
 * An impossible date ('31/02/2026') shows 'Data inválida.' beside the field at once, an unfinished
 * one when the field loses the focus; the form gets '' for both. The chosen date is also shown as
 * dd-MMM-yyyy in pt-BR ('05-jan-2025'), the picker format of the spec (01 section 5).
 */
export const DateInput = forwardRef<HTMLInputElement, DateInputProps>(function DateInput(
  { value, onChange, min, max, disabled, readOnly, onFocus, onBlur, ...rest },
  ref,
) {
  const iso = toIsoDate(value ?? '');
  const picker = useRef<HTMLInputElement>(null);
  const messageId = useId();
  const typed = useTypedText({
    rule: dateRule,
    ref,
    stored: iso,
    shown: formatDate(iso),
    keepTypedOnBlur: true,
    onValue: (next) => onChange(next, toDateParts(next)),
    onFocus,
    onBlur,
  });
  const state = typed.typed === null ? 'valid' : dateTextState(typed.typed);
  const invalid = state === 'invalid' || (state === 'incomplete' && !typed.focused);

  const onPick = (picked: string) => {
    const nextIso = toIsoDate(picked);
    if (nextIso !== iso) onChange(nextIso, toDateParts(nextIso));
  };

  const openPicker = () => {
    const element = picker.current;
    if (!element) return;
    try {
      element.showPicker();
    } catch {
      element.focus();
      element.click();
    }
  };

  const label = formatDatePicker(iso);
  return (
    <HStack gap="2" align="center" position="relative" wrap="wrap">
      <Input
        inputMode="numeric"
        autoComplete="off"
        placeholder="dd/mm/aaaa"
        maxW="10rem"
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? messageId : undefined}
        {...rest}
        disabled={disabled}
        readOnly={readOnly}
        {...typed.inputProps}
      />
      <IconButton
        aria-label="Abrir calendário"
        variant="outline"
        size="sm"
        disabled={disabled || readOnly}
        onClick={openPicker}
      >
        <IconeCalendario />
      </IconButton>
      <chakra.input
        ref={picker}
        type="date"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="date-picker-native"
        position="absolute"
        insetStart="0"
        bottom="0"
        width="1px"
        height="1px"
        opacity={0}
        pointerEvents="none"
        value={iso}
        min={min}
        max={max}
        onChange={(event) => onPick(event.target.value)}
      />
      {invalid && (
        <Text id={messageId} fontSize="sm" color="fg.error" role="alert">
          {DATA_INVALIDA}
        </Text>
      )}
      {label && !invalid && (
        <Text fontSize="sm" color="fg.muted" data-testid="date-picker-label">
          {label}
        </Text>
      )}
    </HStack>
  );
});
