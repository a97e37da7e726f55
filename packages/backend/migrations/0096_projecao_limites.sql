-- Portfolio thresholds of the forecast (issue 38 §2, 'Carteira'): one row the administrator sets.
-- Fractions (0.15 = 15 %); the defaults are the domain's LIMITES_CARTEIRA_PADRAO
-- (packages/domain/src/projecao/carteira.ts). Risk margin ≤ attention margin; attention deviation ≤
-- risk deviation (limitesCarteiraSchema checks it on the screen and the server; the CHECKs here too).

CREATE TABLE projecao_limites (
  id              smallint PRIMARY KEY DEFAULT 1 CONSTRAINT projecao_limites_uma_linha CHECK (id = 1),
  margem_atencao  numeric(9, 6) NOT NULL DEFAULT 0.15,
  margem_risco    numeric(9, 6) NOT NULL DEFAULT 0.05,
  desvio_atencao  numeric(9, 6) NOT NULL DEFAULT 0.05,
  desvio_risco    numeric(9, 6) NOT NULL DEFAULT 0.15,
  atualizado_em   timestamptz NOT NULL DEFAULT now(),
  atualizado_por  integer REFERENCES users (id),
  CONSTRAINT projecao_limites_margens CHECK (margem_risco >= 0 AND margem_risco <= margem_atencao AND margem_atencao <= 1),
  CONSTRAINT projecao_limites_desvios CHECK (desvio_atencao >= 0 AND desvio_atencao <= desvio_risco AND desvio_risco <= 10)
);

INSERT INTO projecao_limites (id) VALUES (1) ON CONFLICT DO NOTHING;
