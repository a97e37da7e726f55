// node --test scripts/junit.test.mjs
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { readReports, shortMessage, slowest } from './junit.mjs';

function folderWith(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'junit-test-'));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}

// As jest-junit writes it (JEST_JUNIT_TITLE '{classname} › {title}', suite errors reported).
const JEST = `<?xml version="1.0" encoding="UTF-8"?>
<testsuites name="jest tests" tests="4" failures="1" errors="1">
  <testsuite name="mf-x src/a.test.tsx" tests="3" failures="1" errors="0">
    <testcase classname="src/a.test.tsx" name="lista › mostra as linhas" time="0.1"></testcase>
    <testcase classname="src/a.test.tsx" name="lista › salva" time="0.2">
      <failure message="expect(received).toBe(expected)">Error: expect(received).toBe(expected)
    at Object.&lt;anonymous&gt; (src/a.test.tsx:10:5)</failure>
    </testcase>
    <testcase classname="src/a.test.tsx" name="lista › depois" time="0"><skipped/></testcase>
  </testsuite>
  <testsuite name="mf-x src/b.test.tsx" tests="1" failures="0" errors="1">
    <testcase classname="Test suite failed to run" name="src/b.test.tsx"><error message="SyntaxError: Unexpected token 'export'"/></testcase>
  </testsuite>
</testsuites>`;

// As node:test's junit reporter writes it: a describe() is a <testsuite>, a top-level test() a bare <testcase>.
const NODE = `<?xml version="1.0" encoding="utf-8"?>
<testsuites>
  <testsuite name="contas" tests="2" failures="1" skipped="0">
    <testsuite name="senha" tests="2" failures="1">
      <testcase name="pede a senha atual" classname="test"/>
      <testcase name="encerra as outras sessões" classname="test"><failure type="testCodeFailure" message="Expected values to be strictly equal">AssertionError</failure></testcase>
    </testsuite>
  </testsuite>
  <testcase name="arquivo que quebrou" classname="test"><failure type="testCodeFailure" message="test failed"/></testcase>
</testsuites>`;

describe('readReports', () => {
  it('counts passes, failures (with <failure> or <error>) and skips over every report of the folder', () => {
    const result = readReports(folderWith({ 'jest.xml': JEST, 'node.xml': NODE, 'leia-me.txt': 'não é relatório' }));
    assert.deepEqual([result.files, result.passed, result.failed, result.skipped], [2, 2, 4, 1]);
  });

  it('names each failure by its suites and test, with its message', () => {
    const { failures } = readReports(folderWith({ 'jest.xml': JEST, 'node.xml': NODE }));
    assert.deepEqual(
      failures.map((failure) => failure.name),
      ['mf-x src/a.test.tsx › lista › salva', 'mf-x src/b.test.tsx › src/b.test.tsx', 'arquivo que quebrou', 'contas › senha › encerra as outras sessões'],
    );
    assert.match(failures[0].message, /^expect\(received\)\.toBe\(expected\)\nError: expect/);
    assert.match(failures[1].message, /Unexpected token 'export'/);
  });

  it('reads only the reports `only` accepts, and an absent folder as no report', () => {
    const dir = folderWith({ 'jest.xml': JEST, 'node.xml': NODE });
    assert.equal(readReports(dir, (file) => file === 'node.xml').failed, 2);
    assert.equal(readReports(path.join(dir, 'nada')).files, 0);
  });
});

describe('shortMessage', () => {
  it('keeps the first lines and says how many were left out', () => {
    const text = Array.from({ length: 30 }, (_, i) => `linha ${i}`).join('\n');
    assert.equal(shortMessage(text, 3), 'linha 0\nlinha 1\nlinha 2\n... (27 linhas omitidas)');
  });
});

describe('slowest', () => {
  it('lists the longest tests that ran, longest first, from the reports\' time attributes', () => {
    const { durations } = readReports(folderWith({ 'jest.xml': JEST, 'node.xml': NODE }));
    assert.deepEqual(
      slowest(durations, 2).map(({ report, name, seconds }) => [report, name, seconds]),
      [
        ['jest.xml', 'mf-x src/a.test.tsx › lista › salva', 0.2],
        ['jest.xml', 'mf-x src/a.test.tsx › lista › mostra as linhas', 0.1],
      ],
    );
  });
});
