import type { ColumnType, Generated } from 'kysely';

/**
 * The spec's group (docs/ARCHITECTURE.md "Organisations"): teams, templates, plans and
 * trainings belong to one. The seeded default ("1") has no owner; a person's own one has them.
 */
export interface OrganisationsTable {
  id: Generated<number>;
  name: string;
  created_at: string;
  /** The person whose own organisation it is (at most one each); null for the default and operator-made ones. */
  owner_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A person's VIP membership of an organisation, granted by an operator until a day. */
export interface OrganisationVipsTable {
  organisation_id: number;
  user_id: number;
  /** The last day ('yyyy-MM-dd') it holds, inclusive. */
  expires_on: string;
  granted_by: number;
  updated_at: string;
}

/** A team (spec §3 Team): its coaches are in team_coaches, the managing one included. */
export interface TeamsTable {
  id: Generated<number>;
  organisation_id: number;
  name: string;
  /** A value of the team-type dictionary. */
  type: string;
  manager_id: number;
  created_at: string;
  updated_at: string;
  /** Set once, for good: a disbanded team only shows that it is gone. */
  disbanded_at: string | null;
}

/** Every code a team ever had; the one with retired_at null is the current one. */
export interface TeamCodesTable {
  code: string;
  team_id: number;
  created_at: string;
  retired_at: string | null;
}

export interface TeamTagsTable {
  team_id: number;
  tag: string;
  position: number;
}

export interface TeamCoachesTable {
  team_id: number;
  user_id: number;
  added_at: string;
}

/**
 * A membership: one row per period in the team. Leaving ends it (left_at) and a person who
 * comes back gets a new row; at most one row of a team and person is open (left_at null).
 */
export interface TeamMembersTable {
  id: Generated<number>;
  team_id: number;
  user_id: number;
  /** A value of the member-type dictionary. */
  member_type: string;
  /** The coaches' name for the member; '' when none. */
  remark: string;
  joined_at: string;
  /** When the membership ended (removed, quit, account deactivated); null while it lasts. A disbanded team's members stay open. */
  left_at: string | null;
  /** Nickname and remark, normalised: the exact-substring check of a search. */
  search_text: string;
  /** domain searchTokens of search_text. */
  search_tokens: string;
  /** The team and the member's tags as facet tokens. */
  search_shelf: string;
}

export interface TeamMemberTagsTable {
  member_id: number;
  team_id: number;
  tag: string;
}
