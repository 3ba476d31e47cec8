import { describe, expect, it } from 'vitest';
import type { ListingFields } from '../../../../domain/seller/seller-listings.schema';
import { bodyFromDraft, draftFromFields, emptyDraft, movePhoto, parseDollars, type ListingDraft } from './listing-draft';

/** A buy-now listing's fields as the template route answers them. */
const pikachu: ListingFields = {
  Title: 'Pikachu',
  Detail: '',
  FirstCategoryId: 1,
  SecondCategoryId: 2,
  ThirdCategoryId: 3,
  ManufacturerId: null,
  Year: 1999,
  Series: 'Base Set',
  CardNumber: '58',
  Player: 'Pikachu',
  Grader: 'BGS',
  Grade: 9.5,
  CertNumber: '1234567',
  Condition: null,
  Properties: {},
  ByWay: 1,
  Bargain: true,
  OfferMinPrice: null,
  OfferAutoAcceptPrice: null,
  Price: 2_500,
  Postage: 0,
  DepositNum: null,
  ExtendedBiddingSeconds: null,
  Images: ['/media/p.jpg'],
  OrderType: 0,
  Conditions: [],
};

const filled: ListingDraft = { ...emptyDraft, title: ' Charizard ', first: '1', second: '2', third: '3', price: '120', grade: '10', cert: '12345678' };

describe('the new-listing draft', () => {
  it('becomes a graded auction in cents', () => {
    const result = bodyFromDraft({ ...filled, postage: '4.5', images: ['/media/a.jpg', '/media/b.jpg'] });
    expect(result).toEqual({
      body: expect.objectContaining({
        Title: 'Charizard',
        ByWay: 2,
        Bargain: false,
        Price: 12_000,
        Postage: 450,
        Grader: 'PSA',
        Grade: 10,
        CertNumber: '12345678',
        DurationDays: 7,
        Images: ['/media/a.jpg', '/media/b.jpg'],
      }),
    });
  });

  it('names the fields to fix: required, a grade off the scale, a bad certificate, offers out of order', () => {
    expect(bodyFromDraft(emptyDraft)).toEqual({ errors: expect.objectContaining({ title: 'required', third: 'required', price: 'required', grade: 'required' }) });
    expect(bodyFromDraft({ ...filled, grade: '9.5' })).toEqual({ errors: { grade: 'grade' } });
    expect(bodyFromDraft({ ...filled, cert: 'abc' })).toEqual({ errors: { cert: 'cert' } });
    const offers = { ...filled, way: 'buyNow' as const, bargain: true, offerMin: '50', offerAutoAccept: '130' };
    expect(bodyFromDraft(offers)).toEqual({ errors: { offerAutoAccept: 'offer' } });
    expect(bodyFromDraft({ ...offers, offerAutoAccept: '100' })).toEqual({
      body: expect.objectContaining({ ByWay: 1, Bargain: true, OfferMinPrice: 5_000, OfferAutoAcceptPrice: 10_000 }),
    });
  });

  it('sends a raw card with its condition and no grade', () => {
    const result = bodyFromDraft({ ...filled, graded: false, condition: 'LP', grade: '', cert: '' });
    expect(result).toEqual({ body: expect.objectContaining({ Condition: 'LP' }) });
    expect('body' in result && result.body.Grader).toBeUndefined();
  });

  it('reads a listing back for a clone, photos and grade included', () => {
    const draft = draftFromFields(pikachu);
    expect(draft).toMatchObject({ way: 'buyNow', bargain: true, price: '25.00', grader: 'BGS', grade: '9.5', year: '1999', images: ['/media/p.jpg'] });
    expect(bodyFromDraft(draft)).toEqual({ body: expect.objectContaining({ Grade: 9.5, Price: 2_500, Year: 1999 }) });
  });

  it('clones a store item as a store item with its conditions, the stock left for the seller to count', () => {
    const draft = draftFromFields({
      ...pikachu,
      Bargain: false,
      OrderType: 1,
      Conditions: [
        { ConditionName: 'Near Mint', Price: 2_500, UnderlinedPrice: 3_000, IsLimit: true, LimitNum: 2 },
        { ConditionName: 'Lightly Played', Price: 1_800, UnderlinedPrice: null, IsLimit: false, LimitNum: 0 },
      ],
    });
    expect(draft.way).toBe('store');
    expect(draft.conditions).toEqual([
      { name: 'Near Mint', price: '25.00', underlined: '30.00', stock: '', limit: '2' },
      { name: 'Lightly Played', price: '18.00', underlined: '', stock: '', limit: '' },
    ]);
    // Not listed with an uncounted shelf: every stock must be typed first.
    expect(bodyFromDraft(draft)).toEqual({ errors: { conditions: 'conditions' } });
    const counted = { ...draft, conditions: draft.conditions.map((c) => ({ ...c, stock: '3' })) };
    expect(bodyFromDraft(counted)).toEqual({
      body: expect.objectContaining({
        OrderType: 1,
        ByWay: 1,
        Price: 1_800,
        Conditions: [
          { ConditionName: 'Near Mint', Price: 2_500, UnderlinedPrice: 3_000, Stock: 3, IsLimit: true, LimitNum: 2 },
          { ConditionName: 'Lightly Played', Price: 1_800, UnderlinedPrice: undefined, Stock: 3, IsLimit: false, LimitNum: undefined },
        ],
      }),
    });
  });

  it('refuses two conditions with the same name, case aside, as the server does', () => {
    const draft = draftFromFields({ ...pikachu, Bargain: false, OrderType: 1, Conditions: [] });
    const twice = { ...draft, conditions: [
      { name: 'Near Mint', price: '10', underlined: '', stock: '1', limit: '' },
      { name: 'near mint ', price: '12', underlined: '', stock: '1', limit: '' },
    ] };
    expect(bodyFromDraft(twice)).toEqual({ errors: { conditions: 'condition_names' } });
  });

  it('clones a store item without live conditions as a store item with one empty condition', () => {
    expect(draftFromFields({ ...pikachu, OrderType: 1, Conditions: [] })).toMatchObject({ way: 'store', conditions: [emptyDraft.conditions[0]] });
  });

  it('becomes a store item from its conditions, priced at the lowest, or names the conditions to fix', () => {
    const store = { ...filled, way: 'store' as const, price: '', conditions: [
      { name: 'Sealed', price: '120', underlined: '150', stock: '4', limit: '2' },
      { name: 'Opened', price: '90', underlined: '', stock: '1', limit: '' },
    ] };
    expect(bodyFromDraft(store)).toEqual({
      body: expect.objectContaining({
        ByWay: 1,
        OrderType: 1,
        Price: 9_000,
        Conditions: [
          { ConditionName: 'Sealed', Price: 12_000, UnderlinedPrice: 15_000, Stock: 4, IsLimit: true, LimitNum: 2 },
          { ConditionName: 'Opened', Price: 9_000, UnderlinedPrice: undefined, Stock: 1, IsLimit: false, LimitNum: undefined },
        ],
      }),
    });
    expect(bodyFromDraft({ ...store, conditions: [{ name: '', price: '1', underlined: '', stock: '1', limit: '' }] })).toEqual({ errors: { conditions: 'conditions' } });
  });

  it('parses dollars and moves photos', () => {
    expect(parseDollars('1,234.50')).toBe(123_450);
    expect(parseDollars('12.345')).toBeNull();
    expect(movePhoto(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(movePhoto(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });
});
