import { describe, expect, it } from 'vitest';
import { readTyped } from './typed-value.ts';

describe('readTyped', () => {
  it('reads a weight in kg with up to one decimal, a comma as the point', () => {
    expect(readTyped('100', 'kg')).toEqual({ value: 100 });
    expect(readTyped(' 102.5 ', 'kg')).toEqual({ value: 102.5 });
    expect(readTyped('102,5', 'kg')).toEqual({ value: 102.5 });
    expect(readTyped('100.', 'kg')).toEqual({ value: 100 });
    expect(readTyped('.5', 'kg')).toEqual({ value: 0.5 });
    expect(readTyped('0', 'kg')).toEqual({ value: 0 });
  });

  it('reads a weight in lbs as kg, and it shows again as typed', () => {
    expect(readTyped('225', 'lbs')).toEqual({ value: 102.06 });
    expect(readTyped('135.5', 'lbs')).toEqual({ value: 61.46 });
  });

  it('refuses what is not a weight: empty, letters, negative, two decimals, beyond the ceiling', () => {
    expect(readTyped('', 'kg')).toEqual({ problem: 'notNumber' });
    expect(readTyped('.', 'kg')).toEqual({ problem: 'notNumber' });
    expect(readTyped('8o', 'kg')).toEqual({ problem: 'notNumber' });
    expect(readTyped('1.2.3', 'kg')).toEqual({ problem: 'notNumber' });
    expect(readTyped('-5', 'kg')).toEqual({ problem: 'negative' });
    expect(readTyped('102.25', 'kg')).toEqual({ problem: 'decimals' });
    expect(readTyped('135.25', 'lbs')).toEqual({ problem: 'decimals' });
    expect(readTyped('1000', 'kg')).toEqual({ value: 1000 });
    expect(readTyped('1000.5', 'kg')).toEqual({ problem: 'tooMuch', max: 1000 });
    expect(readTyped('2201', 'lbs')).toEqual({ problem: 'tooMuch', max: 2200 });
  });

  it('reads reps as a whole count up to 1000', () => {
    expect(readTyped('8', undefined)).toEqual({ value: 8 });
    expect(readTyped('8.0', undefined)).toEqual({ value: 8 });
    expect(readTyped('8.5', undefined)).toEqual({ problem: 'whole' });
    expect(readTyped('-1', undefined)).toEqual({ problem: 'negative' });
    expect(readTyped('1001', undefined)).toEqual({ problem: 'tooMuch', max: 1000 });
    expect(readTyped('', undefined)).toEqual({ problem: 'notNumber' });
  });
});
