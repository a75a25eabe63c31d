import { describe, expect, it } from 'vitest';
import { lastTimeSet, type PastSet, type PastSession } from './last-time.ts';

const SQUAT = 1;
const BENCH = 2;

const sessions: PastSession[] = [
  { id: 'mon', startedAt: '2026-11-02T08:00:00.000Z' },
  { id: 'wed', startedAt: '2026-11-04T08:00:00.000Z' },
  { id: 'fri', startedAt: '2026-11-06T08:00:00.000Z' },
  // The session being trained now.
  { id: 'now', startedAt: '2026-11-09T08:00:00.000Z' },
];

let seq = 0;
function set(sessionId: string, actionId: number, weightKg: number, reps: number, extra: Partial<PastSet> = {}): PastSet {
  seq += 1;
  const day = sessions.find((s) => s.id === sessionId)!.startedAt.slice(0, 10);
  return { id: `s${String(seq).padStart(3, '0')}`, sessionId, actionId, weightKg, reps, completedAt: `${day}T08:${String(seq % 60).padStart(2, '0')}:00.000Z`, ...extra };
}

const now = sessions[3]!;

describe('lastTimeSet', () => {
  it('is the same set position of the latest earlier session with the exercise', () => {
    const sets = [
      set('mon', SQUAT, 60, 5), set('mon', SQUAT, 65, 5),
      set('wed', SQUAT, 70, 5), set('wed', BENCH, 50, 8), set('wed', SQUAT, 75, 5), set('wed', SQUAT, 80, 5),
      set('fri', BENCH, 52.5, 8),
    ];
    expect(lastTimeSet(SQUAT, 1, now, sessions, sets)).toEqual({ set: expect.objectContaining({ weightKg: 70, reps: 5 }), kind: 'samePosition' });
    expect(lastTimeSet(SQUAT, 2, now, sessions, sets)?.set.weightKg).toBe(75);
    expect(lastTimeSet(SQUAT, 3, now, sessions, sets)?.set.weightKg).toBe(80);
    // Friday had no squat: Wednesday is the latest with it; the bench comes from Friday.
    expect(lastTimeSet(BENCH, 1, now, sessions, sets)?.set.weightKg).toBe(52.5);
  });

  it('counts the sets of the action in the order they were done, not the order they were stored', () => {
    const later = set('wed', SQUAT, 90, 3, { completedAt: '2026-11-04T09:30:00.000Z' });
    const earlier = set('wed', SQUAT, 85, 3, { completedAt: '2026-11-04T09:00:00.000Z' });
    expect(lastTimeSet(SQUAT, 1, now, sessions, [later, earlier])?.set.weightKg).toBe(85);
  });

  it('is the best recent set when last time had fewer sets of the exercise', () => {
    const sets = [
      set('mon', SQUAT, 100, 3), set('mon', SQUAT, 100, 5),
      set('wed', SQUAT, 90, 5),
      set('fri', SQUAT, 80, 5), set('fri', SQUAT, 80, 6),
    ];
    expect(lastTimeSet(SQUAT, 3, now, sessions, sets)).toEqual({ set: expect.objectContaining({ weightKg: 100, reps: 5 }), kind: 'bestRecent' });
  });

  it('takes the best recent set from the latest three sessions with the exercise only', () => {
    const older = { id: 'old', startedAt: '2026-10-01T08:00:00.000Z' };
    const sets = [set('mon', SQUAT, 60, 5), set('wed', SQUAT, 60, 5), set('fri', SQUAT, 62.5, 5), { ...set('mon', SQUAT, 0, 0), sessionId: 'old', weightKg: 200, reps: 1 }];
    expect(lastTimeSet(SQUAT, 2, now, [...sessions, older], sets)?.set.weightKg).toBe(62.5);
  });

  it('is nothing for an exercise never done before', () => {
    expect(lastTimeSet(SQUAT, 1, now, sessions, [])).toBeNull();
    expect(lastTimeSet(SQUAT, 1, now, sessions, [set('fri', BENCH, 50, 8)])).toBeNull();
  });

  it('ignores deleted sets and deleted sessions', () => {
    const sets = [
      set('wed', SQUAT, 70, 5),
      set('fri', SQUAT, 999, 5, { deleted: true }), set('fri', SQUAT, 80, 5),
    ];
    // Friday's first squat was deleted: its second is now its first.
    expect(lastTimeSet(SQUAT, 1, now, sessions, sets)?.set.weightKg).toBe(80);
    expect(lastTimeSet(SQUAT, 2, now, sessions, sets)).toEqual({ set: expect.objectContaining({ weightKg: 80 }), kind: 'bestRecent' });
    const withoutFriday = sessions.map((s) => (s.id === 'fri' ? { ...s, deleted: true } : s));
    expect(lastTimeSet(SQUAT, 1, now, withoutFriday, sets)?.set.weightKg).toBe(70);
  });

  it('counts earlier sessions only: neither the current one nor one started after it', () => {
    const sets = [set('wed', SQUAT, 70, 5), set('now', SQUAT, 150, 5)];
    expect(lastTimeSet(SQUAT, 1, now, sessions, sets)?.set.weightKg).toBe(70);
    // Recording a past training (Tuesday) shows Monday's, not the later Wednesday's.
    const tuesday = { id: 'tue', startedAt: '2026-11-03T08:00:00.000Z' };
    expect(lastTimeSet(SQUAT, 1, tuesday, [...sessions, tuesday], [...sets, set('mon', SQUAT, 60, 5)])?.set.weightKg).toBe(60);
    expect(lastTimeSet(SQUAT, 1, sessions[0]!, sessions, sets)).toBeNull();
  });
});
