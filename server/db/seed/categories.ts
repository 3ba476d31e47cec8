/**
 * The demo category tree (three levels, English and Traditional Chinese) and the filter properties
 * each third-level category offers. Ids are assigned here so listings can refer to them.
 */
import type { categories, categoryProperties, properties, propertyValues } from '../schema';

type Named = [en: string, ch: string];

const propertyDefs: { control: string; name: Named; values: Named[] }[] = [
  { control: 'Graded', name: ['Graded', '評級'], values: [['Yes', '是'], ['No', '否']] },
  { control: 'Rookie', name: ['Rookie', '新人卡'], values: [['Yes', '是'], ['No', '否']] },
  { control: 'Auto', name: ['Auto', '親筆簽名'], values: [['Yes', '是'], ['No', '否']] },
  { control: 'SerialNumbered', name: ['Serial Numbered', '限量編號'], values: [['Yes', '是'], ['No', '否']] },
  {
    control: 'Sports',
    name: ['Sports', '運動項目'],
    values: [['Baseball', '棒球'], ['Basketball', '籃球'], ['Football', '美式足球'], ['Soccer', '足球'], ['Hockey', '冰球']],
  },
  {
    control: 'GameComic',
    name: ['Game/Comic', '遊戲／漫畫'],
    values: [
      ['Pokémon', '寶可夢'], ['Magic: The Gathering', '魔法風雲會'], ['Yu-Gi-Oh!', '遊戲王'], ['One Piece', '航海王'],
      ['Marvel', '漫威'], ['Star Wars', '星際大戰'], ['Garbage Pail Kids', '垃圾桶小孩'],
    ],
  },
];

interface Branch {
  name: Named;
  seconds: Named[];
  /** Third-level categories with the property control names each offers. */
  thirds: [Named, string[]][];
}

const cardProps = ['Graded', 'Rookie', 'Auto', 'SerialNumbered', 'Sports'];
const tcgProps = ['Graded', 'GameComic'];
const nonSportProps = ['Graded', 'Auto', 'SerialNumbered', 'GameComic'];

const tree: Branch[] = [
  {
    name: ['Sports', '運動卡'],
    seconds: [['Baseball', '棒球'], ['Basketball', '籃球'], ['Football', '美式足球'], ['Soccer', '足球'], ['Hockey', '冰球']],
    thirds: [[['Singles', '單卡'], cardProps], [['Graded', '評級卡'], cardProps], [['Sealed Wax', '未拆封卡盒'], ['Sports']]],
  },
  {
    name: ['TCG', '集換式卡牌'],
    seconds: [['Pokémon', '寶可夢'], ['Magic: The Gathering', '魔法風雲會'], ['Yu-Gi-Oh!', '遊戲王'], ['One Piece', '航海王']],
    thirds: [[['Singles', '單卡'], tcgProps], [['Graded', '評級卡'], tcgProps], [['Sealed', '未拆封商品'], ['GameComic']]],
  },
  {
    name: ['Non-Sport', '非運動卡'],
    seconds: [['Marvel', '漫威'], ['Star Wars', '星際大戰'], ['Garbage Pail Kids', '垃圾桶小孩']],
    thirds: [[['Singles', '單卡'], nonSportProps], [['Graded', '評級卡'], nonSportProps], [['Sealed', '未拆封商品'], ['GameComic']]],
  },
  {
    name: ['Boxes & Cases', '卡盒與整箱'],
    seconds: [['Hobby Boxes', '收藏版卡盒'], ['Blaster Boxes', '零售版卡盒'], ['Cases', '整箱']],
    thirds: [[['Sports', '運動卡'], ['Sports']], [['TCG', '集換式卡牌'], ['GameComic']], [['Non-Sport', '非運動卡'], ['GameComic']]],
  },
];

export interface CategoryPath {
  first: number;
  second: number;
  third: number;
  /** Control names of the third level's properties. */
  properties: string[];
}

export interface CategorySeed {
  categories: (typeof categories.$inferInsert)[];
  properties: (typeof properties.$inferInsert)[];
  propertyValues: (typeof propertyValues.$inferInsert)[];
  categoryProperties: (typeof categoryProperties.$inferInsert)[];
  /** Looks a path up by English names, e.g. find('TCG', 'Pokémon', 'Graded'). */
  find(first: string, second: string, third: string): CategoryPath;
}

export function buildCategories(): CategorySeed {
  const seed: Omit<CategorySeed, 'find'> = { categories: [], properties: [], propertyValues: [], categoryProperties: [] };
  const propertyIds = new Map<string, number>();
  propertyDefs.forEach((def, index) => {
    const id = index + 1;
    propertyIds.set(def.control, id);
    seed.properties.push({ id, controlName: def.control, enName: def.name[0], chName: def.name[1], sort: index });
    def.values.forEach(([enName, chName], sort) =>
      seed.propertyValues.push({ id: seed.propertyValues.length + 1, propertyId: id, enName, chName, sort }),
    );
  });

  const paths = new Map<string, CategoryPath>();
  const add = (parentId: number | null, level: number, [enName, chName]: Named, sort: number) => {
    const id = seed.categories.length + 1;
    seed.categories.push({ id, parentId, level, enName, chName, sort });
    return id;
  };
  tree.forEach((branch, i) => {
    const first = add(null, 1, branch.name, i);
    branch.seconds.forEach((secondName, j) => {
      const second = add(first, 2, secondName, j);
      branch.thirds.forEach(([thirdName, controls], k) => {
        const third = add(second, 3, thirdName, k);
        controls.forEach((control, sort) =>
          seed.categoryProperties.push({ categoryId: third, propertyId: propertyIds.get(control)!, sort }),
        );
        paths.set(`${branch.name[0]}/${secondName[0]}/${thirdName[0]}`, { first, second, third, properties: controls });
      });
    });
  });

  return {
    ...seed,
    find(first, second, third) {
      const path = paths.get(`${first}/${second}/${third}`);
      if (!path) throw new Error(`unknown category ${first}/${second}/${third}`);
      return path;
    },
  };
}
