import { describe, expect, it } from 'vitest';
import { checkGradingSpecifics, formatGrade, gradeLabel, graderOf, parseGrade } from './grading';

describe('grading rules', () => {
  it('reads and writes grades in tenths', () => {
    expect(parseGrade('9.5')).toBe(95);
    expect(parseGrade('10')).toBe(100);
    expect(parseGrade('ten')).toBeNull();
    expect(parseGrade('9.55')).toBeNull();
    expect(formatGrade(95)).toBe('9.5');
    expect(formatGrade(100)).toBe('10');
    expect(gradeLabel('PSA', 100)).toBe('PSA 10');
    expect(gradeLabel('BGS', 95)).toBe('BGS 9.5');
  });

  it('follows each grader scale: PSA has no 9.5, BGS has', () => {
    expect(graderOf('PSA')!.grades).toContain(85);
    expect(graderOf('PSA')!.grades).not.toContain(95);
    expect(checkGradingSpecifics({ grader: 'PSA', grade: 95 })).toEqual(['GRADE_NOT_ON_SCALE', 'grade']);
    expect(checkGradingSpecifics({ grader: 'BGS', grade: 95, cert: '0012345678' })).toBeNull();
    expect(checkGradingSpecifics({ grader: 'PSA', grade: 100, cert: '12345678' })).toBeNull();
    expect(checkGradingSpecifics({ grader: 'PSA', grade: 105 })).toEqual(['GRADE_NOT_ON_SCALE', 'grade']);
    expect(checkGradingSpecifics({ grader: 'PSA', grade: 5 })).toEqual(['GRADE_NOT_ON_SCALE', 'grade']);
    expect(checkGradingSpecifics({ grader: 'PSA' })).toEqual(['GRADE_NOT_ON_SCALE', 'grade']);
  });

  it('refuses an unknown grader, a bad cert and mixed graded/raw specifics', () => {
    expect(checkGradingSpecifics({ grader: 'XYZ', grade: 100 })).toEqual(['GRADER_UNKNOWN', 'grader']);
    expect(checkGradingSpecifics({ grader: 'PSA', grade: 100, cert: 'abc' })).toEqual(['CERT_FORMAT', 'cert']);
    expect(checkGradingSpecifics({ cert: '12345678' })).toEqual(['CERT_ON_RAW_CARD', 'cert']);
    expect(checkGradingSpecifics({ grade: 100 })).toEqual(['GRADE_WITHOUT_GRADER', 'grade']);
    expect(checkGradingSpecifics({ grader: 'PSA', grade: 90, condition: 'NM' })).toEqual(['CONDITION_ON_GRADED_CARD', 'condition']);
    expect(checkGradingSpecifics({ condition: 'LP' })).toBeNull();
    expect(checkGradingSpecifics({})).toBeNull();
  });
});
