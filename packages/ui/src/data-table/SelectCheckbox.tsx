import { Checkbox } from '@chakra-ui/react';

interface SelectCheckboxProps {
  checked: boolean | 'indeterminate';
  onChange: (checked: boolean) => void;
  label: string;
}

/** A label-less checkbox with an accessible name (row and select-all checkboxes). */
export function SelectCheckbox({ checked, onChange, label }: SelectCheckboxProps) {
  return (
    <Checkbox.Root
      size="sm"
      colorPalette="brand"
      checked={checked}
      onCheckedChange={(details) => onChange(details.checked === true)}
      onClick={(event) => event.stopPropagation()}
    >
      <Checkbox.HiddenInput aria-label={label} />
      <Checkbox.Control />
    </Checkbox.Root>
  );
}
