import { describe, expect, it, vi } from 'vitest';
import { recordEdit } from './changes';
import { editMrp } from './edits';
import { EMPTY_SHELF, conflicted, discarded, loadedFor, saved, withAnswer, withEdits } from './shelf';
import { product, variant } from './testProducts';

const onion = product('p1', 'Onion', [variant('a', { updatedAt: 't1' })]);
const potato = product('p2', 'Potato', [variant('b', { updatedAt: 't2' })]);

describe('the shelf on screen', () => {
  it('a new leaf takes its answer and clears the change markers', () => {
    const first = withAnswer(EMPTY_SHELF, 'leaf1', 'answer1', () => [onion])!;
    const edited = withEdits(first, recordEdit(first.edits, onion, editMrp(onion, 'a', 99)));
    const next = withAnswer(edited, 'leaf2', 'answer2', () => [potato])!;
    expect(next.loaded).toEqual([potato]);
    expect(next.edits).toEqual({});
    expect(loadedFor(next, 'leaf2')).toEqual([potato]);
    expect(loadedFor(next, 'leaf1')).toBeUndefined();
  });

  it('the same answer twice changes nothing; a refresh is taken only while nothing is edited', () => {
    const first = withAnswer(EMPTY_SHELF, 'leaf1', 'answer1', () => [onion])!;
    expect(withAnswer(first, 'leaf1', 'answer1', () => [onion])).toBeNull();
    expect(withAnswer(first, 'leaf1', 'answer2', () => [potato])?.loaded).toEqual([potato]);
    const edited = withEdits(first, recordEdit(first.edits, onion, editMrp(onion, 'a', 99)));
    expect(withAnswer(edited, 'leaf1', 'answer2', () => [potato])).toBeNull();
  });

  it('reads an answer only when it is taken (the screen asks on every render, a keystroke included)', () => {
    const read = vi.fn(() => [onion]);
    const first = withAnswer(EMPTY_SHELF, 'leaf1', 'answer1', read)!;
    expect(read).toHaveBeenCalledTimes(1);
    expect(withAnswer(first, 'leaf1', 'answer1', read)).toBeNull();
    const edited = withEdits(first, recordEdit(first.edits, onion, editMrp(onion, 'a', 99)));
    expect(withAnswer(edited, 'leaf1', 'answer2', read)).toBeNull();
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('discard keeps the loaded values; save takes the saved products; a conflict keeps the other edits', () => {
    const first = withAnswer(EMPTY_SHELF, 'leaf', 'x', () => [onion, potato])!;
    let edits = recordEdit(first.edits, onion, editMrp(onion, 'a', 99));
    edits = recordEdit(edits, potato, editMrp(potato, 'b', 77));
    const edited = withEdits(first, edits);
    expect(discarded(edited).edits).toEqual({});
    expect(discarded(edited).loaded).toEqual([onion, potato]);

    const savedOnion = product('p1', 'Onion', [variant('a', { mrp: 99, netPrice: 99, updatedAt: 't9' })]);
    expect(saved(edited, [savedOnion]).loaded).toEqual([savedOnion, potato]);

    const serverPotato = product('p2', 'Potato', [variant('b', { mrp: 60, netPrice: 55, updatedAt: 't3' })]);
    const after = conflicted(edited, [serverPotato]);
    expect(after.state.loaded).toEqual([onion, serverPotato]);
    expect(Object.keys(after.state.edits)).toEqual(['p1']);
    expect(after.reloaded.map((p) => p.productName)).toEqual(['Potato']);
  });
});
