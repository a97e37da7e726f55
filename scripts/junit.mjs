// JUnit XML reports: each test runner of `pnpm test` writes one (jest-junit, node:test's junit
// reporter, Playwright's junit reporter), and the totals are read from them, not from the text
// the runners print.
import fs from 'node:fs';
import path from 'node:path';
import { XMLParser } from 'fast-xml-parser';

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  textNodeName: '#text',
  isArray: (name) => ['testsuite', 'testcase', 'failure', 'error', 'skipped'].includes(name),
});

/** A <failure>/<error> element's message attribute and body. */
const problemText = (problem) =>
  typeof problem === 'string' ? problem : [problem.message, problem['#text']].filter(Boolean).map(String).join('\n');

/** Every test case under a parsed node, whatever the nesting of <testsuites>/<testsuite>. */
function* testCases(node, suitePath = []) {
  if (!node || typeof node !== 'object') return;
  // node:test writes a top-level test() as a <testcase> straight under <testsuites>.
  for (const testCase of node.testcase ?? []) yield { suite: suitePath, testCase };
  for (const suite of node.testsuite ?? []) {
    yield* testCases(suite, suite.name && suite.name !== 'undefined' ? [...suitePath, suite.name] : suitePath);
  }
  if (node.testsuites) yield* testCases(node.testsuites, suitePath);
}

/**
 * Reads every .xml report in `dir` (or those `only` accepts): {passed, failed, skipped, failures: [{name, message}],
 * durations: [{report, name, seconds}] of the tests that ran}.
 * A test case counts as failed when it holds a <failure> or an <error>.
 */
export function readReports(dir, only = () => true) {
  const result = { passed: 0, failed: 0, skipped: 0, files: 0, failures: [], durations: [] };
  if (!fs.existsSync(dir)) return result;
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.xml') && only(name)).sort()) {
    result.files++;
    const parsed = parser.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    for (const { suite, testCase } of testCases(parsed)) {
      const seconds = Number(testCase.time);
      if (Number.isFinite(seconds) && !testCase.skipped) {
        result.durations.push({ report: file, name: [...suite, testCase.name].filter(Boolean).join(' › '), seconds });
      }
      const problems = [...(testCase.failure ?? []), ...(testCase.error ?? [])];
      if (problems.length) {
        result.failed++;
        result.failures.push({
          report: file,
          name: [...suite, testCase.name].filter(Boolean).join(' › '),
          message: problems.map(problemText).join('\n'),
        });
      } else if (testCase.skipped) {
        result.skipped++;
      } else {
        result.passed++;
      }
    }
  }
  return result;
}

/** A failure's message cut to its first lines (a stack trace is long; the cause is at the top). */
export function shortMessage(message, lines = 25) {
  const all = message.split('\n').filter((line) => line.trim() !== '');
  return all.length > lines ? [...all.slice(0, lines), `... (${all.length - lines} linhas omitidas)`].join('\n') : all.join('\n');
}

/** The `count` longest of `durations` (as readReports gives them), longest first. */
export const slowest = (durations, count) => [...durations].sort((a, b) => b.seconds - a.seconds).slice(0, count);
