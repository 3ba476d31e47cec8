import { describe, expect, it } from 'vitest';
import { emptyNewCondition, mergeStockDrafts, newConditionBody, stockBody, stockDrafts, stockErrorField } from './stock-draft';

const nearMint = { ID: 41, ConditionName: 'Near Mint', Price: 1_250, UnderlinedPrice: null, Stock: 2, QuantitySold: 3, IsLimit: false, LimitNum: 0 };
const played = { ID: 42, ConditionName: 'Played', Price: 800, UnderlinedPrice: null, Stock: 0, QuantitySold: 0, IsLimit: false, LimitNum: 0 };

describe('a new condition for a listed store item', () => {
  it('becomes the POST body in cents, the name trimmed', () => {
    const draft = { name: ' Lightly Played ', price: '9.50', underlined: '12', stock: '3', limit: '1' };
    expect(newConditionBody(draft, ['Near Mint'])).toEqual({
      body: { ConditionName: 'Lightly Played', Price: 950, UnderlinedPrice: 1_200, Stock: 3, IsLimit: true, LimitNum: 1 },
    });
    expect(newConditionBody({ ...draft, underlined: '', limit: '' }, [])).toEqual({
      body: { ConditionName: 'Lightly Played', Price: 950, UnderlinedPrice: undefined, Stock: 3, IsLimit: false, LimitNum: undefined },
    });
  });

  it('names the fields to fix: an empty or long name, a name the item has (case aside), price, stock and limit', () => {
    expect(newConditionBody(emptyNewCondition, [])).toEqual({ errors: { name: 'name', price: 'price', stock: 'stock' } });
    expect(newConditionBody({ name: 'x'.repeat(41), price: '1', underlined: '', stock: '0', limit: '' }, [])).toEqual({ errors: { name: 'name' } });
    expect(newConditionBody({ name: 'near mint ', price: '1', underlined: '', stock: '0', limit: '' }, ['Near Mint'])).toEqual({ errors: { name: 'name_taken' } });
    expect(newConditionBody({ name: 'LP', price: '0', underlined: 'abc', stock: '100001', limit: '0' }, [])).toEqual({
      errors: { price: 'price', underlined: 'price', stock: 'stock', limit: 'limit' },
    });
  });
});

describe('the stock rows after an add or a remove', () => {
  it('keep what the seller typed on the rows that stay, drop the removed one and add the new one', () => {
    const typed = stockDrafts([nearMint, played]).map((d) => (d.id === 41 ? { ...d, stock: '9' } : d));
    const added = { ...played, ID: 43, ConditionName: 'Lightly Played', Stock: 5 };
    const merged = mergeStockDrafts(typed, [nearMint, added]);
    expect(merged.map((d) => d.id)).toEqual([41, 43]);
    expect(merged[0]).toMatchObject({ stock: '9', saved: 2 });
    expect(merged[1]).toMatchObject({ name: 'Lightly Played', stock: '5', saved: 5 });
  });
});

describe('renaming a condition in the stock rows', () => {
  it('sends a changed name, trimmed, and no name for the rows left as they were', () => {
    const drafts = stockDrafts([nearMint, played]).map((d) => (d.id === 42 ? { ...d, name: ' Heavily Played ' } : d));
    const checked = stockBody(drafts);
    expect(checked).toMatchObject({ body: { Conditions: [{ ID: 41 }, { ID: 42, ConditionName: 'Heavily Played' }] } });
    expect('body' in checked && 'ConditionName' in checked.body.Conditions[0]!).toBe(false);
  });

  it('refuses an empty name and another row’s name (case aside, as typed), and lets two rows swap theirs', () => {
    const [nm, pl] = stockDrafts([nearMint, played]) as [ReturnType<typeof stockDrafts>[number], ReturnType<typeof stockDrafts>[number]];
    expect(stockBody([{ ...nm, name: '  ' }, pl])).toEqual({ errors: { 41: { name: 'name' } } });
    expect(stockBody([nm, { ...pl, name: 'NEAR MINT' }])).toEqual({ errors: { 42: { name: 'name_taken' } } });
    expect(stockBody([{ ...nm, name: 'Played' }, { ...pl, name: 'Near Mint' }])).toMatchObject({
      body: { Conditions: [{ ID: 41, ConditionName: 'Played' }, { ID: 42, ConditionName: 'Near Mint' }] },
    });
  });

  it('puts the server’s CONDITION_NAME_TAKEN on the row it names, and keeps a typed name across an add', () => {
    const drafts = stockDrafts([nearMint, played]);
    expect(stockErrorField(drafts, 'Conditions.1.ConditionName')).toEqual({ id: 42, field: 'name' });
    const typed = drafts.map((d) => (d.id === 41 ? { ...d, name: 'NM' } : d));
    expect(mergeStockDrafts(typed, [nearMint, played])[0]).toMatchObject({ name: 'NM', savedName: 'Near Mint' });
  });
});
