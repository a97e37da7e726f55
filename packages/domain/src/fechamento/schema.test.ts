import { validate } from '../validation';
import { errorsOf, valueOf } from '../cadastros/testUtils';
import {
  autoDataFim,
  defaultDataInicio,
  defaultFechamentoValues,
  FECHAMENTO_MESSAGES,
  fechamentoSchema,
  makeFechamentoSchema,
} from './schema';

const TODAY = '2025-06-15';
const schema = makeFechamentoSchema({ today: () => TODAY });

const valid = {
  label: '05/2025',
  dataInicio: '2025-05-01',
  dataFim: '2025-05-31',
  diasUteis: 21,
  descricao: 'Folha de maio',
  bloqueio: false,
};

/** A São Paulo wall-clock time (UTC-3, no daylight saving since 2019). */
const saoPaulo = (iso: string) => new Date(`${iso}-03:00`);

describe('fechamentoSchema', () => {
  it('accepts a valid closing and drops unknown fields', () => {
    expect(valueOf(schema, { ...valid, id: 9, calculado: true })).toEqual(valid);
  });

  it('reads pt-BR dates, numeric text and 1/0 booleans', () => {
    expect(valueOf(schema, { ...valid, dataInicio: '01/05/2025', dataFim: '31/05/2025', diasUteis: '22', bloqueio: 1 })).toEqual({
      ...valid,
      diasUteis: 22,
      bloqueio: true,
    });
  });

  it('the empty form reports every required field with the spec messages', () => {
    const result = validate(schema, { label: '', dataInicio: '', dataFim: '', diasUteis: '', descricao: '', bloqueio: '' });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      const byField = Object.fromEntries(result.errors.map((error) => [error.field, error.errorMessage]));
      expect(byField).toEqual({
        label: 'Campo obrigatório.',
        dataInicio: 'Campo obrigatório.',
        dataFim: 'Campo obrigatório.',
        diasUteis: 'Campo obrigatório.',
        bloqueio: 'Confirme se deve BLOQUEAR ou NÃO.',
      });
    }
  });

  it('label: 60 characters pass, 61 fail', () => {
    expect(errorsOf(schema, { ...valid, label: 'x'.repeat(60) })).toEqual([]);
    expect(errorsOf(schema, { ...valid, label: 'x'.repeat(61) }, 'label')).toEqual([FECHAMENTO_MESSAGES.labelMax]);
  });

  it('descricao: optional, blank becomes null, at most 300', () => {
    expect(valueOf(schema, { ...valid, descricao: '  ' }).descricao).toBeNull();
    expect(errorsOf(schema, { ...valid, descricao: 'd'.repeat(300) })).toEqual([]);
    expect(errorsOf(schema, { ...valid, descricao: 'd'.repeat(301) }, 'descricao')).toEqual(['Limite máximo de 300 caracteres.']);
  });

  it('dates may not be after today (today passes)', () => {
    expect(errorsOf(schema, { ...valid, dataInicio: '2025-06-01', dataFim: TODAY })).toEqual([]);
    expect(errorsOf(schema, { ...valid, dataInicio: '2025-06-01', dataFim: '2025-06-16' }, 'dataFim')).toEqual(['Não pode ser maior que hoje.']);
    expect(errorsOf(schema, { ...valid, dataInicio: '2025-06-16', dataFim: '2025-06-17' }, 'dataInicio')).toEqual(['Não pode ser maior que hoje.']);
  });

  it('dataFim must be later than dataInicio', () => {
    expect(errorsOf(schema, { ...valid, dataFim: '2025-05-01' }, 'dataFim')).toEqual(['Data fim deve ser maior que data início']);
    expect(errorsOf(schema, { ...valid, dataFim: '2025-04-30' }, 'dataFim')).toEqual(['Data fim deve ser maior que data início']);
    expect(errorsOf(schema, { ...valid, dataFim: '2025-05-02' })).toEqual([]);
  });

  it('invalid dates say so', () => {
    expect(errorsOf(schema, { ...valid, dataInicio: '31/02/2025' }, 'dataInicio')).toEqual(['Data inválida.']);
  });

  it('diasUteis: required integer, at least 1', () => {
    expect(errorsOf(schema, { ...valid, diasUteis: 1 })).toEqual([]);
    expect(errorsOf(schema, { ...valid, diasUteis: 0 }, 'diasUteis')).toEqual([FECHAMENTO_MESSAGES.diasUteisMin]);
    expect(errorsOf(schema, { ...valid, diasUteis: -3 }, 'diasUteis')).toEqual([FECHAMENTO_MESSAGES.diasUteisMin]);
    expect(errorsOf(schema, { ...valid, diasUteis: 'abc' }, 'diasUteis')).toEqual(['Preencher com um valor numérico']);
    expect(errorsOf(schema, { ...valid, diasUteis: 21.5 }, 'diasUteis')).toEqual(['Somente valores inteiros são permitidos.']);
  });

  it('bloqueio is required and keeps its value', () => {
    expect(errorsOf(schema, { ...valid, bloqueio: undefined }, 'bloqueio')).toEqual(['Confirme se deve BLOQUEAR ou NÃO.']);
    expect(valueOf(schema, { ...valid, bloqueio: true }).bloqueio).toBe(true);
    expect(valueOf(schema, { ...valid, bloqueio: 'false' }).bloqueio).toBe(false);
  });

  it('today comes from the validation context when given', () => {
    const result = fechamentoSchema.validateSync(
      { ...valid, dataInicio: '2030-01-01', dataFim: '2030-01-31' },
      { context: { today: '2030-02-01' } },
    );
    expect(result.dataFim).toBe('2030-01-31');
  });

  it('has the success texts of the spec', () => {
    expect(FECHAMENTO_MESSAGES.criado(12)).toBe('Criado novo fechamento id: 12');
    expect(FECHAMENTO_MESSAGES.atualizado).toBe('Dados do fechamento atualizados!');
    expect(FECHAMENTO_MESSAGES.semCalculo).toBe('Não foi possível carregar os dados, esse mês não foi calculado o fechamento.');
    expect(FECHAMENTO_MESSAGES.fechamentosSemCalculo).toBe('Existem fechamentos sem cálculo');
  });
});

