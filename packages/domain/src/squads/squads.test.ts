import { validate } from '../validation';
import {
  adicionarItem,
  adicionarSprint,
  corpoSalvarSprints,
  definirQuantidade,
  podeAdicionarSprint,
  podeRemoverSprint,
  quantidadeAposGravar,
  quantidadeAposRemover,
  quantidadeValida,
  removerItem,
  removerSprint,
  sprintsDoSquad,
  sprintsIniciais,
  SQUAD_LIMITES,
  totalAposRemocao,
  totalSprint,
  totalSquad,
  type ItemSprint,
} from './regras';
import { editarSquadSchema, novoSquadSchema, SQUAD_MESSAGES, squadColabCreateSchema, squadSprintRemoveSchema } from './schemas';

const dev: ItemSprint = { id: 1, quantidade: 0, custo_total: '10000.10' };
const qa: ItemSprint = { id: 2, quantidade: 0, custo_total: '7000.05' };
const po: ItemSprint = { id: 3, quantidade: 0, custo_total: '0.10' };

describe('squad sprints', () => {
  it('starts with one sprint, adds up to 5 and removes only while more than one exists', () => {
    let sprints = sprintsIniciais<ItemSprint>();
    expect(sprints).toEqual([[]]);
    expect(podeRemoverSprint(sprints.length)).toBe(false);
    expect(removerSprint(sprints)).toBe(sprints);
    for (let i = 0; i < 10; i += 1) sprints = adicionarSprint(sprints);
    expect(sprints).toHaveLength(SQUAD_LIMITES.maxSprints);
    expect(podeAdicionarSprint(sprints.length)).toBe(false);
    expect(adicionarSprint(sprints)).toBe(sprints);
    sprints = removerSprint(sprints);
    expect(sprints).toHaveLength(4);
    expect(podeAdicionarSprint(4)).toBe(true);
  });

  it('adds entries from the catalogue, sets quantities (0 kept, negative or fractional ignored) and removes entries', () => {
    let sprints = adicionarSprint(sprintsIniciais<ItemSprint>());
    sprints = adicionarItem(sprints, 0, dev);
    sprints = adicionarItem(sprints, 0, dev);
    sprints = adicionarItem(sprints, 0, qa);
    sprints = adicionarItem(sprints, 1, dev);
    expect(sprints[0].map((e) => [e.id, e.quantidade])).toEqual([[1, 2], [2, 1]]);
    expect(sprints[1].map((e) => [e.id, e.quantidade])).toEqual([[1, 1]]);
    expect(adicionarItem(sprints, 4, dev)).toBe(sprints);
    expect(definirQuantidade(sprints, 0, 1, -1)).toBe(sprints);
    expect(definirQuantidade(sprints, 0, 1, '1.5')).toBe(sprints);
    expect(definirQuantidade(sprints, 0, 1, 'abc')).toBe(sprints);
    expect(definirQuantidade(sprints, 0, 3, 1)).toBe(sprints);
    expect(definirQuantidade(sprints, 7, 1, 1)).toBe(sprints);
    expect(definirQuantidade(sprints, 0, 1, SQUAD_LIMITES.maxQuantidade + 1)).toBe(sprints);
    sprints = definirQuantidade(sprints, 0, 1, '5');
    expect(sprints[0].find((e) => e.id === 1)?.quantidade).toBe(5);
    sprints = definirQuantidade(sprints, 0, 2, 0);
    expect(sprints[0].map((e) => [e.id, e.quantidade])).toEqual([[1, 5], [2, 0]]);
    sprints = removerItem(sprints, 0, 2);
    expect(sprints[0].map((e) => e.id)).toEqual([1]);
    expect(removerItem(sprints, 0, 2)).toBe(sprints);
    expect(quantidadeValida(' 3 ')).toBe(3);
    expect(quantidadeValida('')).toBeNull();
  });

  it('totals: Σ quantity × total cost per sprint and over every sprint, in cents', () => {
    let sprints = adicionarSprint(sprintsIniciais<ItemSprint>());
    sprints = adicionarItem(adicionarItem(sprints, 0, dev), 0, dev);
    sprints = adicionarItem(sprints, 0, qa);
    sprints = adicionarItem(sprints, 1, dev);
    expect(totalSprint(sprints[0])).toBe('27000.25');
    expect(totalSprint(sprints[1])).toBe('10000.10');
    expect(totalSquad(sprints)).toBe('37000.35');
    expect(totalSquad([[]])).toBe('0.00');
  });

  it('0,20 rule: a total below 0,20 after a removal is shown as 0,00', () => {
    expect(totalAposRemocao('0.19')).toBe('0.00');
    expect(totalAposRemocao('0.1999')).toBe('0.00');
    expect(totalAposRemocao('-0.05')).toBe('0.00');
    expect(totalAposRemocao('0.20')).toBe('0.20');
    expect(totalAposRemocao('1234.567')).toBe('1234.57');
    // a squad left with one cheap entry after removing the others
    let sprints = adicionarItem(adicionarItem(sprintsIniciais<ItemSprint>(), 0, dev), 0, po);
    sprints = removerItem(sprints, 0, dev.id);
    expect(totalSquad(sprints)).toBe('0.10');
    expect(totalAposRemocao(totalSquad(sprints))).toBe('0.00');
  });

  it('save body: every sprint 1-based with positive quantities, trailing sprints removed', () => {
    let sprints = adicionarSprint(sprintsIniciais<ItemSprint>());
    sprints = definirQuantidade(adicionarItem(sprints, 1, qa), 1, qa.id, 4);
    sprints = adicionarItem(sprints, 0, dev);
    sprints = definirQuantidade(sprints, 0, dev.id, 0);
    expect(corpoSalvarSprints(sprints, 4)).toEqual({
      sprints: [
        { sprint: 1, colabs: [] },
        { sprint: 2, colabs: [{ id: 2, quantidade: 4 }] },
      ],
      removidas: [3, 4],
    });
    expect(corpoSalvarSprints(sprints, 1).removidas).toEqual([]);
  });

  it('server rules for the number of sprints', () => {
    expect(quantidadeAposGravar(1, [1, 2, 3])).toEqual({ ok: true, quantidade: 3 });
    expect(quantidadeAposGravar(4, [1])).toEqual({ ok: true, quantidade: 4 });
    expect(quantidadeAposGravar(5, [6])).toEqual({ ok: false, erro: 'maxSprints' });
    expect(quantidadeAposRemover(3, [3])).toEqual({ ok: true, quantidade: 2 });
    expect(quantidadeAposRemover(4, [4, 3])).toEqual({ ok: true, quantidade: 2 });
    expect(quantidadeAposRemover(3, [2])).toEqual({ ok: false, erro: 'removerSomenteUltimas' });
    expect(quantidadeAposRemover(1, [1])).toEqual({ ok: false, erro: 'minSprints' });
    expect(quantidadeAposRemover(2, [1, 2])).toEqual({ ok: false, erro: 'minSprints' });
  });
});

