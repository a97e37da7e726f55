import * as yup from 'yup';
import { SQUAD_LIMITES } from './regras';

/** Texts of spec 03 sections 5 and 8, plus the server's limits (pt-BR). */
export const SQUAD_MESSAGES = {
  nomeNovoVazio: 'Nome do time não pode ser vazio.',
  nomeVazio: 'Nome do time não pode estar vazio',
  nomeMax: `Nome do time deve possuir no máximo ${SQUAD_LIMITES.nome} caracteres.`,
  excluir: (nome: string) => `Tem certeza que deseja excluir o time: ${nome} ?`,
  atualizado: 'Dados da simulação do time atualizados com sucesso!',
  criado: 'Time criado com sucesso.',
  excluido: 'Time excluído com sucesso.',
  naoEncontrado: 'Time não encontrado.',
  maxSprints: `O time pode ter no máximo ${SQUAD_LIMITES.maxSprints} sprints.`,
  minSprints: 'O time deve manter ao menos uma sprint.',
  sprintInvalida: `A sprint deve ser um número inteiro de 1 a ${SQUAD_LIMITES.maxSprints}.`,
  sprintRepetida: 'A mesma sprint foi informada mais de uma vez.',
  sprintsObrigatorias: 'Informe ao menos uma sprint.',
  removerSomenteUltimas: 'Somente as últimas sprints do time podem ser removidas.',
  quantidade: `A quantidade deve ser um número inteiro de 0 a ${SQUAD_LIMITES.maxQuantidade}.`,
  colabInvalido: 'Colaborador inválido.',
  colabNaoEncontrado: 'Colaborador não encontrado no time.',
  somenteExcluir: 'Somente a exclusão (ativo false) é permitida.',
  colabRepetido: 'A mesma simulação foi informada mais de uma vez na sprint.',
  simulacaoNaoEncontrada: 'Simulação de custo não encontrada entre as simulações ativas do usuário.',
  idObrigatorio: 'Informe o time.',
  email: 'Informe o e-mail do usuário.',
} as const;

const M = SQUAD_MESSAGES;

const nome = (vazio: string) => yup.string().trim().required(vazio).max(SQUAD_LIMITES.nome, M.nomeMax);

/** 'Novo time' modal and POST /squad/create (email is checked by the server against the user). */
export const novoSquadSchema = yup.object({
  nome: nome(M.nomeNovoVazio),
  email: yup.string().trim().optional(),
});

/** Squad edit screen and PUT /squad/:email/:id. */
export const editarSquadSchema = yup.object({
  nome: nome(M.nomeVazio),
});

const inteiro = (message: string, min: number, max: number) =>
  yup
    .number()
    .typeError(message)
    .required(message)
    .integer(message)
    .min(min, message)
    .max(max, message);

const sprintIndice = inteiro(M.sprintInvalida, 1, SQUAD_LIMITES.maxSprints);

const semRepetir = <T>(lista: readonly T[] | undefined, chave: (item: T) => unknown) => {
  const vistos = new Set<unknown>();
  for (const item of lista ?? []) {
    const valor = chave(item);
    if (vistos.has(valor)) return false;
    vistos.add(valor);
  }
  return true;
};

/** POST /squad-colab/create. */
export const squadColabCreateSchema = yup.object({
  email: yup.string().trim().required(M.email),
  squadId: inteiro(M.idObrigatorio, 1, 2_147_483_647),
  sprints: yup
    .array(
      yup.object({
        sprint: sprintIndice,
        colabs: yup
          .array(
            yup.object({
              id: inteiro(M.colabInvalido, 1, 2_147_483_647),
              quantidade: inteiro(M.quantidade, 0, SQUAD_LIMITES.maxQuantidade),
            }),
          )
          .default([])
          .test('colab-unico', M.colabRepetido, (lista) => semRepetir(lista, (item) => item?.id)),
      }),
    )
    .required(M.sprintsObrigatorias)
    .min(1, M.sprintsObrigatorias)
    .max(SQUAD_LIMITES.maxSprints, M.maxSprints)
    .test('sprint-unica', M.sprintRepetida, (lista) => semRepetir(lista, (item) => item?.sprint)),
});

/** POST /squad-colab/sprint/remove. */
export const squadSprintRemoveSchema = yup.object({
  email: yup.string().trim().required(M.email),
  squadId: inteiro(M.idObrigatorio, 1, 2_147_483_647),
  sprints: yup
    .array(sprintIndice)
    .required(M.sprintsObrigatorias)
    .min(1, M.sprintsObrigatorias)
    .max(SQUAD_LIMITES.maxSprints, M.maxSprints)
    .test('sprint-unica', M.sprintRepetida, (lista) => semRepetir(lista, (item) => item)),
});
