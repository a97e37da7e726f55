import { Box, Button, Field, Heading, HStack, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import {
  formatHours,
  formatMoney,
  formatValorEmReais,
  formatValorNaMoeda,
  labelMes,
  moneyToInputText,
  TIPO_CUSTO_LABEL,
  totaisMes,
  type ChaveMes,
  type LinhaFuncao,
  type LinhaIndireto,
  type MesPlanejamento,
} from '@financeiro/domain';
import { MoneyInput, ROW_ACTIONS_LAST_COLUMN, TabelaRolavel } from '@financeiro/ui';
import type { ReactNode } from 'react';
import { idLinha } from './edicao';

export interface MesTabProps {
  chave: ChaveMes;
  mes: MesPlanejamento;
  editando: boolean;
  /** Months the picker offers (the current one plus the unused ones). */
  opcoes: ChaveMes[];
  onMudarMes: (para: ChaveMes) => void;
  onValorVenda: (valor: string | null) => void;
  onAbrirFuncao: (linha: LinhaFuncao | null) => void;
  onExcluirFuncao: (linha: LinhaFuncao) => void;
  onAbrirIndireto: (linha: LinhaIndireto | null) => void;
  onExcluirIndireto: (linha: LinhaIndireto) => void;
}

function Tabela({ label, headers, children, total }: { label: string; headers: string[]; children: ReactNode; total: ReactNode[] }) {
  return (
    <TabelaRolavel borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label={label} css={ROW_ACTIONS_LAST_COLUMN}>
        <Table.Header>
          <Table.Row>
            {headers.map((h) => (
              <Table.ColumnHeader key={h}>{h}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {children}
          <Table.Row fontWeight="semibold" aria-label="Total">
            {total.map((cell, i) => (
              <Table.Cell key={i}>{cell}</Table.Cell>
            ))}
          </Table.Row>
        </Table.Body>
      </Table.Root>
    </TabelaRolavel>
  );
}

/** One month tab (spec 02 section 2): month picker, Valor venda, Funções, Custos Indiretos, Total do mês. */
export function MesTab(props: MesTabProps) {
  const { chave, mes, editando, opcoes } = props;
  const totais = totaisMes(mes);
  const acoes = (onEditar: () => void, onExcluir: () => void, nome: string) =>
    editando ? (
      <HStack gap="1">
        <Button size="xs" variant="ghost" onClick={onEditar} aria-label={`Editar ${nome}`}>
          Editar
        </Button>
        <Button size="xs" variant="ghost" colorPalette="red" onClick={onExcluir} aria-label={`Excluir ${nome}`}>
          Excluir
        </Button>
      </HStack>
    ) : (
      <Button size="xs" variant="ghost" onClick={onEditar} aria-label={`Detalhes ${nome}`}>
        Detalhes
      </Button>
    );

  return (
    <Stack gap="5">
      <HStack gap="4" align="end" wrap="wrap">
        <Field.Root maxW="40" disabled={!editando}>
          <Field.Label>Mês</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field aria-label="Mês" value={chave} onChange={(e) => props.onMudarMes(e.target.value)}>
              {opcoes.map((k) => (
                <option key={k} value={k}>
                  {labelMes(k)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root maxW="60">
          <Field.Label>Valor venda</Field.Label>
          {editando ? (
            <MoneyInput aria-label="Valor venda" value={mes.valorVenda} onChange={(v) => props.onValorVenda(v === '' ? null : v)} />
          ) : (
            <Text aria-label="Valor venda">{mes.valorVenda === null ? '—' : `R$ ${moneyToInputText(mes.valorVenda)}`}</Text>
          )}
        </Field.Root>
      </HStack>

      <Stack gap="2">
        <HStack justify="space-between">
          <Heading as="h3" size="sm">
            Funções
          </Heading>
          {editando && (
            <Button size="sm" onClick={() => props.onAbrirFuncao(null)}>
              Adicionar função
            </Button>
          )}
        </HStack>
        <Tabela
          label="Funções"
          headers={['Tipo', 'Horas', 'Taxa de Custo', 'Total', '']}
          total={['Total', formatHours(totais.horas), '', formatMoney(totais.custoFuncao), '']}
        >
          {mes.previstoFuncao.map((linha) => (
            <Table.Row key={idLinha(linha)}>
              <Table.Cell>{linha.nome_funcao}</Table.Cell>
              <Table.Cell>{formatHours(linha.horas_funcao)}</Table.Cell>
              <Table.Cell>{formatMoney(linha.custo_venda_funcao)}</Table.Cell>
              <Table.Cell>{formatMoney(linha.custo_total_funcao)}</Table.Cell>
              <Table.Cell>{acoes(() => props.onAbrirFuncao(linha), () => props.onExcluirFuncao(linha), linha.nome_funcao)}</Table.Cell>
            </Table.Row>
          ))}
        </Tabela>
      </Stack>

      <Stack gap="2">
        <HStack justify="space-between">
          <Heading as="h3" size="sm">
            Custos Indiretos
          </Heading>
          {editando && (
            <Button size="sm" onClick={() => props.onAbrirIndireto(null)}>
              Adicionar custo indireto
            </Button>
          )}
        </HStack>
        <Tabela
          label="Custos Indiretos"
          headers={['Tipo', 'Descrição', 'Valor original', 'Valor total', '']}
          total={['Total', '', '', formatMoney(totais.custoIndireto), '']}
        >
          {mes.previstoIndireto.map((linha) => (
            <Table.Row key={idLinha(linha)}>
              <Table.Cell>{TIPO_CUSTO_LABEL[linha.tipo]}</Table.Cell>
              <Table.Cell>{linha.descricao_custo_indireto}</Table.Cell>
              <Table.Cell>{formatValorNaMoeda(linha.valor_original_custo_indireto, linha.moeda)}</Table.Cell>
              <Table.Cell>{formatValorEmReais(linha.valor_custo_indireto, linha.moeda, linha.cotacao)}</Table.Cell>
              <Table.Cell>
                {acoes(() => props.onAbrirIndireto(linha), () => props.onExcluirIndireto(linha), linha.descricao_custo_indireto)}
              </Table.Cell>
            </Table.Row>
          ))}
        </Tabela>
      </Stack>

      <Box borderTopWidth="1px" pt="3">
        <Text fontWeight="bold" aria-label="Total do mês">
          Total do mês: {formatMoney(totais.total)}
        </Text>
      </Box>
    </Stack>
  );
}
