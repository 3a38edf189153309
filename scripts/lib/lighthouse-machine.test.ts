import { describe, expect, it } from 'vitest';
import { machineClass, machineLine } from './lighthouse-machine';

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

  it('prints the median, the range and what the default 4x means on such a machine', () => {
    expect(machineLine([1870, 1790, 1920])).toBe(
      "Lighthouse's CPU benchmark (benchmarkIndex): median 1870 (runs 1790–1920), high-end desktop; the class Lighthouse's 4x is meant for",
    );
    expect(machineLine([1081.5, 1787, 1191, 1069.5])).toBe(
      "Lighthouse's CPU benchmark (benchmarkIndex): median 1136 (runs 1070–1787), low-end desktop; below the 1500 Lighthouse's 4x is meant for: the simulated phone is slower than its mid-tier phone",
    );
    expect(machineLine([])).toBe("Lighthouse's CPU benchmark: not reported");
    expect(machineLine([0, Number.NaN])).toBe("Lighthouse's CPU benchmark: not reported");
  });
});
