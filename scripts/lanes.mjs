// How `pnpm test` shares its jobs between two lanes (2 cores), in three phases:
//   1. lane A builds the apps while lane B runs the head (lint, types, the scripts' tests), then unit-test
//      packages, in the order given, until the build has ended;
//   2. lane A runs the backend as soon as the build has ended (it renders no screen, so it may run beside
//      lane B's last package), then the unit tests that render no screen while the journeys last; lane B
//      runs the journeys once its package has ended: a browser, a server and a database wait more than
//      they compute, so the two share the cores well;
//   3. both lanes take the remaining unit-test packages.
// Screen tests never run beside the journeys: beside them (fresh-clone run of 2026-11-26) they took 2–4
// times longer (mf-projects 52 → 233 s) and a screen test missed its list within Testing Library's 1 s.
// The backend starts on the build's lane and not after lane B's package: waiting for that package left a
// core idle for its rest (75 s of a constrained run, 2026-12-01), and the backend is the longer of the two.
// The head ran alone before the lanes: lint and the type checks keep 1.4–1.5 cores busy (fresh-clone runs of
// 2026-12-02: 64 + 125 s of CPU in 45 + 84 s), so half a core waited for two minutes; beside the build, which
// keeps one, nothing waits.

/**
 * @param {object} jobs
 * @param {() => Promise<unknown>} [jobs.head] runs first on lane B (beside the build), before any unit-test package
 * @param {string[]} jobs.units the unit-test packages, in the order to take them (longest first)
 * @param {(name: string) => Promise<unknown>} jobs.unitTests runs one package's unit tests
 * @param {(name: string) => boolean} jobs.rendersNoScreen whether a package's tests may run beside the journeys
 * @param {() => Promise<unknown>} jobs.backend the backend's suites
 * @param {() => Promise<boolean>} [jobs.build] builds the apps, resolves whether it succeeded; absent: no journeys
 * @param {() => Promise<unknown>} [jobs.journeys] the browser journeys (only after a successful build)
 * @param {() => void} [jobs.noBuild] called instead of the journeys when the build failed
 */
export async function runLanes({ head = async () => {}, units, unitTests, rendersNoScreen, backend, build, journeys, noBuild = () => {} }) {
  const queue = [...units];
  const next = (accept = () => true) => {
    const index = queue.findIndex(accept);
    return index < 0 ? undefined : queue.splice(index, 1)[0];
  };
  /** Runs the packages `accept` takes, one after the other, while `going()` holds and one is left. */
  const unitsWhile = async (going, accept) => {
    while (going()) {
      const name = next(accept);
      if (!name) return;
      await unitTests(name);
    }
  };
  const remaining = () => unitsWhile(() => true);

  if (!build) {
    const backendThenUnits = async () => {
      await backend();
      await remaining();
    };
    const headThenUnits = async () => {
      await head();
      await remaining();
    };
    await Promise.all([backendThenUnits(), headThenUnits()]);
    return;
  }

  let building = true;
  const buildLane = (async () => {
    try {
      return await build();
    } finally {
      building = false;
    }
  })();
  let journeysRunning = true;
  const journeysDone = (async () => {
    await head();
    await unitsWhile(() => building);
    try {
      if (await buildLane) await journeys();
      else noBuild();
    } finally {
      journeysRunning = false;
    }
  })();
  const laneA = (async () => {
    await buildLane;
    await backend();
    await unitsWhile(() => journeysRunning, rendersNoScreen);
    await journeysDone;
    await remaining();
  })();
  const laneB = (async () => {
    await journeysDone;
    await remaining();
  })();
  await Promise.all([laneA, laneB]);
}
