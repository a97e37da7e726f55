import { Field, Input, NativeSelect } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import {
  cotacaoParaCampo,
  formatMoney,
  formatValorNaMoeda,
  indiretoModalSchema,
  MOEDAS,
  moneyToInputText,
  PLANEJAMENTO_LIMITES,
  TIPO_CUSTO_LABEL,
  TIPOS_CUSTO,
  validate,
  valorLinhaIndireto,
  type LinhaIndireto,
  type Moeda,
  type TipoCusto,
} from '@financeiro/domain';
import { AvisoCotacao, COTACAO_PENDENTE, CotacaoInput, MoneyInput, type CotacaoSugerida } from '@financeiro/ui';
import { Campo, ModalLinha, Valor, type ModoModal } from './ModalLinha';

export interface IndiretoModalProps {
  modo: ModoModal;
  linha?: LinhaIndireto;
  outras: LinhaIndireto[];
  /** Default quote of a currency (BRL per unit, as the rate field holds it), or null when unknown (typed by the user). */
  cotacaoPadrao: (moeda: Moeda) => string | null;
  /** The quotes behind cotacaoPadrao: when they are the last stored ones, the modal says so. */
  cotacoes?: readonly CotacaoSugerida[];
  /** The quotes are still being read: a USD/EUR rate still empty says so, and takes the quote when it arrives. */
  cotacaoPendente?: boolean;
  onSave: (linha: Pick<LinhaIndireto, 'descricao_custo_indireto' | 'tipo' | 'valor_original_custo_indireto' | 'moeda' | 'cotacao'>) => void;
  onClose: () => void;
}

const TITULO: Record<ModoModal, string> = { novo: 'Novo Custo Indireto', editar: 'Editar Custo Indireto', detalhes: 'Detalhes Custo Indireto' };

/**
 * Indirect cost modal (spec 02 sections 2 and 5): Descrição, Tipo, Moeda, Valor original and
 * Cotação (max 5 characters; 1 for BRL); Valor total = original x quote.
 */
export function IndiretoModal({ modo, linha, outras, cotacaoPadrao, cotacoes, cotacaoPendente = false, onSave, onClose }: IndiretoModalProps) {
  const [descricao, setDescricao] = useState(linha?.descricao_custo_indireto ?? '');
  const [tipo, setTipo] = useState<string>(linha?.tipo ?? '');
  const [moeda, setMoeda] = useState<Moeda>(linha?.moeda ?? 'BRL');
  const [valor, setValor] = useState(linha?.valor_original_custo_indireto ?? '');
  const [cotacao, setCotacao] = useState(linha ? linha.cotacao : '1');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const leitura = modo === 'detalhes';

  // A quote that arrives after USD/EUR was chosen fills a rate still empty; a typed rate stays.
  const sugerida = leitura || moeda === 'BRL' ? null : cotacaoPadrao(moeda);
  useEffect(() => {
    if (sugerida) setCotacao((atual) => (atual === '' ? sugerida : atual));
  }, [sugerida]);

  const escolherMoeda = (value: Moeda) => {
    setMoeda(value);
    setCotacao(value === 'BRL' ? '1' : (cotacaoPadrao(value) ?? ''));
  };

  const submit = () => {
    const result = validate(indiretoModalSchema, {
      descricao,
      tipo,
      moeda,
      valorOriginal: moneyToInputText(valor),
      cotacao: moeda === 'BRL' ? '' : cotacaoParaCampo(cotacao),
    });
    if (!result.ok) {
      setErrors(Object.fromEntries(result.errors.map((e) => [e.field, e.errorMessage])));
      return;
    }
    onSave({
      descricao_custo_indireto: descricao.trim(),
      tipo: tipo as TipoCusto,
      moeda,
      valor_original_custo_indireto: valor,
      cotacao: moeda === 'BRL' ? '1' : cotacao,
    });
  };

  return (
    <ModalLinha
      title={TITULO[modo]}
      modo={modo}
      onClose={onClose}
      onSubmit={submit}
      outras={outras}
      descreverOutra={(l) => `${l.mes_ano.replace('-', '/')} · ${TIPO_CUSTO_LABEL[l.tipo]} · ${l.descricao_custo_indireto} · ${formatValorNaMoeda(l.valor_original_custo_indireto, l.moeda)}`}
      onEscolherOutra={(l) => {
        setDescricao(l.descricao_custo_indireto);
        setTipo(l.tipo);
        setMoeda(l.moeda);
        setValor(l.valor_original_custo_indireto);
        setCotacao(l.moeda === 'BRL' ? '1' : (cotacaoPadrao(l.moeda) ?? l.cotacao));
        setErrors({});
      }}
    >
      <Campo label="Descrição" error={errors.descricao}>
        <Input aria-label="Descrição" value={descricao} maxLength={PLANEJAMENTO_LIMITES.descricao} onChange={(e) => setDescricao(e.target.value)} disabled={leitura} />
      </Campo>
      <Campo label="Tipo" error={errors.tipo} disabled={leitura}>
        <NativeSelect.Root>
          <NativeSelect.Field aria-label="Tipo" value={tipo} onChange={(e) => setTipo(e.target.value)}>
            <option value="">--Tipo--</option>
            {TIPOS_CUSTO.map((t) => (
              <option key={t} value={t}>
                {TIPO_CUSTO_LABEL[t]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Campo>
      <Campo label="Moeda" error={errors.moeda} disabled={leitura}>
        <NativeSelect.Root>
          <NativeSelect.Field aria-label="Moeda" value={moeda} onChange={(e) => escolherMoeda(e.target.value as Moeda)}>
            {MOEDAS.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Campo>
      <Campo label="Valor original" error={errors.valorOriginal}>
        <MoneyInput aria-label="Valor original" value={valor} onChange={setValor} currencySymbol={moeda} disabled={leitura} />
      </Campo>
      {!leitura && moeda !== 'BRL' && <AvisoCotacao cotacoes={cotacoes} />}
      <Campo label="Cotação" error={errors.cotacao}>
        <CotacaoInput aria-label="Cotação" value={moeda === 'BRL' ? '1' : cotacao} onChange={setCotacao} disabled={leitura || moeda === 'BRL'} />
        {cotacaoPendente && !leitura && moeda !== 'BRL' && cotacao === '' && <Field.HelperText>{COTACAO_PENDENTE}</Field.HelperText>}
      </Campo>
      <Valor label="Valor total">{formatMoney(valorLinhaIndireto(valor || '0', moeda, cotacao || '0'))}</Valor>
    </ModalLinha>
  );
}
