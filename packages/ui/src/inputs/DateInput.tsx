import { chakra, HStack, IconButton, Input, Text, type InputProps } from '@chakra-ui/react';
import { formatDate, formatDatePicker, maskDateInput, parseDateBR, toDateParts, toIsoDate, type DateParts } from '@financeiro/domain';
import { forwardRef, useEffect, useRef, useState } from 'react';
import { IconeCalendario } from '../icons';

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
 * A dd/MM/yyyy text field (digits only, slashes added while typing) with a calendar button that
 * opens the browser's native date picker. The chosen date is also shown as dd-MMM-yyyy in pt-BR
 * ('05-jan-2025'), the picker format of the spec (01 section 5).
 */
export const DateInput = forwardRef<HTMLInputElement, DateInputProps>(function DateInput(
  { value, onChange, min, max, disabled, readOnly, ...rest },
  ref,
) {
  const iso = value ?? '';
  const [text, setText] = useState(() => formatDate(iso));
  const emitted = useRef(iso);
  const picker = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (iso !== emitted.current) {
      emitted.current = iso;
      setText(formatDate(iso));
    }
  }, [iso]);

  const emit = (nextIso: string, parts: DateParts | null) => {
    emitted.current = nextIso;
    onChange(nextIso, parts);
  };

  const onType = (raw: string) => {
    const masked = maskDateInput(raw);
    setText(masked);
    const parts = masked.length === 10 ? parseDateBR(masked) : null;
    const nextIso = parts ? toIsoDate(parts) : '';
    if (nextIso !== emitted.current) emit(nextIso, parts);
  };

  const onPick = (picked: string) => {
    const nextIso = toIsoDate(picked);
    setText(formatDate(nextIso));
    emit(nextIso, toDateParts(nextIso));
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
    <HStack gap="2" align="center" position="relative">
      <Input
        ref={ref}
        inputMode="numeric"
        autoComplete="off"
        placeholder="dd/mm/aaaa"
        maxW="10rem"
        {...rest}
        disabled={disabled}
        readOnly={readOnly}
        value={text}
        onChange={(event) => onType(event.target.value)}
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
      {label && (
        <Text fontSize="sm" color="fg.muted" data-testid="date-picker-label">
          {label}
        </Text>
      )}
    </HStack>
  );
});
