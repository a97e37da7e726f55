// Gerado por `pnpm --filter @financeiro/backend contrato` a partir de openapi.json: não editar.
export interface paths {
    "/admin/auditoria": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Trilha de auditoria filtrada (paginada, mais recentes primeiro)
         * @description Administradores. Paginação: `pagina` e `limite` (padrão 50, máximo 500; sem eles, as 50 mais recentes), alcançando as 10.000 entradas mais recentes do filtro — as 1.000 mais recentes quando há `texto` (além disso 400: refine os filtros). `X-Total-Count`: quantas entradas o filtro tem, contadas até esse alcance; quando há mais, o cabeçalho `X-Total-Excede` vem com `true`. Campos com sigilo 'salario' vêm com antes/depois nulos e `oculto: true` para quem não tem uma seção que mostra salários (cadastros, fechamentos); CPFs vêm mascarados ('***.456.789-**').
         */
        get: {
            parameters: {
                query?: {
                    /** @description Ação */
                    acao?: "criar" | "alterar" | "remover" | "ativar" | "desativar" | "calcular" | "recalcular" | "travar" | "destravar" | "importar" | "sincronizar" | "aprovar" | "recusar" | "confirmar_email" | "vincular" | "desvincular" | "login" | "login_falhou" | "logout" | "limite_atingido" | "senha_alterada" | "senha_redefinida" | "secao_recusada" | "token_reutilizado";
                    /** @description Último dia do período, inclusive; com `de` (no máximo 10 anos) */
                    ate?: string;
                    /** @description Primeiro dia do período (aaaa-MM-dd ou dd/MM/aaaa, horário de São Paulo); com `ate` */
                    de?: string;
                    /** @description Tipo de registro */
                    entidade?: "colaborador" | "beneficio_colaborador" | "beneficio" | "valor_beneficio" | "imposto" | "faixa_imposto" | "valor_imposto" | "regime" | "funcao" | "departamento" | "filial" | "fechamento" | "configuracao_empresa" | "planejamento" | "custo_projeto" | "taxa" | "relatorio_margem" | "simulacao_margem" | "regras_alerta" | "simulacao" | "squad" | "cenario" | "cliente" | "importacao" | "usuario" | "secao_usuario" | "pedido_cadastro" | "vinculo_google" | "sincronizacao_jira" | "sessao" | "projecao_limites";
                    /** @description Itens por página (padrão 50, no máximo 500) */
                    limite?: number;
                    /** @description Página da lista (1 = a primeira); com `pagina` ou `limite`, a resposta traz só essa página */
                    pagina?: number;
                    /** @description Palavras (início de palavra, todas) na chave do registro, no nome do autor e nos rótulos e valores dos campos (valores sigilosos não são buscáveis) */
                    texto?: string;
                    /** @description Autor: o id do usuário, ou o nome gravado de um autor sem conta (ex.: 'sistema') */
                    usuario?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntradaDeAuditoria"][];
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Erro interno do servidor */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/auditoria/exportacao": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Trilha de auditoria filtrada para exportação (xlsx na tela)
         * @description Administradores. Os mesmos filtros da lista; as 10.000 entradas mais recentes do filtro (com `texto` também), com `X-Total-Count` e `X-Total-Excede` contados até esse alcance. Campos com sigilo 'salario' vêm com antes/depois nulos e `oculto: true` para quem não tem uma seção que mostra salários (cadastros, fechamentos); CPFs vêm mascarados ('***.456.789-**').
         */
        get: {
            parameters: {
                query?: {
                    /** @description Ação */
                    acao?: "criar" | "alterar" | "remover" | "ativar" | "desativar" | "calcular" | "recalcular" | "travar" | "destravar" | "importar" | "sincronizar" | "aprovar" | "recusar" | "confirmar_email" | "vincular" | "desvincular" | "login" | "login_falhou" | "logout" | "limite_atingido" | "senha_alterada" | "senha_redefinida" | "secao_recusada" | "token_reutilizado";
                    /** @description Último dia do período, inclusive; com `de` (no máximo 10 anos) */
                    ate?: string;
                    /** @description Primeiro dia do período (aaaa-MM-dd ou dd/MM/aaaa, horário de São Paulo); com `ate` */
                    de?: string;
                    /** @description Tipo de registro */
                    entidade?: "colaborador" | "beneficio_colaborador" | "beneficio" | "valor_beneficio" | "imposto" | "faixa_imposto" | "valor_imposto" | "regime" | "funcao" | "departamento" | "filial" | "fechamento" | "configuracao_empresa" | "planejamento" | "custo_projeto" | "taxa" | "relatorio_margem" | "simulacao_margem" | "regras_alerta" | "simulacao" | "squad" | "cenario" | "cliente" | "importacao" | "usuario" | "secao_usuario" | "pedido_cadastro" | "vinculo_google" | "sincronizacao_jira" | "sessao" | "projecao_limites";
                    /** @description Palavras (início de palavra, todas) na chave do registro, no nome do autor e nos rótulos e valores dos campos (valores sigilosos não são buscáveis) */
                    texto?: string;
                    /** @description Autor: o id do usuário, ou o nome gravado de um autor sem conta (ex.: 'sistema') */
                    usuario?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntradaDeAuditoria"][];
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Erro interno do servidor */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/caixa-de-saida": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Caixa de saída de e-mails
         * @description As 200 mensagens mais recentes. modo 'outbox' (sem MAIL_SMTP_URL): nada é enviado e a caixa de saída é o canal de entrega (links utilizáveis, que o administrador repassa). modo 'smtp': cada mensagem com a sua situação (pendente: o envio falhou e será repetido; enviada; falhou: tentativas esgotadas), as tentativas e o último erro, com os links mascarados (token trocado por '…').
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            mensagens: {
                                assunto: string;
                                /** Format: date-time */
                                criadoEm: string;
                                id: number;
                                para: string;
                                /** Format: date-time */
                                proximaTentativa: string | null;
                                /** @enum {string} */
                                situacao: "caixa" | "pendente" | "enviada" | "falhou";
                                tentativas: number;
                                texto: string;
                                ultimoErro: string | null;
                            }[];
                            /** @enum {string} */
                            modo: "smtp" | "outbox";
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Erro interno do servidor */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/projecao/limites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Limites de status da carteira */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                desvioAtencao: string;
                                desvioRisco: string;
                                margemAtencao: string;
                                margemRisco: string;
                            };
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        /**
         * Altera os limites de status da carteira
         * @description Frações (0.15 = 15%): margemAtencao ≥ margemRisco; desvioAtencao ≤ desvioRisco.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        desvioAtencao?: string | number | null;
                        desvioRisco?: string | number | null;
                        margemAtencao?: string | number | null;
                        margemRisco?: string | number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                desvioAtencao: string;
                                desvioRisco: string;
                                margemAtencao: string;
                                margemRisco: string;
                            };
                            message: string;
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/projecao/regras-alerta": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Regras de alerta globais (padrão de todos os projetos) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["RegrasAlerta"];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        /**
         * Altera as regras de alerta globais e reavalia os projetos
         * @description margemMinima e desvioMaximo em fração (0.15 = 15%), semanasAntecedencia em semanas; null desliga a regra.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        desvioMaximo?: string | number | null;
                        margemMinima?: string | number | null;
                        semanasAntecedencia?: number | string | boolean | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["RegrasAlerta"];
                            message: string;
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/usuarios": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lista os usuários com suas seções (paginável)
         * @description Paginação: com `pagina` e/ou `limite` (padrão 50, máximo 500) a resposta traz só essa página; sem eles, a lista inteira até 2.000 itens. O cabeçalho `X-Total-Count` diz quantos itens a lista tem (todas as páginas, com os filtros).
         */
        get: {
            parameters: {
                query?: {
                    /** @description Itens por página (padrão 50, no máximo 500) */
                    limite?: number;
                    /** @description Página da lista (1 = a primeira); com `pagina` ou `limite`, a resposta traz só essa página */
                    pagina?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            admin: boolean;
                            ativo: boolean;
                            email: string;
                            googleLinkAllowed: boolean;
                            googleLinked: boolean;
                            id: number;
                            name: string;
                            secoes: string[];
                            usuario: string;
                        }[];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Erro interno do servidor */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/usuarios/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Altera seções, situação e vínculo Google de um usuário
         * @description secoes substitui as seções concedidas (de dashboard, projetos, simulacoes, fechamentos, relatorios-delivery, relatorios, cadastros, importacoes); o papel admin não muda por aqui. ativo falso desativa a conta e encerra as sessões (vale na próxima requisição). googleLinkAllowed permite vincular uma conta Google pelo e-mail verificado. Um administrador não pode desativar a própria conta.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        ativo?: boolean;
                        googleLinkAllowed?: boolean;
                        secoes?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            admin: boolean;
                            ativo: boolean;
                            email: string;
                            googleLinkAllowed: boolean;
                            googleLinked: boolean;
                            id: number;
                            name: string;
                            secoes: string[];
                            usuario: string;
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Erro interno do servidor */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/alertas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Alertas abertos dos projetos da carteira (o sino), com a leitura do usuário
         * @description Alertas abertos de projetos ainda no Jira, mais recentes primeiro (até 200); naoLidos conta os que o usuário não marcou como lidos.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AlertasDoUsuario"];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/alertas/{id}/lido": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marca um alerta aberto como lido (para o usuário) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Id do alerta */
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AlertasDoUsuario"];
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/alertas/lidos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Marca como lidos todos os alertas abertos (para o usuário) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["AlertasDoUsuario"];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/alertas/preferencia": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Se o usuário recebe os alertas de projetos por e-mail */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["PreferenciaAlertas"];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        /** Escolhe receber (ou não) os alertas de projetos por e-mail */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        receberEmail?: boolean | number | string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["PreferenciaAlertas"];
                            message: string;
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auditoria/{entidade}/{chave}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Histórico de alterações de um registro
         * @description As 500 entradas mais recentes do registro, mais recentes primeiro, para quem pode ver o registro (as seções das telas que o mostram: colaborador, impostos e demais cadastros → cadastros; fechamento → fechamentos; planejamento → projetos; usuário → administradores); 403 para os demais. Campos com sigilo 'salario' vêm ocultos (`oculto: true`) para quem não tem cadastros nem fechamentos.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Chave do registro (id, matrícula, chave do projeto) */
                    chave: string;
                    /** @description Tipo de registro */
                    entidade: "colaborador" | "beneficio_colaborador" | "beneficio" | "valor_beneficio" | "imposto" | "faixa_imposto" | "valor_imposto" | "regime" | "funcao" | "departamento" | "filial" | "fechamento" | "configuracao_empresa" | "planejamento" | "custo_projeto" | "taxa" | "relatorio_margem" | "simulacao_margem" | "regras_alerta" | "simulacao" | "squad" | "cenario" | "cliente" | "importacao" | "usuario" | "secao_usuario" | "pedido_cadastro" | "vinculo_google" | "sincronizacao_jira" | "sessao" | "projecao_limites";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["EntradaDeAuditoria"][];
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Erro interno do servidor */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/beneficio/{cod}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Detalhe de benefício com os valores por filial */
        get: {
            parameters: {
                query?: {
                    /** @description Filtra por situação */
                    ativo?: "true" | "false" | "1" | "0";
                };
                header?: never;
                path: {
                    cod: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            result: components["schemas"]["BeneficioDetail"];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/beneficio/{mat}/{benefCod}/{filialCod}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove o benefício do colaborador (exclusão lógica; fechamentos calculados devem ser recalculados) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    benefCod: number;
                    filialCod: number;
                    mat: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Alterado"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/beneficio/calculate/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cálculo (1/3, validação e prévia): benefícios do fechamento; não grava nada
         * @description Chamado em paralelo com POST /imposto/calculate/{id}, antes de POST /fechamento/custo-hh/{id}, que faz todo o cálculo numa transação. Valida (404 fechamento inexistente; 409 bloqueado; 409 já calculado sem isRecalculate) e responde a prévia: { result: { fechamentoId, colaboradores, beneficioTotal, descontoColaborador, beneficios: [{ benefCod, sigla, nome, colaboradores, total }], avisos } }. Idempotente.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        /**
                         * @description true para recalcular um fechamento já calculado
                         * @default false
                         */
                        isRecalculate?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            result: components["schemas"]["PreviaBeneficios"];
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Erro */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/beneficio/calculate/average/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Médias de benefícios do fechamento calculado
         * @description { result: { fechamentoId, label, calculado, colaboradores, beneficioTotal, beneficioMedio, beneficios: [{ benefCod, sigla, nome, colaboradores, total, media, descontoColaborador }] } }
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            result: components["schemas"]["MediaBeneficiosFechamento"];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/beneficio/colab/{mat}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Benefícios ativos do colaborador */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    mat: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            result: components["schemas"]["ColaboradorBeneficioRecord"][];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/beneficio/colab/{mat}/{benefCod}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Benefício do colaborador */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    benefCod: number;
                    mat: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            result: components["schemas"]["ColaboradorBeneficioRecord"];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        /** Atualiza os adicionais e subtrações do benefício do colaborador */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    benefCod: number;
                    mat: number;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        aliqBenefAdic?: number | string | boolean | null;
                        aliqBenefSubtrai?: number | string | boolean | null;
                        aliqDescAdic?: number | string | boolean | null;
                        aliqDescSubtrai?: number | string | boolean | null;
                        benefCod?: number | string | boolean | null;
                        filialCod?: number | string | boolean | null;
                        rolMat?: number | string | boolean | null;
                        valorBenefAdic?: number | string | boolean | null;
                        valorBenefSubtrai?: number | string | boolean | null;
                        valorDescAdic?: number | string | boolean | null;
                        valorDescSubtrai?: number | string | boolean | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Alterado"];
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        /** Inclui benefício para o colaborador (o benefício precisa ter valor na filial do colaborador) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    benefCod: number;
                    mat: number;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        aliqBenefAdic?: number | string | boolean | null;
                        aliqBenefSubtrai?: number | string | boolean | null;
                        aliqDescAdic?: number | string | boolean | null;
                        aliqDescSubtrai?: number | string | boolean | null;
                        benefCod?: number | string | boolean | null;
                        filialCod?: number | string | boolean | null;
                        rolMat?: number | string | boolean | null;
                        valorBenefAdic?: number | string | boolean | null;
                        valorBenefSubtrai?: number | string | boolean | null;
                        valorDescAdic?: number | string | boolean | null;
                        valorDescSubtrai?: number | string | boolean | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Criado"];
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/beneficio/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cria benefício (e, opcionalmente, seus valores por filial) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        ativo?: boolean | number | string | null;
                        descricao?: string | number | null;
                        nome?: string | number | null;
                        sigla?: string | number | null;
                        valores?: {
                            aliquotaBenef?: number | string | boolean | null;
                            aliquotaDesc?: number | string | boolean | null;
                            aliquotaFilial?: number | string | boolean | null;
                            baseAliqBenef?: string | number | null;
                            baseAliqDesc?: string | number | null;
                            baseAliqFilial?: string | number | null;
                            filialCod?: number | string | boolean | null;
                            periodoValor?: string | number | null;
                            valor?: number | string | boolean | null;
                            valorDesc?: number | string | boolean | null;
                            valorFilial?: number | string | boolean | null;
                        }[] | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Criado"];
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/beneficio/filial/{cod}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Valores do benefício por filial */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    cod: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            result: components["schemas"]["ValorBeneficioRecord"][];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/beneficio/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lista de benefícios */
        get: {
            parameters: {
                query?: {
                    /** @description Filtra por situação */
                    ativo?: "true" | "false" | "1" | "0";
                    /** @description Parte do nome (sem diferenciar maiúsculas) */
                    nome?: string;
                    /** @description Parte da sigla (sem diferenciar maiúsculas) */
                    sigla?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            result: components["schemas"]["BeneficioRecord"][];
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/beneficio/update/{cod}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Atualiza benefício */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    cod: number;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        ativo?: boolean | number | string | null;
                        descricao?: string | number | null;
                        nome?: string | number | null;
                        sigla?: string | number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Alterado"];
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cenarios": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lista os cenários ativos do usuário (mais recentes primeiro) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["CenarioResumo"][];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Cria um cenário
         * @description Corpo { nome, descricao, fechamentoId, mesInicio (aaaa-MM ou MM/aaaa), alteracoes[] } (regras: cenarioSchema do domínio).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        alteracoes?: {
                            [key: string]: unknown;
                        }[];
                        descricao?: string | number | null;
                        fechamentoId?: number | string | boolean | null;
                        mesInicio?: string | number | null;
                        nome?: string | number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CenarioGravado"];
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cenarios/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Um cenário do usuário (a definição) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Cenário */
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["CenarioSalvo"];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        /** Atualiza um cenário: nome, descrição, fechamento, mês inicial e/ou alterações (só os campos enviados) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Cenário */
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        alteracoes?: {
                            [key: string]: unknown;
                        }[];
                        descricao?: string | number | null;
                        fechamentoId?: number | string | boolean | null;
                        mesInicio?: string | number | null;
                        nome?: string | number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CenarioGravado"];
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        post?: never;
        /** Exclui um cenário do usuário (ativo false) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Cenário */
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            result: boolean;
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cenarios/{id}/colaboradores": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * As linhas do resultado do cenário num mês (colaboradores por matrícula, depois as admissões), filtradas e paginadas
         * @description Paginação: com `pagina` e/ou `limite` (padrão 50, máximo 500) a resposta traz só essa página; sem eles, a lista inteira até 20.000 itens. O cabeçalho `X-Total-Count` diz quantos itens a lista tem (todas as páginas, com os filtros).
         */
        get: {
            parameters: {
                query?: {
                    /** @description Parte da matrícula, do nome, da função ou do departamento */
                    busca?: string;
                    /** @description Itens por página (padrão 50, no máximo 500) */
                    limite?: number;
                    /** @description Mês calculado (aaaa-MM); padrão: o mês inicial do cenário */
                    mes?: string;
                    /** @description Página da lista (1 = a primeira); com `pagina` ou `limite`, a resposta traz só essa página */
                    pagina?: number;
                    /** @description Só as linhas desta situação */
                    situacao?: "mantido" | "admitido" | "desligado";
                };
                header?: never;
                path: {
                    /** @description Cenário */
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["PaginaColaboradoresCenario"];
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cenarios/{id}/colaboradores/{mat}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** O detalhamento do motor de um colaborador do cenário, antes e depois */
        get: {
            parameters: {
                query?: {
                    /** @description Mês calculado (aaaa-MM); padrão: o mês inicial do cenário */
                    mes?: string;
                };
                header?: never;
                path: {
                    /** @description Cenário */
                    id: number;
                    /** @description Matrícula (admissões do cenário: -1, -2, …) */
                    mat: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["DetalheCenario"];
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cenarios/{id}/duplicar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Duplica um cenário do usuário */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Cenário */
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["CenarioGravado"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cenarios/{id}/meses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Os totais do cenário mês a mês a partir do mês inicial: custo mensal antes → depois, da empresa e de cada grupo */
        get: {
            parameters: {
                query?: {
                    /** @description Quantos meses a partir do mês inicial (padrão 12) */
                    meses?: number;
                };
                header?: never;
                path: {
                    /** @description Cenário */
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["MesesDoCenario"];
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cenarios/{id}/projetos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A projeção de cada projeto (issue 38) aos custos-hora do cenário: margem na conclusão antes → depois e os projetos abaixo da margem prevista */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Cenário */
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ProjetosDoCenario"];
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cenarios/{id}/resultado": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** O resultado do cenário num mês: os totais por departamento, função, filial, regime e empresa, antes → depois, e quantas linhas (as linhas: /cenarios/:id/colaboradores) */
        get: {
            parameters: {
                query?: {
                    /** @description Mês calculado (aaaa-MM); padrão: o mês inicial do cenário */
                    mes?: string;
                };
                header?: never;
                path: {
                    /** @description Cenário */
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ResultadoDoCenario"];
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cenarios/comparar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Compara os totais de dois cenários do usuário lado a lado */
        get: {
            parameters: {
                query: {
                    /** @description Primeiro cenário */
                    a: number;
                    /** @description Segundo cenário */
                    b: number;
                    /** @description Mês calculado dos dois (aaaa-MM); padrão: o mês inicial de cada um */
                    mes?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ComparacaoCenarios"];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cenarios/comparar/colaboradores": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Compara dois cenários do usuário colaborador a colaborador (por matrícula; admissões de cada um no fim)
         * @description Paginação: com `pagina` e/ou `limite` (padrão 50, máximo 500) a resposta traz só essa página; sem eles, a lista inteira até 40.000 itens. O cabeçalho `X-Total-Count` diz quantos itens a lista tem (todas as páginas, com os filtros).
         */
        get: {
            parameters: {
                query: {
                    /** @description Primeiro cenário */
                    a: number;
                    /** @description Segundo cenário */
                    b: number;
                    /** @description Parte da matrícula, do nome, da função ou do departamento */
                    busca?: string;
                    /** @description Itens por página (padrão 50, no máximo 500) */
                    limite?: number;
                    /** @description Mês calculado dos dois (aaaa-MM); padrão: o mês inicial de cada um */
                    mes?: string;
                    /** @description Página da lista (1 = a primeira); com `pagina` ou `limite`, a resposta traz só essa página */
                    pagina?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["PaginaComparacaoColaboradores"];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cenarios/opcoes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Opções do editor de cenários: fechamentos, departamentos, funções, filiais, regimes, benefícios, impostos (com faixas) e colaboradores */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["OpcoesCenario"];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cliente": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Clientes ativos
         * @description { data: Cliente[] }
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Cliente"][];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cliente/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Renomeia um cliente
         * @description { data: Cliente, message }; 400 nome vazio, longo demais ou de outro cliente ativo; 404 cliente desconhecido ou inativo
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        name?: string | number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Cliente"];
                            message: string;
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/cliente/associar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Associa um cliente a um projeto (chaveProjeto) ou a vários de uma vez (chavesProjetos, um só UPDATE) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        chaveProjeto?: string;
                        chavesProjetos?: string[];
                        clienteId: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Mensagem"];
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cliente/clientes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Clientes ativos (mesmo que GET /cliente) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Cliente"][];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cliente/clientId/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Id do cliente de um projeto (pela chave) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Chave do projeto */
                    key: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            id: null | number;
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cliente/createClientWithProjects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cria um cliente e associa projetos a ele (uma transação) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        cliente: {
                            key?: string | number | null;
                            name?: string | number | null;
                        };
                        /** @default [] */
                        projeto?: string[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Cliente"];
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cliente/desassociar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Desassocia um projeto do seu cliente
         * @description { message }; 404 quando o projeto não é desse cliente
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        chaveProjeto: string;
                        clienteId: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Mensagem"];
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cliente/findAllProjectsByClientId/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Chaves, nomes e ids dos projetos de um cliente
         * @description { projetos: [{ chave, nome, id }] }
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            projetos: {
                                chave: string;
                                id: number;
                                nome: string;
                            }[];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cliente/findClienteByChaveProjeto/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cliente de um projeto (pela chave) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Chave do projeto */
                    key: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: null | components["schemas"]["Cliente"];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cliente/projeto/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cliente de um projeto (pelo id do projeto) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: null | components["schemas"]["Cliente"];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cliente/projetos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Projetos de um cliente
         * @description { data: ProjetoItem[] }; cliente sem projetos: { data: [], message: 'Nenhum projeto encontrado para esse cliente.' }
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        clienteId: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ProjetoItem"][];
                            message?: string;
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cliente/updateCliente": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Troca o cliente de um projeto */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        chaveProjeto: string;
                        novoCliente: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Mensagem"];
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/colaborador/{mat}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Histórico do colaborador (mais recente primeiro) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    mat: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            result: components["schemas"]["ColaboradorHistorico"][];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/colaborador/classificacoes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Classificações de colaborador (categorias de projeto, exceto Financiado, Projetos Internos e Produtos) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            result: string[];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cotacao": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Cotações USD-BRL e EUR-BRL (serviço público, com cache; sem acesso, a última gravada)
         * @description { data: [{ moeda, bid, cotadoEm, atual }] }; atual false = última cotação gravada (serviço indisponível). 503 sem nenhuma cotação.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Cotacao"][];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Serviço não configurado */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/custo-projeto": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cadastra um ou vários custos extras de projeto (uma transação)
         * @description Corpo: um custo ou uma lista { email, projeto, periodo_inicio, periodo_fim, tipo_custo, descricao, valor, moeda, cotacao }. O dono é o usuário autenticado (403 para outro e-mail). Resposta: { data: CustoProjeto[], message }.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        cotacao?: string | number | null;
                        cotacao_data?: string | number | null;
                        descricao?: string | number | null;
                        email?: string | number | null;
                        moeda?: string | number | null;
                        periodo_fim?: string | number | null;
                        periodo_inicio?: string | number | null;
                        projeto?: string | number | null;
                        tipo_custo?: string | number | null;
                        valor?: string | number | null;
                    } | {
                        cotacao?: string | number | null;
                        cotacao_data?: string | number | null;
                        descricao?: string | number | null;
                        email?: string | number | null;
                        moeda?: string | number | null;
                        periodo_fim?: string | number | null;
                        periodo_inicio?: string | number | null;
                        projeto?: string | number | null;
                        tipo_custo?: string | number | null;
                        valor?: string | number | null;
                    }[];
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["CustoProjeto"][];
                            message: string;
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/custo-projeto/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Altera um custo extra (somente o dono)
         * @description Corpo: os campos do custo. 403 quando o usuário não é o dono. Resposta: { data: CustoProjeto, message }.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        cotacao?: string | number | null;
                        cotacao_data?: string | number | null;
                        descricao?: string | number | null;
                        email?: string | number | null;
                        moeda?: string | number | null;
                        periodo_fim?: string | number | null;
                        periodo_inicio?: string | number | null;
                        projeto?: string | number | null;
                        tipo_custo?: string | number | null;
                        valor?: string | number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["CustoProjeto"];
                            message: string;
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        post?: never;
        /** Exclui um custo extra (ativo false; somente o dono) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Mensagem"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/custo-projeto/{key}/{start}/{end}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Custos extras ativos de um ou mais projetos cujo período cruza o informado
         * @description key: chaves separadas por vírgula. Resposta: { data: CustoProjeto[] } (valor_convertido em BRL).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Fim */
                    end: string;
                    /** @description Chave(s) */
                    key: string;
                    /** @description Início */
                    start: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["CustoProjeto"][];
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/custo-projeto/curto-real/{key}/{id}/{start}/{end}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Custo previsto x real do projeto por categoria no período
         * @description { data: { projeto, inicio, fim, categorias: [{ categoria (CUSTO_HH ou tipo de custo), label, previsto, real, desvio }], total: { previsto, real, desvio }, receita: { previsto, real }, horas: { previsto, real }, estimado } }. Previsto: meses do planejamento que tocam o período (inteiros). Real: horas dos worklogs x custo-hora do autor no fechamento do dia (estimado quando foi usado um fechamento anterior) e custos extras ativos que tocam o período (valor x cotação). desvio = (real - previsto) / previsto (fração; null sem previsto: não há percentual de um previsto zero). Datas dd/MM/aaaa (codificadas) ou aaaa-MM-dd.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    end: string;
                    id: number;
                    /** @description Chave do projeto */
                    key: string;
                    start: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ComparacaoPrevistoReal"];
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/custo-projeto/projetos/{key}/{inicio}/{fim}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Previsto x realizado: custos extras de um projeto por mês e tipo
         * @description Um custo pertence ao mês em que seu período começa. Resposta: { data: [{ mes, tipo_custo, valor_convertido, quantidade }] }.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Fim */
                    fim: string;
                    /** @description Início (dd/MM/yyyy ou yyyy-MM-dd) */
                    inicio: string;
                    /** @description Chave do projeto */
                    key: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["CustoExtraMes"][];
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/departamento/{cod}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Detalhe de departamentos */
        get: {
            parameters: {
                query?: {
                    /** @description Filtra por situação */
                    ativo?: "true" | "false" | "1" | "0" | "2";
                };
                header?: never;
                path: {
                    cod: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            result: components["schemas"]["DepartamentoRecord"];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/departamento/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cria departamentos */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        ativo?: boolean | number | string | null;
                        descricao?: string | number | null;
                        nome?: string | number | null;
                        sigla?: string | number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Criado"];
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/departamento/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lista de departamentos */
        get: {
            parameters: {
                query?: {
                    /** @description Filtra por situação */
                    ativo?: "true" | "false" | "1" | "0" | "2";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            result: components["schemas"]["DepartamentoRecord"][];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/departamento/update/{cod}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Atualiza departamentos */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    cod: number;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        ativo?: boolean | number | string | null;
                        descricao?: string | number | null;
                        nome?: string | number | null;
                        sigla?: string | number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Alterado"];
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/employee": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lista de colaboradores (paginável)
         * @description Paginação: com `pagina` e/ou `limite` (padrão 50, máximo 500) a resposta traz só essa página; sem eles, a lista inteira até 5.000 itens. O cabeçalho `X-Total-Count` diz quantos itens a lista tem (todas as páginas, com os filtros).
         */
        get: {
            parameters: {
                query?: {
                    /** @description Situação; padrão: somente ativos */
                    ativo?: "true" | "false" | "1" | "0" | "todos";
                    /** @description Código do departamento */
                    departamento?: number;
                    /** @description Código da função */
                    funcao?: number;
                    /** @description Itens por página (padrão 50, no máximo 500) */
                    limite?: number;
                    /** @description Página da lista (1 = a primeira); com `pagina` ou `limite`, a resposta traz só essa página */
                    pagina?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            result: components["schemas"]["ColaboradorRecord"][];
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/employee/{mat}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Detalhe de colaborador */
        get: {
            parameters: {
                query?: {
                    /** @description Filtra por situação */
                    ativo?: "true" | "false" | "1" | "0";
                };
                header?: never;
                path: {
                    mat: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            result: components["schemas"]["ColaboradorRecord"];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/employee/change-active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Ativa ou desativa colaborador (exclusão lógica) */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ativo: boolean;
                        mat: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Alterado"];
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/employee/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cadastra colaborador (e a primeira linha do histórico) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        admissao?: string | number | null;
                        carga_horaria?: number | string | boolean | null;
                        cidade?: string | number | null;
                        classificacao?: string | number | null;
                        cpf?: string | number | null;
                        data_inicio?: string | number | null;
                        demissao?: string | number | null;
                        departamento?: number | string | boolean | null;
                        dependentes?: number | string | boolean | null;
                        email?: string | number | null;
                        endereco?: string | number | null;
                        filial?: number | string | boolean | null;
                        funcao?: number | string | boolean | null;
                        nome?: string | number | null;
                        observacao?: string | number | null;
                        regime?: number | string | boolean | null;
                        salario?: number | string | boolean | null;
                        sobrenome?: string | number | null;
                        uf?: string | number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Criado"];
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/employee/update/{mat}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Atualiza colaborador (registra histórico quando mudam departamento, regime, carga, função, salário ou classificação) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    mat: number;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        admissao?: string | number | null;
                        carga_horaria?: number | string | boolean | null;
                        cidade?: string | number | null;
                        classificacao?: string | number | null;
                        cpf?: string | number | null;
                        data_inicio?: string | number | null;
                        demissao?: string | number | null;
                        departamento?: number | string | boolean | null;
                        dependentes?: number | string | boolean | null;
                        email?: string | number | null;
                        endereco?: string | number | null;
                        filial?: number | string | boolean | null;
                        funcao?: number | string | boolean | null;
                        nome?: string | number | null;
                        observacao?: string | number | null;
                        regime?: number | string | boolean | null;
                        salario?: number | string | boolean | null;
                        sobrenome?: string | number | null;
                        uf?: string | number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Alterado"];
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fechamento/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Detalhe do fechamento */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            result: components["schemas"]["FechamentoRecord"];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fechamento/avisos/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Avisos do cálculo gravados com cada colaborador do fechamento (somente quem tem avisos)
         * @description { result: [{ matricula, nome, avisos: [texto completo] }] }, por matrícula; vazio quando o fechamento não foi calculado ou o cálculo não teve avisos (ex.: "IRRF: nenhuma faixa vigente em 2023-01-31.").
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            result: components["schemas"]["AvisosColaborador"][];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fechamento/configuracao": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Base diária do custo-hora da empresa (usada em todo cálculo de fechamento e na simulação de custo) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            result: components["schemas"]["ConfiguracaoCustoHora"];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        /** Altera a base diária do custo-hora; vale para os cálculos seguintes (um fechamento já calculado muda ao ser recalculado) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description carga_colaborador: custo total ÷ (dias úteis × carga diária do colaborador); oito_horas: ÷ (dias úteis × 8) */
                        baseHorasCustoHora: "carga_colaborador" | "oito_horas";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            result: components["schemas"]["ConfiguracaoCustoHora"];
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fechamento/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cria um fechamento (responde o id)
         * @description Corpo: { label, dataInicio, dataFim, diasUteis, descricao, bloqueio } (fechamentoSchema). Resposta: { result: { insertId, id } }.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        bloqueio?: boolean | number | string | null;
                        dataFim?: string | number | null;
                        dataInicio?: string | number | null;
                        descricao?: string | number | null;
                        diasUteis?: number | string | boolean | null;
                        label?: string | number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            result: {
                                id: number;
                                insertId: number;
                            };
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fechamento/custo-hh/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Resultados por colaborador do fechamento (ordenados por matrícula; paginável)
         * @description { result: [{ matricula, nome, funcao, departamento, regime, filial, salarioBase, beneficioTotal, impostoTotal, salarioLiquido, salarioFilial, provisaoDecimoTerceiro, provisaoFerias, provisaoRescisao, custoTotal, custoHora, custoHoraMeioPeriodo, cargaHoraria, meioPeriodo, ... }] }; ?detalhamento=true inclui o detalhamento de cada um. Paginação: com `pagina` e/ou `limite` (padrão 50, máximo 500) a resposta traz só essa página; sem eles, a lista inteira até 5.000 itens. O cabeçalho `X-Total-Count` diz quantos itens a lista tem (todas as páginas, com os filtros).
         */
        get: {
            parameters: {
                query?: {
                    detalhamento?: boolean;
                    /** @description Itens por página (padrão 50, no máximo 500) */
                    limite?: number;
                    /** @description Página da lista (1 = a primeira); com `pagina` ou `limite`, a resposta traz só essa página */
                    pagina?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            result: components["schemas"]["ResultadoColaborador"][];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        /**
         * Cálculo (3/3): calcula e grava o fechamento numa transação (substitui os resultados)
         * @description Numa única transação: trava o fechamento (SELECT ... FOR UPDATE), recusa fechamento bloqueado (409), carrega os colaboradores ativos no período (histórico vigente em dataFim), calcula cada um com o motor do domínio, apaga os resultados anteriores, grava os novos e marca calculadoEm. Um cálculo pedido enquanto outro do mesmo fechamento está em andamento (em qualquer processo da API) responde 409 sem esperar: sempre resta um único conjunto de resultados, o de um cálculo completo. partTimeColab (padrão true): o custo-hora de quem trabalha meio período usa a própria carga diária; false: a base de 8 h. Resposta: { result: { fechamentoId, colaboradores, totais, avisos, tempos } }.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        /**
                         * @description Custo-hora de meio período pela própria carga horária
                         * @default true
                         */
                        partTimeColab?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            result: components["schemas"]["ResultadoCalculoFechamento"];
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Erro */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fechamento/custo-hh/{id}/{mat}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Resultado de um colaborador no fechamento, com o detalhamento do cálculo */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                    mat: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            result: components["schemas"]["ResultadoColaborador"];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fechamento/custo-hh/media/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Médias do fechamento (custo-hora médio, custo total médio...)
         * @description { result: { fechamentoId, label, dataInicio, dataFim, calculado, colaboradores, custoHoraMedio, custoHoraPonderado, custoTotal, custoTotalMedio, salarioBaseMedio, beneficioTotalMedio, impostoTotalMedio, salarioLiquidoMedio, salarioFilialMedio } } (valores nulos quando não calculado)
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            result: components["schemas"]["MediaFechamento"];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fechamento/custo/departamentos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Custo total de cada departamento em cada fechamento calculado do período
         * @description { result: [{ nome (departamento), label (fechamento), custo, departamentoCod, sigla, fechamentoId, dataInicio }] }, do fechamento mais antigo ao mais recente; padrão: 12 meses até o último fechamento
         */
        get: {
            parameters: {
                query?: {
                    /** @description Mês de referência (último mês do período), 'yyyy-MM' ou 'yyyy-MM-dd'; padrão: o mês do último fechamento */
                    ate?: string;
                    /** @description Quantidade de meses do período (3, 6, 9 ou 12; padrão 6) */
                    meses?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            result: components["schemas"]["CustoDepartamento"][];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fechamento/custo/todosDepartamentoArea/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Custo total bruto por área (departamento) de um fechamento; id 0 = o último calculado
         * @description { result: [{ name (departamento), label (fechamento), custo, departamentoCod, sigla, fechamentoId }] }; vazio quando não calculado
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            result: components["schemas"]["CustoArea"][];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fechamento/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fechamentos do período do dashboard com as médias de cada um
         * @description { result: { inicio, fim, fechamentos: [MediaFechamento], disponiveis: [{ id, label, dataInicio, dataFim, calculado }] } }: os fechamentos cujo início está nos `meses` meses que terminam no mês `ate` (padrão: 6 meses até o último fechamento); disponiveis lista todos os fechamentos ativos (para escolher o mês de referência).
         */
        get: {
            parameters: {
                query?: {
                    /** @description Mês de referência (último mês do período), 'yyyy-MM' ou 'yyyy-MM-dd'; padrão: o mês do último fechamento */
                    ate?: string;
                    /** @description Quantidade de meses do período (3, 6, 9 ou 12; padrão 6) */
                    meses?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            result: components["schemas"]["DashboardPeriodo"];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fechamento/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lista de fechamentos (o período mais recente primeiro)
         * @description { result: [{ id, label, dataInicio, dataFim, diasUteis, descricao, bloqueio, ativo, calculadoEm, calculado, colaboradores }] }. calculado = o fechamento tem resultados por colaborador.
         */
        get: {
            parameters: {
                query?: {
                    ativo?: "true" | "false" | "1" | "0";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            result: components["schemas"]["FechamentoRecord"][];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fechamento/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Atualiza um fechamento (bloqueado: somente o bloqueio pode mudar) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        bloqueio?: boolean | number | string | null;
                        dataFim?: string | number | null;
                        dataInicio?: string | number | null;
                        descricao?: string | number | null;
                        diasUteis?: number | string | boolean | null;
                        label?: string | number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Alterado"];
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Erro */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/filial/{cod}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Detalhe de filiais */
        get: {
            parameters: {
                query?: {
                    /** @description Filtra por situação */
                    ativo?: "true" | "false" | "1" | "0" | "2";
                };
                header?: never;
                path: {
                    cod: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            result: components["schemas"]["FilialRecord"];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/filial/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cria filiais */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        ativo?: boolean | number | string | null;
                        cnpj?: string | number | null;
                        label?: string | number | null;
                        uf?: string | number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Criado"];
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/filial/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lista de filiais */
        get: {
            parameters: {
                query?: {
                    /** @description Filtra por situação */
                    ativo?: "true" | "false" | "1" | "0" | "2";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            result: components["schemas"]["FilialRecord"][];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/filial/update/{cod}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Atualiza filiais */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    cod: number;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        ativo?: boolean | number | string | null;
                        cnpj?: string | number | null;
                        label?: string | number | null;
                        uf?: string | number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Alterado"];
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/funcao/{cod}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Detalhe de funções */
        get: {
            parameters: {
                query?: {
                    /** @description Filtra por situação */
                    ativo?: "true" | "false" | "1" | "0" | "2";
                };
                header?: never;
                path: {
                    cod: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            result: components["schemas"]["FuncaoRecord"];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/funcao/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cria funções */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        ativo?: number | string | boolean | null;
                        cbo?: string | number | null;
                        descricao?: string | number | null;
                        nome?: string | number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Criado"];
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/funcao/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lista de funções */
        get: {
            parameters: {
                query?: {
                    /** @description Filtra por situação */
                    ativo?: "true" | "false" | "1" | "0" | "2";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            result: components["schemas"]["FuncaoRecord"][];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/funcao/listFuncoesAtivos1e2": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Funções ativas (1) e criadas pelo simulador (2), por código, para o simulador e seletores */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            result: components["schemas"]["FuncaoRecord"][];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/funcao/update/{cod}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Atualiza funções */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    cod: number;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        ativo?: number | string | boolean | null;
                        cbo?: string | number | null;
                        descricao?: string | number | null;
                        nome?: string | number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Alterado"];
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Vivo: o processo responde (sem consultar o banco; a prontidão é o /ready) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "ok";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/import/beneficios-colaborador": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Importa benefícios de colaboradores (alíquotas em porcentagem) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Uma linha por objeto, com as células (texto) pelo cabeçalho da primeira linha do arquivo */
                        data: {
                            [key: string]: string | number | boolean | null;
                        }[];
                        /** @description A linha de cada registro no arquivo (uma por item de data); sem ela, posição + 2 (o cabeçalho é a linha 1) */
                        linhas?: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            result?: {
                                /** @description Registros gravados */
                                applied?: number;
                                /** @description Por CPF: mensagens */
                                fail?: {
                                    [key: string]: string[];
                                };
                                /** @description Cada registro recusado, pela linha no arquivo, com todas as suas mensagens */
                                falhas?: {
                                    cpf?: string;
                                    linha?: number;
                                    mensagens?: string[];
                                }[];
                                /** @description Por CPF: matrícula (ou códigos dos benefícios) */
                                success?: {
                                    [key: string]: unknown;
                                };
                            };
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Erro */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/import/colaborador": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Importa novos colaboradores */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Uma linha por objeto, com as células (texto) pelo cabeçalho da primeira linha do arquivo */
                        data: {
                            [key: string]: string | number | boolean | null;
                        }[];
                        /** @description A linha de cada registro no arquivo (uma por item de data); sem ela, posição + 2 (o cabeçalho é a linha 1) */
                        linhas?: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            result?: {
                                /** @description Registros gravados */
                                applied?: number;
                                /** @description Por CPF: mensagens */
                                fail?: {
                                    [key: string]: string[];
                                };
                                /** @description Cada registro recusado, pela linha no arquivo, com todas as suas mensagens */
                                falhas?: {
                                    cpf?: string;
                                    linha?: number;
                                    mensagens?: string[];
                                }[];
                                /** @description Por CPF: matrícula (ou códigos dos benefícios) */
                                success?: {
                                    [key: string]: unknown;
                                };
                            };
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Erro */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/import/update-colaborador": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Atualiza colaboradores pelo CPF (registra histórico como o formulário) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Uma linha por objeto, com as células (texto) pelo cabeçalho da primeira linha do arquivo */
                        data: {
                            [key: string]: string | number | boolean | null;
                        }[];
                        /** @description A linha de cada registro no arquivo (uma por item de data); sem ela, posição + 2 (o cabeçalho é a linha 1) */
                        linhas?: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            result?: {
                                /** @description Registros gravados */
                                applied?: number;
                                /** @description Por CPF: mensagens */
                                fail?: {
                                    [key: string]: string[];
                                };
                                /** @description Cada registro recusado, pela linha no arquivo, com todas as suas mensagens */
                                falhas?: {
                                    cpf?: string;
                                    linha?: number;
                                    mensagens?: string[];
                                }[];
                                /** @description Por CPF: matrícula (ou códigos dos benefícios) */
                                success?: {
                                    [key: string]: unknown;
                                };
                            };
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Erro */
                413: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/imposto/{cod}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Detalhe de imposto, com valores por filial, regimes vinculados e faixas ativas */
        get: {
            parameters: {
                query?: {
                    /** @description Filtra por situação */
                    ativo?: "true" | "false" | "1" | "0";
                };
                header?: never;
                path: {
                    cod: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            result: components["schemas"]["ImpostoDetail"];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/imposto/calculate/{closingId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cálculo (2/3, validação e prévia): impostos do fechamento; não grava nada
         * @description Chamado em paralelo com POST /beneficio/calculate/{id}. Mesmas validações (404, 409 bloqueado, 409 já calculado sem isRecalculate). Resposta: { result: { fechamentoId, colaboradores, impostoTotal, encargos, impostos: [{ cod, sigla, nome, parteColaborador, parteFilial }], avisos } }. Idempotente.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    closingId: number;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        /**
                         * @description true para recalcular um fechamento já calculado
                         * @default false
                         */
                        isRecalculate?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            result: components["schemas"]["PreviaImpostos"];
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Erro */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/imposto/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cria imposto */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        ativo?: boolean | number | string | null;
                        descricao?: string | number | null;
                        nome?: string | number | null;
                        sigla?: string | number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Criado"];
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/imposto/faixa/{cod}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Faixas do imposto {cod} (cod = código do imposto), da vigência mais recente para a mais antiga */
        get: {
            parameters: {
                query?: {
                    /** @description Filtra por situação */
                    ativo?: "true" | "false" | "1" | "0";
                };
                header?: never;
                path: {
                    cod: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            result: components["schemas"]["FaixaImpostoRecord"][];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        /** Atualiza a faixa {cod} — aqui cod é o ID DA FAIXA (não o código do imposto); ativo=false desativa a faixa; recusa faixa sobreposta na mesma vigência */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    cod: number;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        aliq_faixa?: number | string | boolean | null;
                        ativo?: boolean | number | string | null;
                        base_aliq_faixa?: string | number | null;
                        compara_fim?: string | number | null;
                        compara_inicio?: string | number | null;
                        imposto_cod?: number | string | boolean | null;
                        observacao?: string | number | null;
                        valor_deducao?: number | string | boolean | null;
                        valor_faixa?: number | string | boolean | null;
                        valor_faixa_fim?: number | string | boolean | null;
                        valor_faixa_inicio?: number | string | boolean | null;
                        vigencia_fim?: string | number | null;
                        vigencia_inicio?: string | number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Alterado"];
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        /** Cria uma faixa para o imposto {cod} (cod = código do imposto); recusa faixa sobreposta na mesma vigência */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    cod: number;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        aliq_faixa?: number | string | boolean | null;
                        ativo?: boolean | number | string | null;
                        base_aliq_faixa?: string | number | null;
                        compara_fim?: string | number | null;
                        compara_inicio?: string | number | null;
                        imposto_cod?: number | string | boolean | null;
                        observacao?: string | number | null;
                        valor_deducao?: number | string | boolean | null;
                        valor_faixa?: number | string | boolean | null;
                        valor_faixa_fim?: number | string | boolean | null;
                        valor_faixa_inicio?: number | string | boolean | null;
                        vigencia_fim?: string | number | null;
                        vigencia_inicio?: string | number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Criado"];
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/imposto/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lista de impostos */
        get: {
            parameters: {
                query?: {
                    /** @description Filtra por situação */
                    ativo?: "true" | "false" | "1" | "0";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            result: components["schemas"]["ImpostoRecord"][];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/imposto/update/{cod}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Atualiza imposto */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    cod: number;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        ativo?: boolean | number | string | null;
                        descricao?: string | number | null;
                        nome?: string | number | null;
                        sigla?: string | number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Alterado"];
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jira/project/category/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Categoria de um projeto */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Chave do projeto */
                    key: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: null | components["schemas"]["Categoria"];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jira/projects": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Todos os projetos da lista filtrada (exportação), sem paginação
         * @description Mesmos filtros e ordem de GET /jira/projects/{page}. Resposta: { data: ProjetoItem[] }.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Anos separados por vírgula (ano da última atualização de issue, horário de São Paulo) */
                    anos?: string;
                    /** @description Id da categoria */
                    categoria?: number;
                    /** @description Id do cliente */
                    cliente?: number;
                    direcao?: "asc" | "desc";
                    /** @description accountId do líder */
                    lider?: string;
                    ordem?: "key" | "name" | "category" | "lead" | "lastIssueUpdateTime";
                    /** @description Itens por página */
                    tamanho?: number;
                    /** @description Parte do nome ou da chave (sem diferenciar maiúsculas e acentos) */
                    texto?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ProjetoItem"][];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jira/projects/{keys}/{startDate}/{endDate}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Resultados de um ou mais projetos no período (horas, custo HH, colaboradores, tarefas)
         * @description keys separadas por vírgula; datas dd/MM/yyyy (codificadas na URL) ou yyyy-MM-dd, inclusivas. Corpo { key?: string[], page?: number } (página de tarefas, 10 por página). Resposta: DetalheProjeto. Custo HH = horas x custo-hora do autor no fechamento do mês (sem fechamento do mês: o último anterior, estimado = true).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Fim */
                    endDate: string;
                    /** @description Chaves */
                    keys: string;
                    /** @description Início */
                    startDate: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        key?: string[];
                        /** @default 1 */
                        page?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["DetalheProjeto"];
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jira/projects/{page}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Uma página da lista de projetos, com filtros e ordenação
         * @description Resposta: { pages, total, data: ProjetoItem[] }. page começa em 1.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Anos separados por vírgula (ano da última atualização de issue, horário de São Paulo) */
                    anos?: string;
                    /** @description Id da categoria */
                    categoria?: number;
                    /** @description Id do cliente */
                    cliente?: number;
                    direcao?: "asc" | "desc";
                    /** @description accountId do líder */
                    lider?: string;
                    ordem?: "key" | "name" | "category" | "lead" | "lastIssueUpdateTime";
                    /** @description Itens por página */
                    tamanho?: number;
                    /** @description Parte do nome ou da chave (sem diferenciar maiúsculas e acentos) */
                    texto?: string;
                };
                header?: never;
                path: {
                    /** @description Página */
                    page: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProjetosPagina"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jira/projects/anos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Anos do filtro da lista: os que têm projetos (ano da última atualização de issue, horário de São Paulo)
         * @description { data: [2026, 2025, ...] } — o ano corrente primeiro, depois os outros do mais novo ao mais antigo
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: number[];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jira/projects/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Categorias de projeto
         * @description { data: [{ id, name }] }
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Categoria"][];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jira/projects/custo/{key}/{inicio}/{fim}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Previsto x realizado: custo real por mês (custo HH + custos extras)
         * @description Resposta: { data: CustoRealMes[] } com todos os meses do período: { mes, timeSpentTotal, timeSpentBillable, custoHH, custoIndireto, custoReal, estimado }.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Fim */
                    fim: string;
                    /** @description Início (dd/MM/yyyy ou yyyy-MM-dd) */
                    inicio: string;
                    /** @description Chave do projeto */
                    key: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["CustoRealMes"][];
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jira/projects/faturamento/{key}/{inicio}/{fim}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Previsto x realizado: receita real por mês (relatórios de margem salvos)
         * @description Resposta: { data: FaturamentoMes[] } = [{ mes, receitaBruta, relatorioId, nome }], só os meses com relatório ativo.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Fim */
                    fim: string;
                    /** @description Início (dd/MM/yyyy ou yyyy-MM-dd) */
                    inicio: string;
                    /** @description Chave do projeto */
                    key: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["FaturamentoMes"][];
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jira/projects/lideres": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Líderes de projeto (para o filtro)
         * @description { data: [{ accountId, displayName, email }] }
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Lider"][];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jira/projects/margem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Salva um relatório de margem
         * @description Corpo: o payload de salvamento da spec (camelCase) mais as cinco taxas. Os valores são recalculados pelo servidor. Somente um projeto e um mês inteiro (400 caso contrário). Nome obrigatório e único entre os relatórios e simulações ativos do usuário (400 'Já existe um relatório com este nome.'). Resposta: { data: RelatorioMargem, message }.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        custoHH?: string | number | null;
                        custosIndiretos?: ({
                            cotacao?: string | number | null;
                            descricao?: string | number | null;
                            moeda?: string | number | null;
                            tipo_custo?: string | number | null;
                            valor?: string | number | null;
                        } | null)[] | null;
                        email?: string | number | null;
                        nomeRelatorio?: string | number | null;
                        periodoFim?: string | number | null;
                        periodoInicio?: string | number | null;
                        projeto?: (string | number | null)[] | string | null;
                        receitaBruta?: string | number | null;
                        taxaDespesas?: string | number | null;
                        taxaImposto?: string | number | null;
                        taxaImpostoResultado?: string | number | null;
                        taxaRateio?: string | number | null;
                        taxaRv?: string | number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["RelatorioMargem"];
                            message: string;
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jira/projects/margem-name/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Verifica se o nome de relatório/simulação já está em uso pelo usuário
         * @description { found: boolean } entre os relatórios e simulações ativos do usuário (sem diferenciar maiúsculas).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Nome */
                    name: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            found: boolean;
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jira/projects/margem/{email}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lista os relatórios de margem ativos do usuário
         * @description Resposta: { data: RelatorioMargem[] }. 403 quando o e-mail não é o do usuário.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description E-mail do usuário */
                    email: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["RelatorioMargem"][];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jira/projects/margem/{email}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Detalhe de um relatório de margem do usuário */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description E-mail do usuário */
                    email: string;
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["RelatorioMargem"];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jira/projects/margem/{email}/change-active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Exclui (ativo false) ou reativa um relatório de margem */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description E-mail do usuário */
                    email: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ativo: boolean;
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Mensagem"];
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/jira/projects/margem/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Atualiza um relatório de margem (recalcula)
         * @description Corpo igual ao de POST /jira/projects/margem. Resposta: { data: RelatorioMargem, message }.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        custoHH?: string | number | null;
                        custosIndiretos?: ({
                            cotacao?: string | number | null;
                            descricao?: string | number | null;
                            moeda?: string | number | null;
                            tipo_custo?: string | number | null;
                            valor?: string | number | null;
                        } | null)[] | null;
                        email?: string | number | null;
                        nomeRelatorio?: string | number | null;
                        periodoFim?: string | number | null;
                        periodoInicio?: string | number | null;
                        projeto?: (string | number | null)[] | string | null;
                        receitaBruta?: string | number | null;
                        taxaDespesas?: string | number | null;
                        taxaImposto?: string | number | null;
                        taxaImpostoResultado?: string | number | null;
                        taxaRateio?: string | number | null;
                        taxaRv?: string | number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["RelatorioMargem"];
                            message: string;
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Renomeia um relatório de margem
         * @description Corpo { nome }. Nome obrigatório e único (400 'Já existe um relatório com este nome.').
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        nome?: string | number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["RelatorioMargem"];
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/jira/projects/margem/simulator": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Calcula a margem (projeto) sem gravar
         * @description Corpo { keys, periodoInicio, periodoFim, receitaBruta, taxaImposto, taxaImpostoResultado, taxaRv, taxaRateio, taxaDespesas, custosIndiretos[] } (taxas como frações; ausentes = padrão 9,35/34,00/3,99/12,10/13,70 %). O custo HH é o do servidor. Resposta: { data: MargemCalculada, estimado }.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        custoHH?: string | number | null;
                        custosIndiretos?: ({
                            cotacao?: string | number | null;
                            descricao?: string | number | null;
                            moeda?: string | number | null;
                            tipo_custo?: string | number | null;
                            valor?: string | number | null;
                        } | null)[] | null;
                        keys?: (string | number | null)[] | string | null;
                        periodoFim?: string | number | null;
                        periodoInicio?: string | number | null;
                        receitaBruta?: string | number | null;
                        taxaDespesas?: string | number | null;
                        taxaImposto?: string | number | null;
                        taxaImpostoResultado?: string | number | null;
                        taxaRateio?: string | number | null;
                        taxaRv?: string | number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MargemSimulada"];
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jira/projects/search/{page}/{text}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Busca de projetos por nome ou chave */
        get: {
            parameters: {
                query?: {
                    /** @description Anos separados por vírgula (ano da última atualização de issue, horário de São Paulo) */
                    anos?: string;
                    /** @description Id da categoria */
                    categoria?: number;
                    /** @description Id do cliente */
                    cliente?: number;
                    direcao?: "asc" | "desc";
                    /** @description accountId do líder */
                    lider?: string;
                    ordem?: "key" | "name" | "category" | "lead" | "lastIssueUpdateTime";
                    /** @description Itens por página */
                    tamanho?: number;
                    /** @description Parte do nome ou da chave (sem diferenciar maiúsculas e acentos) */
                    texto?: string;
                };
                header?: never;
                path: {
                    /** @description Página */
                    page: number;
                    /** @description Texto */
                    text: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProjetosPagina"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jira/projects/search/{page}/category/{text}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Busca de projetos pelo nome da categoria */
        get: {
            parameters: {
                query?: {
                    /** @description Anos separados por vírgula (ano da última atualização de issue, horário de São Paulo) */
                    anos?: string;
                    /** @description Id da categoria */
                    categoria?: number;
                    /** @description Id do cliente */
                    cliente?: number;
                    direcao?: "asc" | "desc";
                    /** @description accountId do líder */
                    lider?: string;
                    ordem?: "key" | "name" | "category" | "lead" | "lastIssueUpdateTime";
                    /** @description Itens por página */
                    tamanho?: number;
                    /** @description Parte do nome ou da chave (sem diferenciar maiúsculas e acentos) */
                    texto?: string;
                };
                header?: never;
                path: {
                    /** @description Página */
                    page: number;
                    /** @description Nome (ou parte) da categoria */
                    text: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ProjetosPagina"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jira/projects/times/{pares}/{startDate}/{endDate}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Comparação de projetos: tempo total, faturável, custo HH e custo total de cada projeto no período
         * @description pares = KEY:ID separados por vírgula (o id é conferido). Resposta: { data: ItemComparacao[] }.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Fim */
                    endDate: string;
                    /** @description KEY:ID,... */
                    pares: string;
                    /** @description Início */
                    startDate: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ItemComparacao"][];
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jira/projects/times/{startDate}/{endDate}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Comparação de projetos, com os pares no corpo (para listas longas demais para a URL)
         * @description Corpo { pares }: o mesmo texto do segmento `pares` do GET (KEY:ID separados por vírgula). Resposta: a do GET.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Fim */
                    endDate: string;
                    /** @description Início */
                    startDate: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description KEY:ID,... */
                        pares: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ItemComparacao"][];
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jira/projects/year/{key}/{ano}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Previsto x realizado: custo real e receita real de cada mês do ano de um projeto
         * @description Resposta: { data: RealMes[] } com os 12 meses: { mes, timeSpentTotal, timeSpentBillable, custoHH, custoIndireto, custoReal, estimado, receitaReal, relatorioId }. custoReal = custo HH dos worklogs do mês + custos extras do mês; receitaReal = receita_bruta do relatório de margem ativo do mês (null sem relatório).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    ano: number;
                    /** @description Chave do projeto */
                    key: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["RealMes"][];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jira/sync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sincroniza agora com o Jira e o Tempo ("sincronizar agora")
         * @description Inicia uma execução do conector e responde com o seu id; ela segue em segundo plano (acompanhe em GET /jira/sync/execucoes). Sem 'tipo' a execução retoma uma execução que falhou ou decide entre completa (releitura da janela inteira, remove o que foi excluído no Tempo) e incremental.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        /**
                         * @description Força o tipo da execução
                         * @enum {string}
                         */
                        tipo?: "completa" | "incremental";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                id: number;
                            };
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Erro */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Serviço não configurado */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/jira/sync/execucoes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lista as últimas execuções da sincronização com o Jira/Tempo */
        get: {
            parameters: {
                query?: {
                    limite?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @description false: sem JIRA_*\/TEMPO_* nada sincroniza (dados de demonstração) */
                            configurado: boolean;
                            data: {
                                contagens: {
                                    [key: string]: number;
                                };
                                erro: string | null;
                                id: number;
                                /** Format: date-time */
                                iniciadoEm: string;
                                /** @enum {string} */
                                origem: "agendada" | "manual" | "partida";
                                /** @enum {string} */
                                status: "executando" | "sucesso" | "falha";
                                /** Format: date-time */
                                terminadoEm: string | null;
                                /** @enum {string} */
                                tipo: "completa" | "incremental";
                            }[];
                            /** @description Uma execução está em andamento neste processo */
                            emAndamento: boolean;
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Entrar com usuário e senha
         * @description Devolve token de acesso (15 min), refresh token (7 dias), o usuário com suas seções e device_token (180 dias), que o navegador guarda e reenvia nas próximas entradas. Credenciais erradas: 400 'Usuário ou senha inválidos.'. As falhas contam por conta e endereço (usuário e e-mail são a mesma conta) e por endereço; as de um navegador com device_token válido da conta, só por conta e navegador. Depois de LOGIN_FREE_FAILURES_PER_ACCOUNT falhas do par ou LOGIN_FREE_FAILURES_PER_IP do endereço, cada nova tentativa desse cliente espera 2^(n - livres) s (até LOGIN_MAX_DELAY_SECONDS) antes de a senha ser conferida: 429 com Retry-After. Falhas vindas de outros endereços nunca atrasam o dono; nunca bloqueia a conta.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            /** @description authorization = base64 de JSON.stringify({ usuario, senha }) (forma usada pela aplicação); também aceita { usuario, senha } em JSON simples. device_token: o da última entrada bem-sucedida deste navegador, se houver. */
            requestBody?: {
                content: {
                    "application/json": {
                        authorization?: string;
                        device_token?: string;
                        senha?: string | number | null;
                        usuario?: string | number | null;
                    };
                };
            };
            responses: {
                /** @description Sessão criada */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SessaoAutenticada"];
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Muitas tentativas */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Erro interno do servidor */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/login/authenticate-register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Autenticar o administrador na confirmação de cadastro
         * @description authorization = base64 de JSON.stringify({ usuario, senha }) de um administrador; devolve um token de acesso (enviado no cabeçalho de /login/confirm-register). Mesmos limites de tentativas do login.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        authorization?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            token: string;
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Muitas tentativas */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Erro interno do servidor */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/login/confirm-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirmar o e-mail de uma solicitação de cadastro
         * @description token = o do link <APP_URL>/cadastrar/<token> enviado ao solicitante (uso único, expira). Confirmado o e-mail, a solicitação passa aos administradores, que recebem o link de aprovação. Link desconhecido ou expirado: 400 'Link de confirmação inválido ou expirado.'; já usado: 400 'Este link já foi usado.'.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        token?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            result: boolean;
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Erro interno do servidor */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/login/confirm-register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Aprovar ou rejeitar a solicitação de cadastro
         * @description confirmation verdadeiro aprova e cria o usuário (usuário = e-mail) com as seções de secoes; falso rejeita. token é o da solicitação; o token de acesso do administrador vai no cabeçalho Authorization. O solicitante é avisado por e-mail.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        confirmation: boolean;
                        secoes?: string[];
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            result: boolean;
                            /** @enum {string} */
                            status: "aprovada" | "rejeitada";
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Erro interno do servidor */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/login/google": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Entrar com conta Google (código OAuth)
         * @description Recebe code, state (e iss, quando vier) do retorno do Google e o flow de GET /login/google/url. A pessoa é identificada por emissor + subject; uma conta existente só é vinculada pelo e-mail verificado quando um administrador permitiu. Pessoa desconhecida: uma solicitação de cadastro é enviada aos administradores e a resposta é 403 com code 'REGISTRATION_REQUESTED'. Outras falhas: 400 'Erro ao autenticar com o Google.'.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        code?: string;
                        flow?: string;
                        iss?: string;
                        state?: string;
                    };
                };
            };
            responses: {
                /** @description Sessão criada */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SessaoAutenticada"];
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Serviço não configurado */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/login/google/url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Iniciar o login com Google
         * @description Devolve o endereço de autorização do Google (escopos openid profile email, acesso offline, PKCE, state e nonce) e flow, um token assinado de 10 minutos que o navegador devolve em POST /login/google. 503 sem GOOGLE_CLIENT_ID.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            flow: string;
                            url: string;
                        };
                    };
                };
                /** @description Serviço não configurado */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/login/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sair: encerra a sessão do token informado
         * @description Encerra a sessão (revoga a família) de cada token assinado corretamente, vencido ou não: o token de acesso em token, o refresh token em refresh_token ou no cabeçalho refresh_token — qualquer um basta, e os dois tokens da sessão deixam de valer na hora. Responde sempre { result: true }.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        refresh_token?: string;
                        token?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            result: boolean;
                        };
                    };
                };
                /** @description Erro interno do servidor */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/login/refresh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Renovar a sessão com o refresh token
         * @description O refresh token é de uso único: a resposta traz um novo par. Reapresentá-lo até REFRESH_REUSE_GRACE_SECONDS (10 s) depois do primeiro uso (duas abas ao mesmo tempo) dá outro par da mesma sessão; depois disso, reapresentar um refresh token já usado revoga toda a família (todas as sessões derivadas do mesmo login) e responde 401 com code 'UNAUTHORIZED'. O refresh token pode vir no corpo ou no cabeçalho refresh_token.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        refresh_token?: string;
                    };
                };
            };
            responses: {
                /** @description Sessão criada */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SessaoAutenticada"];
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Erro interno do servidor */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/login/request-access": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Solicitar cadastro
         * @description form = base64 de JSON.stringify({ nome, sobrenome, email, senha, confirma, mensagem }). Responde { result: true } também quando o e-mail já tem conta (o dono recebe um aviso). A solicitação fica pendente de confirmação: o e-mail informado recebe um link de uso único <APP_URL>/cadastrar/<token> (REGISTRATION_CONFIRM_TTL_SECONDS, 24 h); só depois de POST /login/confirm-email os administradores recebem o link de aprovação. Limite por endereço IP (REGISTRATION_MAX_PER_IP por hora, 429).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        confirma?: string | number | null;
                        email?: string | number | null;
                        form?: string;
                        mensagem?: string | number | null;
                        nome?: string | number | null;
                        senha?: string | number | null;
                        sobrenome?: string | number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            result: boolean;
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Muitas tentativas */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Erro interno do servidor */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/login/verify-solicitation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Carregar a solicitação de cadastro pelo token
         * @description Devolve nome, sobrenome, email e mensagem de uma solicitação pendente; senão 400 'Solicitação de cadastro inválida ou expirada.' (ou 'Este link já foi usado.' quando já foi aprovada ou rejeitada).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        token?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            email: string;
                            mensagem: string;
                            nome: string;
                            sobrenome: string;
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Erro interno do servidor */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/password/check": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Verificar o token da sessão
         * @description Com isRecovery falso ou ausente, verifica o token de acesso: status 'ok' com o usuário, ou 'invalid'. Com isRecovery verdadeiro verifica o token do link de recuperação de senha: 'ok' (sem usuário) se ainda pode ser usado.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        isRecovery?: boolean;
                        token?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            errors: {
                                errorMessage: string;
                            }[];
                            /** @enum {string} */
                            status: "ok" | "invalid";
                            user?: components["schemas"]["Usuario"];
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Erro interno do servidor */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/password/forgot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pedir o e-mail de recuperação de senha
         * @description Responde sempre { result: true } (existindo ou não a conta) antes de procurar a conta; depois, em segundo plano, envia um link <APP_URL>/recover/<token> válido por 30 minutos e de uso único. Limites: por conta (PASSWORD_RESET_MAX_PER_ACCOUNT por hora; acima dele nada é enviado, com a mesma resposta) e por endereço IP (PASSWORD_RESET_MAX_PER_IP, 429).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        email?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            result: boolean;
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Muitas tentativas */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Erro interno do servidor */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/password/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Gravar a nova senha com o token de recuperação
         * @description senha (e confirma, opcional) em base64 de UTF-8 e o token do link. O token é de uso único; a troca encerra todas as sessões do usuário (refresh tokens revogados, tokens de acesso anteriores recusados).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        confirma?: string;
                        senha?: string;
                        token?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            result: boolean;
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Erro interno do servidor */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/planejamento": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Salva as diferenças do planejamento numa transação (versão otimista)
         * @description Corpo (spec 02 seção 7): { projeto, versao, novosMeses, novos: { previstoFuncao, previstoIndireto }, updates: { valorVenda: { "MM-YYYY": valor }, previstoFuncao, previstoIndireto, margemCusto?, cliente? }, deletados: { previstoFuncao: ids, previstoIndireto: ids, meses, valorVenda: meses } }. `versao` é a versão carregada: se outro usuário salvou depois, responde 409 e nada é gravado. O servidor aplica o diff, valida o resultado (ao menos um mês; cada mês com cliente, valor venda, função ou custo indireto), recalcula os totais e responde { data: Planejamento, message }.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        deletados?: {
                            meses?: (string | number | null)[] | string | null;
                            previstoFuncao?: (number | string | boolean | null)[] | null;
                            previstoIndireto?: (number | string | boolean | null)[] | null;
                            valorVenda?: (string | number | null)[] | string | null;
                        } | null;
                        novos?: {
                            previstoFuncao?: ({
                                codigo_funcao?: number | string | boolean | null;
                                custo_venda_funcao?: string | number | boolean | null | {
                                    [key: string]: string | number | boolean | null;
                                };
                                horas_funcao?: string | number | boolean | null | {
                                    [key: string]: string | number | boolean | null;
                                };
                                indice?: number | string | boolean | null;
                                mes_ano?: string | number | null;
                                nome_funcao?: string | number | null;
                                tempId?: number | string | boolean | null;
                            } | null)[] | null;
                            previstoIndireto?: ({
                                cotacao?: string | number | boolean | null | {
                                    [key: string]: string | number | boolean | null;
                                };
                                descricao_custo_indireto?: string | number | null;
                                indice?: number | string | boolean | null;
                                mes_ano?: string | number | null;
                                moeda?: string | number | null;
                                tempId?: number | string | boolean | null;
                                tipo?: string | number | null;
                                valor_original_custo_indireto?: string | number | boolean | null | {
                                    [key: string]: string | number | boolean | null;
                                };
                            } | null)[] | null;
                        } | null;
                        novosMeses?: (string | number | null)[] | string | null;
                        projeto?: string | number | null;
                        updates?: {
                            cliente?: number | string | boolean | null;
                            margemCusto?: string | number | boolean | null | {
                                [key: string]: string | number | boolean | null;
                            };
                            previstoFuncao?: ({
                                codigo_funcao?: number | string | boolean | null;
                                custo_venda_funcao?: string | number | boolean | null | {
                                    [key: string]: string | number | boolean | null;
                                };
                                horas_funcao?: string | number | boolean | null | {
                                    [key: string]: string | number | boolean | null;
                                };
                                id?: number | string | boolean | null;
                                indice?: number | string | boolean | null;
                                mes_ano?: string | number | null;
                                nome_funcao?: string | number | null;
                                tempId?: number | string | boolean | null;
                            } | null)[] | null;
                            previstoIndireto?: ({
                                cotacao?: string | number | boolean | null | {
                                    [key: string]: string | number | boolean | null;
                                };
                                descricao_custo_indireto?: string | number | null;
                                id?: number | string | boolean | null;
                                indice?: number | string | boolean | null;
                                mes_ano?: string | number | null;
                                moeda?: string | number | null;
                                tempId?: number | string | boolean | null;
                                tipo?: string | number | null;
                                valor_original_custo_indireto?: string | number | boolean | null | {
                                    [key: string]: string | number | boolean | null;
                                };
                            } | null)[] | null;
                            valorVenda?: string | number | boolean | null | {
                                [key: string]: string | number | boolean | null;
                            };
                        } | null;
                        versao?: number | string | boolean | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Planejamento"];
                            message: string;
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Erro */
                409: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/planejamento/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Planejamento financeiro do projeto (meses, linhas e totais)
         * @description { data: { projeto, versao, cliente, margemCusto, meses: { 'MM-YYYY': { valorVenda, total_previsto_funcao, total_previsto_indireto, previstoFuncao[], previstoIndireto[] } }, previstoTotal, projetoInfo: { id, chave, nome, clienteId }, clientes: Cliente[] } }. Sem planejamento: meses vazio e versao 0. O cliente do planejamento é o cliente do projeto.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Chave do projeto */
                    key: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["PlanejamentoCarregado"];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/planejamento/funcoes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Funções ativas com o custo-hora médio do último fechamento calculado
         * @description { data: { fechamento: { id, label, dataInicio, dataFim } | null, funcoes: [{ cod, nome, custoHoraMedio }] } }. custoHoraMedio = média do custo_hora dos colaboradores da função no último fechamento (ativo) com resultados, em centavos; null sem dados. É a Taxa de Custo sugerida de uma nova linha de função (editável).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["FuncoesPlanejamento"];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/planejamento/previsto/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Custo e receita previstos do projeto por mês
         * @description { data: [{ mes: 'yyyy-MM', chave: 'MM-YYYY', horas, custoFuncao, custoIndireto, custoPrevisto, receitaPrevista }] }. custoPrevisto = funções + custos indiretos do mês; receitaPrevista = valorVenda do mês (null sem valor). Só os meses do planejamento.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Último mês, 'yyyy-MM' */
                    ate?: string;
                    /** @description Primeiro mês, 'yyyy-MM' */
                    de?: string;
                };
                header?: never;
                path: {
                    /** @description Chave do projeto */
                    key: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["PrevistoMes"][];
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projecao-carteira": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Carteira: cada projeto ativo com planejamento, sua margem no término e o status, em ordem de risco (responde na hora)
         * @description Filtros: cliente (id), lider (accountId), categoria (id). Status pelos limites do administrador. Responde na hora com as linhas guardadas: as de entradas alteradas vêm com os valores anteriores e 'recalculando': true; projetos nunca calculados vêm em 'semProjecao' (valor de venda, custo e margem planejados). 'recalculando' conta ambos, calculados em segundo plano: consulte de novo até ser 0.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Id da categoria */
                    categoria?: number;
                    /** @description Id do cliente */
                    cliente?: number;
                    /** @description accountId do líder */
                    lider?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                limites: {
                                    desvioAtencao: string;
                                    desvioRisco: string;
                                    margemAtencao: string;
                                    margemRisco: string;
                                };
                                linhas: {
                                    causa: string;
                                    consumido: string | null;
                                    custoA: string;
                                    custoB: string;
                                    custoPrevisto: string;
                                    indicadores: {
                                        desvio: string | null;
                                        margemNoTermino: string | null;
                                        previstoAteHoje: string;
                                        realAteHoje: string;
                                    };
                                    margemA: string | null;
                                    margemB: string | null;
                                    margemPlanejada: string | null;
                                    mesesRestantes: number;
                                    motivos: string[];
                                    projeto: {
                                        categoria: {
                                            id: number;
                                            nome: string;
                                        } | null;
                                        chave: string;
                                        cliente: {
                                            id: number;
                                            nome: string;
                                        } | null;
                                        id: number;
                                        lider: {
                                            accountId: string;
                                            nome: string;
                                        } | null;
                                        nome: string;
                                    };
                                    /** @description Entradas alteradas desde o cálculo: valores anteriores, sendo calculados de novo */
                                    recalculando: boolean;
                                    status: "em_risco" | "atencao" | "no_prazo";
                                    valorVenda: string;
                                }[];
                                /** @description Linhas sendo calculadas de novo em segundo plano (marcadas + semProjecao); 0: todas atuais */
                                recalculando: number;
                                semProjecao: {
                                    custoPrevisto: string;
                                    margemPlanejada: string | null;
                                    projeto: {
                                        categoria: {
                                            id: number;
                                            nome: string;
                                        } | null;
                                        chave: string;
                                        cliente: {
                                            id: number;
                                            nome: string;
                                        } | null;
                                        id: number;
                                        lider: {
                                            accountId: string;
                                            nome: string;
                                        } | null;
                                        nome: string;
                                    };
                                    valorVenda: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projecao/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Projeção do projeto: realizado, a realizar, estimativas no término (a/b), variação explicada
         * @description Do planejamento do projeto e das horas lançadas (agregado mensal), com o custo-hora dos fechamentos calculados. Meses depois do último fechamento: provisórios; degraus: o ajuste de cada fechamento. 404 sem planejamento.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Chave do projeto */
                    key: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                aRealizar: {
                                    meses: {
                                        custoFuncao: string;
                                        custoIndireto: string;
                                        funcoes: {
                                            cod: number;
                                            custo: string;
                                            custoHora: string;
                                            fonte: "fechamento" | "plano";
                                            horasPlanejadas: string;
                                            horasRestantes: string;
                                            nome: string;
                                        }[];
                                        horas: string;
                                        /** @description Mês 'MM-AAAA' */
                                        mes: string;
                                        parcial: boolean;
                                        total: string;
                                    }[];
                                    total: string;
                                };
                                causa: string;
                                consumido: string | null;
                                custoPrevisto: string;
                                degraus: {
                                    fechamentoId: number;
                                    /** @description Mês 'MM-AAAA' */
                                    mes: string;
                                    meses: {
                                        ajuste: string;
                                        antes: string;
                                        depois: string;
                                        /** @description Mês 'MM-AAAA' */
                                        mes: string;
                                    }[];
                                    texto: string;
                                    total: string;
                                }[];
                                desempenho: {
                                    cpi: string | null;
                                    fator: string;
                                    limitado: boolean;
                                };
                                estimativaA: {
                                    custo: string;
                                    margem: string | null;
                                    resultado: string;
                                };
                                estimativaB: {
                                    custo: string;
                                    margem: string | null;
                                    resultado: string;
                                };
                                fimDoPlano: string | null;
                                indicadores: {
                                    desvio: string | null;
                                    margemNoTermino: string | null;
                                    previstoAteHoje: string;
                                    realAteHoje: string;
                                };
                                margemPlanejada: string | null;
                                margemPrevistaInformada: string | null;
                                /** @description Mês 'MM-AAAA' */
                                mesAtual: string;
                                meses: {
                                    acumuladoPrevisto: string;
                                    acumuladoProjetado: string;
                                    acumuladoReal: string | null;
                                    aRealizar: string | null;
                                    estimado: boolean;
                                    /** @description Mês 'MM-AAAA' */
                                    mes: string;
                                    previsto: string;
                                    provisorio: boolean;
                                    real: string | null;
                                }[];
                                mesesRestantes: number;
                                motivos: string[];
                                projeto: {
                                    categoria: {
                                        id: number;
                                        nome: string;
                                    } | null;
                                    chave: string;
                                    cliente: {
                                        id: number;
                                        nome: string;
                                    } | null;
                                    id: number;
                                    lider: {
                                        accountId: string;
                                        nome: string;
                                    } | null;
                                    nome: string;
                                };
                                realizado: {
                                    meses: {
                                        custoExtra: string;
                                        custoHH: string;
                                        custoReal: string;
                                        estimado: boolean;
                                        horas: string;
                                        /** @description Mês 'MM-AAAA' */
                                        mes: string;
                                        provisorio: boolean;
                                    }[];
                                    provisorio: string;
                                    total: string;
                                };
                                status: "em_risco" | "atencao" | "no_prazo";
                                ultimoFechamento: string | null;
                                valorVenda: string;
                                variacao: {
                                    /** @description Mês 'MM-AAAA' */
                                    ate: string;
                                    componentes: {
                                        foraDoPlano: string;
                                        horas: string;
                                        indiretos: string;
                                        mix: string;
                                        taxa: string;
                                    };
                                    porFuncao: {
                                        cod: number | null;
                                        foraDoPlano: string;
                                        horas: string;
                                        nome: string;
                                        taxa: string;
                                        total: string;
                                    }[];
                                    porMes: {
                                        /** @description Mês 'MM-AAAA' */
                                        mes: string;
                                        previsto: string;
                                        real: string;
                                        valor: string;
                                    }[];
                                    porPessoa: {
                                        mat: string | null;
                                        nome: string;
                                        valor: string;
                                    }[];
                                    previsto: string;
                                    real: string;
                                    total: string;
                                };
                            };
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/projecao/{key}/regras-alerta": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Regras de alerta do projeto: globais, as do projeto e as efetivas */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Chave do projeto */
                    key: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["RegrasAlertaDoProjeto"];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        /**
         * Altera as regras de alerta do projeto e o reavalia
         * @description Campo ausente herda a regra global; null desliga a regra no projeto; corpo vazio volta às regras globais.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Chave do projeto */
                    key: string;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        desvioMaximo?: string | number | null;
                        margemMinima?: string | number | null;
                        semanasAntecedencia?: number | string | boolean | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["RegrasAlertaDoProjeto"];
                            message: string;
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Prontidão: banco de dados acessível, migrações aplicadas e a instância não está encerrando */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {string} */
                            status: "pronto";
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            motivo?: string;
                            /** @enum {string} */
                            status: "indisponivel";
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/regime/{cod}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Detalhe de regimes de contrato */
        get: {
            parameters: {
                query?: {
                    /** @description Filtra por situação */
                    ativo?: "true" | "false" | "1" | "0" | "2";
                };
                header?: never;
                path: {
                    cod: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            result: components["schemas"]["RegimeRecord"];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/regime/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cria regimes de contrato */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        ativo?: boolean | number | string | null;
                        descricao?: string | number | null;
                        nome?: string | number | null;
                        provisiona_decimo_terceiro?: boolean | number | string | null;
                        provisiona_ferias?: boolean | number | string | null;
                        provisiona_fgts?: boolean | number | string | null;
                        provisiona_rescisao?: boolean | number | string | null;
                        provisiona_terco_ferias?: boolean | number | string | null;
                        recesso_remunerado?: boolean | number | string | null;
                        sigla?: string | number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Criado"];
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/regime/imposto/{cod}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Impostos vinculados ao regime {cod} (vínculos ativos e inativos) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    cod: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            result: components["schemas"]["RegimeImpostoRecord"][];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        /**
         * Ativa ou desativa o vínculo do imposto {cod} com o regime do corpo { regime_cod, ativo }
         * @description Sem vínculo entre o regime e o imposto, responde 400 'Dados de regime-imposto não inseridos/atualizados.'.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    cod: number;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        ativo?: boolean | number | string | null;
                        imposto_cod?: number | string | boolean | null;
                        regime_cod?: number | string | boolean | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Alterado"];
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        /**
         * Vincula o imposto {cod} ao regime do corpo { regime_cod }
         * @description Insere o vínculo ativo (ou reativa o vínculo inativo existente). Se o imposto já está vinculado ao regime, responde 400 'Dados de regime-imposto não inseridos/atualizados.'.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    cod: number;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        imposto_cod?: number | string | boolean | null;
                        regime_cod?: number | string | boolean | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Criado"];
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/regime/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lista de regimes de contrato */
        get: {
            parameters: {
                query?: {
                    /** @description Filtra por situação */
                    ativo?: "true" | "false" | "1" | "0" | "2";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            result: components["schemas"]["RegimeRecord"][];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/regime/perfis/{cod}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Perfis do regime {cod}: funções distintas (cod, nome) dos colaboradores ativos do regime, por código */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    cod: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            result: components["schemas"]["RegimePerfil"][];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/regime/update/{cod}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Atualiza regimes de contrato */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    cod: number;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        ativo?: boolean | number | string | null;
                        descricao?: string | number | null;
                        nome?: string | number | null;
                        provisiona_decimo_terceiro?: boolean | number | string | null;
                        provisiona_ferias?: boolean | number | string | null;
                        provisiona_fgts?: boolean | number | string | null;
                        provisiona_rescisao?: boolean | number | string | null;
                        provisiona_terco_ferias?: boolean | number | string | null;
                        recesso_remunerado?: boolean | number | string | null;
                        sigla?: string | number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Alterado"];
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/relatorio-dp/beneficios": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Benefícios por fechamento: colaboradores, custo da empresa e descontos dos colaboradores
         * @description { result: { inicio, fim, fechamentos: [{ id, label, dataInicio, dataFim, bloqueio, calculado, colaboradores, mensagem } (mensagem: a mensagem dos fechamentos quando não calculado)], linhas: [{ fechamentoId, label, dataInicio, bloqueio, benefCod, sigla, nome, colaboradores, custoEmpresa, descontoColaborador }] } }, do fechamento mais antigo ao mais recente; somados do detalhamento gravado de cada colaborador.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Último mês do período, 'yyyy-MM' ou 'yyyy-MM-dd'; padrão: o mês do último fechamento ativo */
                    ate?: string;
                    /** @description Somente este benefício */
                    benefCod?: number;
                    /** @description Somente este departamento */
                    departamentoCod?: number;
                    /** @description Somente esta filial */
                    filialCod?: number;
                    /** @description Meses do período (até 24; a tela oferece 6, 12, 18 e 24; padrão 12) */
                    meses?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            result: components["schemas"]["RelatorioBeneficios"];
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/relatorio-dp/evolucao": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Evolução do custo de um colaborador ou departamento, fechamento a fechamento (até 24 meses)
         * @description { result: { tipo, cod, nome, inicio, fim, pontos: [{ fechamentoId, label, dataInicio, dataFim, bloqueio, calculado, mensagem, colaboradores, salario, custoTotal, hh, mudancas: [{ tipo, matricula, nome, de, para, descricao }] }] } }. Colaborador: o salário bruto, o custo total e o custo-hora gravados; departamento: somas e a média do custo-hora. mudancas: mudanças de salário, função, regime ou carga horária em relação ao resultado anterior do colaborador.
         */
        get: {
            parameters: {
                query: {
                    /** @description Último mês do período, 'yyyy-MM' ou 'yyyy-MM-dd'; padrão: o mês do último fechamento ativo */
                    ate?: string;
                    /** @description Matrícula do colaborador ou código do departamento */
                    cod: number;
                    /** @description Meses do período (até 24; a tela oferece 6, 12, 18 e 24; padrão 12) */
                    meses?: number;
                    tipo: "colaborador" | "departamento";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            result: components["schemas"]["EvolucaoCusto"];
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/relatorio-dp/fechamentos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fechamentos ativos para os relatórios (o mais recente primeiro), com bloqueio e cálculo
         * @description { result: [{ id, label, dataInicio, dataFim, bloqueio, calculado, colaboradores, mensagem } (mensagem: a mensagem dos fechamentos quando não calculado)] }
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            result: components["schemas"]["FechamentoRelatorio"][];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/relatorio-dp/opcoes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Opções dos filtros: colaboradores, departamentos, filiais, regimes e benefícios presentes nos resultados
         * @description { result: { colaboradores: [{ matricula, nome }], departamentos: [{ cod, nome, sigla }], filiais: [{ cod, nome }], regimes: [{ cod, nome, sigla }], beneficios: [{ cod, nome, sigla }] } }, com o nome do fechamento mais recente
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            result: components["schemas"]["OpcoesRelatorioDp"];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/relatorio-dp/resumo/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Resumo da folha de um fechamento por departamento, filial e regime, comparado com o fechamento anterior
         * @description { result: { fechamento, anterior ({ id, label, dataInicio, dataFim, bloqueio, calculado, colaboradores, mensagem } (mensagem: a mensagem dos fechamentos quando não calculado) ou null), filtros, totais, totaisAnterior, porDepartamento, porFilial, porRegime, impostos, comparacao } }. totais: { colaboradores, salarioBruto, beneficioEmpresa, descontoBeneficios, impostoColaborador, impostoEmpresa, provisaoDecimoTerceiro, provisaoFerias, provisaoRescisao, custoTotal, hhMedio } somados dos resultados gravados por colaborador (null quando não calculado). Cada linha de grupo e de imposto traz comparacao { atual, anterior, diferenca, percentual } do custo com o fechamento anterior; comparacao do resumo: um item por indicador. percentual é fração (0.05 = 5%), null sem base. O anterior é o fechamento ativo de início imediatamente anterior; os filtros valem para os dois.
         */
        get: {
            parameters: {
                query?: {
                    /** @description Somente este departamento */
                    departamentoCod?: number;
                    /** @description Somente esta filial */
                    filialCod?: number;
                    /** @description Somente este regime */
                    regimeCod?: number;
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            result: components["schemas"]["ResumoFolha"];
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/relatorio/capacidade-area/{inicio}/{fim}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Capacidade por área: uma linha por colaborador no período
         * @description Resposta: a lista de linhas (spec 03 seção 3 "Capacity row (area)"): { colaborador { mat, nome, sobrenome, demissao, departamento { cod, nome }, regime { cod, nome }, funcao { nome { nome } } }, perfil, infoMaiorAlocacao { categoria }, horasPorDia, totalHorasObrigatorias, totalHorasPlanejadas, ferias, horasLivres, horasRealizadas, horasFaturaveis, ocupacao { ocupacaoPlanejada, ocupacaoRealizada, ocupacaoFaturavel }, variacaoFaturavel ('12,50%' ou '-'), variacaoFaturavelValor }. Horas com 2 casas; ocupação = horas / obrigatórias x 100 (null numa linha sem horas obrigatórias). Colaboradores ativos no cadastro com vínculo em algum dia do período; planejadas/realizadas/faturáveis em projetos de cliente (sem INT-1000); férias = planos do projeto de ausências (JIRA_ABSENCE_PROJECT_KEY). Período de até 2 anos.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Fim do período, 'aaaa-MM-dd' (ou dd/MM/aaaa codificado) */
                    fim: string;
                    /** @description Início do período, 'aaaa-MM-dd' (ou dd/MM/aaaa codificado) */
                    inicio: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["LinhaCapacidadeArea"][];
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/relatorio/capacidade-projeto/{inicio}/{fim}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Capacidade por projeto, com a seleção no corpo (para listas longas demais para a URL)
         * @description Corpo { projetos }: o mesmo texto do segmento `projetos` do GET. Resposta: a do GET.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Fim do período, 'aaaa-MM-dd' (ou dd/MM/aaaa codificado) */
                    fim: string;
                    /** @description Início do período, 'aaaa-MM-dd' (ou dd/MM/aaaa codificado) */
                    inicio: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description Ids separados por vírgula, TODOS ou NAO-INT-1000 */
                        projetos: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RespostaCapacidadeProjeto"];
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/relatorio/capacidade-projeto/{inicio}/{fim}/{projetos}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Capacidade por projeto: colaboradores de cada projeto selecionado no período
         * @description `projetos`: ids separados por vírgula (até 500), ou TODOS (todos os projetos com atividade, menos o de ausências), ou NAO-INT-1000 (os mesmos sem nome com INT-1000). Resposta: { projetos: [{ projeto { id, key, label, categoria }, colaboradores: [{ colaborador { mat, accountId, nome, sobrenome, demissao, departamento (texto), regime (texto; null sem cadastro), funcao { nome } }, perfil, horasPorDia, totalHorasObrigatorias, horasPlanejadas, horasRealizadas, horasFaturaveis, ocupacao (cada uma null sem horas obrigatórias, como a de um usuário Jira sem cadastro), variacaoFaturavel, variacaoFaturavelValor }] }] } — só projetos com alguém planejado ou com horas no período.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Fim do período, 'aaaa-MM-dd' (ou dd/MM/aaaa codificado) */
                    fim: string;
                    /** @description Início do período, 'aaaa-MM-dd' (ou dd/MM/aaaa codificado) */
                    inicio: string;
                    /** @description Ids separados por vírgula, TODOS ou NAO-INT-1000 */
                    projetos: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["RespostaCapacidadeProjeto"];
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/relatorio/categorias": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Categorias de projeto (filtros dos relatórios)
         * @description { data: [{ id, name }] }
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Categoria"][];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/relatorio/clientes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Clientes ativos (filtros dos relatórios)
         * @description { data: [{ id, name, key }] }
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Cliente"][];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/relatorio/clientes/{id}/projetos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Projetos de um cliente
         * @description { data: ProjetoItem[] } por chave (vazio quando o cliente não tem projetos)
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Id do cliente */
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ProjetoItem"][];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/relatorio/comparativo-custo/periodo/{key}/{id}/{inicio}/{fim}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Custo previsto x real por mês de um projeto num período
         * @description { data: { projeto: { id, key, name }, inicio, fim, anos: [{ ano, meses: [{ mes (yyyy-MM), mesLabel, custoPrevisto, custoReal, variacao, fechado }], totais: { totalCustoPrevisto, totalCustoReal, totalVariacao, totalVariacaoAcumuladaFechada } }], totais } }. custoPrevisto = funções + custos indiretos planejados do mês; custoReal = custo HH dos worklogs do mês + custos extras do mês; variacao = (previsto − real) / previsto (fração; null sem previsto); acumulada fechada = variação das somas dos meses já encerrados. anos vazio = sem dados no período.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Data final yyyy-MM-dd (ou dd/MM/yyyy codificada) */
                    fim: string;
                    /** @description Id (Jira) do projeto */
                    id: number;
                    /** @description Data inicial yyyy-MM-dd (ou dd/MM/yyyy codificada) */
                    inicio: string;
                    /** @description Chave do projeto */
                    key: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["RelatorioComparativoCusto"];
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/relatorio/comparativo-custo/todos/{key}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Custo previsto x real por mês de um projeto, período inteiro
         * @description { data: { projeto: { id, key, name }, inicio, fim, anos: [{ ano, meses: [{ mes (yyyy-MM), mesLabel, custoPrevisto, custoReal, variacao, fechado }], totais: { totalCustoPrevisto, totalCustoReal, totalVariacao, totalVariacaoAcumuladaFechada } }], totais } }. custoPrevisto = funções + custos indiretos planejados do mês; custoReal = custo HH dos worklogs do mês + custos extras do mês; variacao = (previsto − real) / previsto (fração; null sem previsto); acumulada fechada = variação das somas dos meses já encerrados. anos vazio = sem dados no período.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Id (Jira) do projeto */
                    id: number;
                    /** @description Chave do projeto */
                    key: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["RelatorioComparativoCusto"];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/relatorio/comparativo-faturamento/periodo/{key}/{inicio}/{fim}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Faturamento previsto x real por mês de um projeto num período
         * @description { data: { projeto, inicio, fim, anos: [{ ano, meses: [{ mes, mesLabel, faturamentoPrevisto, faturamentoReal, variacao, fechado }], totais: { totalFaturamentoPrevisto, totalFaturamentoReal, totalVariacao, totalVariacaoAcumuladaFechada } }], totais } }. faturamentoPrevisto = valorVenda do planejamento; faturamentoReal = receita_bruta do relatório de margem ativo do mês.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Data final yyyy-MM-dd (ou dd/MM/yyyy codificada) */
                    fim: string;
                    /** @description Data inicial yyyy-MM-dd (ou dd/MM/yyyy codificada) */
                    inicio: string;
                    /** @description Chave do projeto */
                    key: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["RelatorioComparativoFaturamento"];
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/relatorio/comparativo-faturamento/todos/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Faturamento previsto x real por mês de um projeto, período inteiro
         * @description { data: { projeto, inicio, fim, anos: [{ ano, meses: [{ mes, mesLabel, faturamentoPrevisto, faturamentoReal, variacao, fechado }], totais: { totalFaturamentoPrevisto, totalFaturamentoReal, totalVariacao, totalVariacaoAcumuladaFechada } }], totais } }. faturamentoPrevisto = valorVenda do planejamento; faturamentoReal = receita_bruta do relatório de margem ativo do mês.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Chave do projeto */
                    key: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["RelatorioComparativoFaturamento"];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/relatorio/fluxo-caixa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fluxo de Caixa: receita, custo, líquido e acumulado por mês
         * @description Janela de ?de=MM-AAAA a ?ate=MM-AAAA (até 36 meses). Meses até o último fechamento calculado: 'realizado' (receita dos relatórios de margem, custo real); depois: valor de venda dos planos e custo projetado da carteira.
         */
        get: {
            parameters: {
                query: {
                    /** @description Último mês, 'MM-AAAA' (até 36 meses depois do primeiro) */
                    ate: string;
                    /** @description Primeiro mês, 'MM-AAAA' */
                    de: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                meses: {
                                    acumulado: string;
                                    custo: string;
                                    liquido: string;
                                    /** @description Mês 'MM-AAAA' */
                                    mes: string;
                                    realizado: boolean;
                                    receita: string;
                                }[];
                                ultimoFechamento: string | null;
                            };
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/relatorio/historico-custos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Histórico de custos dos projetos informados por período e tipo de custo
         * @description { data: { periodoInicial, periodoFinal, tipoCusto, custos: [{ projeto, periodo_inicio, periodo_fim, valor, moeda, cotacao, cotacao_data (data da cotação; null em BRL), tipo_custo, descricao, valor_convertido }], projetos: [{ id, key, name, category, lead: { accountId, displayName }, cliente: { clienteId } }], clientes: [{ id, nome }], categorias: [{ id, name }] } }. Custos extras ativos cujo período cruza o filtro; VALOR_HH = custo HH de cada projeto e mês; TOTAL = todos os tipos e VALOR_HH.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        KeysDoProjeto: string[];
                        /** @description yyyy-MM-dd */
                        periodoFinal: string;
                        /** @description yyyy-MM-dd */
                        periodoInicial: string;
                        /** @enum {string} */
                        tipoCusto: "INFRA_CLOUD" | "OUTROS_SOFTWARES" | "HORAS_EXTRAS" | "FORNECEDORES_TERCEIROS" | "OUTROS" | "VALOR_HH" | "TOTAL";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["HistoricoCustos"];
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/relatorio/historico-custos/todos/{inicio}/{fim}/{tipoCusto}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Histórico de custos de todos os projetos por período e tipo de custo
         * @description { data: { periodoInicial, periodoFinal, tipoCusto, custos: [{ projeto, periodo_inicio, periodo_fim, valor, moeda, cotacao, cotacao_data (data da cotação; null em BRL), tipo_custo, descricao, valor_convertido }], projetos: [{ id, key, name, category, lead: { accountId, displayName }, cliente: { clienteId } }], clientes: [{ id, nome }], categorias: [{ id, name }] } }. Custos extras ativos cujo período cruza o filtro; VALOR_HH = custo HH de cada projeto e mês; TOTAL = todos os tipos e VALOR_HH.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Data final yyyy-MM-dd (ou dd/MM/yyyy codificada) */
                    fim: string;
                    /** @description Data inicial yyyy-MM-dd (ou dd/MM/yyyy codificada) */
                    inicio: string;
                    tipoCusto: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["HistoricoCustos"];
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/relatorio/lideres": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Líderes de projeto (filtros dos relatórios)
         * @description { data: [{ accountId, displayName, email }] }
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Lider"][];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/relatorio/margem-prevista/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Margem prevista do planejamento do projeto
         * @description { data: { margem_custo_projeto } } (fração; null sem margem)
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Chave do projeto */
                    key: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                margem_custo_projeto: null | string;
                            };
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/relatorio/projetos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Todos os projetos (filtros dos relatórios)
         * @description { data: ProjetoItem[] } por nome: { id, key, name, category, lead, lastIssueUpdateTime, clients, blocked }
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ProjetoItem"][];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/relatorio/projetos/{key}/cliente": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Cliente de um projeto
         * @description { data: { id, name, key } | null }
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Chave do projeto */
                    key: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: null | components["schemas"]["Cliente"];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/relatorio/projetos/detalhe/{inicio}/{fim}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Totais de um ou mais projetos no período, com os pares no corpo (para listas longas demais para a URL)
         * @description Corpo { pares }: o mesmo texto do segmento `pares` do GET. Resposta: a do GET.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Data final yyyy-MM-dd (ou dd/MM/yyyy codificada) */
                    fim: string;
                    /** @description Data inicial yyyy-MM-dd (ou dd/MM/yyyy codificada) */
                    inicio: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @description KEY:ID separados por vírgula */
                        pares: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["DetalheRelatorioProjetos"];
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/relatorio/projetos/detalhe/{pares}/{inicio}/{fim}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Totais de um ou mais projetos no período (pares KEY:ID, o id é conferido)
         * @description { data: { total, custoHH, timeSpentTotal, timeSpentBillable } }: custo total (HH + custos extras), custo HH e segundos trabalhados e faturáveis dos projetos no período (o mesmo cálculo do detalhe de projetos).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Data final yyyy-MM-dd (ou dd/MM/yyyy codificada) */
                    fim: string;
                    /** @description Data inicial yyyy-MM-dd (ou dd/MM/yyyy codificada) */
                    inicio: string;
                    /** @description KEY:ID separados por vírgula */
                    pares: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["DetalheRelatorioProjetos"];
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/relatorio/resultado-anual/{key}/{id}/{ano}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Resultado anual do projeto a partir dos relatórios de margem salvos (ano ou total)
         * @description { data: { projeto, ano, resultados: [{ id, nome, periodo_inicial, receita_bruta, receita_liquida, custo_venda, resultado_bruto, despesas_operacionais, imposto_sem_resultado, resultado_liquido, margem_contribuicao, margem_liquida }], totaisGerais: { faturamentoBrutoRealTotal, faturamentoLiquidoRealTotal, custoTotalRealTotal, resultadoLiquidoTotal, margemLiquidaMensalTotal, margemContribuicaoMensalTotal }, totaisPorAno: [{ ano, ... }], margem_custo_projeto } }. Um relatório por mês: o ativo do mês (o alterado por último quando há vários). Margens em fração.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description Ano (yyyy) ou 'total' */
                    ano: string;
                    /** @description Id (Jira) do projeto */
                    id: number;
                    /** @description Chave do projeto */
                    key: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["ResultadoAnual"];
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simulacao/margem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Salva uma simulação de margem
         * @description Corpo: o payload de salvamento da spec (camelCase) mais as cinco taxas. Os valores são recalculados pelo servidor. Qualquer período e número de projetos. Nome obrigatório e único entre os relatórios e simulações ativos do usuário (400 'Já existe um relatório com este nome.'). Resposta: { data: RelatorioMargem, message }.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        custoHH?: string | number | null;
                        custosIndiretos?: ({
                            cotacao?: string | number | null;
                            descricao?: string | number | null;
                            moeda?: string | number | null;
                            tipo_custo?: string | number | null;
                            valor?: string | number | null;
                        } | null)[] | null;
                        email?: string | number | null;
                        nomeRelatorio?: string | number | null;
                        periodoFim?: string | number | null;
                        periodoInicio?: string | number | null;
                        projeto?: (string | number | null)[] | string | null;
                        receitaBruta?: string | number | null;
                        taxaDespesas?: string | number | null;
                        taxaImposto?: string | number | null;
                        taxaImpostoResultado?: string | number | null;
                        taxaRateio?: string | number | null;
                        taxaRv?: string | number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["RelatorioMargem"];
                            message: string;
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simulacao/margem/{email}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lista as simulações de margem ativos do usuário
         * @description Resposta: { data: RelatorioMargem[] }. 403 quando o e-mail não é o do usuário.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description E-mail do usuário */
                    email: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["RelatorioMargem"][];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simulacao/margem/{email}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Detalhe de uma simulação de margem do usuário */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description E-mail do usuário */
                    email: string;
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["RelatorioMargem"];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simulacao/margem/{email}/change-active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Exclui (ativo false) ou reativa uma simulação de margem */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description E-mail do usuário */
                    email: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ativo: boolean;
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Mensagem"];
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/simulacao/margem/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Atualiza uma simulação de margem (recalcula)
         * @description Corpo igual ao de POST /simulacao/margem. Resposta: { data: RelatorioMargem, message }.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        custoHH?: string | number | null;
                        custosIndiretos?: ({
                            cotacao?: string | number | null;
                            descricao?: string | number | null;
                            moeda?: string | number | null;
                            tipo_custo?: string | number | null;
                            valor?: string | number | null;
                        } | null)[] | null;
                        email?: string | number | null;
                        nomeRelatorio?: string | number | null;
                        periodoFim?: string | number | null;
                        periodoInicio?: string | number | null;
                        projeto?: (string | number | null)[] | string | null;
                        receitaBruta?: string | number | null;
                        taxaDespesas?: string | number | null;
                        taxaImposto?: string | number | null;
                        taxaImpostoResultado?: string | number | null;
                        taxaRateio?: string | number | null;
                        taxaRv?: string | number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["RelatorioMargem"];
                            message: string;
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simulacao/margem/calcular": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Calcula o resultado de uma simulação de resultado sem gravar (spec 03, Calculate margin)
         * @description O corpo de /simulacao/margem/simulator. Resposta: { data: [{ margemContribuicao, totalImpostos, totalReceitaLiquida, custoTotalVenda, totalCustoIndireto, totalResultadoBruto, totalMargemBruta, totalDespesasOperacionais, totalRv, totalRateioAdministrativo, totalAntesIRCSLL, totalImpostoSemResultado, totalResultadoLiquido, totalMargemLiquida }], estimado } (os nomes da spec 03 seção 7).
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        custoHH?: string | number | null;
                        custosIndiretos?: ({
                            cotacao?: string | number | null;
                            descricao?: string | number | null;
                            moeda?: string | number | null;
                            tipo_custo?: string | number | null;
                            valor?: string | number | null;
                        } | null)[] | null;
                        keys?: (string | number | null)[] | string | null;
                        periodoFim?: string | number | null;
                        periodoInicio?: string | number | null;
                        receitaBruta?: string | number | null;
                        taxaDespesas?: string | number | null;
                        taxaImposto?: string | number | null;
                        taxaImpostoResultado?: string | number | null;
                        taxaRateio?: string | number | null;
                        taxaRv?: string | number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ResultadoMargemSimulado"];
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simulacao/margem/simulator": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Calcula a margem (simulação) sem gravar
         * @description Corpo { keys, periodoInicio, periodoFim, receitaBruta, taxaImposto, taxaImpostoResultado, taxaRv, taxaRateio, taxaDespesas, custosIndiretos[] } (taxas como frações; ausentes = padrão 9,35/34,00/3,99/12,10/13,70 %). O custo HH é o do servidor, ou o custoHH do corpo quando informado (simulação de resultado, spec 03). Resposta: { data: MargemCalculada, estimado }.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        custoHH?: string | number | null;
                        custosIndiretos?: ({
                            cotacao?: string | number | null;
                            descricao?: string | number | null;
                            moeda?: string | number | null;
                            tipo_custo?: string | number | null;
                            valor?: string | number | null;
                        } | null)[] | null;
                        keys?: (string | number | null)[] | string | null;
                        periodoFim?: string | number | null;
                        periodoInicio?: string | number | null;
                        receitaBruta?: string | number | null;
                        taxaDespesas?: string | number | null;
                        taxaImposto?: string | number | null;
                        taxaImpostoResultado?: string | number | null;
                        taxaRateio?: string | number | null;
                        taxaRv?: string | number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["MargemSimulada"];
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simulator/{email}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lista as simulações de custo ativas do usuário
         * @description Resposta: { data: SimulacaoCusto[] } (mais recentes primeiro). 403 quando o e-mail não é o do usuário.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description E-mail do usuário */
                    email: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SimulacaoCusto"][];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simulator/{email}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Uma simulação de custo do usuário
         * @description Resposta: { data: [SimulacaoCusto] } (lista com um item). 403 e-mail de outro usuário; 404 simulação de outro usuário ou inexistente.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description E-mail do usuário */
                    email: string;
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SimulacaoCusto"][];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        /**
         * Atualiza (recalcula) uma simulação de custo do usuário
         * @description Corpo igual ao de POST /simulator/create. Resposta: { result: true, data: SimulacaoCusto, message: 'Dados da simulação atualizados com sucesso!' }.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description E-mail do usuário */
                    email: string;
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        beneficio?: number | string | boolean | null;
                        beneficioTotal?: number | string | boolean | null;
                        dependentes?: number | string | boolean | null;
                        email?: string | number | null;
                        fechamentoId?: number | string | boolean | null;
                        filial?: number | string | boolean | null;
                        funcao?: number | string | boolean | null;
                        regime?: number | string | boolean | null;
                        salario?: number | string | boolean | null;
                        salarioBruto?: number | string | boolean | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SimulacaoGravada"];
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simulator/{email}/change-active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Exclui (ativo false) ou reativa uma simulação de custo do usuário
         * @description Corpo { id, ativo }. Resposta: { result: true, message }.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description E-mail do usuário */
                    email: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ativo: boolean;
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            message: string;
                            result: boolean;
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/simulator/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Salva uma simulação de custo do usuário
         * @description Corpo { salario, beneficio, dependentes, regime (cod), funcao (cod), filial (cod) } (mensagens da spec 03 seção 5). O cálculo é o do fechamento (mesmo motor, impostos do regime com os valores da filial, faixas vigentes) sobre um colaborador hipotético de 8 h/dia com um benefício mensal pago pela empresa. Mais email (o do usuário; outro: 403) e os campos do resultado, que são recalculados pelo servidor (salarioBruto/beneficioTotal valem como salario/beneficio quando estes faltam). Resposta: { result: true, data: SimulacaoCusto, message: 'Criado nova simulação' }.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        beneficio?: number | string | boolean | null;
                        beneficioTotal?: number | string | boolean | null;
                        dependentes?: number | string | boolean | null;
                        email?: string | number | null;
                        fechamentoId?: number | string | boolean | null;
                        filial?: number | string | boolean | null;
                        funcao?: number | string | boolean | null;
                        regime?: number | string | boolean | null;
                        salario?: number | string | boolean | null;
                        salarioBruto?: number | string | boolean | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["SimulacaoGravada"];
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simulator/custo-hh": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Calcula o custo de um colaborador hipotético (não grava)
         * @description Corpo { salario, beneficio, dependentes, regime (cod), funcao (cod), filial (cod) } (mensagens da spec 03 seção 5). O cálculo é o do fechamento (mesmo motor, impostos do regime com os valores da filial, faixas vigentes) sobre um colaborador hipotético de 8 h/dia com um benefício mensal pago pela empresa. Opcional fechamentoId: o fechamento cujo período, dias úteis e faixas valem (padrão: o último fechamento ativo; sem nenhum, o mês atual com 30 dias). Resposta: { data: { funcao, beneficioTotal, custoHH, custoHHMeioPeriodo, custoTotal, impostoTotal, provisaoDecimoTerceiro, provisaoFerias, provisaoRescisao, salarioBruto, salarioFilial, salarioLiquido, referencia, avisos } }.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        beneficio?: number | string | boolean | null;
                        beneficioTotal?: number | string | boolean | null;
                        dependentes?: number | string | boolean | null;
                        email?: string | number | null;
                        fechamentoId?: number | string | boolean | null;
                        filial?: number | string | boolean | null;
                        funcao?: number | string | boolean | null;
                        regime?: number | string | boolean | null;
                        salario?: number | string | boolean | null;
                        salarioBruto?: number | string | boolean | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SimulacaoCalculada"];
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simulator/funcao": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cadastra uma função de simulação (ativo 2)
         * @description Corpo { cbo (só dígitos; a tela gera 7 aleatórios), nome, descricao }. Resposta: { result: true, data: {cod, cbo, nome, descricao, ativo: 2}, message: 'Função cadastrada com sucesso' }.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        cbo?: string | number | null;
                        descricao?: string | number | null;
                        nome?: string | number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["FuncaoSimulacao"];
                            message: string;
                            result: boolean;
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/simulator/opcoes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Opções do formulário de simulação (funções 1 e 2, regimes, filiais) e o fechamento de referência
         * @description Resposta: { data: { funcoes: [{cod, cbo, nome, descricao, ativo}], regimes: [{cod, sigla, nome}], filiais: [{cod, label}], referencia } }.
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["OpcoesSimulacao"];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/squad-colab/{email}/change-active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Retira uma simulação de uma sprint de um time (ativo false)
         * @description Corpo { squadId, sprint, id (id da simulação), ativo: false }. Resposta { data: Squad }.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description E-mail do usuário */
                    email: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ativo: boolean;
                        id: number;
                        sprint: number;
                        squadId: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Squad"];
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/squad-colab/{email}/simulacoes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Catálogo do 'Adicionar colaborador': as simulações de custo ativas do usuário
         * @description { data: [{ id (id da simulação de custo), funcao_nome, custo_hora_colaborador, custo_total, regime_sigla, filial_label, beneficio_total, imposto_total, dependentes, salario_bruto, salario_filial, salario_liquido, custo_hora_colaborador_meio_periodo, provisao_decimo_terceiro, provisao_ferias, provisao_rescisao }] } — as mesmas linhas de GET /simulator/:email (mais recentes primeiro).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description E-mail do usuário */
                    email: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["SquadFuncaoCatalogo"][];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/squad-colab/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Grava as sprints de um time (substitui o conteúdo de cada sprint enviada)
         * @description Corpo { email, squadId, sprints: [{ sprint (1..5), colabs: [{ id (id de uma simulação de custo ativa do usuário), quantidade (inteiro 0..999) }] }] } (até 5 sprints, sem repetir). Quantidade 0 retira a simulação da sprint. Os valores são copiados das simulações do usuário no momento da gravação (400 para id de simulação inexistente, excluída ou de outro usuário; nada é gravado). Uma transação. Resposta { data: Squad, message }.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        email?: string | number | null;
                        sprints?: ({
                            colabs?: ({
                                id?: number | string | boolean | null;
                                quantidade?: number | string | boolean | null;
                            } | null)[] | null;
                            sprint?: number | string | boolean | null;
                        } | null)[] | null;
                        squadId?: number | string | boolean | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Squad"];
                            message: string;
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/squad-colab/sprint/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Remove as últimas sprints de um time
         * @description Corpo { email, squadId, sprints: [índices] }: só as últimas sprints ('Somente as últimas sprints do time podem ser removidas.') e ao menos uma fica. Resposta { data: Squad }.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        email?: string | number | null;
                        sprints?: (number | string | boolean | null)[] | null;
                        squadId?: number | string | boolean | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Squad"];
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/squad/{email}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lista os times ativos do usuário
         * @description { data: Squad[] }. Squad = { id, nome, custo_total, quantidade_sprints, squadColab: { "1": [SquadColab], ... } }
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description E-mail do usuário */
                    email: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Squad"][];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/squad/{email}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Detalhe de um time do usuário
         * @description { data: [{ squad: Squad }] }; 404 para time inexistente, excluído ou de outro usuário. Squad = { id, nome, custo_total, quantidade_sprints, squadColab: { "1": [SquadColab], ... } }
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description E-mail do usuário */
                    email: string;
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: {
                                squad: components["schemas"]["Squad"];
                            }[];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        /**
         * Altera o nome de um time
         * @description Corpo { nome (1..10) }. Resposta { data: Squad, message }.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description E-mail do usuário */
                    email: string;
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        nome?: string | number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Squad"];
                            message: string;
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/squad/{email}/change-active": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Exclui um time (ativo false)
         * @description Corpo { id, ativo: false }. Resposta { message }. A linha fica gravada com ativo false.
         */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    /** @description E-mail do usuário */
                    email: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ativo: boolean;
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Mensagem"];
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/squad/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cria um time (uma sprint vazia)
         * @description Corpo { nome (1..10), email }. Resposta { data: Squad, message }. Squad = { id, nome, custo_total, quantidade_sprints, squadColab: { "1": [SquadColab], ... } }
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        email?: string | number | null;
                        nome?: string | number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            data: components["schemas"]["Squad"];
                            message: string;
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/usuario": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Perfil do usuário autenticado
         * @description Dados do usuário da sessão, com as seções e papéis atuais (lidos do banco a cada requisição).
         */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Perfil */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PerfilUsuario"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Erro interno do servidor */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        /**
         * Atualiza o perfil do usuário autenticado
         * @description data = base64 de JSON.stringify({ name, email, observacao, altera, senhaAtual, novaSenha, confirma }) (formulário "Dados de Usuário"). O e-mail é somente leitura (deve ser o do usuário). Com altera verdadeiro a senha muda: senhaAtual é obrigatória e conferida (errada: 400 'Senha atual incorreta.' no campo senhaAtual, nada é gravado), e todas as outras sessões do usuário terminam (refresh tokens revogados, tokens de acesso recusados); só a sessão que fez a troca continua. Devolve o perfil atualizado.
         */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        data: string;
                    };
                };
            };
            responses: {
                /** @description Perfil atualizado */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["PerfilUsuario"];
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Erro interno do servidor */
                500: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/valor-beneficio/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Detalhe de valor de benefício */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            result: components["schemas"]["ValorBeneficioRecord"];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/valor-beneficio/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cria valor de benefício para uma filial */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        aliquotaBenef?: number | string | boolean | null;
                        aliquotaDesc?: number | string | boolean | null;
                        aliquotaFilial?: number | string | boolean | null;
                        baseAliqBenef?: string | number | null;
                        baseAliqDesc?: string | number | null;
                        baseAliqFilial?: string | number | null;
                        benefCod?: number | string | boolean | null;
                        filialCod?: number | string | boolean | null;
                        periodoValor?: string | number | null;
                        valor?: number | string | boolean | null;
                        valorDesc?: number | string | boolean | null;
                        valorFilial?: number | string | boolean | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Criado"];
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/valor-beneficio/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lista de valores de benefício por filial */
        get: {
            parameters: {
                query?: {
                    /** @description Código do benefício */
                    benefCod?: number;
                    /** @description Código da filial */
                    filialCod?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            result: components["schemas"]["ValorBeneficioRecord"][];
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/valor-beneficio/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Atualiza valor de benefício */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        aliquotaBenef?: number | string | boolean | null;
                        aliquotaDesc?: number | string | boolean | null;
                        aliquotaFilial?: number | string | boolean | null;
                        baseAliqBenef?: string | number | null;
                        baseAliqDesc?: string | number | null;
                        baseAliqFilial?: string | number | null;
                        benefCod?: number | string | boolean | null;
                        filialCod?: number | string | boolean | null;
                        periodoValor?: string | number | null;
                        valor?: number | string | boolean | null;
                        valorDesc?: number | string | boolean | null;
                        valorFilial?: number | string | boolean | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Alterado"];
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/valor-imposto/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Detalhe de valor de imposto por filial */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            result: components["schemas"]["ValorImpostoRecord"];
                        };
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/valor-imposto/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cria os valores de um imposto para uma filial (um por imposto e filial) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        aliquota_desc?: number | string | boolean | null;
                        aliquota_filial?: number | string | boolean | null;
                        base_aliq_desc?: string | number | null;
                        base_aliq_filial?: string | number | null;
                        filial_cod?: number | string | boolean | null;
                        imposto_cod?: number | string | boolean | null;
                        periodo_valor?: string | number | null;
                        tipo_imposto?: string | number | null;
                        valor_desc?: number | string | boolean | null;
                        valor_filial?: number | string | boolean | null;
                        valor_fixo?: number | string | boolean | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Criado"];
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/valor-imposto/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lista de valores de imposto por filial (filtros opcionais imposto_cod e filial_cod) */
        get: {
            parameters: {
                query?: {
                    /** @description Código da filial */
                    filial_cod?: number;
                    /** @description Código do imposto */
                    imposto_cod?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            result: components["schemas"]["ValorImpostoRecord"][];
                        };
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/valor-imposto/update/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Atualiza os valores de imposto por filial {id} */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        aliquota_desc?: number | string | boolean | null;
                        aliquota_filial?: number | string | boolean | null;
                        base_aliq_desc?: string | number | null;
                        base_aliq_filial?: string | number | null;
                        filial_cod?: number | string | boolean | null;
                        imposto_cod?: number | string | boolean | null;
                        periodo_valor?: string | number | null;
                        tipo_imposto?: string | number | null;
                        valor_desc?: number | string | boolean | null;
                        valor_filial?: number | string | boolean | null;
                        valor_fixo?: number | string | boolean | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["Alterado"];
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Não encontrado */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vee/chat": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Conversa com a assistente Vee (contrato do webhook do chat)
         * @description Corpo { sessionId, mensagem } → [{ output }] (Markdown); corpo { funcoes: true } → [{ funcionalidades: [{ nome, descricao, prompts }] }]. As ferramentas de Vee leem as rotas da própria API com o token do usuário (mesmas seções e escopos). Limite de mensagens por usuário (VEE_RATE_LIMIT_MAX por VEE_RATE_LIMIT_WINDOW_SECONDS): 429. Modelo indisponível: 502. Mensagem até 4000 caracteres.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: {
                content: {
                    "application/json": {
                        funcoes?: boolean;
                        mensagem?: string;
                        sessionId?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            funcionalidades?: {
                                descricao?: string;
                                nome?: string;
                                prompts?: string[];
                            }[];
                            output?: string;
                        }[];
                    };
                };
                /** @description Dados inválidos */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sessão expirada ou ausente */
                401: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Sem permissão para a seção */
                403: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Muitas tentativas */
                429: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
                /** @description Erro */
                502: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ErrorResponse"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AlertaAberto: {
            abertoEm: string;
            atualizadoEm: string;
            causa: string;
            detalhe: string;
            id: number;
            lido: boolean;
            /** @enum {string} */
            origem: "fechamento" | "planejamento" | "sincronizacao" | "regras";
            projeto: {
                chave: string;
                id: number;
                nome: string;
            };
            /** @enum {string} */
            tipo: "custo" | "margem" | "esgotamento";
            titulo: string;
        };
        AlertasDoUsuario: {
            alertas: components["schemas"]["AlertaAberto"][];
            naoLidos: number;
        };
        AlteracaoAdmissao: {
            beneficios?: null | number[];
            cargaHoraria?: null | string | number;
            departamentoCod?: null | number;
            dependentes?: null | string | number;
            escopo?: null | {
                /** @enum {string} */
                tipo: "todos";
            } | {
                cods: number[];
                /** @enum {string} */
                tipo: "regime" | "funcao" | "departamento" | "filial" | "colaboradores";
            };
            filialCod: number;
            funcaoCod: number;
            mes?: null | string;
            nome?: null | string;
            quantidade?: null | number;
            regimeCod: number;
            salario: components["schemas"]["ValorAlteracao"];
            /** @enum {string} */
            tipo: "admissao";
        };
        AlteracaoAliquotaImposto: {
            aliquotaDesc?: null | string | number;
            aliquotaFilial?: null | string | number;
            escopo?: null | {
                /** @enum {string} */
                tipo: "todos";
            } | {
                cods: number[];
                /** @enum {string} */
                tipo: "regime" | "funcao" | "departamento" | "filial" | "colaboradores";
            };
            filialCod?: null | number;
            impostoCod: number;
            mes?: null | string;
            /** @enum {string} */
            tipo: "aliquota_imposto";
        };
        AlteracaoBaseHoras: {
            /** @enum {string} */
            baseHoras: "carga_colaborador" | "oito_horas";
            escopo?: null | {
                /** @enum {string} */
                tipo: "todos";
            } | {
                cods: number[];
                /** @enum {string} */
                tipo: "regime" | "funcao" | "departamento" | "filial" | "colaboradores";
            };
            mes?: null | string;
            /** @enum {string} */
            tipo: "base_horas";
        };
        AlteracaoBeneficio: {
            benefCod: number;
            escopo?: null | {
                /** @enum {string} */
                tipo: "todos";
            } | {
                cods: number[];
                /** @enum {string} */
                tipo: "regime" | "funcao" | "departamento" | "filial" | "colaboradores";
            };
            filialCod?: null | number;
            mes?: null | string;
            /** @enum {string} */
            tipo: "beneficio";
            valor: components["schemas"]["ValorAlteracao"];
        };
        AlteracaoCenario: components["schemas"]["AlteracaoReajuste"] | components["schemas"]["AlteracaoBeneficio"] | components["schemas"]["AlteracaoTabelaImposto"] | components["schemas"]["AlteracaoAliquotaImposto"] | components["schemas"]["AlteracaoBaseHoras"] | components["schemas"]["AlteracaoAdmissao"] | components["schemas"]["AlteracaoDesligamento"];
        AlteracaoDesligamento: {
            escopo?: null | {
                /** @enum {string} */
                tipo: "todos";
            } | {
                cods: number[];
                /** @enum {string} */
                tipo: "regime" | "funcao" | "departamento" | "filial" | "colaboradores";
            };
            mes?: null | string;
            /** @enum {string} */
            tipo: "desligamento";
        };
        AlteracaoReajuste: {
            escopo?: null | {
                /** @enum {string} */
                tipo: "todos";
            } | {
                cods: number[];
                /** @enum {string} */
                tipo: "regime" | "funcao" | "departamento" | "filial" | "colaboradores";
            };
            mes?: null | string;
            /** @enum {string} */
            modo: "valor" | "percentual";
            /** @enum {string} */
            tipo: "reajuste";
            valor: components["schemas"]["ValorAlteracao"];
        };
        AlteracaoTabelaImposto: {
            escopo?: null | {
                /** @enum {string} */
                tipo: "todos";
            } | {
                cods: number[];
                /** @enum {string} */
                tipo: "regime" | "funcao" | "departamento" | "filial" | "colaboradores";
            };
            faixas: components["schemas"]["FaixaImpostoJson"][];
            impostoCod: number;
            mes?: null | string;
            /** @enum {string} */
            tipo: "tabela_imposto";
        };
        Alterado: {
            result: {
                affectedRows: number;
            };
        };
        AvisosColaborador: {
            avisos: string[];
            matricula: number;
            nome: string;
        };
        BeneficioDetail: {
            ativo: boolean;
            cod: number;
            descricao?: null | string;
            nome: string;
            sigla: string;
            valores: components["schemas"]["ValorBeneficioRecord"][];
        };
        BeneficioRecord: {
            ativo: boolean;
            cod: number;
            descricao?: null | string;
            nome: string;
            sigla: string;
        };
        BlocoCapacidadeProjeto: {
            colaboradores: components["schemas"]["LinhaCapacidadeProjeto"][];
            projeto: {
                categoria: null | string;
                id: number;
                key: string;
                label: string;
            };
        };
        CabecalhoCenario: {
            descricao: null | string;
            fechamento: {
                id: number;
                label: string;
            };
            id: number;
            mesInicio: string;
            nome: string;
        };
        CampoAuditado: {
            antes: components["schemas"]["ValorAuditado"];
            campo: string;
            depois: components["schemas"]["ValorAuditado"];
            oculto?: boolean;
            /** @enum {string} */
            sigilo?: "salario" | "cpf";
            /** @enum {string} */
            tipo?: "texto" | "data" | "numero" | "percentual" | "dinheiro" | "booleano";
        };
        Categoria: {
            id: number;
            name: string;
        };
        /** @enum {string} */
        CategoriaComparacao: "INFRA_CLOUD" | "OUTROS_SOFTWARES" | "HORAS_EXTRAS" | "FORNECEDORES_TERCEIROS" | "OUTROS" | "CUSTO_HH";
        CenarioGravado: {
            data: components["schemas"]["CenarioSalvo"];
            message: string;
            result: boolean;
        };
        CenarioResumo: {
            alteracoes: number;
            atualizadoEm: string;
            descricao: null | string;
            fechamentoId: number;
            fechamentoLabel: string;
            id: number;
            mesInicio: string;
            nome: string;
        };
        CenarioSalvo: {
            alteracoes: components["schemas"]["AlteracaoCenario"][];
            atualizadoEm: string;
            descricao: null | string;
            fechamentoId: number;
            id: number;
            mesInicio: string;
            nome: string;
        };
        Cliente: {
            id: number;
            key: string;
            name: string;
        };
        CodigoCenario: {
            cod: number;
            nome: string;
        };
        ColaboradorBeneficioRecord: {
            aliqBenefAdic: number;
            aliqBenefSubtrai: number;
            aliqDescAdic: number;
            aliqDescSubtrai: number;
            aliquotaDesc: null | number;
            ativo: boolean;
            /** @enum {null|string} */
            baseAliqDesc: null | "beneficio" | "salario";
            benefCod: number;
            filialCod: number;
            id: number;
            nome: string;
            /** @enum {null|string} */
            periodoValor: null | "mes" | "dia";
            rolMat: number;
            sigla: string;
            valor: null | number;
            valorBenefAdic: number;
            valorBenefSubtrai: number;
            valorDesc: null | number;
            valorDescAdic: number;
            valorDescSubtrai: number;
        };
        ColaboradorComparado: {
            a: null | components["schemas"]["LadoColaboradorComparado"];
            b: null | components["schemas"]["LadoColaboradorComparado"];
            departamento: null | string;
            diferencaCustoHora: null | string;
            diferencaCustoTotal: string;
            funcao: string;
            mat: number;
            nome: null | string;
        };
        ColaboradorHistorico: {
            carga_horaria: number;
            classificacao: null | string;
            data_inicio: string;
            departamento: {
                cod: number;
                nome: string;
            };
            funcao: {
                cod: number;
                nome: string;
            };
            regime_contrato: {
                cod: number;
                nome: string;
                sigla: string;
            };
            salario: number;
        };
        ColaboradorRecord: {
            admissao: string;
            ativo: boolean;
            carga_horaria: number;
            cidade: null | string;
            classificacao: null | string;
            cpf: string;
            data_inicio: string;
            demissao: null | string;
            departamento: number;
            departamento_nome: string;
            dependentes: number;
            email: string;
            endereco: null | string;
            filial: number;
            filial_nome: string;
            funcao: number;
            funcao_nome: string;
            mat: number;
            nome: string;
            observacao: null | string;
            regime: number;
            regime_nome: string;
            salario: number;
            sobrenome: string;
            uf: null | string;
        };
        Comparacao: {
            anterior: null | string;
            atual: null | string;
            diferenca: null | string;
            percentual: null | string;
        };
        ComparacaoCategoria: {
            categoria: components["schemas"]["CategoriaComparacao"];
            desvio: null | string;
            label: string;
            previsto: string;
            real: string;
        };
        ComparacaoCenarios: {
            a: components["schemas"]["LadoComparado"];
            b: components["schemas"]["LadoComparado"];
        };
        ComparacaoIndicador: {
            anterior: null | string;
            atual: null | string;
            diferenca: null | string;
            /** @enum {string} */
            indicador: "provisaoDecimoTerceiro" | "provisaoFerias" | "provisaoRescisao" | "custoTotal" | "colaboradores" | "salarioBruto" | "beneficioEmpresa" | "descontoBeneficios" | "impostoColaborador" | "impostoEmpresa" | "hhMedio";
            percentual: null | string;
            rotulo: string;
        };
        ComparacaoPrevistoReal: {
            categorias: components["schemas"]["ComparacaoCategoria"][];
            estimado: boolean;
            fim: string;
            horas: {
                previsto: string;
                real: string;
            };
            inicio: string;
            projeto: string;
            receita: {
                previsto: string;
                real: string;
            };
            total: {
                desvio: null | string;
                previsto: string;
                real: string;
            };
        };
        ConfiguracaoCustoHora: {
            atualizadoEm: string;
            /** @enum {string} */
            baseHorasCustoHora: "carga_colaborador" | "oito_horas";
        };
        Cotacao: {
            atual: boolean;
            bid: string;
            cotadoEm: string;
            /** @enum {string} */
            moeda: "USD" | "EUR";
        };
        Criado: {
            result: {
                insertId: number;
            };
        };
        CustoArea: {
            custo: string;
            departamentoCod: null | number;
            fechamentoId: number;
            label: string;
            name: string;
            sigla: null | string;
        };
        CustoDepartamento: {
            custo: string;
            dataInicio: string;
            departamentoCod: null | number;
            fechamentoId: number;
            label: string;
            nome: string;
            sigla: null | string;
        };
        CustoExtraMes: {
            mes: string;
            quantidade: number;
            /** @enum {string} */
            tipo_custo: "INFRA_CLOUD" | "OUTROS_SOFTWARES" | "HORAS_EXTRAS" | "FORNECEDORES_TERCEIROS" | "OUTROS";
            valor_convertido: string;
        };
        CustoIndiretoRelatorio: {
            cotacao: string;
            descricao: null | string;
            id?: number;
            /** @enum {string} */
            moeda: "BRL" | "USD" | "EUR";
            /** @enum {string} */
            tipo_custo: "INFRA_CLOUD" | "OUTROS_SOFTWARES" | "HORAS_EXTRAS" | "FORNECEDORES_TERCEIROS" | "OUTROS";
            valor: string;
        };
        CustoProjeto: {
            cotacao: string;
            cotacao_data: null | string;
            descricao: null | string;
            email: string;
            id: number;
            /** @enum {string} */
            moeda: "BRL" | "USD" | "EUR";
            periodo_fim: string;
            periodo_inicio: string;
            projeto: string;
            /** @enum {string} */
            tipo_custo: "INFRA_CLOUD" | "OUTROS_SOFTWARES" | "HORAS_EXTRAS" | "FORNECEDORES_TERCEIROS" | "OUTROS";
            valor: string;
            valor_convertido: string;
        };
        CustoRealMes: {
            custoHH: string;
            custoIndireto: string;
            custoReal: string;
            estimado: boolean;
            mes: string;
            timeSpentBillable: number;
            timeSpentTotal: number;
        };
        DashboardPeriodo: {
            disponiveis: {
                calculado: boolean;
                dataFim: string;
                dataInicio: string;
                id: number;
                label: string;
            }[];
            fechamentos: components["schemas"]["MediaFechamento"][];
            fim: null | string;
            inicio: null | string;
        };
        DepartamentoRecord: {
            ativo: boolean;
            cod: number;
            descricao?: null | string;
            nome: string;
            sigla: string;
        };
        DetalheBeneficio: {
            acrescimos: string;
            benefCod: null | number;
            descontoColaborador: string;
            nome: null | string;
            parteFilial: string;
            /** @enum {string} */
            periodoValor: "mes" | "dia";
            quantidade: string;
            sigla: null | string;
            subtracoes: string;
            valorBase: string;
            valorBeneficio: string;
            valorEmpresa: string;
        };
        DetalheCenario: {
            antes: null | components["schemas"]["FechamentoColaboradorResultado"];
            avisos: string[];
            departamentoCod: null | number;
            depois: null | components["schemas"]["FechamentoColaboradorResultado"];
            diferenca: {
                custoHora: string;
                custoHoraPercentual: null | string;
                custoTotal: string;
                custoTotalPercentual: null | string;
            };
            filialCod: number;
            funcaoCod: number;
            mat: number;
            mes: string;
            nome: null | string;
            periodo: components["schemas"]["PeriodoCenario"];
            regimeCod: number;
            situacao: components["schemas"]["SituacaoCenario"];
        };
        DetalheFechamento: {
            avisos: string[];
            beneficios: components["schemas"]["DetalheBeneficio"][];
            dataFim: string;
            dataInicio: string;
            dataReferencia: string;
            descontoBeneficios: string;
            diasUteis: number;
            encargos: {
                aliquotaEncargos: string;
                aliquotaEncargosProvisoes: string;
                aliquotaFgts: string;
                encargosSemFgts: string;
                fgts: string;
                total: string;
            };
            horasMes: string;
            impostos: components["schemas"]["DetalheImposto"][];
            irrf: null | components["schemas"]["DetalheIrrf"];
            proporcional: {
                admitidoNoPeriodo: boolean;
                ativoNoPeriodo: boolean;
                demitidoNoPeriodo: boolean;
                diasMes: number;
                diasTrabalhados: number;
                fator: string;
                salarioMensal: string;
            };
            provisoes: {
                baseDecimoTerceiro: string;
                baseFerias: string;
                baseProvisoes: string;
                baseRescisao: string;
                encargosProvisoes: string;
                recesso: string;
                tercoFerias: string;
            };
        };
        DetalheImposto: {
            aliquotaFilial: string;
            /** @enum {null|string} */
            base: null | "imposto" | "salario";
            baseCalculo: null | string;
            /** @enum {null|string} */
            baseFilial: null | "imposto" | "salario";
            /** @enum {string} */
            calculo: "faixas" | "fixo" | "percentual" | "sem_valor";
            cod: null | number;
            faixa: null | components["schemas"]["FaixaEscolhida"];
            fgts: boolean;
            impostoFaixa: null | string;
            irrf: null | components["schemas"]["DetalheIrrf"];
            limitadoAoTeto: boolean;
            nome: null | string;
            parteColaborador: string;
            parteFilial: string;
            sigla: null | string;
        };
        DetalheIrrf: {
            base: string;
            bruto: string;
            deducao: string;
            deducaoDependentes: string;
            deducaoImpostos: string;
            deducaoLegal: string;
            deducaoPorDependente: string;
            /** @enum {string} */
            deducaoUsada: "legal" | "simplificado";
            dependentes: number;
            descontoSimplificado: string;
            imposto: string;
            impostoTabela: string;
            reducaoLei15270: string;
        };
        DetalheProjeto: {
            custoHH: string;
            custoIndireto: string;
            estimado: boolean;
            keys: string[];
            pages: number;
            timesheet: components["schemas"]["TarefaTempo"][];
            timeSpentBillable: number;
            timeSpentTotal: number;
            timeSpentUser: components["schemas"]["TempoColaborador"][];
            total: string;
        };
        DetalheRelatorioProjetos: {
            custoHH: string;
            timeSpentBillable: number;
            timeSpentTotal: number;
            total: string;
        };
        DiferencaCenario: {
            beneficioTotal: {
                percentual: null | string;
                valor: string;
            };
            colaboradores: number;
            custoHoraMedio: {
                percentual: null | string;
                valor: string;
            };
            custoTotal: {
                percentual: null | string;
                valor: string;
            };
            encargosEmpresa: {
                percentual: null | string;
                valor: string;
            };
            impostoColaborador: {
                percentual: null | string;
                valor: string;
            };
            provisaoDecimoTerceiro: {
                percentual: null | string;
                valor: string;
            };
            provisaoFerias: {
                percentual: null | string;
                valor: string;
            };
            provisaoRescisao: {
                percentual: null | string;
                valor: string;
            };
            provisoes: {
                percentual: null | string;
                valor: string;
            };
            salarioBase: {
                percentual: null | string;
                valor: string;
            };
        };
        EntradaDeAuditoria: {
            /** @enum {string} */
            acao: "criar" | "alterar" | "remover" | "ativar" | "desativar" | "calcular" | "recalcular" | "travar" | "destravar" | "importar" | "sincronizar" | "aprovar" | "recusar" | "confirmar_email" | "vincular" | "desvincular" | "login" | "login_falhou" | "logout" | "limite_atingido" | "senha_alterada" | "senha_redefinida" | "secao_recusada" | "token_reutilizado";
            campos: components["schemas"]["CampoAuditado"][];
            chave: string;
            detalhes: null | {
                [key: string]: unknown;
            };
            em: string;
            /** @enum {string} */
            entidade: "colaborador" | "beneficio_colaborador" | "beneficio" | "valor_beneficio" | "imposto" | "faixa_imposto" | "valor_imposto" | "regime" | "funcao" | "departamento" | "filial" | "fechamento" | "configuracao_empresa" | "planejamento" | "custo_projeto" | "taxa" | "relatorio_margem" | "simulacao_margem" | "regras_alerta" | "simulacao" | "squad" | "cenario" | "cliente" | "importacao" | "usuario" | "secao_usuario" | "pedido_cadastro" | "vinculo_google" | "sincronizacao_jira" | "sessao" | "projecao_limites";
            id: number;
            requestId: null | string;
            usuarioId: null | number;
            usuarioNome: string;
        };
        /** @description Erros da requisição */
        ErrorResponse: {
            /**
             * @description 401: TOKEN_EXPIRED ou UNAUTHORIZED; 403 do login Google: REGISTRATION_REQUESTED
             * @enum {string}
             */
            code?: "TOKEN_EXPIRED" | "UNAUTHORIZED" | "REGISTRATION_REQUESTED";
            errors: {
                errorMessage: string;
                /** @description Campo com erro (validação) */
                field?: string;
            }[];
        };
        EvolucaoCusto: {
            cod: number;
            fim: null | string;
            inicio: null | string;
            nome: string;
            pontos: components["schemas"]["PontoEvolucao"][];
            tipo: components["schemas"]["TipoEvolucao"];
        };
        FaixaEscolhida: {
            aliq_faixa: string;
            /** @enum {null|string} */
            compara_fim: null | ">" | ">=" | "=" | "<=" | "<";
            /** @enum {string} */
            compara_inicio: ">" | ">=" | "=" | "<=" | "<";
            id: null | number;
            observacao: null | string;
            valor_deducao: string;
            valor_faixa: null | string;
            valor_faixa_fim: null | string;
            valor_faixa_inicio: string;
            vigencia_fim: null | string;
            vigencia_inicio: null | string;
        };
        FaixaImpostoJson: {
            aliqFaixa?: null | string | number;
            ativo?: boolean | null;
            /** @enum {null|string} */
            baseAliqFaixa?: null | "imposto" | "salario";
            /** @enum {null|string} */
            comparaFim?: null | ">" | ">=" | "=" | "<=" | "<";
            /** @enum {string} */
            comparaInicio: ">" | ">=" | "=" | "<=" | "<";
            id?: null | number;
            observacao?: null | string;
            valorDeducao?: null | string | number;
            valorFaixa?: null | string | number;
            valorFaixaFim?: null | string | number;
            valorFaixaInicio: string | number;
            vigenciaFim?: null | string;
            vigenciaInicio?: null | string;
        };
        FaixaImpostoRecord: {
            aliq_faixa: number;
            ativo: boolean;
            /** @enum {null|string} */
            base_aliq_faixa: null | "imposto" | "salario";
            /** @enum {null|string} */
            compara_fim: null | ">" | ">=" | "=" | "<=" | "<";
            /** @enum {string} */
            compara_inicio: ">" | ">=" | "=" | "<=" | "<";
            id: number;
            imposto_cod: number;
            observacao: null | string;
            valor_deducao: number;
            valor_faixa: null | number;
            valor_faixa_fim: null | number;
            valor_faixa_inicio: number;
            vigencia_fim: null | string;
            vigencia_inicio: string;
        };
        FaixaOpcaoCenario: {
            aliqFaixa: string;
            baseAliqFaixa: null | string;
            comparaFim: null | string;
            comparaInicio: string;
            valorDeducao: string;
            valorFaixa: null | string;
            valorFaixaFim: null | string;
            valorFaixaInicio: string;
            vigenciaFim: null | string;
            vigenciaInicio: string;
        };
        FaturamentoMes: {
            mes: string;
            nome: string;
            receitaBruta: string;
            relatorioId: number;
        };
        FechamentoColaboradorResultado: {
            beneficioTotal: string;
            cargaHoraria: number;
            custoHora: string;
            custoHoraMeioPeriodo: string;
            custoTotal: string;
            detalhamento: components["schemas"]["DetalheFechamento"];
            impostoTotal: string;
            /** @enum {integer} */
            meioPeriodo: 0 | 1;
            provisaoDecimoTerceiro: string;
            provisaoFerias: string;
            provisaoRescisao: string;
            salarioBase: string;
            salarioFilial: string;
            salarioLiquido: string;
        };
        FechamentoRecord: {
            ativo: boolean;
            bloqueio: boolean;
            calculado: boolean;
            calculadoEm: null | string;
            colaboradores: number;
            dataFim: string;
            dataInicio: string;
            descricao: null | string;
            diasUteis: number;
            id: number;
            label: string;
        };
        FechamentoRelatorio: {
            bloqueio: boolean;
            calculado: boolean;
            colaboradores: number;
            dataFim: string;
            dataInicio: string;
            id: number;
            label: string;
            mensagem: null | string;
        };
        FilialRecord: {
            ativo: boolean;
            cnpj: string;
            cod: number;
            label: string;
            uf?: null | string;
        };
        FiltrosResumo: {
            departamentoCod?: null | number;
            filialCod?: null | number;
            regimeCod?: null | number;
        };
        /** @enum {integer} */
        FuncaoAtivo: 0 | 1 | 2;
        FuncaoPlanejamento: {
            cod: number;
            custoHoraMedio: null | string;
            nome: string;
        };
        FuncaoRecord: {
            ativo: components["schemas"]["FuncaoAtivo"];
            cbo: string;
            cod: number;
            descricao: null | string;
            nome: string;
        };
        FuncaoSimulacao: {
            ativo: number;
            cbo: string;
            cod: number;
            descricao: null | string;
            nome: string;
        };
        FuncoesPlanejamento: {
            fechamento: null | {
                dataFim: string;
                dataInicio: string;
                id: number;
                label: string;
            };
            funcoes: components["schemas"]["FuncaoPlanejamento"][];
        };
        GrupoCenario: {
            antes: components["schemas"]["TotaisCenario"];
            cod: null | number;
            depois: components["schemas"]["TotaisCenario"];
            diferenca: components["schemas"]["DiferencaCenario"];
            nome: string;
        };
        /** @enum {string} */
        GrupoResumo: "regime" | "departamento" | "filial";
        HistoricoCustos: {
            categorias: {
                id: number;
                name: string;
            }[];
            clientes: {
                id: number;
                nome: string;
            }[];
            custos: components["schemas"]["LinhaHistoricoCusto"][];
            periodoFinal: string;
            periodoInicial: string;
            projetos: components["schemas"]["ProjetoHistorico"][];
            /** @enum {string} */
            tipoCusto: "INFRA_CLOUD" | "OUTROS_SOFTWARES" | "HORAS_EXTRAS" | "FORNECEDORES_TERCEIROS" | "OUTROS" | "VALOR_HH" | "TOTAL";
        };
        ImpostoDetail: {
            ativo: boolean;
            cod: number;
            descricao: null | string;
            faixas: components["schemas"]["FaixaImpostoRecord"][];
            nome: string;
            regimes: components["schemas"]["RegimeImpostoRecord"][];
            sigla: string;
            valores: components["schemas"]["ValorImpostoRecord"][];
        };
        ImpostoRecord: {
            ativo: boolean;
            cod: number;
            descricao: null | string;
            nome: string;
            sigla: string;
        };
        ImpostoResumo: {
            cod: null | number;
            colaboradores: number;
            comparacao: components["schemas"]["Comparacao"];
            nome: null | string;
            parteColaborador: string;
            parteFilial: string;
            sigla: null | string;
        };
        ItemComparacao: {
            checked: boolean;
            custoHH: string;
            custoTotal: string;
            keys: string[];
            name: string;
            timeSpentBillable: number;
            timeSpentTotal: number;
        };
        JiraPessoa: {
            accountId: string;
            displayName: string;
            email: null | string;
        };
        LadoColaboradorComparado: {
            antes: null | components["schemas"]["LadoLinhaCenario"];
            depois: null | components["schemas"]["LadoLinhaCenario"];
            situacao: components["schemas"]["SituacaoCenario"];
        };
        LadoComparado: {
            cenario: components["schemas"]["CabecalhoCenario"];
            colaboradores: number;
            mes: string;
            totais: components["schemas"]["TotaisDoCenario"];
        };
        LadoLinhaCenario: {
            beneficioTotal: string;
            custoHora: string;
            custoTotal: string;
            impostoTotal: string;
            salarioBase: string;
        };
        Lider: {
            accountId: string;
            displayName: string;
            email: null | string;
        };
        LinhaBeneficioRelatorio: {
            benefCod: null | number;
            bloqueio: boolean;
            colaboradores: number;
            custoEmpresa: string;
            dataInicio: string;
            descontoColaborador: string;
            fechamentoId: number;
            label: string;
            nome: null | string;
            sigla: null | string;
        };
        LinhaCapacidadeArea: {
            colaborador: {
                demissao: null | string;
                departamento: {
                    cod: number;
                    nome: string;
                };
                funcao: {
                    nome: {
                        nome: string;
                    };
                };
                mat: number;
                nome: string;
                regime: {
                    cod: number;
                    nome: string;
                };
                sobrenome: string;
            };
            ferias: number;
            horasFaturaveis: number;
            horasLivres: number;
            horasPorDia: number;
            horasRealizadas: number;
            infoMaiorAlocacao: {
                categoria: null | string;
            };
            ocupacao: components["schemas"]["OcupacaoCapacidade"];
            perfil: null | string;
            totalHorasObrigatorias: number;
            totalHorasPlanejadas: number;
            variacaoFaturavel: string;
            variacaoFaturavelValor: null | number;
        };
        LinhaCapacidadeProjeto: {
            colaborador: {
                accountId: null | string;
                demissao: null | string;
                departamento: string;
                funcao: {
                    nome: string;
                };
                mat: null | number;
                nome: string;
                regime?: null | string;
                sobrenome: string;
            };
            horasFaturaveis: number;
            horasPlanejadas: number;
            horasPorDia: number;
            horasRealizadas: number;
            ocupacao: components["schemas"]["OcupacaoCapacidade"];
            perfil: null | string;
            totalHorasObrigatorias: number;
            variacaoFaturavel: string;
            variacaoFaturavelValor: null | number;
        };
        LinhaCenario: {
            antes: null | components["schemas"]["LadoLinhaCenario"];
            avisos: string[];
            departamento: null | string;
            depois: null | components["schemas"]["LadoLinhaCenario"];
            diferenca: {
                custoHora: string;
                custoHoraPercentual: null | string;
                custoTotal: string;
                custoTotalPercentual: null | string;
            };
            filial: string;
            funcao: string;
            mat: number;
            nome: null | string;
            regime: string;
            situacao: components["schemas"]["SituacaoCenario"];
        };
        LinhaFuncao: {
            codigo_funcao: number;
            custo_total_funcao: string;
            custo_venda_funcao: string;
            horas_funcao: string;
            id?: number;
            indice: number;
            mes_ano: string;
            nome_funcao: string;
            projeto: string;
            tempId?: number;
        };
        LinhaHistoricoCusto: {
            cotacao: string;
            cotacao_data: null | string;
            descricao: null | string;
            /** @enum {string} */
            moeda: "BRL" | "USD" | "EUR";
            periodo_fim: string;
            periodo_inicio: string;
            projeto: string;
            tipo_custo: components["schemas"]["TipoLinhaHistorico"];
            valor: string;
            valor_convertido: string;
        };
        LinhaIndireto: {
            cotacao: string;
            descricao_custo_indireto: string;
            id?: number;
            indice: number;
            mes_ano: string;
            /** @enum {string} */
            moeda: "BRL" | "USD" | "EUR";
            projeto: string;
            tempId?: number;
            /** @enum {string} */
            tipo: "INFRA_CLOUD" | "OUTROS_SOFTWARES" | "HORAS_EXTRAS" | "FORNECEDORES_TERCEIROS" | "OUTROS";
            valor_custo_indireto: string;
            valor_original_custo_indireto: string;
        };
        LinhaResultadoAnual: {
            custo_venda: string;
            despesas_operacionais: string;
            id: number;
            imposto_sem_resultado: string;
            margem_contribuicao: string;
            margem_liquida: string;
            nome: string;
            periodo_inicial: string;
            receita_bruta: string;
            receita_liquida: string;
            resultado_bruto: string;
            resultado_liquido: string;
        };
        LinhaResumo: {
            beneficioEmpresa: string;
            cod: null | number;
            colaboradores: number;
            comparacao: components["schemas"]["Comparacao"];
            custoTotal: string;
            descontoBeneficios: string;
            grupo: components["schemas"]["GrupoResumo"];
            hhMedio: string;
            impostoColaborador: string;
            impostoEmpresa: string;
            nome: string;
            provisaoDecimoTerceiro: string;
            provisaoFerias: string;
            provisaoRescisao: string;
            salarioBruto: string;
        };
        MargemCalculada: {
            custoHH: string;
            custoTotalVenda: string;
            despesasOperacionais: string;
            impostos: string;
            impostoSemResultado: string;
            margemBruta: string;
            margemContribuicao: string;
            margemLiquida: string;
            rateioAdministrativo: string;
            receitaBruta: string;
            receitaLiquida: string;
            resultadoAntesIRCSLL: string;
            resultadoBruto: string;
            resultadoLiquido: string;
            rv: string;
            totalCustoIndireto: string;
        };
        MargemSimulada: {
            data: components["schemas"]["MargemCalculada"];
            estimado: boolean;
        };
        MediaBeneficiosFechamento: {
            beneficioMedio: string;
            beneficios: {
                benefCod: null | number;
                colaboradores: number;
                descontoColaborador: string;
                media: string;
                nome: null | string;
                sigla: null | string;
                total: string;
            }[];
            beneficioTotal: string;
            calculado: boolean;
            colaboradores: number;
            fechamentoId: number;
            label: string;
        };
        MediaFechamento: {
            beneficioTotalMedio: null | string;
            calculado: boolean;
            colaboradores: number;
            custoHoraMedio: null | string;
            custoHoraPonderado: null | string;
            custoTotal: null | string;
            custoTotalMedio: null | string;
            dataFim: string;
            dataInicio: string;
            fechamentoId: number;
            impostoTotalMedio: null | string;
            label: string;
            salarioBaseMedio: null | string;
            salarioFilialMedio: null | string;
            salarioLiquidoMedio: null | string;
        };
        Mensagem: {
            message: string;
        };
        MesComparativoCusto: {
            custoPrevisto: string;
            custoReal: string;
            fechado: boolean;
            mes: string;
            mesLabel: string;
            variacao: null | string;
        };
        MesComparativoFaturamento: {
            faturamentoPrevisto: string;
            faturamentoReal: string;
            fechado: boolean;
            mes: string;
            mesLabel: string;
            variacao: null | string;
        };
        MesDoCenario: {
            mes: string;
            totais: components["schemas"]["TotaisDoCenario"];
        };
        MesesDoCenario: {
            cenario: components["schemas"]["CabecalhoCenario"];
            meses: components["schemas"]["MesDoCenario"][];
        };
        MesPlanejamento: {
            previstoFuncao: components["schemas"]["LinhaFuncao"][];
            previstoIndireto: components["schemas"]["LinhaIndireto"][];
            total_previsto_funcao: components["schemas"]["TotalPrevistoFuncao"];
            total_previsto_indireto: string;
            valorVenda: null | string;
        };
        MudancaHistorico: {
            de: string;
            descricao: string;
            matricula: number;
            nome: string;
            para: string;
            tipo: components["schemas"]["TipoMudanca"];
        };
        OcupacaoCapacidade: {
            ocupacaoFaturavel: null | number;
            ocupacaoPlanejada: null | number;
            ocupacaoRealizada: null | number;
        };
        OpcoesCenario: {
            beneficios: components["schemas"]["SiglaCenario"][];
            colaboradores: {
                mat: number;
                nome: string;
            }[];
            departamentos: components["schemas"]["SiglaCenario"][];
            fechamentos: {
                dataFim: string;
                dataInicio: string;
                diasUteis: number;
                id: number;
                label: string;
                mes: string;
            }[];
            filiais: components["schemas"]["CodigoCenario"][];
            funcoes: components["schemas"]["CodigoCenario"][];
            impostos: {
                cod: number;
                faixas: components["schemas"]["FaixaOpcaoCenario"][];
                nome: string;
                sigla: string;
            }[];
            regimes: components["schemas"]["SiglaCenario"][];
        };
        OpcoesRelatorioDp: {
            beneficios: {
                cod: number;
                nome: string;
                sigla: null | string;
            }[];
            colaboradores: {
                matricula: number;
                nome: string;
            }[];
            departamentos: {
                cod: number;
                nome: string;
                sigla: null | string;
            }[];
            filiais: {
                cod: number;
                nome: string;
            }[];
            regimes: {
                cod: number;
                nome: string;
                sigla: null | string;
            }[];
        };
        OpcoesSimulacao: {
            filiais: {
                cod: number;
                label: string;
            }[];
            funcoes: {
                ativo: number;
                cbo: string;
                cod: number;
                descricao: null | string;
                nome: string;
            }[];
            referencia: components["schemas"]["ReferenciaSimulacao"];
            regimes: {
                cod: number;
                nome: string;
                sigla: string;
            }[];
        };
        PaginaColaboradoresCenario: components["schemas"]["LinhaCenario"][];
        PaginaComparacaoColaboradores: components["schemas"]["ColaboradorComparado"][];
        /** @description Perfil do usuário autenticado */
        PerfilUsuario: {
            avatar_imgref: string | null;
            email: string;
            id: number;
            name: string;
            observacao: string | null;
            /**
             * @description Seções e papéis do usuário, sob a chave 'financeiro-api'
             * @example {
             *       "financeiro-api": [
             *         "dashboard",
             *         "projetos"
             *       ]
             *     }
             */
            roles: {
                [key: string]: string[];
            };
            usuario: string;
        };
        PeriodoCenario: {
            dataFim: string;
            dataInicio: string;
            diasUteis: number;
        };
        Planejamento: {
            cliente: null | components["schemas"]["Cliente"];
            margemCusto: null | string;
            meses: {
                [key: string]: components["schemas"]["MesPlanejamento"];
            };
            previstoTotal: components["schemas"]["PrevistoTotal"];
            projeto: string;
            versao: number;
        };
        PlanejamentoCarregado: {
            cliente: null | components["schemas"]["Cliente"];
            clientes: components["schemas"]["Cliente"][];
            margemCusto: null | string;
            meses: {
                [key: string]: components["schemas"]["MesPlanejamento"];
            };
            previstoTotal: components["schemas"]["PrevistoTotal"];
            projeto: string;
            projetoInfo: {
                chave: string;
                clienteId: null | number;
                id: number;
                nome: string;
            };
            versao: number;
        };
        PontoEvolucao: {
            bloqueio: boolean;
            calculado: boolean;
            colaboradores: number;
            custoTotal: null | string;
            dataFim: string;
            dataInicio: string;
            fechamentoId: number;
            hh: null | string;
            label: string;
            mensagem: null | string;
            mudancas: components["schemas"]["MudancaHistorico"][];
            salario: null | string;
        };
        PreferenciaAlertas: {
            receberEmail: boolean;
        };
        PreviaBeneficios: {
            avisos: string[];
            beneficios: {
                benefCod: null | number;
                colaboradores: number;
                nome: null | string;
                sigla: null | string;
                total: string;
            }[];
            beneficioTotal: string;
            colaboradores: number;
            descontoColaborador: string;
            fechamentoId: number;
        };
        PreviaImpostos: {
            avisos: string[];
            colaboradores: number;
            encargos: string;
            fechamentoId: number;
            impostos: {
                cod: null | number;
                nome: null | string;
                parteColaborador: string;
                parteFilial: string;
                sigla: null | string;
            }[];
            impostoTotal: string;
        };
        PrevistoMes: {
            chave: string;
            custoFuncao: string;
            custoIndireto: string;
            custoPrevisto: string;
            horas: string;
            mes: string;
            receitaPrevista: null | string;
        };
        PrevistoTotal: {
            id: null | number;
            margem_custo_projeto: null | string;
            projeto: string;
            total: string;
            total_custo_indireto: string;
            total_custo_venda: string;
            total_funcao: string;
            total_horas: string;
            total_valor_venda: string;
        };
        ProjetoCenario: {
            abaixoDaMeta: boolean;
            abaixoDaMetaAntes: boolean;
            chave: string;
            custoAntes: string;
            custoDepois: string;
            custoRestanteAntes: string;
            custoRestanteDepois: string;
            diferenca: string;
            margemAlvo: null | string;
            margemAntes: null | string;
            margemDepois: null | string;
            nome: string;
            percentual: null | string;
            realizado: string;
            valorVenda: string;
        };
        ProjetoDoRelatorio: {
            id: number;
            key: string;
            name: string;
        };
        ProjetoHistorico: {
            category: null | {
                id: number;
                name: string;
            };
            cliente: {
                clienteId: null | number;
            };
            id: number;
            key: string;
            lead: null | {
                accountId: string;
                displayName: string;
            };
            name: string;
        };
        ProjetoItem: {
            blocked: boolean;
            category: null | {
                id: number;
                name: string;
            };
            clients: components["schemas"]["Cliente"][];
            id: number;
            key: string;
            lastIssueUpdateTime: null | string;
            lead: null | components["schemas"]["JiraPessoa"];
            name: string;
        };
        ProjetosDoCenario: {
            abaixoDaMeta: string[];
            cenario: components["schemas"]["CabecalhoCenario"];
            mesAtual: null | string;
            meses: string[];
            projetos: components["schemas"]["ProjetoCenario"][];
        };
        ProjetosPagina: {
            data: components["schemas"]["ProjetoItem"][];
            pages: number;
            total: number;
        };
        RealMes: {
            custoHH: string;
            custoIndireto: string;
            custoReal: string;
            estimado: boolean;
            mes: string;
            receitaReal: null | string;
            relatorioId: null | number;
            timeSpentBillable: number;
            timeSpentTotal: number;
        };
        ReferenciaSimulacao: {
            dataFim: string;
            dataInicio: string;
            diasUteis: number;
            fechamentoId: null | number;
            label: string;
        };
        RegimeImpostoRecord: {
            ativo: boolean;
            id: number;
            imposto_cod: number;
            nome: string;
            regime_cod: number;
            sigla: string;
        };
        RegimePerfil: {
            cod: number;
            nome: string;
        };
        RegimeRecord: {
            ativo: boolean;
            cod: number;
            descricao: null | string;
            nome: string;
            provisiona_decimo_terceiro: boolean;
            provisiona_ferias: boolean;
            provisiona_fgts: boolean;
            provisiona_rescisao: boolean;
            provisiona_terco_ferias: boolean;
            recesso_remunerado: boolean;
            sigla: string;
        };
        RegrasAlerta: {
            desvioMaximo: null | string;
            margemMinima: null | string;
            semanasAntecedencia: null | number;
        };
        RegrasAlertaDoProjeto: {
            efetivas: components["schemas"]["RegrasAlerta"];
            globais: components["schemas"]["RegrasAlerta"];
            projeto: {
                desvioMaximo?: null | string;
                margemMinima?: null | string;
                semanasAntecedencia?: null | number;
            };
        };
        RelatorioBeneficios: {
            fechamentos: components["schemas"]["FechamentoRelatorio"][];
            fim: null | string;
            inicio: null | string;
            linhas: components["schemas"]["LinhaBeneficioRelatorio"][];
        };
        RelatorioComparativoCusto: {
            anos: {
                ano: number;
                meses: components["schemas"]["MesComparativoCusto"][];
                totais: components["schemas"]["TotaisComparativoCusto"];
            }[];
            fim: null | string;
            inicio: null | string;
            projeto: components["schemas"]["ProjetoDoRelatorio"];
            totais: components["schemas"]["TotaisComparativoCusto"];
        };
        RelatorioComparativoFaturamento: {
            anos: {
                ano: number;
                meses: components["schemas"]["MesComparativoFaturamento"][];
                totais: components["schemas"]["TotaisComparativoFaturamento"];
            }[];
            fim: null | string;
            inicio: null | string;
            projeto: components["schemas"]["ProjetoDoRelatorio"];
            totais: components["schemas"]["TotaisComparativoFaturamento"];
        };
        RelatorioMargem: {
            ativo: boolean;
            custo_hora_colaborador: string;
            custo_venda: string;
            custosIndiretos: components["schemas"]["CustoIndiretoRelatorio"][];
            despesas_operacionais: string;
            id: number;
            imposto_sem_resultado: string;
            impostos: string;
            margem_bruta: string;
            margem_contribuicao: string;
            margem_liquida: string;
            nome: string;
            periodo_fim: string;
            periodo_inicial: string;
            projeto: string;
            rateio_administrativo: string;
            receita_bruta: string;
            receita_liquida: string;
            resultado_bruto: string;
            resultado_ir_csll: string;
            resultado_liquido: string;
            rv: string;
            total_custo_indireto: string;
        };
        RespostaCapacidadeProjeto: {
            projetos: components["schemas"]["BlocoCapacidadeProjeto"][];
        };
        ResultadoAnual: {
            ano: number | "total";
            margem_custo_projeto: null | string;
            projeto: {
                id: number;
                key: string;
                name: string;
            };
            resultados: components["schemas"]["LinhaResultadoAnual"][];
            totaisGerais: components["schemas"]["TotaisResultado"];
            totaisPorAno: components["schemas"]["TotaisDoAno"][];
        };
        ResultadoCalculoFechamento: {
            avisos: string[];
            colaboradores: number;
            fechamentoId: number;
            tempos: {
                calcular: number;
                carregar: number;
                gravar: number;
                total: number;
            };
            totais: {
                [key: string]: string | number;
            };
        };
        ResultadoCalculoMargem: {
            custoTotalVenda: string;
            margemContribuicao: string;
            totalAntesIRCSLL: string;
            totalCustoIndireto: string;
            totalDespesasOperacionais: string;
            totalImpostos: string;
            totalImpostoSemResultado: string;
            totalMargemBruta: string;
            totalMargemLiquida: string;
            totalRateioAdministrativo: string;
            totalReceitaLiquida: string;
            totalResultadoBruto: string;
            totalResultadoLiquido: string;
            totalRv: string;
        };
        ResultadoColaborador: {
            beneficioTotal: string;
            cargaHoraria: number;
            custoHora: string;
            custoHoraMeioPeriodo: string;
            custoTotal: string;
            departamento: null | string;
            departamentoCod: null | number;
            departamentoSigla: null | string;
            detalhamento?: components["schemas"]["DetalheFechamento"];
            filial: null | string;
            filialCod: null | number;
            funcao: null | string;
            funcaoCod: null | number;
            impostoTotal: string;
            matricula: number;
            meioPeriodo: number;
            nome: string;
            provisaoDecimoTerceiro: string;
            provisaoFerias: string;
            provisaoRescisao: string;
            regime: null | string;
            regimeCod: null | number;
            regimeSigla: null | string;
            salarioBase: string;
            salarioFilial: string;
            salarioLiquido: string;
        };
        ResultadoDoCenario: {
            baseHoras: {
                /** @enum {string} */
                antes: "carga_colaborador" | "oito_horas";
                /** @enum {string} */
                depois: "carga_colaborador" | "oito_horas";
            };
            cenario: components["schemas"]["CabecalhoCenario"];
            colaboradores: number;
            mes: string;
            periodo: components["schemas"]["PeriodoCenario"];
            situacoes: {
                admitido: number;
                desligado: number;
                mantido: number;
            };
            totais: components["schemas"]["TotaisDoCenario"];
        };
        ResultadoMargemSimulado: {
            data: components["schemas"]["ResultadoCalculoMargem"][];
            estimado: boolean;
        };
        ResumoFolha: {
            anterior: null | components["schemas"]["FechamentoRelatorio"];
            comparacao: components["schemas"]["ComparacaoIndicador"][];
            fechamento: components["schemas"]["FechamentoRelatorio"];
            filtros: components["schemas"]["FiltrosResumo"];
            impostos: components["schemas"]["ImpostoResumo"][];
            porDepartamento: components["schemas"]["LinhaResumo"][];
            porFilial: components["schemas"]["LinhaResumo"][];
            porRegime: components["schemas"]["LinhaResumo"][];
            totais: null | components["schemas"]["TotaisFolha"];
            totaisAnterior: null | components["schemas"]["TotaisFolha"];
        };
        /** @description Sessão: token de acesso (15 min), refresh token (7 dias, de uso único) e usuário */
        SessaoAutenticada: {
            /** @description Só em POST /login: marca este navegador como conhecido da conta (180 dias); reenviado nas próximas entradas, as falhas de outros clientes não o atrasam. Não dá acesso a nada. */
            device_token?: string;
            refresh_token: string;
            token: string;
            user: components["schemas"]["Usuario"];
        };
        SiglaCenario: {
            cod: number;
            nome: string;
            sigla: string;
        };
        SimulacaoCalculada: {
            avisos: string[];
            beneficioTotal: string;
            custoHH: string;
            custoHHMeioPeriodo: string;
            custoTotal: string;
            funcao: string;
            impostoTotal: string;
            provisaoDecimoTerceiro: string;
            provisaoFerias: string;
            provisaoRescisao: string;
            referencia: components["schemas"]["ReferenciaSimulacao"];
            salarioBruto: string;
            salarioFilial: string;
            salarioLiquido: string;
        };
        SimulacaoCusto: {
            ativo: boolean;
            beneficio_total: string;
            custo_hora_colaborador: string;
            custo_hora_colaborador_meio_periodo: string;
            custo_total: string;
            dependentes: number;
            fechamento_id: null | number;
            filial_cod: number;
            filial_label: string;
            funcao_cod: number;
            funcao_nome: string;
            id: number;
            imposto_total: string;
            provisao_decimo_terceiro: string;
            provisao_ferias: string;
            provisao_rescisao: string;
            regime_cod: number;
            regime_sigla: string;
            salario_bruto: string;
            salario_filial: string;
            salario_liquido: string;
        };
        SimulacaoGravada: {
            data: components["schemas"]["SimulacaoCusto"];
            message: string;
            result: boolean;
        };
        /** @enum {string} */
        SituacaoCenario: "mantido" | "admitido" | "desligado";
        Squad: {
            custo_total: string;
            id: number;
            nome: string;
            quantidade_sprints: number;
            squadColab: {
                [key: string]: components["schemas"]["SquadColab"][];
            };
        };
        SquadColab: {
            beneficio_total: string;
            custo_hora_colaborador: string;
            custo_hora_colaborador_meio_periodo: string;
            custo_total: string;
            dependentes: number;
            filial_label: string;
            funcao_nome: string;
            id: number;
            imposto_total: string;
            provisao_decimo_terceiro: string;
            provisao_ferias: string;
            provisao_rescisao: string;
            quantidade: number;
            regime_sigla: string;
            salario_bruto: string;
            salario_filial: string;
            salario_liquido: string;
            sprint: number;
        };
        SquadFuncaoCatalogo: {
            beneficio_total: string;
            custo_hora_colaborador: string;
            custo_hora_colaborador_meio_periodo: string;
            custo_total: string;
            dependentes: number;
            filial_label: string;
            funcao_nome: string;
            id: number;
            imposto_total: string;
            provisao_decimo_terceiro: string;
            provisao_ferias: string;
            provisao_rescisao: string;
            regime_sigla: string;
            salario_bruto: string;
            salario_filial: string;
            salario_liquido: string;
        };
        TarefaTempo: {
            key: string;
            summary: string;
            timeLogged: number;
            user: string;
        };
        TempoColaborador: {
            accountId: string;
            billableLogged: number;
            colaboradorMat: null | number;
            custoHH: string;
            custoTotal: string;
            estimado: boolean;
            projeto: string;
            timeLogged: number;
            user: string;
        };
        /** @enum {string} */
        TipoEvolucao: "colaborador" | "departamento";
        /** @enum {string} */
        TipoLinhaHistorico: "INFRA_CLOUD" | "OUTROS_SOFTWARES" | "HORAS_EXTRAS" | "FORNECEDORES_TERCEIROS" | "OUTROS" | "VALOR_HH";
        /** @enum {string} */
        TipoMudanca: "regime" | "funcao" | "salario" | "cargaHoraria";
        TotaisCenario: {
            beneficioTotal: string;
            colaboradores: number;
            custoHoraMedio: null | string;
            custoTotal: string;
            encargosEmpresa: string;
            impostoColaborador: string;
            provisaoDecimoTerceiro: string;
            provisaoFerias: string;
            provisaoRescisao: string;
            provisoes: string;
            salarioBase: string;
        };
        TotaisComparativoCusto: {
            totalCustoPrevisto: string;
            totalCustoReal: string;
            totalVariacao: null | string;
            totalVariacaoAcumuladaFechada: null | string;
        };
        TotaisComparativoFaturamento: {
            totalFaturamentoPrevisto: string;
            totalFaturamentoReal: string;
            totalVariacao: null | string;
            totalVariacaoAcumuladaFechada: null | string;
        };
        TotaisDoAno: {
            ano: number;
            custoTotalRealTotal: string;
            faturamentoBrutoRealTotal: string;
            faturamentoLiquidoRealTotal: string;
            margemContribuicaoMensalTotal: string;
            margemLiquidaMensalTotal: string;
            resultadoLiquidoTotal: string;
        };
        TotaisDoCenario: {
            departamentos: components["schemas"]["GrupoCenario"][];
            empresa: components["schemas"]["GrupoCenario"];
            filiais: components["schemas"]["GrupoCenario"][];
            funcoes: components["schemas"]["GrupoCenario"][];
            regimes: components["schemas"]["GrupoCenario"][];
        };
        TotaisFolha: {
            beneficioEmpresa: string;
            colaboradores: number;
            custoTotal: string;
            descontoBeneficios: string;
            hhMedio: string;
            impostoColaborador: string;
            impostoEmpresa: string;
            provisaoDecimoTerceiro: string;
            provisaoFerias: string;
            provisaoRescisao: string;
            salarioBruto: string;
        };
        TotaisResultado: {
            custoTotalRealTotal: string;
            faturamentoBrutoRealTotal: string;
            faturamentoLiquidoRealTotal: string;
            margemContribuicaoMensalTotal: string;
            margemLiquidaMensalTotal: string;
            resultadoLiquidoTotal: string;
        };
        TotalPrevistoFuncao: {
            soma_custo_total_funcao: string;
            soma_horas_funcao: string;
        };
        /** @description Usuário autenticado */
        Usuario: {
            email: string;
            id: number;
            name: string;
            /**
             * @description Seções e papéis do usuário, sob a chave 'financeiro-api'
             * @example {
             *       "financeiro-api": [
             *         "dashboard",
             *         "projetos"
             *       ]
             *     }
             */
            roles: {
                [key: string]: string[];
            };
            usuario: string;
        };
        ValorAlteracao: string | number;
        ValorAuditado: boolean | null | string | number;
        ValorBeneficioRecord: {
            aliquotaBenef?: null | number;
            aliquotaDesc?: null | number;
            aliquotaFilial?: null | number;
            /** @enum {null|string} */
            baseAliqBenef?: null | "beneficio" | "salario";
            /** @enum {null|string} */
            baseAliqDesc?: null | "beneficio" | "salario";
            /** @enum {string} */
            baseAliqFilial: "beneficio" | "salario";
            benefCod: number;
            filialCod: number;
            filialLabel: null | string;
            id: number;
            /** @enum {string} */
            periodoValor: "mes" | "dia";
            valor: number;
            valorDesc?: null | number;
            valorFilial?: null | number;
        };
        ValorImpostoRecord: {
            aliquota_desc: number;
            aliquota_filial: number;
            /** @enum {null|string} */
            base_aliq_desc: null | "imposto" | "salario";
            /** @enum {null|string} */
            base_aliq_filial: null | "imposto" | "salario";
            filial_cod: number;
            filial_label: null | string;
            id: number;
            imposto_cod: number;
            /** @enum {string} */
            periodo_valor: "mes" | "dia";
            /** @enum {string} */
            tipo_imposto: "fixo" | "percentual";
            valor_desc: number;
            valor_filial: number;
            valor_fixo: number;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
