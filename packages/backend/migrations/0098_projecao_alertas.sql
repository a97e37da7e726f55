-- Alerts of the forecast (issue 38 §3): the rules (global row + per-project overrides), the alerts
-- with their state, who read each one, and the per-user e-mail opt-in.
-- Rule values are fractions (0.15 = 15 %) or whole weeks; the defaults are the domain's
-- REGRAS_ALERTA_PADRAO (packages/domain/src/projecao/alertas.ts). NULL in the global row switches the
-- rule off; in a project's row NULL inherits the global value unless the rule's name is in `desligadas`
-- (then the rule is off for that project).

CREATE TABLE projecao_regras_alerta (
  id                   smallint PRIMARY KEY DEFAULT 1 CONSTRAINT projecao_regras_alerta_uma_linha CHECK (id = 1),
  margem_minima        numeric(9, 6) DEFAULT 0.15 CHECK (margem_minima >= 0 AND margem_minima <= 1),
  desvio_maximo        numeric(9, 6) DEFAULT 0.1 CHECK (desvio_maximo >= 0 AND desvio_maximo <= 10),
  semanas_antecedencia smallint DEFAULT 4 CHECK (semanas_antecedencia >= 0 AND semanas_antecedencia <= 104),
  atualizado_em        timestamptz NOT NULL DEFAULT now(),
  atualizado_por       integer REFERENCES users (id)
);
INSERT INTO projecao_regras_alerta (id) VALUES (1) ON CONFLICT DO NOTHING;

CREATE TABLE projecao_regras_alerta_projeto (
  projeto              varchar(30) PRIMARY KEY REFERENCES projeto (chave) ON DELETE CASCADE,
  margem_minima        numeric(9, 6) CHECK (margem_minima >= 0 AND margem_minima <= 1),
  desvio_maximo        numeric(9, 6) CHECK (desvio_maximo >= 0 AND desvio_maximo <= 10),
  semanas_antecedencia smallint CHECK (semanas_antecedencia >= 0 AND semanas_antecedencia <= 104),
  desligadas           text[] NOT NULL DEFAULT '{}'
                       CHECK (desligadas <@ ARRAY['margemMinima', 'desvioMaximo', 'semanasAntecedencia']::text[]),
  atualizado_em        timestamptz NOT NULL DEFAULT now(),
  atualizado_por       integer REFERENCES users (id)
);

-- One row per crossing: opened when the rule's condition becomes true, closed (fechado_em) when it
-- clears. At most one open alert per project and rule (the partial unique index).
CREATE TABLE projecao_alerta (
  id           serial PRIMARY KEY,
  projeto      varchar(30) NOT NULL REFERENCES projeto (chave) ON DELETE CASCADE,
  tipo         varchar(20) NOT NULL CHECK (tipo IN ('margem', 'custo', 'esgotamento')),
  titulo       varchar(200) NOT NULL,
  detalhe      text NOT NULL,
  causa        text NOT NULL,
  origem       varchar(20) NOT NULL CHECK (origem IN ('sincronizacao', 'fechamento', 'planejamento', 'regras')),
  aberto_em    timestamptz NOT NULL DEFAULT now(),
  atualizado_em timestamptz NOT NULL DEFAULT now(),
  fechado_em   timestamptz
);
CREATE UNIQUE INDEX projecao_alerta_um_aberto ON projecao_alerta (projeto, tipo) WHERE fechado_em IS NULL;
CREATE INDEX projecao_alerta_abertos ON projecao_alerta (aberto_em DESC) WHERE fechado_em IS NULL;

CREATE TABLE projecao_alerta_leitura (
  alerta_id integer NOT NULL REFERENCES projecao_alerta (id) ON DELETE CASCADE,
  user_id   integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  lido_em   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (alerta_id, user_id)
);

-- 'Dados de Usuário': receive the projects' alerts by e-mail (users with the projetos section).
ALTER TABLE users ADD COLUMN receber_alertas_projetos boolean NOT NULL DEFAULT false;
