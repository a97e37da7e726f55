/** Path and body schemas of the capacity routes. */
import { Body, DateText, KeyList, Params } from '../../http/fields';

export const TAG = 'Relatórios Delivery';

const datas = {
  inicio: DateText("Início do período, 'aaaa-MM-dd' (ou dd/MM/aaaa codificado)"),
  fim: DateText("Fim do período, 'aaaa-MM-dd' (ou dd/MM/aaaa codificado)"),
};
const selecao = () => KeyList('Ids separados por vírgula, TODOS ou NAO-INT-1000');

export const periodoParams = Params(datas);
export const projetoParams = Params({ ...datas, projetos: selecao() });
export const projetoBody = Body({ projetos: selecao() });
