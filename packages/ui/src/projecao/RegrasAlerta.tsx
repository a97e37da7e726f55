import { Box, Button, Checkbox, Field, Flex, Heading, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { alertasApi, errorToText, fieldErrors, useApi, type RegrasAlerta, type RegrasAlertaDoProjeto } from '@financeiro/api';
import { formatPercent, regrasAlertaProjetoSchema, regrasAlertaSchema } from '@financeiro/domain';
import { useEffect, useState } from 'react';
import { IntegerInput } from '../inputs/IntegerInput';
import { PercentInput } from '../inputs/PercentInput';
import { pendingLoad } from '../layout/LoadState';
import { notify } from '../toaster/notify';

type Campo = keyof RegrasAlerta;
const CAMPOS: Campo[] = ['margemMinima', 'desvioMaximo', 'semanasAntecedencia'];

/** The rules' texts (issue 38 §3), in the product's voice. */
export const TEXTOS_REGRAS_ALERTA: Record<Campo, { rotulo: string; ajuda: string }> = {
  margemMinima: {
    rotulo: 'Margem no término abaixo de',
    ajuda: 'Alerta quando a menor margem no término (estimativa a ou b) fica abaixo desta meta.',
  },
  desvioMaximo: {
    rotulo: 'Custo realizado acima do previsto em mais de',
    ajuda: 'Alerta quando o custo real até o mês passado supera o previsto até lá por mais que este percentual.',
  },
  semanasAntecedencia: {
    rotulo: 'Orçamento se esgota, no ritmo atual, semanas antes do fim do plano',
    ajuda: 'Alerta quando, no ritmo dos últimos três meses, o orçamento acaba este número de semanas (ou mais) antes do último mês do plano.',
  },
};

const descrever = (campo: Campo, valor: RegrasAlerta[Campo]) =>
  valor === null ? 'desligada' : campo === 'semanasAntecedencia' ? `${valor} ${valor === 1 ? 'semana' : 'semanas'}` : formatPercent(valor);

function ValorDaRegra({ campo, valor, onChange, id }: { campo: Campo; valor: string | number | null; onChange: (valor: string) => void; id: string }) {
  if (campo === 'semanasAntecedencia') return <IntegerInput id={id} value={valor} onChange={onChange} maxLength={3} maxW="120px" />;
  return (
    <Box w="160px">
      <PercentInput id={id} value={valor} onChange={onChange} maxLength={campo === 'desvioMaximo' ? 7 : 6} />
    </Box>
  );
}

const paraRegra = (campo: Campo, texto: string): string | number | null =>
  texto === '' ? null : campo === 'semanasAntecedencia' ? Number(texto) : texto;

async function validar<T>(schema: { validate: (v: unknown, o: object) => Promise<T> }, valor: unknown): Promise<string | null> {
  try {
    await schema.validate(valor, { abortEarly: true });
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

/** The administrator's global alert rules: each one on (with its value) or off. */
export function RegrasAlertaGlobaisForm() {
  const carga = useApi(() => alertasApi.regrasGlobais(), []);
  const [regras, setRegras] = useState<Record<Campo, string | number | null> | null>(null);
  const [ligadas, setLigadas] = useState<Record<Campo, boolean>>({ margemMinima: true, desvioMaximo: true, semanasAntecedencia: true });
  const [salvando, setSalvando] = useState(false);
  useEffect(() => {
    if (!carga.data) return;
    setRegras({ ...carga.data });
    setLigadas({
      margemMinima: carga.data.margemMinima !== null,
      desvioMaximo: carga.data.desvioMaximo !== null,
      semanasAntecedencia: carga.data.semanasAntecedencia !== null,
    });
  }, [carga.data]);
  const pendente = pendingLoad(carga);
  if (pendente || !regras) return pendente ?? null;

  const salvar = async () => {
    const corpo = Object.fromEntries(CAMPOS.map((campo) => [campo, ligadas[campo] ? regras[campo] : null])) as unknown as RegrasAlerta;
    const faltando = CAMPOS.find((campo) => ligadas[campo] && (corpo[campo] === null || corpo[campo] === ''));
    const erro = faltando ? `Informe o valor de '${TEXTOS_REGRAS_ALERTA[faltando].rotulo}' ou desligue a regra.` : await validar(regrasAlertaSchema, corpo);
    if (erro) return notify.error(erro);
    setSalvando(true);
    try {
      const salvo = await alertasApi.salvarRegrasGlobais(corpo);
      setRegras({ ...salvo.data });
      notify.success(salvo.message);
    } catch (error) {
      const porCampo = Object.values(fieldErrors(error))[0];
      notify.error(porCampo ?? errorToText(error));
    } finally {
      setSalvando(false);
    }
  };

  return (
    <Stack gap={4} as="section" aria-label="Regras de alerta">
      <Box>
        <Heading size="md">Regras de alerta</Heading>
        <Text fontSize="sm" color="fg.muted">
          Valem para todos os projetos com planejamento, salvo onde o projeto tem regras próprias. Avaliadas a cada sincronização com o Jira/Tempo,
          cálculo de fechamento e planejamento salvo; o alerta é aberto uma vez por cruzamento e encerrado quando a condição deixa de valer.
        </Text>
      </Box>
      {CAMPOS.map((campo) => (
        <Field.Root key={campo}>
          <Flex gap={3} align="center" wrap="wrap">
            <Checkbox.Root checked={ligadas[campo]} onCheckedChange={(d) => setLigadas({ ...ligadas, [campo]: d.checked === true })}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{TEXTOS_REGRAS_ALERTA[campo].rotulo}</Checkbox.Label>
            </Checkbox.Root>
            {ligadas[campo] && (
              <ValorDaRegra
                id={`regra-${campo}`}
                campo={campo}
                valor={regras[campo]}
                onChange={(texto) => setRegras({ ...regras, [campo]: paraRegra(campo, texto) })}
              />
            )}
          </Flex>
          <Field.HelperText>{TEXTOS_REGRAS_ALERTA[campo].ajuda}</Field.HelperText>
        </Field.Root>
      ))}
      <Box>
        <Button colorPalette="blue" onClick={() => void salvar()} loading={salvando}>
          Salvar regras de alerta
        </Button>
      </Box>
    </Stack>
  );
}

type Modo = 'herdar' | 'desligada' | 'propria';

/** A project's alert rules (in the planning's Projeção): each rule inherits the global one, is off, or has its own value. */
export function RegrasAlertaDoProjetoForm({ chave }: { chave: string }) {
  const carga = useApi(() => alertasApi.regrasDoProjeto(chave), [chave]);
  const [estado, setEstado] = useState<RegrasAlertaDoProjeto | null>(null);
  const [modos, setModos] = useState<Record<Campo, Modo>>({ margemMinima: 'herdar', desvioMaximo: 'herdar', semanasAntecedencia: 'herdar' });
  const [valores, setValores] = useState<Record<Campo, string | number | null>>({ margemMinima: null, desvioMaximo: null, semanasAntecedencia: null });
  const [salvando, setSalvando] = useState(false);
  const aplicar = (dados: RegrasAlertaDoProjeto) => {
    setEstado(dados);
    const modo = (campo: Campo): Modo => (!(campo in dados.projeto) ? 'herdar' : dados.projeto[campo] === null ? 'desligada' : 'propria');
    setModos({ margemMinima: modo('margemMinima'), desvioMaximo: modo('desvioMaximo'), semanasAntecedencia: modo('semanasAntecedencia') });
    setValores({
      margemMinima: dados.projeto.margemMinima ?? dados.globais.margemMinima,
      desvioMaximo: dados.projeto.desvioMaximo ?? dados.globais.desvioMaximo,
      semanasAntecedencia: dados.projeto.semanasAntecedencia ?? dados.globais.semanasAntecedencia,
    });
  };
  useEffect(() => {
    if (carga.data) aplicar(carga.data);
  }, [carga.data]);
  const pendente = pendingLoad(carga);
  if (pendente || !estado) return pendente ?? null;

  const salvar = async () => {
    const corpo: Partial<RegrasAlerta> = {};
    for (const campo of CAMPOS) {
      if (modos[campo] === 'desligada') (corpo as Record<Campo, unknown>)[campo] = null;
      if (modos[campo] === 'propria') {
        if (valores[campo] === null || valores[campo] === '') return notify.error(`Informe o valor de '${TEXTOS_REGRAS_ALERTA[campo].rotulo}'.`);
        (corpo as Record<Campo, unknown>)[campo] = valores[campo];
      }
    }
    const erro = await validar(regrasAlertaProjetoSchema, corpo);
    if (erro) return notify.error(erro);
    setSalvando(true);
    try {
      const salvo = await alertasApi.salvarRegrasDoProjeto(chave, corpo);
      aplicar(salvo.data);
      notify.success(salvo.message);
    } catch (error) {
      const porCampo = Object.values(fieldErrors(error))[0];
      notify.error(porCampo ?? errorToText(error));
    } finally {
      setSalvando(false);
    }
  };

  return (
    <Stack gap={3} as="section" aria-label="Regras de alerta do projeto" borderWidth="1px" rounded="md" p={4}>
      <Box>
        <Heading size="sm">Regras de alerta do projeto</Heading>
        <Text fontSize="sm" color="fg.muted">
          Cada regra segue a global, fica desligada neste projeto ou tem um valor próprio. Os alertas abertos aparecem no sino e vão por e-mail ao
          líder do projeto.
        </Text>
      </Box>
      {CAMPOS.map((campo) => (
        <Field.Root key={campo}>
          <Field.Label>{TEXTOS_REGRAS_ALERTA[campo].rotulo}</Field.Label>
          <Flex gap={3} align="center" wrap="wrap">
            <NativeSelect.Root size="sm" maxW="260px">
              <NativeSelect.Field
                aria-label={`Origem da regra: ${TEXTOS_REGRAS_ALERTA[campo].rotulo}`}
                value={modos[campo]}
                onChange={(event) => setModos({ ...modos, [campo]: event.target.value as Modo })}
              >
                <option value="herdar">Global ({descrever(campo, estado.globais[campo])})</option>
                <option value="desligada">Desligada neste projeto</option>
                <option value="propria">Valor próprio</option>
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {modos[campo] === 'propria' && (
              <ValorDaRegra
                id={`regra-projeto-${campo}`}
                campo={campo}
                valor={valores[campo]}
                onChange={(texto) => setValores({ ...valores, [campo]: paraRegra(campo, texto) })}
              />
            )}
          </Flex>
        </Field.Root>
      ))}
      <Text fontSize="xs" color="fg.muted">
        Em vigor: {CAMPOS.map((campo) => `${TEXTOS_REGRAS_ALERTA[campo].rotulo.toLowerCase()}: ${descrever(campo, estado.efetivas[campo])}`).join('; ')}.
      </Text>
      <Box>
        <Button size="sm" colorPalette="blue" onClick={() => void salvar()} loading={salvando}>
          Salvar regras do projeto
        </Button>
      </Box>
    </Stack>
  );
}
