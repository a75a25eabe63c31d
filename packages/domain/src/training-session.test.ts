import { describe, expect, it } from 'vitest';
import { currentBlockIndex, platesPerSide, restAfterSet, takesPlates } from './training-session.ts';

describe('currentBlockIndex', () => {
  const blocks = [{ groups: [{ done: true }] }, { groups: [{ done: true }, { done: false }] }, { groups: [{ done: false }] }];
  const finished = (g: { done: boolean }) => g.done;

  it('is the first block with an unfinished set group', () => {
    expect(currentBlockIndex(blocks, finished)).toBe(1);
  });
  it('is the chosen block when one is chosen', () => {
    expect(currentBlockIndex(blocks, finished, 0)).toBe(0);
  });
  it('ignores a chosen index that is not a block', () => {
    expect(currentBlockIndex(blocks, finished, 7)).toBe(1);
  });
  it('is -1 when everything is finished', () => {
    expect(currentBlockIndex([{ groups: [{ done: true }] }], finished)).toBe(-1);
  });
});

describe('restAfterSet', () => {
  const group = { restSeconds: 90, sets: [{ intervalSeconds: 20 }, { intervalSeconds: 30 }] };
  it('is the set interval within a group and the group rest after its last set', () => {
    expect(restAfterSet(group, 0)).toBe(20);
    expect(restAfterSet(group, 1)).toBe(90);
  });
  it('is the group rest after each round of a superset, the set interval between its actions', () => {
    const superset = { restSeconds: 90, sets: [1, 2, 1, 2, 1, 2].map((actionId) => ({ actionId, intervalSeconds: 30 })) };
    expect([0, 1, 2, 3, 4, 5].map((i) => restAfterSet(superset, i))).toEqual([30, 90, 30, 90, 30, 90]);
  });
  it('ends the round of a circuit of three actions after the third', () => {
    const circuit = { restSeconds: 120, sets: [7, 8, 9, 7, 8, 9].map((actionId, i) => ({ actionId, intervalSeconds: 10 + i })) };
    expect([0, 1, 2, 3, 4, 5].map((i) => restAfterSet(circuit, i))).toEqual([10, 11, 120, 13, 14, 120]);
  });
  it('keeps a short last round (an action removed from it) a round', () => {
    const uneven = { restSeconds: 90, sets: [1, 2, 1].map((actionId) => ({ actionId, intervalSeconds: 30 })) };
    expect([0, 1, 2].map((i) => restAfterSet(uneven, i))).toEqual([30, 90, 90]);
  });
  it('gives a group of one action its set intervals, whatever its sets say of their action', () => {
    const single = { restSeconds: 90, sets: [5, 5, 5].map((actionId) => ({ actionId, intervalSeconds: 45 })) };
    expect([0, 1, 2].map((i) => restAfterSet(single, i))).toEqual([45, 45, 90]);
  });
  it('defaults to 60 s', () => {
    expect(restAfterSet({ sets: [{}, {}] }, 0)).toBe(60);
    expect(restAfterSet({ restSeconds: null, sets: [{}] }, 0)).toBe(60);
  });
});

describe('platesPerSide', () => {
  it('loads the heaviest plates first', () => {
    expect(platesPerSide(100, 20, [25, 20, 15, 10, 5, 2.5, 1.25])).toEqual({ perSide: [25, 15], missing: 0 });
  });
  it('handles small plates exactly', () => {
    expect(platesPerSide(22.5, 20, [1.25, 2.5])).toEqual({ perSide: [1.25], missing: 0 });
  });
  it('works in lbs', () => {
    expect(platesPerSide(225, 45, [45, 35, 25, 10, 5, 2.5])).toEqual({ perSide: [45, 45], missing: 0 });
  });
  it('says what the plates cannot make up', () => {
    expect(platesPerSide(21, 20, [2.5, 1.25])).toEqual({ perSide: [], missing: 1 });
  });
  it('needs no plates at or under the bar', () => {
    expect(platesPerSide(15, 20, [5])).toEqual({ perSide: [], missing: 0 });
  });
});

describe('takesPlates', () => {
  it('offers plates for bars loaded with plates only', () => {
    expect(['barbell', 'ez_bar', 'trap_bar', 'smith_machine'].map(takesPlates)).toEqual([true, true, true, true]);
    expect(['dumbbell', 'kettlebell', 'machine', 'cable', 'bodyweight', '', undefined].map(takesPlates)).toEqual([false, false, false, false, false, false, false]);
  });
});
