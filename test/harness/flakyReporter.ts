import type { Reporter, TestCase } from 'vitest/node';

/**
 * Names every test that passed only on its retry, with what its failed attempt met, at the end
 * of the run (the browser and cluster tests retry once): the retry keeps CI green on a starved
 * frame or a late lease, and this keeps the flake visible.
 */
export default class FlakyReporter implements Reporter {
  private readonly flaky: string[] = [];

  onTestCaseResult(test: TestCase): void {
    const diagnostic = test.diagnostic();
    if (!diagnostic?.flaky) return;
    const first = test.result().errors?.[0]?.message?.split('\n')[0] ?? 'no error kept';
    this.flaky.push(
      `${test.module.moduleId.split('/test/')[1] ?? test.module.moduleId} > ${test.fullName}: ${first}`,
    );
  }

  onTestRunEnd(): void {
    if (!this.flaky.length) return;
    console.log(`\nPassed only on their retry (${this.flaky.length}):`);
    for (const line of this.flaky) console.log(`  ${line}`);
  }
}
