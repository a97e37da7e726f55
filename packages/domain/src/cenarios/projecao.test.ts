import Decimal from 'decimal.js';
import { projetar } from '../projecao/projecao';
import { custoHoraProjetadoPorFuncao } from '../projecao/restante';
import { ARQUITETO, DEV, entradaExemplo, TESTES } from '../projecao/testFixtures';
import { projetarNoCenario } from './projecao';

// The forecast's hand-computed project (projecao/testFixtures.ts): today 10/12/2026, left: 12/2026 (part) and 01/2027.
const entrada = entradaExemplo();
const devAntes = custoHoraProjetadoPorFuncao(entrada.fechamentos, ['1', '2', '3']).get(DEV.cod)!.custoHora;
const dezPorCento = new Map([[DEV.cod, { antes: '100.00', depois: '110.00' }]]);
const total = (projecao: ReturnType<typeof projetarNoCenario>, mes: string) => projecao.meses.find((item) => item.mes === mes)!;

describe('projetarNoCenario', () => {
  it('a scenario that changes nothing is the forecast: same cost and margin at completion', () => {
    const projecao = projetarNoCenario(entrada, [{ desde: '2026-10', taxas: new Map([[DEV.cod, { antes: '100.00', depois: '100.00' }]]) }]);
    const forecast = projetar(entrada);
    expect(projecao.custoAntes).toBe(forecast.estimativaA.custo);
    expect(projecao.custoDepois).toBe(forecast.estimativaA.custo);
    expect(projecao.margemDepois).toBe(forecast.estimativaA.margem);
    expect(projecao.diferenca).toBe('0.00');
  });

  it("moves the function's projected hour cost by the scenario's factor, only there, from the change's month on", () => {
    const projecao = projetarNoCenario(entrada, [{ desde: '2027-01', taxas: dezPorCento }]);
    // December is before the change: unchanged.
    expect(total(projecao, '12-2026').depois).toBe(total(projecao, '12-2026').antes);
    // January: 80 h of Desenvolvedor Pleno at 10 % more; Arquiteto (the plan's rate) does not move.
    const janeiro = total(projecao, '01-2027');
    expect(new Decimal(janeiro.depois).minus(janeiro.antes).toFixed(2)).toBe(devAntes.times(80).times('0.1').toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2));
    expect(projecao.custoDepois).toBe(new Decimal(projecao.custoAntes).plus(projecao.diferenca).toFixed(2));
    expect(new Decimal(projecao.margemDepois!).lt(projecao.margemAntes!)).toBe(true);
    expect(projecao.antes.aRealizar.meses.find((mes) => mes.mes === '01-2027')!.funcoes.find((f) => f.cod === ARQUITETO.cod)!.fonte).toBe('plano');
  });

  it('from the start month the whole remaining plan moves; a function the scenario has nobody of keeps its cost', () => {
    const desdeInicio = projetarNoCenario(entrada, [{ desde: '2026-10', taxas: dezPorCento }]);
    expect(new Decimal(total(desdeInicio, '12-2026').depois).gt(total(desdeInicio, '12-2026').antes)).toBe(true);
    const semDev = projetarNoCenario(entrada, [{ desde: '2026-10', taxas: new Map([[TESTES.cod, { antes: null, depois: '70.00' }]]) }]);
    expect(semDev.diferenca).toBe('0.00');
  });
});
