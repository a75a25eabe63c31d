import type { Generated } from 'kysely';

/**
 * One version of a plan's template (migration 021): written at publish and by each modify that
 * changes the template; the plan's latest is the one its sessions from now on follow.
 */
export interface PlanTemplatesTable {
  id: Generated<number>;
  plan_id: number;
  /** The plan's organisation. */
  organisation_id: number;
  /** The template it was made from. */
  template_id: number;
  /** The template as data (plan/template-data.ts, PlanTemplateData): no names, labels or media addresses. */
  data: string;
}
