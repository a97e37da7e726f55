/** Form-level and success messages of the registration area (spec 02 sections 4, 5 and 8). */

/** Toast when a form has validation errors. */
export const FORM_ERRORS_MESSAGE = 'Erros no formulário!';
/** Toast when the employee form has validation errors. */
export const EMPLOYEE_FORM_ERRORS_MESSAGE = 'Formulário possui erros';

type Id = string | number;

export const CADASTRO_MESSAGES = {
  // benefits
  beneficioCriado: (id: Id) => `Criado novo benefício código: ${id}`,
  beneficioAtualizado: 'Dados do benefício atualizados!',
  valoresBeneficioSalvos: 'Valores do benefício criados/atualizados!',
  // employees
  colaboradorCriado: (id: Id) => `Cadastrado novo colaborador com MATRÍCULA: ${id}`,
  colaboradorAtualizado: 'Dados do colaborador atualizados!',
  colaboradorExcluido: 'Colaborador deletado com sucesso!',
  confirmarExclusaoColaborador: 'Tem certeza que deseja excluir esse colaborador?',
  historicoVazio: 'Não há dados de histórico para este colaborador.',
  historicoErro: 'Erro ao carregar o histórico. Tente novamente mais tarde.',
  // employee benefits
  beneficioColaboradorCriado: 'Benefício inserido para colaborador!',
  beneficioColaboradorAtualizado: 'Dados do benefício atualizados para o colaborador!',
  confirmarExclusaoBeneficioColaborador: 'Confirma a exclusão de benefício do colaborador?',
  recalcularFechamentos: 'Os fechamentos já calculados precisam ser recalculados.',
  // departments
  departamentoCriado: (id: Id) => `Criado novo departamento código: ${id}`,
  departamentoAtualizado: 'Dados do departamento atualizados com sucesso!',
  // branches
  filialCriada: (id: Id) => `Criado nova filial código: ${id}`,
  filialAtualizada: 'Dados da filial atualizados!',
  // functions
  funcaoCriada: (id: Id) => `Criado nova função código: ${id}`,
  funcaoAtualizada: 'Dados da função atualizados!',
  // taxes
  impostoCriado: (id: Id) => `Criado novo imposto código: ${id}`,
  impostoAtualizado: 'Dados do imposto atualizados!',
  valoresImpostoSalvos: 'Valores do imposto criados/atualizados!',
  faixaImpostoSalva: 'Faixa de imposto criado/atualizado!',
  notaIrrf: 'Nota: dedução simplificada R$ 607,20.',
  // regimes
  regimeCriado: (id: Id) => `Criado novo regime código: ${id}`,
  regimeAtualizado: 'Dados do regime atualizados!',
  regimeImpostoAtualizado: 'Dados do regime para o imposto atualizados!',
  regimeImpostoNaoSalvo: 'Dados de regime-imposto não inseridos/atualizados.',
  // leaving a form with unsaved data (section 2)
  sairComAlteracoes: 'Foram feitas alterações! Deseja realmente sair e perdê-las?',
  sairComDadosAdicionados: 'Foram adicionados dados!',
} as const;
