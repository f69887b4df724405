import { describe, expect, it } from 'vitest';
import { diffRecords } from './diff';

describe('diffRecords', () => {
  it('lists changed fields first, then the unchanged ones', () => {
    const rows = diffRecords({ status: 'pending', amount: '100', note: null }, { status: 'approved', amount: '100', reviewedBy: 3 });
    expect(rows).toEqual([
      { field: 'status', before: 'pending', after: 'approved', changed: true },
      { field: 'note', before: 'null', after: '', changed: true },
      { field: 'reviewedBy', before: '', after: '3', changed: true },
      { field: 'amount', before: '100', after: '100', changed: false },
    ]);
  });
  it('shows a creation and a removal', () => {
    expect(diffRecords(null, { a: { b: 1 } })).toEqual([{ field: 'a', before: '', after: '{"b":1}', changed: true }]);
    expect(diffRecords({ a: true }, null)).toEqual([{ field: 'a', before: 'true', after: '', changed: true }]);
  });
});
