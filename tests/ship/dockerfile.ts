// Reads the Dockerfile as a recipe: the build stage's RUN lines, what the final stage copies from
// it, its ENV, CMD and HEALTHCHECK, so that CI can run the very same steps as shell.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../support/browser-server';

export type TRecipe = {
  buildRuns: string[];
  /** What the final stage takes from the build stage (its COPY --from=build sources). */
  copied: string[];
  env: Record<string, string>;
  command: string[];
  healthcheck: string;
};

export const readDockerfile = (path = join(REPO_ROOT, 'Dockerfile')): TRecipe => {
  // Continued lines joined; comments and blank lines dropped.
  const lines = readFileSync(path, 'utf8')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const stages: string[][] = [];
  for (const line of lines) {
    if (line.startsWith('FROM ')) stages.push([]);
    stages[stages.length - 1]?.push(line);
  }
  const [build = [], final = []] = stages;
  const argumentsOf = (stage: string[], instruction: string) => stage.filter((line) => line.startsWith(`${instruction} `)).map((line) => line.slice(instruction.length + 1).trim());
  const env: Record<string, string> = {};
  for (const pair of argumentsOf(final, 'ENV').flatMap((line) => line.split(/\s+/))) {
    const [key, value] = pair.split('=');
    if (key && value !== undefined) env[key] = value;
  }
  const healthcheck = argumentsOf(final, 'HEALTHCHECK')[0] ?? '';
  return {
    buildRuns: argumentsOf(build, 'RUN'),
    copied: argumentsOf(final, 'COPY')
      .filter((line) => line.startsWith('--from=build '))
      .map((line) => (line.split(/\s+/)[1] ?? '').replace(/^\/app\//, '')),
    env,
    command: JSON.parse(argumentsOf(final, 'CMD')[0] ?? '[]') as string[],
    healthcheck: healthcheck.slice(healthcheck.indexOf('CMD ') + 4),
  };
};
