import { describe, expect, it } from 'vitest';
import { gradeBadgeOf } from './grade-badge';

describe('gradeBadgeOf', () => {
  it('shows the grade label, a raw condition, "Graded" without a label, nothing for sealed', () => {
    expect(gradeBadgeOf({ IsGraded: true, GradeLabel: 'BGS 9.5', Condition: null })).toEqual({ kind: 'graded', text: 'BGS 9.5' });
    expect(gradeBadgeOf({ IsGraded: false, GradeLabel: null, Condition: 'LP' })).toEqual({ kind: 'raw', text: 'LP' });
    expect(gradeBadgeOf({ IsGraded: true })).toEqual({ kind: 'graded-unknown' });
    expect(gradeBadgeOf({ IsGraded: false, GradeLabel: null, Condition: null })).toBeNull();
  });
});
