import { Box, Button, chakra, Flex, Input, Text } from '@chakra-ui/react';
import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { includesText } from '@financeiro/domain';

export interface MultiSelectOption {
  value: string;
  label: string;
}

export interface MultiSelectProps {
  /** The group's name (legend). */
  label: string;
  options: readonly MultiSelectOption[];
  /** The chosen values, in any order. */
  value: readonly string[];
  /** The new choice, in the options' order. */
  onChange: (values: string[]) => void;
  /** Adds '*' to the legend. */
  required?: boolean;
  /** A search box over the options (default: more than 8 options). */
  searchable?: boolean;
  /** Height of the list before it scrolls; default '13rem'. */
  maxHeight?: string;
  /** Shown when there is no option at all. Default 'Nenhum item.' */
  emptyText?: string;
  /** A line under the list (e.g. what choosing does). */
  helperText?: string;
  width?: string;
}

export const MULTI_SELECT_TEXTS = {
  vazio: 'Nenhum item.',
  nenhumEncontrado: 'Nenhum item encontrado.',
  buscar: 'Buscar',
  limpar: 'Limpar',
  selecionados: (quantidade: number) => (quantidade === 1 ? '1 selecionado' : `${quantidade} selecionados`),
  remover: (item: string) => `Remover ${item}`,
} as const;

/**
 * Several choices from a list, for touch and keyboard alike (no Ctrl-click as in a native
 * `<select multiple>`): a group of checkboxes with rows a finger can hit (40 px), the count in the
 * legend, 'Limpar', and — for long lists — a search box and the chosen items as removable chips.
 * Keyboard: Tab enters the list once; arrows, Home and End move between the items; Space ticks.
 */
export function MultiSelect({
  label,
  options,
  value,
  onChange,
  required = false,
  searchable,
  maxHeight = '13rem',
  emptyText = MULTI_SELECT_TEXTS.vazio,
  helperText,
  width,
}: MultiSelectProps) {
  const id = useId();
  const [busca, setBusca] = useState('');
  const [ativo, setAtivo] = useState(0);
  const lista = useRef<HTMLDivElement>(null);
  const comBusca = searchable ?? options.length > 8;
  const escolhidos = useMemo(() => new Set(value), [value]);
  const visiveis = useMemo(
    () => (comBusca && busca.trim() !== '' ? options.filter((option) => includesText(option.label, busca)) : options),
    [options, busca, comBusca],
  );
  const foco = Math.min(ativo, Math.max(visiveis.length - 1, 0));

  const mudar = (alvo: string, marcado: boolean) => {
    const proximo = new Set(escolhidos);
    if (marcado) proximo.add(alvo);
    else proximo.delete(alvo);
    onChange(options.filter((option) => proximo.has(option.value)).map((option) => option.value));
  };

  const mover = (event: KeyboardEvent<HTMLDivElement>) => {
    const destinos: Record<string, number> = { ArrowDown: foco + 1, ArrowUp: foco - 1, Home: 0, End: visiveis.length - 1 };
    if (!(event.key in destinos) || visiveis.length === 0) return;
    event.preventDefault();
    const proximo = Math.max(0, Math.min(visiveis.length - 1, destinos[event.key]!));
    setAtivo(proximo);
    lista.current?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')[proximo]?.focus();
  };

  return (
    <chakra.fieldset minW={0} width={width} border="none" p="0" m="0">
      <chakra.legend fontSize="sm" fontWeight="medium" mb="1.5" p="0">
        {label}
        {required ? '*' : ''}{' '}
        <Text as="span" color="fg.muted" fontWeight="normal">
          ({MULTI_SELECT_TEXTS.selecionados(value.length)})
        </Text>
      </chakra.legend>
      {comBusca && value.length > 0 && (
        <Flex gap="1" wrap="wrap" mb="1.5" aria-label={`${label} selecionados`} role="group">
          {options
            .filter((option) => escolhidos.has(option.value))
            .map((option) => (
              <Button
                key={option.value}
                size="xs"
                variant="subtle"
                colorPalette="brand"
                aria-label={MULTI_SELECT_TEXTS.remover(option.label)}
                onClick={() => mudar(option.value, false)}
                maxW="full"
              >
                <Text as="span" truncate>
                  {option.label}
                </Text>
                <span aria-hidden="true">✕</span>
              </Button>
            ))}
        </Flex>
      )}
      {comBusca && (
        <Input
          size="sm"
          type="search"
          mb="1.5"
          aria-label={`${MULTI_SELECT_TEXTS.buscar} em ${label}`}
          placeholder={MULTI_SELECT_TEXTS.buscar}
          value={busca}
          onChange={(event) => {
            setBusca(event.target.value);
            setAtivo(0);
          }}
        />
      )}
      <Box ref={lista} maxH={maxHeight} overflowY="auto" borderWidth="1px" rounded="md" bg="bg" p="1" onKeyDown={mover}>
        {options.length === 0 && (
          <Text color="fg.muted" fontSize="sm" px="2" py="2">
            {emptyText}
          </Text>
        )}
        {options.length > 0 && visiveis.length === 0 && (
          <Text color="fg.muted" fontSize="sm" px="2" py="2">
            {MULTI_SELECT_TEXTS.nenhumEncontrado}
          </Text>
        )}
        {visiveis.map((option, index) => (
          <chakra.label
            key={option.value}
            htmlFor={`${id}-${index}`}
            display="flex"
            alignItems="center"
            gap="2"
            minH="40px"
            px="2"
            rounded="sm"
            fontSize="sm"
            cursor="pointer"
            _hover={{ bg: 'bg.muted' }}
            css={{ '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'var(--chakra-colors-brand-solid, #2b6cb0)' } }}
          >
            <chakra.input
              id={`${id}-${index}`}
              type="checkbox"
              flexShrink={0}
              w="18px"
              h="18px"
              css={{ accentColor: 'var(--chakra-colors-brand-solid, #2b6cb0)' }}
              tabIndex={index === foco ? 0 : -1}
              checked={escolhidos.has(option.value)}
              onFocus={() => setAtivo(index)}
              onChange={(event) => mudar(option.value, event.target.checked)}
            />
            <span>{option.label}</span>
          </chakra.label>
        ))}
      </Box>
      <Flex justify="space-between" align="center" gap="2" mt="1">
        {helperText ? (
          <Text fontSize="xs" color="fg.muted">
            {helperText}
          </Text>
        ) : (
          <span />
        )}
        {value.length > 0 && (
          <Button size="xs" variant="ghost" onClick={() => onChange([])} aria-label={`${MULTI_SELECT_TEXTS.limpar} ${label}`}>
            {MULTI_SELECT_TEXTS.limpar}
          </Button>
        )}
      </Flex>
    </chakra.fieldset>
  );
}
