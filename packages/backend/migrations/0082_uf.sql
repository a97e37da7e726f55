-- The state (UF) of an employee's address and of a branch (issue 24, point 13; spec 01 section 9:
-- 'A list of the 27 Brazilian state codes (AC to TO) with their names is used'). Both optional.
-- Employees whose city was typed as 'Cidade/UF' (the demo seed did so) get the code split off.

ALTER TABLE colaborador ADD COLUMN uf char(2)
  CONSTRAINT colaborador_uf_valida CHECK (uf IN ('AC','AL','AP','AM','BA','CE','DF','ES','GO','MA','MT','MS','MG','PA',
                                                  'PB','PR','PE','PI','RJ','RN','RS','RO','RR','SC','SP','SE','TO'));
ALTER TABLE filial ADD COLUMN uf char(2)
  CONSTRAINT filial_uf_valida CHECK (uf IN ('AC','AL','AP','AM','BA','CE','DF','ES','GO','MA','MT','MS','MG','PA',
                                             'PB','PR','PE','PI','RJ','RN','RS','RO','RR','SC','SP','SE','TO'));

UPDATE colaborador
SET uf = upper(substring(cidade FROM '/\s*([A-Za-z]{2})\s*$')),
    cidade = btrim(substring(cidade FROM '^(.*?)\s*/\s*[A-Za-z]{2}\s*$'))
WHERE cidade ~ '^.*\S\s*/\s*[A-Za-z]{2}\s*$'
  AND upper(substring(cidade FROM '/\s*([A-Za-z]{2})\s*$')) IN ('AC','AL','AP','AM','BA','CE','DF','ES','GO','MA','MT','MS',
                                                                 'MG','PA','PB','PR','PE','PI','RJ','RN','RS','RO','RR','SC',
                                                                 'SP','SE','TO');
