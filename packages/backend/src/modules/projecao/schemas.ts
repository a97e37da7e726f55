/** Request and response schemas of the forecast routes (issue 38). */
import { limitesCarteiraSchema } from '@financeiro/domain';
import type { TSchema } from '@sinclair/typebox';
import { Id, Params, ProjectKey, Query, Text, Type, yupBody } from '../../http/fields';
import { errorResponses } from '../../http/schemas';

export const TAG = 'Projeção';

const Texto = Type.String();
const TextoOuNulo = Type.Union([Type.String(), Type.Null()]);
const Chave = Type.String({ description: "Mês 'MM-AAAA'" });
const Lista = <T extends TSchema>(item: T) => Type.Array(item);
const Objeto = <T extends Record<string, TSchema>>(props: T) => Type.Object(props);

const mesPattern = '^(0[1-9]|1[0-2])-\\d{4}$';
const MesChave = (description: string) => Type.String({ pattern: mesPattern, maxLength: 7, description });

export const keyParams = Params({ key: ProjectKey() });
export const carteiraQuery = Query({
  cliente: Type.Optional(Id('Id do cliente')),
  lider: Type.Optional(Text(128, { description: 'accountId do líder' })),
  categoria: Type.Optional(Id('Id da categoria')),
});
export const fluxoQuery = Query({
  de: MesChave("Primeiro mês, 'MM-AAAA'"),
  ate: MesChave("Último mês, 'MM-AAAA' (até 36 meses depois do primeiro)"),
});
export const limitesBody = yupBody(limitesCarteiraSchema);

const projeto = Objeto({
  id: Type.Integer(),
  chave: Texto,
  nome: Texto,
  cliente: Type.Union([Objeto({ id: Type.Integer(), nome: Texto }), Type.Null()]),
  lider: Type.Union([Objeto({ accountId: Texto, nome: Texto }), Type.Null()]),
  categoria: Type.Union([Objeto({ id: Type.Integer(), nome: Texto }), Type.Null()]),
});

const limites = Objeto({ margemAtencao: Texto, margemRisco: Texto, desvioAtencao: Texto, desvioRisco: Texto });
const status = Type.Union([Type.Literal('em_risco'), Type.Literal('atencao'), Type.Literal('no_prazo')]);
const indicadores = Objeto({ margemNoTermino: TextoOuNulo, desvio: TextoOuNulo, previstoAteHoje: Texto, realAteHoje: Texto });
const estimativa = Objeto({ custo: Texto, resultado: Texto, margem: TextoOuNulo });

const realMes = Objeto({ mes: Chave, horas: Texto, custoHH: Texto, custoExtra: Texto, custoReal: Texto, provisorio: Type.Boolean(), estimado: Type.Boolean() });
const funcaoARealizar = Objeto({
  cod: Type.Integer(),
  nome: Texto,
  horasPlanejadas: Texto,
  horasRestantes: Texto,
  custoHora: Texto,
  fonte: Type.Union([Type.Literal('fechamento'), Type.Literal('plano')]),
  custo: Texto,
});
const mesARealizar = Objeto({
  mes: Chave,
  parcial: Type.Boolean(),
  horas: Texto,
  custoFuncao: Texto,
  custoIndireto: Texto,
  total: Texto,
  funcoes: Lista(funcaoARealizar),
});
const mesProjecao = Objeto({
  mes: Chave,
  previsto: Texto,
  real: TextoOuNulo,
  provisorio: Type.Boolean(),
  estimado: Type.Boolean(),
  aRealizar: TextoOuNulo,
  acumuladoPrevisto: Texto,
  acumuladoReal: TextoOuNulo,
  acumuladoProjetado: Texto,
});
const degrau = Objeto({
  fechamentoId: Type.Integer(),
  mes: Chave,
  meses: Lista(Objeto({ mes: Chave, antes: Texto, depois: Texto, ajuste: Texto })),
  total: Texto,
  texto: Texto,
});
const componentes = Objeto({ horas: Texto, mix: Texto, taxa: Texto, foraDoPlano: Texto, indiretos: Texto });
const variacao = Objeto({
  ate: Chave,
  previsto: Texto,
  real: Texto,
  total: Texto,
  componentes,
  porFuncao: Lista(Objeto({ cod: Type.Union([Type.Integer(), Type.Null()]), nome: Texto, horas: Texto, taxa: Texto, foraDoPlano: Texto, total: Texto })),
  porPessoa: Lista(Objeto({ mat: TextoOuNulo, nome: Texto, valor: Texto })),
  porMes: Lista(Objeto({ mes: Chave, previsto: Texto, real: Texto, valor: Texto })),
});

const projecao = Objeto({
  projeto,
  mesAtual: Chave,
  ultimoFechamento: TextoOuNulo,
  valorVenda: Texto,
  custoPrevisto: Texto,
  margemPlanejada: TextoOuNulo,
  margemPrevistaInformada: TextoOuNulo,
  realizado: Objeto({ total: Texto, provisorio: Texto, meses: Lista(realMes) }),
  aRealizar: Objeto({ meses: Lista(mesARealizar), total: Texto }),
  desempenho: Objeto({ cpi: TextoOuNulo, fator: Texto, limitado: Type.Boolean() }),
  estimativaA: estimativa,
  estimativaB: estimativa,
  consumido: TextoOuNulo,
  mesesRestantes: Type.Integer(),
  fimDoPlano: TextoOuNulo,
  meses: Lista(mesProjecao),
  degraus: Lista(degrau),
  variacao,
  indicadores,
  status,
  motivos: Lista(Texto),
  causa: Texto,
});

const linhaCarteira = Objeto({
  projeto,
  recalculando: Type.Boolean({ description: 'Entradas alteradas desde o cálculo: valores anteriores, sendo calculados de novo' }),
  valorVenda: Texto,
  custoPrevisto: Texto,
  margemPlanejada: TextoOuNulo,
  margemA: TextoOuNulo,
  margemB: TextoOuNulo,
  custoA: Texto,
  custoB: Texto,
  consumido: TextoOuNulo,
  mesesRestantes: Type.Integer(),
  status,
  motivos: Lista(Texto),
  causa: Texto,
  indicadores,
});

const mesFluxo = Objeto({ mes: Chave, realizado: Type.Boolean(), receita: Texto, custo: Texto, liquido: Texto, acumulado: Texto });

export const respostas = {
  projecao: { 200: Objeto({ data: projecao }), ...errorResponses(400, 404) },
  carteira: {
    200: Objeto({
      data: Objeto({
        limites,
        recalculando: Type.Integer({ description: 'Linhas sendo calculadas de novo em segundo plano (marcadas + semProjecao); 0: todas atuais' }),
        linhas: Lista(linhaCarteira),
        semProjecao: Lista(Objeto({ projeto, valorVenda: Texto, custoPrevisto: Texto, margemPlanejada: TextoOuNulo })),
      }),
    }),
    ...errorResponses(400),
  },
  limites: { 200: Objeto({ data: limites }), ...errorResponses() },
  limitesSalvos: { 200: Objeto({ data: limites, message: Texto }), ...errorResponses(400) },
  fluxo: { 200: Objeto({ data: Objeto({ ultimoFechamento: TextoOuNulo, meses: Lista(mesFluxo) }) }), ...errorResponses(400) },
};
