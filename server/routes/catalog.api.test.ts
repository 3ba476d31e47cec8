import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app';
import { seedDemoDataIfEmpty } from '../db/seed';
import { categoryTreeReply, type CategoryTree } from '../../src/domain/catalog/category.schema';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

describe('GET /api/categories', () => {
  it('answers an empty tree before any category exists', async () => {
    const response = await t.client().get<CategoryTree>('/api/categories');
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
  });

  it('returns the three-level tree in display order with English and Chinese names', async () => {
    await seedDemoDataIfEmpty(t.database.db, { info: () => {} }, { now: t.clock.now() });
    const response = await t.client().get<CategoryTree>('/api/categories?AreaCode=US');
    expect(response.status).toBe(200);
    const tree = categoryTreeReply.parse(response.body);
    expect(tree.map((c) => c.EnName)).toEqual(['Sports', 'TCG', 'Non-Sport', 'Boxes & Cases']);
    const sports = tree[0]!;
    expect(sports.ChName).toBe('運動卡');
    expect(sports.children.map((c) => [c.EnName, c.ChName])).toEqual([
      ['Baseball', '棒球'], ['Basketball', '籃球'], ['Football', '美式足球'], ['Soccer', '足球'], ['Hockey', '冰球'],
    ]);
    const tcg = tree[1]!.children.map((c) => c.ChName);
    expect(tcg).toContain('寶可夢');
    expect(tcg).toContain('遊戲王');
    const graded = sports.children[0]!.children.find((c) => c.EnName === 'Graded')!;
    expect(graded.ChName).toBe('評級卡');
    expect(graded.Properties.map((p) => p.ControlName)).toEqual(['Graded', 'Rookie', 'Auto', 'SerialNumbered', 'Sports']);
    expect(graded.Properties[0]!.PropertyKeyValues.map((v) => v.EnName)).toEqual(['Yes', 'No']);
    for (const first of tree) {
      expect(first.children.length).toBeGreaterThan(0);
      for (const second of first.children) expect(second.children.length).toBe(3);
    }
  });

  it('serves the same tree in every area', async () => {
    const us = await t.client().get('/api/categories?AreaCode=US');
    const macao = await t.client().get('/api/categories?AreaCode=MO');
    expect(macao.body).toEqual(us.body);
  });

  it('rejects a malformed AreaCode', async () => {
    const response = await t.client().get<{ error: { code: string } }>('/api/categories?AreaCode=not-an-area');
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe('BAD_REQUEST');
  });
});
