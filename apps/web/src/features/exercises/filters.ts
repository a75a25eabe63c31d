import {
  EQUIPMENT, MOVEMENT_PATTERNS, MUSCLE_GROUPS, isTaxonomyKey, type EquipmentKey, type MovementPatternKey, type MuscleGroupKey,
} from '@repwise/domain';

export type ActionScope = 'official' | 'mine';

/** What a library list shows: one scope, a search and up to three filters. */
export interface ActionFilters {
  scope: ActionScope;
  keyword: string;
  muscleGroup?: MuscleGroupKey;
  equipment?: EquipmentKey;
  pattern?: MovementPatternKey;
}

export type FilterName = 'muscleGroup' | 'equipment' | 'pattern';
export const FILTER_NAMES: readonly FilterName[] = ['muscleGroup', 'equipment', 'pattern'];

/** The vocabulary each filter picks from. */
export const FILTER_OPTIONS = {
  muscleGroup: MUSCLE_GROUPS,
  equipment: EQUIPMENT,
  pattern: MOVEMENT_PATTERNS,
} as const;

export const DEFAULT_FILTERS: ActionFilters = { scope: 'official', keyword: '' };

/** Reads the filters from a route's query, ignoring anything that is not a known value. */
export function filtersFromQuery(query: URLSearchParams): ActionFilters {
  const filters: ActionFilters = { scope: query.get('scope') === 'mine' ? 'mine' : 'official', keyword: query.get('keyword')?.trim() ?? '' };
  const muscleGroup = query.get('muscleGroup');
  const equipment = query.get('equipment');
  const pattern = query.get('pattern');
  if (isTaxonomyKey(MUSCLE_GROUPS, muscleGroup)) filters.muscleGroup = muscleGroup;
  if (isTaxonomyKey(EQUIPMENT, equipment)) filters.equipment = equipment;
  if (isTaxonomyKey(MOVEMENT_PATTERNS, pattern)) filters.pattern = pattern;
  return filters;
}

/** The route query for the filters; defaults are left out so the plain path stays plain. */
export function filtersToQuery(filters: ActionFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.scope !== 'official') query.set('scope', filters.scope);
  if (filters.keyword) query.set('keyword', filters.keyword);
  for (const name of FILTER_NAMES) {
    const value = filters[name];
    if (value) query.set(name, value);
  }
  return query;
}

/** Sets or clears one filter; the result is a new object. */
export function withFilter(filters: ActionFilters, name: FilterName, value: string | undefined): ActionFilters {
  const next = { ...filters };
  if (value && isTaxonomyKey(FILTER_OPTIONS[name], value)) Object.assign(next, { [name]: value });
  else delete next[name];
  return next;
}

export function activeFilterCount(filters: ActionFilters): number {
  return FILTER_NAMES.filter((name) => filters[name] !== undefined).length;
}
