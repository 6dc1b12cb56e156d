import { describe, expect, it } from 'vitest';
import {
  ATTEMPT_MOVES,
  assertMoves,
  LINE_MOVES,
  movableFrom,
  ORDER_MOVES,
  REFUND_MOVES,
} from '../../domain/booking/states.ts';

describe('the booking states’ moves', () => {
  it('lets the server make only the moves the tables allow', () => {
    expect(() => assertMoves(ORDER_MOVES, ['held', 'released'], 'paid')).not.toThrow();
    expect(() => assertMoves(ORDER_MOVES, ['paid'], 'held')).toThrow('paid → held is not an allowed move');
    expect(() => assertMoves(LINE_MOVES, ['refused'], 'confirmed')).toThrow();
    expect(() => assertMoves(ATTEMPT_MOVES, ['paid'], 'failed')).toThrow();
    expect(() => assertMoves(REFUND_MOVES, ['done'], 'requested')).toThrow();
  });

  it('ends where nothing moves on: a refused or cancelled stay, a settled attempt, a finished refund', () => {
    expect(LINE_MOVES.refused).toEqual([]);
    expect(LINE_MOVES.cancelled).toEqual([]);
    expect(ATTEMPT_MOVES.paid).toEqual([]);
    expect(REFUND_MOVES.done).toEqual([]);
  });

  it('names the states a conditional update may leave for a state', () => {
    expect(movableFrom(ORDER_MOVES, 'paid').sort()).toEqual(['held', 'released', 'unsettled']);
    expect(movableFrom(LINE_MOVES, 'pending_provider').sort()).toEqual(['held', 'released']);
  });
});
