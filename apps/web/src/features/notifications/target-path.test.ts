import type { NotificationItem } from '@repwise/contracts';
import { describe, expect, it } from 'vitest';
import { targetPath } from './notification-row.tsx';

const item = (fields: Partial<NotificationItem>): NotificationItem => ({
  id: 1, kind: 'coach_replied', actor: null, subjectName: 'Upper A', createdAt: '2026-11-26T08:00:00.000Z', unread: true, open: null, ...fields,
});
const TRAINING = '0193a1b2-0000-7000-8000-000000000001';

describe('where tapping a notification goes', () => {
  it("opens one's own training in History, a member's in the coach's view of it", () => {
    const open = { kind: 'training', trainingId: TRAINING, ownerId: 7 } as const;
    expect(targetPath(item({ open }), { id: 7, isCoach: false })).toBe(`/pages/Record/User/history/history?id=${TRAINING}`);
    expect(targetPath(item({ kind: 'member_finished', open }), { id: 3, isCoach: true })).toBe(`/pages/TeamManage/teamMemberInfo/viewMemberPlanInfo?id=${TRAINING}`);
  });

  it("opens a plan's screen for its coach, the sessions to start for a trainee, and nothing for a cancelled plan or a subject gone", () => {
    const open = { kind: 'plan', planId: 5 } as const;
    expect(targetPath(item({ kind: 'plan_changed', open }), { id: 3, isCoach: true })).toBe('/pages/planManage/planInfo/planInfo?id=5');
    expect(targetPath(item({ kind: 'plan_published', open }), { id: 7, isCoach: false })).toBe('/pages/TrainingManage/startTraining/startTraining');
    expect(targetPath(item({ kind: 'plan_cancelled', open }), { id: 7, isCoach: false })).toBeNull();
    expect(targetPath(item({ kind: 'plan_published', open: null }), { id: 7, isCoach: false })).toBeNull();
  });
});
