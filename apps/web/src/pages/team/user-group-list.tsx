import type { SquadSummary } from '@repwise/contracts';
import { List } from 'antd-mobile';
import { PageLayout } from '../../kit/page-layout.tsx';
import { useMySquads } from '../../features/teams/queries.ts';
import { useI18n } from '../../i18n/index.ts';
import { EmptyState } from '../../kit/empty-state.tsx';
import { LoadError } from '../../kit/load-error.tsx';
import { PageLoading } from '../../kit/page-loading.tsx';
import './team-pages.css';

interface Organisation {
  id: number;
  name: string;
  squads: SquadSummary[];
}

/** The organisations (the spec's groups) of my teams, each with the teams I have in it; gone teams left out. */
function organisationsOf(squads: readonly SquadSummary[]): Organisation[] {
  const byId = new Map<number, Organisation>();
  for (const squad of squads) {
    if (squad.disbandedAt !== null) continue;
    const org = byId.get(squad.organisation.id) ?? { ...squad.organisation, squads: [] };
    org.squads.push(squad);
    byId.set(org.id, org);
  }
  return [...byId.values()];
}

/** My organisations (spec §2 userGroupList): where my teams belong. */
export function UserGroupListPage() {
  const { t } = useI18n();
  const squads = useMySquads();

  let body;
  if (squads.isError) body = <LoadError error={squads.error} onRetry={() => void squads.refetch()} />;
  else if (!squads.data) body = <PageLoading />;
  else {
    const organisations = organisationsOf(squads.data.list);
    body =
      organisations.length === 0 ? (
        <EmptyState hint={t('teams.groups.empty')} />
      ) : (
        organisations.map((org) => (
          <List key={org.id} mode="card" header={<h2 className="team-list-header">{org.name}</h2>}>
            {org.squads.map((squad) => (
              <List.Item key={squad.id} description={t(`teams.role.${squad.role}`)} extra={t('teams.list.members', { count: squad.memberCount })}>
                {squad.name}
              </List.Item>
            ))}
          </List>
        ))
      );
  }

  return (
    <PageLayout title={t('teams.groups.title')} className="team-page">
      {body}
    </PageLayout>
  );
}
