-- The date of a foreign extra cost's exchange rate (issue 34 point 4). The BRL value of a USD/EUR cost
-- uses the rate stored with the cost, never today's quote; finance reads it with the rate's date
-- ('R$ 9.897,50 · cotação 5,3500 de 01/10/2026'). A new cost stores the date of the quote the form
-- filled the rate from, or, for a rate typed by hand, the cost's date (its period's first day): the
-- rate at the cost's date. Costs saved before this column existed take that same rule. BRL: no rate, no date.
ALTER TABLE custo_projeto ADD COLUMN cotacao_data date;
UPDATE custo_projeto SET cotacao_data = periodo_inicio WHERE moeda <> 'BRL';
-- A BRL cost has no rate date. A foreign cost written by the API always has one; a row written
-- outside it (SQL, fixtures) may not, and is then shown with its rate and no date.
ALTER TABLE custo_projeto ADD CONSTRAINT custo_projeto_cotacao_data_ck CHECK (moeda <> 'BRL' OR cotacao_data IS NULL);
