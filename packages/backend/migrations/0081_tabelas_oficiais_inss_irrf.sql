-- Official INSS and IRRF tables as reference data of every database (issue 24, point 7), not only
-- of the demo seed: a closing of any month from January 2024 on finds brackets in force.
--
-- 1. The two taxes, when no tax with that sigla exists yet (a fresh database gets INSS = cod 1 and
--    IRRF = cod 2, the codes the demo seed uses for them).
-- 2. Their brackets, one official table at a time, into the (lowest-cod) tax of that sigla, and only
--    when that tax has no active bracket whose vigência overlaps the table's: brackets a database
--    already holds (typed in on Cadastros > Impostos, or seeded before this migration) are kept.
--    The demo seed inserts no brackets of its own any more (src/seed/company/reference.ts).
--
-- Sources (Diário Oficial da União):
--   INSS 2024: Portaria Interministerial MPS/MF nº 2, de 11/01/2024 (a partir de 01/01/2024).
--   INSS 2025: Portaria Interministerial MPS/MF nº 6, de 10/01/2025 (a partir de 01/01/2025).
--   INSS 2026: Portaria Interministerial MPS/MF nº 13, de 09/01/2026 (a partir de 01/01/2026).
--   IRRF 05/2023 a 01/2024: MP nº 1.171/2023, convertida na Lei nº 14.663/2023.
--   IRRF 02/2024 a 04/2025: MP nº 1.206/2024, convertida na Lei nº 14.848/2024.
--   IRRF desde 05/2025: MP nº 1.294/2025, convertida na Lei nº 15.191/2025.
-- The desconto simplificado (528,00 / 564,80 / 607,20), the dependent deduction and the 2026 reducer
-- of Lei 15.270/2025 are effective-dated constants of @financeiro/domain (legalConstants.ts), not rows.
--
-- INSS is progressive; each bracket is stored as rate x salary - deduction (the same figure as the
-- sum of the bracket parts), and above the ceiling as the fixed maximum contribution: the progressive
-- sum up to the ceiling, rounded to the cent (2024: 908,86; 2025: 951,63; 2026: 988,09).
-- The tables are inserted in this order (the ones the demo seed used to insert first), so a demo
-- database keeps the bracket ids 1-15 it had.

INSERT INTO imposto (sigla, nome, descricao)
SELECT novo.sigla, novo.nome, novo.descricao
FROM (VALUES
  (1, 'INSS', 'INSS do empregado',
   'Contribuição previdenciária do segurado empregado, progressiva por faixas sobre o salário (EC 103/2019), limitada ao teto.'),
  (2, 'IRRF', 'Imposto de Renda Retido na Fonte',
   'IRPF retido na fonte, tabela progressiva mensal sobre o salário menos INSS e deduções (dependentes ou desconto simplificado).')
) AS novo (ordem, sigla, nome, descricao)
WHERE NOT EXISTS (SELECT 1 FROM imposto WHERE upper(btrim(imposto.sigla)) = novo.sigla)
ORDER BY novo.ordem;

CREATE TEMPORARY TABLE tabela_oficial (
  ordem           integer NOT NULL,
  sigla           varchar(60) NOT NULL,
  base            varchar(7) NOT NULL,
  vigencia_inicio date NOT NULL,
  vigencia_fim    date,
  inicio          numeric(14,2) NOT NULL,
  fim             numeric(14,2),
  aliquota        numeric(9,6) NOT NULL,
  deducao         numeric(14,2) NOT NULL,
  fixo            numeric(14,2),
  observacao      varchar(300) NOT NULL
) ON COMMIT DROP;

