import type { SearchItem } from '@repwise/contracts';
import { mediaUrl, type Language } from '@repwise/domain';

/**
 * Search results as list items, in the reader's language. The few words the server adds (a
 * team's member count, a cancelled plan) are here rather than in the web app, so every client
 * shows the same line.
 */

const WORDS = {
  en: { members: (n: number) => (n === 1 ? '1 member' : `${n} members`), cancelled: 'cancelled' },
  'zh-Hans': { members: (n: number) => `${n} 名成员`, cancelled: '已取消' },
} satisfies Record<Language, unknown>;

const item = (fields: Omit<SearchItem, 'teamId'> & { teamId?: number }): SearchItem => ({ ...fields, teamId: fields.teamId ?? null });

/** An exercise: its name in the reader's language first, the other one below. */
export function exerciseItem(row: { id: number; name_en: string; name_zh: string; icon_path: string | null; gif_path: string | null }, language: Language, storageBase: string): SearchItem {
  const [title, other] = language === 'zh-Hans' ? [row.name_zh || row.name_en, row.name_en] : [row.name_en || row.name_zh, row.name_zh];
  return item({ type: 'exercise', id: row.id, title, subtitle: other === title ? '' : other, coverUrl: mediaUrl(row.icon_path ?? row.gif_path, storageBase) || null });
}

export function templateItem(row: { id: number }, text: { name: string; description: string }): SearchItem {
  return item({ type: 'template', id: row.id, title: text.name, subtitle: text.description, coverUrl: null });
}

export function planItem(row: { id: number; name: string; start_date: string; end_date: string; cancelled_at: string | null }, language: Language): SearchItem {
  const dates = `${row.start_date} – ${row.end_date}`;
  return item({ type: 'plan', id: row.id, title: row.name, subtitle: row.cancelled_at === null ? dates : `${dates} · ${WORDS[language].cancelled}`, coverUrl: null });
}

export function teamItem(row: { id: number; name: string; members: number | string | null }, language: Language): SearchItem {
  return item({ type: 'team', id: row.id, title: row.name, subtitle: WORDS[language].members(Number(row.members ?? 0)), coverUrl: null });
}

/** A member: the coach's remark name when set, else the nickname; the team below. */
export function memberItem(row: { team_id: number; user_id: number; remark: string; nick_name: string | null; avatar: string | null; team_name: string }, storageBase: string): SearchItem {
  const nick = row.nick_name ?? '';
  const title = row.remark || nick;
  return item({
    type: 'member', id: row.user_id, teamId: row.team_id, title,
    subtitle: row.remark && nick && nick !== row.remark ? `${nick} · ${row.team_name}` : row.team_name,
    coverUrl: mediaUrl(row.avatar, storageBase) || null,
  });
}

/** An article in the reader's language when it has that version, else in the other (as article/list shows it). */
export function articleItem(row: { id: number; cover_path: string | null }, texts: readonly { language: string; title: string; summary: string }[], language: Language, storageBase: string): SearchItem {
  const text = texts.find((t) => t.language === language) ?? texts[0];
  // The article module's rule: a cover of the web app's own (/articles/…svg) is served by it, any other is a storage key.
  const coverUrl = row.cover_path === null ? null : row.cover_path.startsWith('/') ? row.cover_path : mediaUrl(row.cover_path, storageBase);
  return item({ type: 'article', id: row.id, title: text?.title ?? '', subtitle: text?.summary ?? '', coverUrl });
}
