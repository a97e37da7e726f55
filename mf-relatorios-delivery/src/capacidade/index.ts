export { CapacidadeAreaPage, lerEstadoArea, TITULO_CAPACIDADE_AREA } from './CapacidadeArea';
export { CapacidadeProjetoPage, lerEstadoProjeto, TITULO_CAPACIDADE_PROJETO } from './CapacidadeProjeto';