describe('squad schemas', () => {
  it('team name: required with the spec texts, at most 10 characters', () => {
    expect(validate(novoSquadSchema, { nome: '  ' })).toEqual({ ok: false, errors: [{ field: 'nome', errorMessage: SQUAD_MESSAGES.nomeNovoVazio }] });
    expect(validate(editarSquadSchema, { nome: '' })).toEqual({ ok: false, errors: [{ field: 'nome', errorMessage: 'Nome do time não pode estar vazio' }] });
    expect(validate(novoSquadSchema, { nome: '12345678901' }).ok).toBe(false);
    expect(validate(novoSquadSchema, { nome: ' Time Alfa ' })).toEqual({ ok: true, value: { nome: 'Time Alfa' } });
    expect(SQUAD_MESSAGES.excluir('Alfa')).toBe('Tem certeza que deseja excluir o time: Alfa ?');
  });

  it('create body: 1..5 unique sprints, non-negative whole quantities, unique functions per sprint', () => {
    const ok = { email: 'a@b.c', squadId: 1, sprints: [{ sprint: 1, colabs: [{ id: 3, quantidade: 2 }] }, { sprint: 2, colabs: [] }] };
    expect(validate(squadColabCreateSchema, ok).ok).toBe(true);
    const erros = (body: unknown) => (validate(squadColabCreateSchema, body) as { errors: { errorMessage: string }[] }).errors.map((e) => e.errorMessage);
    expect(erros({ ...ok, sprints: [1, 2, 3, 4, 5, 6].map((sprint) => ({ sprint, colabs: [] })) })).toContain(SQUAD_MESSAGES.maxSprints);
    expect(erros({ ...ok, sprints: [{ sprint: 6, colabs: [] }] })).toContain(SQUAD_MESSAGES.sprintInvalida);
    expect(erros({ ...ok, sprints: [{ sprint: 0, colabs: [] }] })).toContain(SQUAD_MESSAGES.sprintInvalida);
    expect(erros({ ...ok, sprints: [{ sprint: 1, colabs: [{ id: 3, quantidade: -1 }] }] })).toContain(SQUAD_MESSAGES.quantidade);
    expect(erros({ ...ok, sprints: [{ sprint: 1, colabs: [{ id: 3, quantidade: 1.5 }] }] })).toContain(SQUAD_MESSAGES.quantidade);
    expect(erros({ ...ok, sprints: [{ sprint: 1, colabs: [{ id: 3, quantidade: 1 }, { id: 3, quantidade: 2 }] }] })).toContain(SQUAD_MESSAGES.colabRepetido);
    expect(erros({ ...ok, sprints: [{ sprint: 1, colabs: [] }, { sprint: 1, colabs: [] }] })).toContain(SQUAD_MESSAGES.sprintRepetida);
    expect(erros({ ...ok, sprints: [] })).toContain(SQUAD_MESSAGES.sprintsObrigatorias);
  });

  it('remove body: valid unique sprint indexes', () => {
    expect(validate(squadSprintRemoveSchema, { email: 'a@b.c', squadId: 1, sprints: [3] }).ok).toBe(true);
    expect(validate(squadSprintRemoveSchema, { email: 'a@b.c', squadId: 1, sprints: [] }).ok).toBe(false);
    expect(validate(squadSprintRemoveSchema, { email: 'a@b.c', squadId: 1, sprints: [3, 3] }).ok).toBe(false);
  });
});

describe('sprintsDoSquad', () => {
  it('turns the 1-based map into the editing state, empty sprints included', () => {
    const entry = { ...dev, quantidade: 2 };
    expect(sprintsDoSquad({ quantidade_sprints: 3, squadColab: { '1': [entry], '2': [] } })).toEqual([[entry], [], []]);
    expect(sprintsDoSquad({ quantidade_sprints: 0, squadColab: {} })).toEqual([[]]);
  });
});
