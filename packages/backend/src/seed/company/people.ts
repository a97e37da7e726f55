/**
 * Name and address material for the generated employees: common Brazilian first names and
 * surnames, and real streets/neighbourhoods of cities in each branch's state.
 */

export const FIRST_NAMES_FEMALE = [
  'Ana', 'Maria', 'Juliana', 'Fernanda', 'Camila', 'Aline', 'Beatriz', 'Larissa', 'Patrícia', 'Mariana',
  'Gabriela', 'Letícia', 'Amanda', 'Bruna', 'Carolina', 'Vanessa', 'Renata', 'Tatiane', 'Priscila', 'Natália',
  'Luana', 'Isabela', 'Rafaela', 'Débora', 'Simone', 'Cláudia', 'Adriana', 'Daniela', 'Luciana', 'Júlia',
  'Sabrina', 'Thaís', 'Jéssica', 'Bianca', 'Raquel', 'Viviane', 'Elaine', 'Mônica', 'Helena', 'Lívia',
] as const;

export const FIRST_NAMES_MALE = [
  'João', 'Pedro', 'Lucas', 'Gabriel', 'Rafael', 'Felipe', 'Bruno', 'Thiago', 'Rodrigo', 'Gustavo',
  'Marcelo', 'André', 'Eduardo', 'Diego', 'Leonardo', 'Matheus', 'Vinícius', 'Daniel', 'Ricardo', 'Fábio',
  'Leandro', 'Alexandre', 'Marcos', 'Paulo', 'Renato', 'Carlos', 'Fernando', 'Guilherme', 'Henrique', 'Igor',
  'Caio', 'Otávio', 'Samuel', 'Murilo', 'Vitor', 'Rogério', 'Sérgio', 'Wagner', 'Márcio', 'Júlio',
] as const;

export const SURNAMES = [
  'Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes',
  'Costa', 'Ribeiro', 'Martins', 'Carvalho', 'Almeida', 'Lopes', 'Soares', 'Fernandes', 'Vieira', 'Barbosa',
  'Rocha', 'Dias', 'Nascimento', 'Andrade', 'Moreira', 'Nunes', 'Marques', 'Machado', 'Mendes', 'Freitas',
  'Cardoso', 'Ramos', 'Gonçalves', 'Santana', 'Teixeira', 'Araújo', 'Monteiro', 'Moura', 'Correia', 'Pinto',
  'Cavalcanti', 'Batista', 'Campos', 'Castro', 'Duarte', 'Farias', 'Melo', 'Miranda', 'Nogueira', 'Peixoto',
  'Reis', 'Sampaio', 'Tavares', 'Xavier', 'Azevedo', 'Brandão', 'Cunha', 'Medeiros', 'Pacheco', 'Siqueira',
] as const;

export interface City {
  /** 'Cidade/UF': stored as colaborador.cidade and colaborador.uf. */
  name: string;
  weight: number;
  /** [street, neighbourhood] pairs that exist in the city. */
  streets: readonly (readonly [string, string])[];
}

export interface BranchPlace {
  /** Ninth CPF digit: fiscal region of the state (8 SP, 7 RJ, 9 SC). */
  cpfRegion: number;
  cities: readonly City[];
}

