import { describe, expect, it } from 'vitest';
import { cpuSlowdownMultiplier, machineClass, machineLine, medianIndex } from './lighthouse-machine';

describe("Lighthouse's CPU benchmark", () => {
  it("puts an index in Lighthouse's device classes (the higher class where the ranges meet)", () => {
    expect(machineClass(1870)).toBe('high-end desktop');
    expect(machineClass(1500)).toBe('high-end desktop');
    expect(machineClass(1100)).toBe('low-end desktop');
    expect(machineClass(900)).toBe('high-end mobile');
    expect(machineClass(400)).toBe('mid-tier mobile');
    expect(machineClass(100)).toBe('low-end mobile');
    expect(machineClass(0)).toBeNull();
    expect(machineClass(Number.NaN)).toBeNull();
  });

  it("gives the calculator's multiplier at its own points", () => {
    expect(cpuSlowdownMultiplier(150)).toBe(1);
    expect(cpuSlowdownMultiplier(800)).toBe(2);
    expect(cpuSlowdownMultiplier(1300)).toBe(3);
    expect(cpuSlowdownMultiplier(1533)).toBe(4);
    expect(cpuSlowdownMultiplier(1766)).toBe(5);
    expect(cpuSlowdownMultiplier(2000)).toBe(6);
    expect(cpuSlowdownMultiplier(2500)).toBe(8.2);
  });

  it('draws straight lines between the points, rounded to a tenth', () => {
    expect(cpuSlowdownMultiplier(475)).toBe(1.5);
    expect(cpuSlowdownMultiplier(1050)).toBe(2.5);
    expect(cpuSlowdownMultiplier(1136)).toBe(2.7);
    expect(cpuSlowdownMultiplier(1416)).toBe(3.5);
  });

  it('does not slow down a machine already as slow as the phone, and has nothing for a missing index', () => {
    expect(cpuSlowdownMultiplier(149)).toBe(1);
    expect(cpuSlowdownMultiplier(40)).toBe(1);
    expect(cpuSlowdownMultiplier(0)).toBeNull();
    expect(cpuSlowdownMultiplier(-5)).toBeNull();
    expect(cpuSlowdownMultiplier(Number.NaN)).toBeNull();
  });

  it('takes the median of the usable indexes', () => {
    expect(medianIndex([1870, 1790, 1920])).toBe(1870);
    expect(medianIndex([1081.5, 1787, 1191, 1069.5, Number.NaN, 0])).toBe(1136.25);
    expect(medianIndex([Number.NaN])).toBeNull();
  });

  it('prints the median, the range, the class and the multiplier the runs used', () => {
    expect(machineLine([1870, 1790, 1920], 5.4)).toBe(
      "Lighthouse's CPU benchmark (benchmarkIndex): median 1870 (runs 1790–1920), high-end desktop; runs simulated at 5.4x CPU (the calculator gives 5.4x for this median; Lighthouse's default 4x is for index 1533)",
    );
    expect(machineLine([1081.5, 1787, 1191, 1069.5], 2.7)).toBe(
      "Lighthouse's CPU benchmark (benchmarkIndex): median 1136 (runs 1070–1787), low-end desktop; runs simulated at 2.7x CPU (the calculator gives 2.7x for this median; Lighthouse's default 4x is for index 1533)",
    );
    expect(machineLine([], 4)).toBe("Lighthouse's CPU benchmark: not reported; runs simulated at 4x CPU");
    expect(machineLine([0, Number.NaN], 4)).toBe("Lighthouse's CPU benchmark: not reported; runs simulated at 4x CPU");
  });
});
