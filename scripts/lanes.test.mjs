import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { runLanes } from './lanes.mjs';

const UNITS = ['mf-cadastros', 'mf-projects', '@financeiro/ui', 'shell', '@financeiro/domain', 'mf-planning', '@financeiro/api'];
const NO_SCREEN = ['@financeiro/domain', '@financeiro/api'];
const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
};

/**
 * Runs runLanes with jobs that end only when the test ends them: after each step, `pick` chooses which
 * of the running jobs ends next. Records what ran and every moment two jobs that must not meet ran together.
 */
async function drive({ pick, buildSucceeds = true, withBuild = true }) {
  const running = new Map();
  const started = [];
  const problems = [];
  let most = 0;
  const job = (label, value) =>
    new Promise((resolve) => {
      const screen = label.startsWith('unit ') && !NO_SCREEN.includes(label.slice(5));
      if (screen && running.has('journeys')) problems.push(`${label} começou durante as jornadas`);
      if (label === 'journeys' && [...running.keys()].some((other) => other.startsWith('unit ') && !NO_SCREEN.includes(other.slice(5)))) {
        problems.push(`jornadas começaram durante ${[...running.keys()].join(', ')}`);
      }
      if (label === 'journeys' && running.has('build')) problems.push('jornadas antes do fim do build');
      // Beside the head (lane B) only lane A's jobs: the build, then the backend and the packages without screens.
      if ((screen || label === 'journeys') && running.has('head')) problems.push(`${label} começou durante a cabeça`);
      started.push(label);
      running.set(label, () => {
        running.delete(label);
        resolve(value);
      });
      most = Math.max(most, running.size);
    });
  let noBuildCalls = 0;
  let finished = false;
  const lanes = runLanes({
    head: () => job('head'),
    units: UNITS,
    unitTests: (name) => job(`unit ${name}`),
    rendersNoScreen: (name) => NO_SCREEN.includes(name),
    backend: () => job('backend'),
    ...(withBuild ? { build: () => job('build', buildSucceeds), journeys: () => job('journeys'), noBuild: () => noBuildCalls++ } : {}),
  }).then(() => (finished = true));
  for (let steps = 0; steps < 100; steps++) {
    await settle();
    if (running.size === 0) break;
    running.get(pick([...running.keys()]))();
  }
  await lanes;
  assert.ok(finished);
  return { started, problems, most, noBuildCalls };
}

const everyUnitOnce = (started) => assert.deepEqual(started.filter((label) => label.startsWith('unit ')).map((label) => label.slice(5)).sort(), [...UNITS].sort());

describe('runLanes (as `pnpm test` shares the two cores)', () => {
  // Each order is a new chooser per run (some count what ended).
  const orders = {
    'o mais antigo termina primeiro': () => (labels) => labels[0],
    'o mais novo termina primeiro': () => (labels) => labels.at(-1),
    'o backend demora': () => (labels) => labels.find((label) => label !== 'backend') ?? labels[0],
    'o build dura dois pacotes e as jornadas duram mais que tudo': () => {
      let unitsEnded = 0;
      return (labels) => {
        if (labels.includes('build') && unitsEnded >= 2) return 'build';
        const unit = labels.find((label) => label.startsWith('unit '));
        if (unit) {
          unitsEnded++;
          return unit;
        }
        return labels.find((label) => label !== 'journeys') ?? labels[0];
      };
    },
  };
  for (const [name, chooser] of Object.entries(orders)) {
    it(`${name}: cada pacote roda uma vez, no máximo dois jobs juntos, nenhum teste de tela ao lado das jornadas`, async () => {
      const { started, problems, most } = await drive({ pick: chooser() });
      everyUnitOnce(started);
      assert.deepEqual(problems, []);
      assert.ok(most <= 2, `${most} jobs ao mesmo tempo`);
      assert.equal(started.filter((label) => label === 'journeys').length, 1);
      assert.equal(started.filter((label) => label === 'backend').length, 1);
      assert.deepEqual(started.slice(0, 2), ['build', 'head'], 'a cabeça começa ao lado do build');
    });
  }

  it('a cabeça mais longa que o build: o backend começa no fim do build, as jornadas e os pacotes depois da cabeça', async () => {
    const { started, problems } = await drive({ pick: (labels) => (labels.includes('build') ? 'build' : labels[0]) });
    assert.deepEqual(problems, []);
    assert.deepEqual(started.slice(0, 4), ['build', 'head', 'backend', 'journeys']);
    everyUnitOnce(started);
  });

  it('o backend começa assim que o build termina, ao lado do pacote que a outra fila ainda roda', async () => {
    let pacoteNoFimDoBuild;
    const { started } = await drive({
      pick: (labels) => {
        if (labels.includes('head')) return 'head';
        if (labels.includes('build')) {
          pacoteNoFimDoBuild = labels.find((label) => label.startsWith('unit '));
          return 'build';
        }
        return labels[0];
      },
    });
    assert.ok(pacoteNoFimDoBuild);
    assert.deepEqual(started.slice(0, 5), ['build', 'head', pacoteNoFimDoBuild, 'backend', 'journeys']);
  });

  it('um build que falha: sem jornadas, o resto roda e a falha é contada', async () => {
    const { started, problems, noBuildCalls } = await drive({ pick: (labels) => labels[0], buildSucceeds: false });
    everyUnitOnce(started);
    assert.deepEqual(problems, []);
    assert.ok(!started.includes('journeys'));
    assert.equal(noBuildCalls, 1);
  });

  it('sem build (--no-e2e): o backend e os testes de unidade nas duas filas', async () => {
    const { started, most, problems } = await drive({ pick: (labels) => labels.at(-1), withBuild: false });
    everyUnitOnce(started);
    assert.ok(started.includes('backend'));
    assert.deepEqual(started.slice(0, 2), ['backend', 'head']);
    assert.deepEqual(problems, []);
    assert.equal(most, 2);
  });
});
