/**
 * POST /import/beneficios-colaborador: benefits of existing employees, one row per benefit. The CPF
 * names an active employee; the row is validated like POST /beneficio/colab/{mat}/{benefCod}
 * (colaboradorBeneficioSchema and the money bounds, with rolMat and filialCod from the employee)
 * and checked the same way: benefit active, with a value for the employee's branch, not already
 * held by the employee; plus the same CPF and benefit repeated inside the file. Rates in the file
 * are percentages (0 to 100), as the form shows them.
 */
import { colaboradorBeneficioSchema, IMPORT_LAYOUTS, IMPORT_MESSAGES, percentCellToFraction, validate, type ColaboradorBeneficio, type ImportResult } from '@financeiro/domain';
import { adjustmentColumns, carregarNomesDasReferencias, COLABORADOR_BENEFICIO_MESSAGES as M, entradaDoBeneficio } from '../../colaboradores';
import { LoteDeEntradas } from '../../auditoria';
import { cedente } from '../../../http/event-loop';
import type { ImportContext } from './colaboradores';
import { aplicarEmSavepoints, linhasDoLayout, fieldMessages, ImportOutcome, registrarImportacao, repeatedMessages, rowKey } from './outcome';
import {
  inserirBeneficiosDeColaboradores,
  listarColaboradoresAtivosPorCpf,
  listarBeneficiosAtivos,
  listarBeneficiosJaVinculados,
  listarParesValorBeneficio,
} from '../queries';

const CHUNK_SIZE = 500;
const LAYOUT = IMPORT_LAYOUTS['beneficios-colaborador'];

interface Candidate {
  index: number;
  key: string;
  benefCod: number;
  value: ColaboradorBeneficio;
}

const pairKey = (a: number | string, b: number | string) => `${a}:${b}`;

export async function importarBeneficios(context: ImportContext, input: readonly Record<string, unknown>[]): Promise<ImportResult> {
  const rows = (await linhasDoLayout(LAYOUT, input)).map((row) => {
    const converted = { ...row };
    for (const column of LAYOUT.percent) if (column in converted) converted[column] = percentCellToFraction(converted[column]);
    return converted;
  });
  const outcome = new ImportOutcome(context.linhas);
  const cpfs = rows.map((row) => (row.cpf ?? '').trim());
  const repeatedLines = outcome.otherLines(rows.map((row, index) => (cpfs[index] ? pairKey(cpfs[index], (row.benefCod ?? '').trim()) : null)));

  await context.db.transaction(async (tx) => {
    const wanted = [...new Set(cpfs.filter((cpf) => /^\d{11}$/.test(cpf)))];
    const employees = new Map<string, { mat: number; filial: number }>();
    for (const row of await listarColaboradoresAtivosPorCpf(tx, wanted)) employees.set(row.cpf, { mat: row.mat, filial: row.filial });
    const beneficios = await listarBeneficiosAtivos(tx);
    const benefits = new Map(beneficios.map((row) => [row.cod, row.ativo]));
    const nomesDosBeneficios = new Map(beneficios.map((row) => [row.cod, row.nome]));
    const branchValues = new Set((await listarParesValorBeneficio(tx)).map((row) => pairKey(row.benefCod, row.filialCod)));
    const mats = [...employees.values()].map((employee) => employee.mat);
    const held = new Set((await listarBeneficiosJaVinculados(tx, mats)).map((row) => pairKey(row.rolMat, row.benefCod)));

    const candidates: Candidate[] = [];
    const ceder = cedente();
    for (const [index, row] of rows.entries()) {
      await ceder();
      const key = rowKey(row.cpf, index);
      const benefText = (row.benefCod ?? '').trim();
      const prefix = benefText === '' ? '' : `Benefício ${benefText}: `;
      const employee = employees.get(cpfs[index]);
      const messages: string[] = [];
      if (!employee) messages.push(`${prefix}cpf: ${IMPORT_MESSAGES.colaboradorNaoEncontrado}`);
      const result = validate<ColaboradorBeneficio>(colaboradorBeneficioSchema, { ...row, rolMat: employee?.mat ?? 0, filialCod: employee?.filial ?? 0 });
      const value = result.ok ? result.value : null;
      if (!result.ok) messages.push(...fieldMessages(result.errors, prefix));
      if (value && employee) {
        if (!benefits.get(value.benefCod)) messages.push(`${prefix}benefCod: ${M.beneficioInvalido}`);
        else if (!branchValues.has(pairKey(value.benefCod, employee.filial))) messages.push(`${prefix}benefCod: ${M.semValorNaFilial}`);
        else if (held.has(pairKey(employee.mat, value.benefCod))) messages.push(`${prefix}benefCod: ${M.duplicado}`);
      }
      messages.push(...repeatedMessages(IMPORT_MESSAGES.beneficioRepetido, repeatedLines[index]!, prefix));
      if (messages.length > 0) outcome.reject(index, key, messages);
      else if (value) candidates.push({ index, key, benefCod: value.benefCod, value });
    }

    const nomes = await carregarNomesDasReferencias(tx);
    const entradas = new LoteDeEntradas();
    await aplicarEmSavepoints(tx, candidates, {
      chunkSize: CHUNK_SIZE,
      log: context.log,
      async write(savepoint, items) {
        return inserirBeneficiosDeColaboradores(
          savepoint,
          items.map((item) => ({
            rolMat: item.value.rolMat,
            benefCod: item.value.benefCod,
            filialCod: item.value.filialCod,
            ...adjustmentColumns(item.value),
          })),
        );
      },
      applied(item) {
        const list = outcome.success[item.key];
        outcome.success[item.key] = [...(Array.isArray(list) ? list : []), item.benefCod];
        outcome.applied += 1;
        entradas.acrescentarDepois(() => {
          const { rolMat, benefCod, filialCod } = item.value;
          const depois = {
            beneficio: nomesDosBeneficios.get(benefCod) ?? String(benefCod),
            filial: nomes.filial.get(filialCod) ?? String(filialCod),
            ...adjustmentColumns(item.value),
          };
          return entradaDoBeneficio('criar', rolMat, benefCod, null, depois);
        });
      },
      failed(item, messages) {
        outcome.reject(
          item.index,
          item.key,
          messages.map((message) => `Benefício ${item.benefCod}: ${message}`),
        );
      },
    });
    await registrarImportacao(tx, 'beneficios-colaborador', rows.length, outcome, entradas);
  });
  return outcome.toResult();
}
