/**
 * Deterministic demo data: the three demo accounts and the base registration tables.
 * CNPJs are fictitious (valid check digits). CBO codes are real occupations of the
 * Classificação Brasileira de Ocupações (CBO 2002).
 */
import { ADMIN_ROLE, SECTIONS } from '@financeiro/domain';

export interface DemoUser {
  usuario: 'admin' | 'financeiro' | 'rh';
  name: string;
  email: string;
  observacao: string;
  sections: string[];
}

export const DEMO_USERS: DemoUser[] = [
  {
    usuario: 'admin',
    name: 'Administrador',
    email: 'admin@veecode.com.br',
    observacao: 'Conta de demonstração com acesso a todas as seções.',
    sections: [...SECTIONS, ADMIN_ROLE],
  },
  {
    usuario: 'financeiro',
    name: 'Equipe Financeiro',
    email: 'financeiro@veecode.com.br',
    observacao: 'Conta de demonstração do time financeiro.',
    sections: ['dashboard', 'projetos', 'simulacoes', 'relatorios-delivery'],
  },
  {
    usuario: 'rh',
    name: 'Recursos Humanos',
    email: 'rh@veecode.com.br',
    observacao: 'Conta de demonstração do departamento pessoal.',
    sections: ['cadastros', 'fechamentos', 'importacoes', 'relatorios'],
  },
];

export const DEMO_FILIAIS = [
  { cod: 1, cnpj: '11222333000181', label: 'São Paulo (Matriz)', uf: 'SP' },
  { cod: 2, cnpj: '11222333000262', label: 'Rio de Janeiro', uf: 'RJ' },
  { cod: 3, cnpj: '11222333000343', label: 'Florianópolis', uf: 'SC' },
];

/** Delivery is code 5 and ENGESOL code 16 (referred to by later features). */
export const DEMO_DEPARTAMENTOS = [
  { cod: 1, sigla: 'ADM', nome: 'Administrativo', descricao: 'Overhead: diretoria e áreas de apoio administrativo.' },
  { cod: 2, sigla: 'FIN', nome: 'Financeiro', descricao: 'Contas a pagar e a receber, faturamento e controladoria.' },
  { cod: 3, sigla: 'RH', nome: 'Recursos Humanos', descricao: 'Departamento pessoal, folha de pagamento e benefícios.' },
  { cod: 4, sigla: 'COM', nome: 'Comercial', descricao: 'Vendas, pré-vendas e relacionamento com clientes.' },
  { cod: 5, sigla: 'DLV', nome: 'Delivery', descricao: 'Times de entrega de projetos para clientes.' },
  { cod: 6, sigla: 'INFRA', nome: 'Infraestrutura', descricao: 'Infraestrutura, cloud e suporte interno de TI.' },
  { cod: 7, sigla: 'PRD', nome: 'Produtos', descricao: 'Desenvolvimento de produtos próprios.' },
  { cod: 8, sigla: 'QA', nome: 'Qualidade', descricao: 'Testes e garantia da qualidade.' },
  { cod: 16, sigla: 'ENG', nome: 'ENGESOL', descricao: 'Engenharia de soluções.' },
];

export const DEMO_REGIMES = [
  { cod: 1, sigla: 'CLT', nome: 'CLT', descricao: 'Consolidação das Leis do Trabalho.' },
  { cod: 2, sigla: 'PJ', nome: 'Pessoa Jurídica', descricao: 'Prestação de serviços por pessoa jurídica.' },
  { cod: 3, sigla: 'EST', nome: 'Estagiário', descricao: 'Contrato de estágio (Lei 11.788/2008).' },
];

export const DEMO_FUNCOES: { cod: number; cbo: string; nome: string; descricao: string }[] = [
  { cod: 1, cbo: '317110', nome: 'Desenvolvedor Júnior', descricao: 'Programador de sistemas de informação.' },
  { cod: 2, cbo: '212405', nome: 'Desenvolvedor Pleno', descricao: 'Analista de desenvolvimento de sistemas.' },
  { cod: 3, cbo: '212405', nome: 'Desenvolvedor Sênior', descricao: 'Analista de desenvolvimento de sistemas.' },
  { cod: 4, cbo: '142510', nome: 'Tech Lead', descricao: 'Gerente de desenvolvimento de sistemas.' },
  { cod: 5, cbo: '212405', nome: 'Arquiteto de Software', descricao: 'Analista de desenvolvimento de sistemas.' },
  { cod: 6, cbo: '212205', nome: 'Engenheiro de Software', descricao: 'Engenheiro de aplicativos em computação.' },
  { cod: 7, cbo: '212315', nome: 'Engenheiro DevOps', descricao: 'Administrador de sistemas operacionais.' },
  { cod: 8, cbo: '212205', nome: 'Engenheiro de Dados', descricao: 'Engenheiro de aplicativos em computação.' },
  { cod: 9, cbo: '212305', nome: 'Administrador de Banco de Dados', descricao: 'Administrador de banco de dados.' },
  { cod: 10, cbo: '212310', nome: 'Administrador de Redes', descricao: 'Administrador de redes.' },
  { cod: 11, cbo: '212320', nome: 'Analista de Segurança da Informação', descricao: 'Administrador em segurança da informação.' },
  { cod: 12, cbo: '212420', nome: 'Analista de Suporte', descricao: 'Analista de suporte computacional.' },
  { cod: 13, cbo: '317210', nome: 'Técnico de Suporte ao Usuário', descricao: 'Técnico de suporte ao usuário de tecnologia da informação.' },
  { cod: 14, cbo: '212405', nome: 'Analista de Testes', descricao: 'Analista de desenvolvimento de sistemas (qualidade).' },
  { cod: 15, cbo: '212410', nome: 'Analista de Redes', descricao: 'Analista de redes e de comunicação de dados.' },
  { cod: 16, cbo: '142520', nome: 'Gerente de Projetos', descricao: 'Gerente de projetos de tecnologia da informação.' },
  { cod: 17, cbo: '142520', nome: 'Scrum Master', descricao: 'Gerente de projetos de tecnologia da informação.' },
  { cod: 18, cbo: '262410', nome: 'Designer UX/UI', descricao: 'Desenhista industrial gráfico (designer gráfico).' },
  { cod: 19, cbo: '123605', nome: 'Diretor de Tecnologia', descricao: 'Diretor de serviços de informática.' },
  { cod: 20, cbo: '252405', nome: 'Analista de Recursos Humanos', descricao: 'Analista de recursos humanos.' },
  { cod: 21, cbo: '252210', nome: 'Contador', descricao: 'Contador.' },
  { cod: 22, cbo: '351105', nome: 'Técnico de Contabilidade', descricao: 'Técnico de contabilidade.' },
  { cod: 23, cbo: '411010', nome: 'Assistente Administrativo', descricao: 'Assistente administrativo.' },
  { cod: 24, cbo: '252105', nome: 'Administrador', descricao: 'Administrador.' },
  { cod: 25, cbo: '142105', nome: 'Gerente Administrativo', descricao: 'Gerente administrativo.' },
  { cod: 26, cbo: '142115', nome: 'Gerente Financeiro', descricao: 'Gerente financeiro.' },
  { cod: 27, cbo: '142305', nome: 'Gerente Comercial', descricao: 'Gerente comercial.' },
];
