/** Company structure routes (section 'cadastros', tag 'Cadastros'): contract in README.md. */
import type { FastifyInstance } from 'fastify';
import { lerAtivo, lerAtivoNumerico } from '../../http/ativo';
import { typed } from '../../http/fields';
import { sectionRoute } from '../../http/guard';
import { rotasDeCadastro } from '../../http/rotas-de-cadastro';
import { departamentoSchemas, filialSchemas, funcaoSchemas, funcoesAtivas1e2Schema } from './schemas';
import * as servico from './service';

export default async function estruturaRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  const config = sectionRoute('cadastros');

  rotasDeCadastro(instance, {
    caminho: '/departamento',
    schemas: departamentoSchemas,
    config,
    lerAtivo,
    servico: { listar: servico.listarDepartamentos, buscar: servico.buscarDepartamento, criar: servico.criarDepartamento, atualizar: servico.atualizarDepartamento },
  });
  rotasDeCadastro(instance, {
    caminho: '/filial',
    schemas: filialSchemas,
    config,
    lerAtivo,
    servico: { listar: servico.listarFiliais, buscar: servico.buscarFilial, criar: servico.criarFilial, atualizar: servico.atualizarFilial },
  });
  rotasDeCadastro(instance, {
    caminho: '/funcao',
    schemas: funcaoSchemas,
    config,
    lerAtivo: lerAtivoNumerico,
    servico: { listar: servico.listarFuncoes, buscar: servico.buscarFuncao, criar: servico.criarFuncao, atualizar: servico.atualizarFuncao },
  });

  app.get('/funcao/listFuncoesAtivos1e2', { config, schema: funcoesAtivas1e2Schema }, async () => servico.funcoesAtivas1e2(app.db));
}