INSERT INTO tabela_oficial VALUES
  -- INSS 2025
  (1, 'INSS', 'salario', '2025-01-01', '2025-12-31', 0.00, 1518.00, 0.075, 0.00, NULL,
   'Portaria Interministerial MPS/MF nº 6, de 10/01/2025 (tabela de contribuição do empregado 2025).'),
  (2, 'INSS', 'salario', '2025-01-01', '2025-12-31', 1518.01, 2793.88, 0.09, 22.77, NULL,
   'Portaria Interministerial MPS/MF nº 6, de 10/01/2025 (tabela de contribuição do empregado 2025).'),
  (3, 'INSS', 'salario', '2025-01-01', '2025-12-31', 2793.89, 4190.83, 0.12, 106.59, NULL,
   'Portaria Interministerial MPS/MF nº 6, de 10/01/2025 (tabela de contribuição do empregado 2025).'),
  (4, 'INSS', 'salario', '2025-01-01', '2025-12-31', 4190.84, 8157.41, 0.14, 190.40, NULL,
   'Portaria Interministerial MPS/MF nº 6, de 10/01/2025 (tabela de contribuição do empregado 2025).'),
  (5, 'INSS', 'salario', '2025-01-01', '2025-12-31', 8157.42, NULL, 0, 0.00, 951.63,
   'Acima do teto: contribuição máxima. Portaria Interministerial MPS/MF nº 6, de 10/01/2025 (tabela de contribuição do empregado 2025).'),
  -- INSS 2026
  (6, 'INSS', 'salario', '2026-01-01', NULL, 0.00, 1621.00, 0.075, 0.00, NULL,
   'Portaria Interministerial MPS/MF nº 13, de 09/01/2026 (tabela de contribuição do empregado 2026, salário mínimo R$ 1.621,00, teto R$ 8.475,55).'),
  (7, 'INSS', 'salario', '2026-01-01', NULL, 1621.01, 2902.84, 0.09, 24.32, NULL,
   'Portaria Interministerial MPS/MF nº 13, de 09/01/2026 (tabela de contribuição do empregado 2026, salário mínimo R$ 1.621,00, teto R$ 8.475,55).'),
  (8, 'INSS', 'salario', '2026-01-01', NULL, 2902.85, 4354.27, 0.12, 111.40, NULL,
   'Portaria Interministerial MPS/MF nº 13, de 09/01/2026 (tabela de contribuição do empregado 2026, salário mínimo R$ 1.621,00, teto R$ 8.475,55).'),
  (9, 'INSS', 'salario', '2026-01-01', NULL, 4354.28, 8475.55, 0.14, 198.49, NULL,
   'Portaria Interministerial MPS/MF nº 13, de 09/01/2026 (tabela de contribuição do empregado 2026, salário mínimo R$ 1.621,00, teto R$ 8.475,55).'),
  (10, 'INSS', 'salario', '2026-01-01', NULL, 8475.56, NULL, 0, 0.00, 988.09,
   'Acima do teto: contribuição máxima. Portaria Interministerial MPS/MF nº 13, de 09/01/2026 (tabela de contribuição do empregado 2026, salário mínimo R$ 1.621,00, teto R$ 8.475,55).'),
  -- IRRF from May 2025
  (11, 'IRRF', 'imposto', '2025-05-01', NULL, 0.00, 2428.80, 0, 0.00, NULL,
   'Isento. Lei nº 15.191/2025: tabela progressiva mensal do IRPF a partir de maio de 2025.'),
  (12, 'IRRF', 'imposto', '2025-05-01', NULL, 2428.81, 2826.65, 0.075, 182.16, NULL,
   'Lei nº 15.191/2025: tabela progressiva mensal do IRPF a partir de maio de 2025.'),
  (13, 'IRRF', 'imposto', '2025-05-01', NULL, 2826.66, 3751.05, 0.15, 394.16, NULL,
   'Lei nº 15.191/2025: tabela progressiva mensal do IRPF a partir de maio de 2025.'),
  (14, 'IRRF', 'imposto', '2025-05-01', NULL, 3751.06, 4664.68, 0.225, 675.49, NULL,
   'Lei nº 15.191/2025: tabela progressiva mensal do IRPF a partir de maio de 2025.'),
  (15, 'IRRF', 'imposto', '2025-05-01', NULL, 4664.69, NULL, 0.275, 908.73, NULL,
   'Lei nº 15.191/2025: tabela progressiva mensal do IRPF a partir de maio de 2025.'),
  -- INSS 2024
  (16, 'INSS', 'salario', '2024-01-01', '2024-12-31', 0.00, 1412.00, 0.075, 0.00, NULL,
   'Portaria Interministerial MPS/MF nº 2, de 11/01/2024 (tabela de contribuição do empregado 2024).'),
  (17, 'INSS', 'salario', '2024-01-01', '2024-12-31', 1412.01, 2666.68, 0.09, 21.18, NULL,
   'Portaria Interministerial MPS/MF nº 2, de 11/01/2024 (tabela de contribuição do empregado 2024).'),
  (18, 'INSS', 'salario', '2024-01-01', '2024-12-31', 2666.69, 4000.03, 0.12, 101.18, NULL,
   'Portaria Interministerial MPS/MF nº 2, de 11/01/2024 (tabela de contribuição do empregado 2024).'),
  (19, 'INSS', 'salario', '2024-01-01', '2024-12-31', 4000.04, 7786.02, 0.14, 181.18, NULL,
   'Portaria Interministerial MPS/MF nº 2, de 11/01/2024 (tabela de contribuição do empregado 2024).'),
  (20, 'INSS', 'salario', '2024-01-01', '2024-12-31', 7786.03, NULL, 0, 0.00, 908.86,
   'Acima do teto: contribuição máxima. Portaria Interministerial MPS/MF nº 2, de 11/01/2024 (tabela de contribuição do empregado 2024).'),
  -- IRRF May 2023 to January 2024
  (21, 'IRRF', 'imposto', '2023-05-01', '2024-01-31', 0.00, 2112.00, 0, 0.00, NULL,
   'Isento. MP nº 1.171/2023, convertida na Lei nº 14.663/2023: tabela progressiva mensal do IRPF de maio de 2023 a janeiro de 2024.'),
  (22, 'IRRF', 'imposto', '2023-05-01', '2024-01-31', 2112.01, 2826.65, 0.075, 158.40, NULL,
   'MP nº 1.171/2023, convertida na Lei nº 14.663/2023: tabela progressiva mensal do IRPF de maio de 2023 a janeiro de 2024.'),
  (23, 'IRRF', 'imposto', '2023-05-01', '2024-01-31', 2826.66, 3751.05, 0.15, 370.40, NULL,
   'MP nº 1.171/2023, convertida na Lei nº 14.663/2023: tabela progressiva mensal do IRPF de maio de 2023 a janeiro de 2024.'),
  (24, 'IRRF', 'imposto', '2023-05-01', '2024-01-31', 3751.06, 4664.68, 0.225, 651.73, NULL,
   'MP nº 1.171/2023, convertida na Lei nº 14.663/2023: tabela progressiva mensal do IRPF de maio de 2023 a janeiro de 2024.'),
  (25, 'IRRF', 'imposto', '2023-05-01', '2024-01-31', 4664.69, NULL, 0.275, 884.96, NULL,
   'MP nº 1.171/2023, convertida na Lei nº 14.663/2023: tabela progressiva mensal do IRPF de maio de 2023 a janeiro de 2024.'),
  -- IRRF February 2024 to April 2025
  (26, 'IRRF', 'imposto', '2024-02-01', '2025-04-30', 0.00, 2259.20, 0, 0.00, NULL,
   'Isento. MP nº 1.206/2024, convertida na Lei nº 14.848/2024: tabela progressiva mensal do IRPF de fevereiro de 2024 a abril de 2025.'),
  (27, 'IRRF', 'imposto', '2024-02-01', '2025-04-30', 2259.21, 2826.65, 0.075, 169.44, NULL,
   'MP nº 1.206/2024, convertida na Lei nº 14.848/2024: tabela progressiva mensal do IRPF de fevereiro de 2024 a abril de 2025.'),
  (28, 'IRRF', 'imposto', '2024-02-01', '2025-04-30', 2826.66, 3751.05, 0.15, 381.44, NULL,
   'MP nº 1.206/2024, convertida na Lei nº 14.848/2024: tabela progressiva mensal do IRPF de fevereiro de 2024 a abril de 2025.'),
  (29, 'IRRF', 'imposto', '2024-02-01', '2025-04-30', 3751.06, 4664.68, 0.225, 662.77, NULL,
   'MP nº 1.206/2024, convertida na Lei nº 14.848/2024: tabela progressiva mensal do IRPF de fevereiro de 2024 a abril de 2025.'),
  (30, 'IRRF', 'imposto', '2024-02-01', '2025-04-30', 4664.69, NULL, 0.275, 896.00, NULL,
   'MP nº 1.206/2024, convertida na Lei nº 14.848/2024: tabela progressiva mensal do IRPF de fevereiro de 2024 a abril de 2025.');

INSERT INTO faixa_imposto (
  imposto_cod, compara_inicio, valor_faixa_inicio, compara_fim, valor_faixa_fim, aliq_faixa,
  base_aliq_faixa, valor_faixa, valor_deducao, observacao, vigencia_inicio, vigencia_fim
)
SELECT alvo.cod, '>=', t.inicio, CASE WHEN t.fim IS NULL THEN NULL ELSE '<=' END, t.fim, t.aliquota,
       t.base, t.fixo, t.deducao, t.observacao, t.vigencia_inicio, t.vigencia_fim
FROM tabela_oficial t
JOIN LATERAL (
  SELECT min(cod) AS cod FROM imposto WHERE upper(btrim(imposto.sigla)) = t.sigla
) alvo ON alvo.cod IS NOT NULL
WHERE NOT EXISTS (
  SELECT 1 FROM faixa_imposto f
  WHERE f.imposto_cod = alvo.cod
    AND f.ativo
    AND f.vigencia_inicio <= COALESCE(t.vigencia_fim, DATE '9999-12-31')
    AND COALESCE(f.vigencia_fim, DATE '9999-12-31') >= t.vigencia_inicio
)
ORDER BY t.ordem;
