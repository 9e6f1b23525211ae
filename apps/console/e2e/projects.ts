// The spec files cut into one project per server, of about equal time: the longest first, each into the project with
// the least time so far. The times are the summed test seconds of each file in a clean run (e2e/specTimes.json,
// refreshed by `npm run -w @console/console e2e:times` after a full run); a file not listed yet counts NEW_SPEC_S.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const NEW_SPEC_S = 20;

export function cutIntoProjects(e2eDir: string, count: number): string[][] {
  const times = JSON.parse(readFileSync(join(e2eDir, 'specTimes.json'), 'utf8')) as Record<string, number>;
  const files = readdirSync(e2eDir)
    .filter((name) => name.endsWith('.spec.ts'))
    .map((name) => ({ name, seconds: times[name] ?? NEW_SPEC_S }))
    // Longest first; ties by name so every run cuts the same way.
    .sort((a, b) => b.seconds - a.seconds || a.name.localeCompare(b.name));
  const projects = Array.from({ length: count }, () => ({ files: [] as string[], seconds: 0 }));
  for (const file of files) {
    const lightest = projects.reduce((least, project) => (project.seconds < least.seconds ? project : least));
    lightest.files.push(file.name);
    lightest.seconds += file.seconds;
  }
  return projects.map((project) => project.files);
}