/** Keyed by branch code (1 São Paulo, 2 Rio de Janeiro, 3 Florianópolis). */
export const BRANCH_PLACES: Record<number, BranchPlace> = {
  1: {
    cpfRegion: 8,
    cities: [
      {
        name: 'São Paulo/SP',
        weight: 10,
        streets: [
          ['Rua Augusta', 'Consolação'],
          ['Avenida Paulista', 'Bela Vista'],
          ['Rua Vergueiro', 'Vila Mariana'],
          ['Rua Teodoro Sampaio', 'Pinheiros'],
          ['Rua Domingos de Morais', 'Vila Mariana'],
          ['Avenida Ibirapuera', 'Moema'],
          ['Rua Tuiuti', 'Tatuapé'],
          ['Rua Voluntários da Pátria', 'Santana'],
          ['Rua Cardeal Arcoverde', 'Pinheiros'],
          ['Rua Apinajés', 'Perdizes'],
          ['Avenida Santo Amaro', 'Brooklin'],
          ['Rua da Mooca', 'Mooca'],
        ],
      },
      {
        name: 'Campinas/SP',
        weight: 2,
        streets: [
          ['Avenida Norte-Sul', 'Cambuí'],
          ['Rua Barão de Jaguara', 'Centro'],
          ['Avenida José de Souza Campos', 'Nova Campinas'],
          ['Rua Coronel Quirino', 'Cambuí'],
        ],
      },
      {
        name: 'Santo André/SP',
        weight: 1,
        streets: [
          ['Rua das Figueiras', 'Jardim'],
          ['Avenida Portugal', 'Centro'],
        ],
      },
      {
        name: 'São Bernardo do Campo/SP',
        weight: 1,
        streets: [
          ['Rua Marechal Deodoro', 'Centro'],
          ['Avenida Kennedy', 'Anchieta'],
        ],
      },
      {
        name: 'Osasco/SP',
        weight: 1,
        streets: [
          ['Rua Antônio Agu', 'Centro'],
          ['Avenida dos Autonomistas', 'Vila Yara'],
        ],
      },
      {
        name: 'Guarulhos/SP',
        weight: 1,
        streets: [
          ['Avenida Paulo Faccini', 'Macedo'],
          ['Rua Dom Pedro II', 'Centro'],
        ],
      },
    ],
  },
  2: {
    cpfRegion: 7,
    cities: [
      {
        name: 'Rio de Janeiro/RJ',
        weight: 8,
        streets: [
          ['Rua Voluntários da Pátria', 'Botafogo'],
          ['Avenida Nossa Senhora de Copacabana', 'Copacabana'],
          ['Rua Conde de Bonfim', 'Tijuca'],
          ['Rua Visconde de Pirajá', 'Ipanema'],
          ['Rua das Laranjeiras', 'Laranjeiras'],
          ['Avenida das Américas', 'Barra da Tijuca'],
          ['Rua Dias da Cruz', 'Méier'],
          ['Rua do Catete', 'Catete'],
        ],
      },
      {
        name: 'Niterói/RJ',
        weight: 2,
        streets: [
          ['Rua Gavião Peixoto', 'Icaraí'],
          ['Avenida Roberto Silveira', 'Icaraí'],
          ['Rua Moreira César', 'Icaraí'],
        ],
      },
      {
        name: 'São Gonçalo/RJ',
        weight: 1,
        streets: [
          ['Rua Doutor Nilo Peçanha', 'Estrela do Norte'],
          ['Rua Coronel Serrado', 'Zé Garoto'],
        ],
      },
      {
        name: 'Duque de Caxias/RJ',
        weight: 1,
        streets: [
          ['Avenida Presidente Kennedy', 'Centro'],
          ['Rua José de Alvarenga', 'Centro'],
        ],
      },
    ],
  },
  3: {
    cpfRegion: 9,
    cities: [
      {
        name: 'Florianópolis/SC',
        weight: 8,
        streets: [
          ['Rua Lauro Linhares', 'Trindade'],
          ['Avenida Beira-Mar Norte', 'Centro'],
          ['Rua Deputado Antônio Edu Vieira', 'Pantanal'],
          ['Rodovia João Paulo', 'João Paulo'],
          ['Rua Delminda Silveira', 'Agronômica'],
          ['Avenida Pequeno Príncipe', 'Campeche'],
          ['Rua Felipe Schmidt', 'Centro'],
        ],
      },
      {
        name: 'São José/SC',
        weight: 3,
        streets: [
          ['Avenida Presidente Kennedy', 'Campinas'],
          ['Rua Koesa', 'Kobrasol'],
          ['Avenida Lédio João Martins', 'Kobrasol'],
        ],
      },
      {
        name: 'Palhoça/SC',
        weight: 2,
        streets: [
          ['Avenida Atílio Pedro Pagani', 'Pagani'],
          ['Rua José Maria da Luz', 'Centro'],
        ],
      },
      {
        name: 'Biguaçu/SC',
        weight: 1,
        streets: [['Rua Coronel Teixeira Oliveira', 'Centro']],
      },
    ],
  },
};

export const OBSERVACOES_GERAIS = [
  'Trabalho remoto integral.',
  'Modelo híbrido: dois dias presenciais por semana.',
  'Possui certificação AWS Solutions Architect Associate.',
  'Possui certificação PMP.',
  'Inglês fluente; atende clientes internacionais.',
  'Participa do programa de mentoria interna.',
  'Alocado no cliente em regime presencial.',
  'Solicitou transferência de filial para o próximo semestre.',
] as const;