describe('new closing defaults', () => {
  it('starts on the first day of the current month and ends today', () => {
    expect(defaultFechamentoValues(saoPaulo('2025-06-15T10:00:00'))).toEqual({
      label: '',
      dataInicio: '2025-06-01',
      dataFim: '2025-06-15',
      diasUteis: 30,
      descricao: '',
      bloqueio: '',
    });
  });

  it('on the 1st of a month (the first day is not before now) starts on the previous month', () => {
    expect(defaultDataInicio(saoPaulo('2025-06-01T00:00:00'))).toBe('2025-05-01');
    expect(defaultDataInicio(saoPaulo('2025-06-01T23:59:00'))).toBe('2025-05-01');
    expect(defaultDataInicio(saoPaulo('2025-01-01T09:00:00'))).toBe('2024-12-01');
    expect(defaultDataInicio(saoPaulo('2025-06-02T00:00:00'))).toBe('2025-06-01');
  });

  it('uses the São Paulo calendar day, not UTC', () => {
    // 02:00 UTC on June 1st is still May 31st in São Paulo.
    expect(defaultFechamentoValues(new Date('2025-06-01T02:00:00Z')).dataFim).toBe('2025-05-31');
    expect(defaultDataInicio(new Date('2025-06-01T02:00:00Z'))).toBe('2025-05-01');
  });

  it('the defaults validate (end after start, not after today)', () => {
    const now = saoPaulo('2025-06-01T08:00:00');
    const values = { ...defaultFechamentoValues(now), label: 'x', bloqueio: false };
    expect(errorsOf(makeFechamentoSchema({ today: () => '2025-06-01' }), values)).toEqual([]);
  });
});

describe('autoDataFim', () => {
  it('fills the last day of the month when dataInicio is the 1st and dataFim is unset', () => {
    expect(autoDataFim('2025-02-01', '')).toBe('2025-02-28');
    expect(autoDataFim('2024-02-01', null)).toBe('2024-02-29');
    expect(autoDataFim('2025-12-01', undefined)).toBe('2025-12-31');
  });

  it('keeps a dataFim that is set, and leaves it empty for other start days', () => {
    expect(autoDataFim('2025-02-01', '2025-02-10')).toBe('2025-02-10');
    expect(autoDataFim('2025-02-02', '')).toBe('');
    expect(autoDataFim('', '')).toBe('');
  });
});
