import { SERVER_DICTIONARY_KEYS, dictLabel, serverDictionary, type DictEntry, type Language } from '@repwise/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/request.ts';
import { useI18n } from '../../i18n/index.ts';
import type { Choice } from '../../kit/choice-row.tsx';

const KEYS = [SERVER_DICTIONARY_KEYS.teamType, SERVER_DICTIONARY_KEYS.memberType] as const;
type TeamDictionary = (typeof KEYS)[number];

/** The dictionaries as the app ships them: shown at once, then replaced by the server's (getAllChildren). */
const SHIPPED: Record<TeamDictionary, readonly DictEntry[]> = {
  [SERVER_DICTIONARY_KEYS.teamType]: serverDictionary(SERVER_DICTIONARY_KEYS.teamType),
  [SERVER_DICTIONARY_KEYS.memberType]: serverDictionary(SERVER_DICTIONARY_KEYS.memberType),
};

async function fetchTeamDictionaries(): Promise<Record<TeamDictionary, readonly DictEntry[]>> {
  const children = await api('dictionary.getAllChildren', { body: KEYS.map((parentId) => ({ parentId })), token: null });
  const out = { ...SHIPPED };
  for (const key of KEYS) {
    const list = children.find((c) => c.key === key)?.list;
    if (list && list.length > 0) out[key] = list;
  }
  return out;
}

export interface TeamLabels {
  teamTypes: Choice[];
  memberTypes: Choice[];
  teamType: (value: string) => string;
  memberType: (value: string) => string;
}

function labelsFrom(dicts: Record<TeamDictionary, readonly DictEntry[]>, language: Language): TeamLabels {
  const choices = (key: TeamDictionary) => dicts[key].map((entry) => ({ value: entry.value, label: dictLabel(entry, language) }));
  const teamTypes = choices(SERVER_DICTIONARY_KEYS.teamType);
  const memberTypes = choices(SERVER_DICTIONARY_KEYS.memberType);
  const find = (list: Choice[], value: string) => list.find((c) => c.value === value)?.label ?? '';
  return { teamTypes, memberTypes, teamType: (v) => find(teamTypes, v), memberType: (v) => find(memberTypes, v) };
}

/** Team types and member types (server dictionaries, spec §3) labelled in the language: Chinese name, English alias. */
export function useTeamLabels(): TeamLabels {
  const { language } = useI18n();
  const query = useQuery({ queryKey: ['dictionary', ...KEYS], queryFn: fetchTeamDictionaries, staleTime: Infinity, placeholderData: SHIPPED });
  return labelsFrom(query.data ?? SHIPPED, language);
}
