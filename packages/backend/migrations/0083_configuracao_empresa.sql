-- Company settings (one row). First setting: the daily hour base of the hour cost (issue 24,
-- point 13). Spec 02 section 9 says 'The hourly base is 8 hours per day'; DOMAIN.md item 8 divides by
-- each employee's own daily workload. Both are offered; the default keeps what every closing
-- calculated so far used (the employee's own workload). See src/fechamentos/README.md.

CREATE TABLE configuracao_empresa (
  id                     smallint PRIMARY KEY DEFAULT 1 CONSTRAINT configuracao_empresa_uma_linha CHECK (id = 1),
  base_horas_custo_hora  varchar(20) NOT NULL DEFAULT 'carga_colaborador'
    CONSTRAINT configuracao_empresa_base_horas CHECK (base_horas_custo_hora IN ('carga_colaborador', 'oito_horas')),
  atualizado_em          timestamptz NOT NULL DEFAULT now(),
  atualizado_por         integer REFERENCES users (id)
);

INSERT INTO configuracao_empresa (id) VALUES (1) ON CONFLICT DO NOTHING;
