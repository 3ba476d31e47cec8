import { describe, expect, it } from 'vitest';
import { bodyFromDraft, draftFromFields, emptyDraft, movePhoto, parseDollars, type ListingDraft } from './listing-draft';

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
    const draft = draftFromFields({
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
    });
    expect(draft).toMatchObject({ way: 'buyNow', bargain: true, price: '25.00', grader: 'BGS', grade: '9.5', year: '1999', images: ['/media/p.jpg'] });
    expect(bodyFromDraft(draft)).toEqual({ body: expect.objectContaining({ Grade: 9.5, Price: 2_500, Year: 1999 }) });
  });

  it('parses dollars and moves photos', () => {
    expect(parseDollars('1,234.50')).toBe(123_450);
    expect(parseDollars('12.345')).toBeNull();
    expect(movePhoto(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(movePhoto(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });
});
