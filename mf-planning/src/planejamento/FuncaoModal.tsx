import { NativeSelect } from '@chakra-ui/react';
import { useState } from 'react';
import {
  custoTotalFuncao,
  formatHours,
  formatMoney,
  funcaoModalSchema,
  moneyToInputText,
  PLANEJAMENTO_LIMITES,
  validate,
  type FuncaoPlanejamento,
  type LinhaFuncao,
} from '@financeiro/domain';
import { MoneyInput } from '@financeiro/ui';
import { Campo, ModalLinha, Valor, type ModoModal } from './ModalLinha';

export interface FuncaoModalProps {
  modo: ModoModal;
  linha?: LinhaFuncao;
  funcoes: FuncaoPlanejamento[];
  outras: LinhaFuncao[];
  onSave: (linha: Pick<LinhaFuncao, 'codigo_funcao' | 'nome_funcao' | 'horas_funcao' | 'custo_venda_funcao'>) => void;
  onClose: () => void;
}

const TITULO: Record<ModoModal, string> = { novo: 'Nova Função', editar: 'Editar Função', detalhes: 'Detalhes Função' };

/**
 * Function line modal (spec 02 sections 2 and 5): Tipo (job function), Horas (max 6 characters)
 * and Taxa de Custo, both typed as digits read as cents; choosing a function fills the rate with
 * its average HH of the latest calculated closing (editable).
 */
export function FuncaoModal({ modo, linha, funcoes, outras, onSave, onClose }: FuncaoModalProps) {
  const [codigo, setCodigo] = useState(linha ? String(linha.codigo_funcao) : '');
  const [horas, setHoras] = useState(linha?.horas_funcao ?? '');
  const [taxa, setTaxa] = useState(linha?.custo_venda_funcao ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const leitura = modo === 'detalhes';
  const nomeDe = (cod: string) => funcoes.find((f) => String(f.cod) === cod)?.nome ?? linha?.nome_funcao ?? '';

  const escolherFuncao = (value: string) => {
    setCodigo(value);
    const media = funcoes.find((f) => String(f.cod) === value)?.custoHoraMedio;
    if (media) setTaxa(media);
  };

  const submit = () => {
    const result = validate(funcaoModalSchema, { codigo_funcao: codigo, horas: moneyToInputText(horas), taxa: moneyToInputText(taxa) });
    if (!result.ok) {
      setErrors(Object.fromEntries(result.errors.map((e) => [e.field, e.errorMessage])));
      return;
    }
    onSave({ codigo_funcao: Number(codigo), nome_funcao: nomeDe(codigo), horas_funcao: horas, custo_venda_funcao: taxa });
  };

  return (
    <ModalLinha
      title={TITULO[modo]}
      modo={modo}
      onClose={onClose}
      onSubmit={submit}
      outras={outras}
      descreverOutra={(l) => `${l.mes_ano.replace('-', '/')} · ${l.nome_funcao} · ${formatHours(l.horas_funcao)} h · ${formatMoney(l.custo_venda_funcao)}`}
      onEscolherOutra={(l) => {
        setCodigo(String(l.codigo_funcao));
        setHoras(l.horas_funcao);
        setTaxa(l.custo_venda_funcao);
        setErrors({});
      }}
    >
      <Campo label="Tipo" error={errors.codigo_funcao} disabled={leitura}>
        <NativeSelect.Root>
          <NativeSelect.Field aria-label="Tipo" value={codigo} onChange={(event) => escolherFuncao(event.target.value)}>
            <option value="">--Função--</option>
            {funcoes.map((f) => (
              <option key={f.cod} value={String(f.cod)}>
                {f.nome}
              </option>
            ))}
            {linha && !funcoes.some((f) => f.cod === linha.codigo_funcao) && <option value={String(linha.codigo_funcao)}>{linha.nome_funcao}</option>}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Campo>
      <Campo label="Horas" error={errors.horas}>
        <MoneyInput aria-label="Horas" value={horas} onChange={setHoras} maxLength={PLANEJAMENTO_LIMITES.horasCampo} currencySymbol={null} disabled={leitura} />
      </Campo>
      <Campo label="Taxa de Custo" error={errors.taxa}>
        <MoneyInput aria-label="Taxa de Custo" value={taxa} onChange={setTaxa} disabled={leitura} />
      </Campo>
      <Valor label="Total">{formatMoney(custoTotalFuncao(horas || '0', taxa || '0'))}</Valor>
    </ModalLinha>
  );
}
