/**
 * A coach's member lists: 2,000 members across the coach's 20 teams (100 each, tagged, with
 * English and Chinese nicknames), a team's first page bare, filtered by tag and searched by
 * keyword, beside a bare Fastify JSON route measured in the same run, on SQLite and PostgreSQL.
 * Run: npm run bench:teams
 */
import type { Engine } from '../apps/server/src/db/dialect.ts';
import { compareOnBothEngines, type BenchApp } from './engines.ts';
import { MEMBERS_PER_TEAM, TEAMS, seedTeams } from './fixtures.ts';
import { fixedAnswerTarget, urlOf, type Target } from './lib.ts';

async function targetsOf(engine: Engine, bench: BenchApp): Promise<Target[]> {
  const { token, list: path } = await seedTeams(engine, bench);
  const list = `${urlOf(bench.app)}${path}`;
  const headers = { token };
  const targets: Target[] = [
    { name: `a team's members, first page (${engine})`, options: { url: list, headers } },
    { name: `filtered by tag (${engine})`, options: { url: `${list}&tag=beginners`, headers } },
    { name: `by English keyword (${engine})`, options: { url: `${list}&keyword=zhang`, headers } },
    { name: `by 2-character Chinese keyword (${engine})`, options: { url: `${list}&keyword=${encodeURIComponent('张伟')}`, headers } },
    { name: `tag and keyword, with the count (${engine})`, options: { url: `${list}&tag=strength&keyword=li&withTotal=true`, headers } },
  ];
  for (const target of targets) {
    const res = await bench.app.inject({ method: 'GET', url: String(target.options.url).replace(urlOf(bench.app), ''), headers });
    const { list: rows } = (res.json() as { data: { list: unknown[] } }).data;
    if (res.statusCode !== 200 || rows.length === 0) throw new Error(`${target.name} answered ${res.statusCode} with ${rows.length} rows`);
  }
  if (engine === 'sqlite') {
    // The ceiling of this harness for an answer that size: the first page, served by a bare route.
    const page = await bench.app.inject({ method: 'GET', url: path, headers });
    targets.unshift(await fixedAnswerTarget(`bare route answering a copy of that page (${(page.body.length / 1024).toFixed(1)} KB)`, page.body));
  }
  return targets;
}

await compareOnBothEngines({
  section: 'teams',
  title: `Team member lists: ${TEAMS * MEMBERS_PER_TEAM} members across a coach's ${TEAMS} teams (first pages of 20 of one team)`,
  command: 'npm run bench:teams',
  targets: targetsOf,
});
