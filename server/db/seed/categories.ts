/**
 * The demo category tree (three levels, named in English, Traditional Chinese, Japanese and Korean) and the filter properties
 * each third-level category offers. Ids are assigned here so listings can refer to them.
 */
import type { categories, categoryProperties, properties, propertyValues } from '../schema';

/** A name in English, Traditional Chinese, Japanese and Korean. */
type Named = [en: string, ch: string, ja: string, ko: string];

const propertyDefs: { control: string; name: Named; values: Named[] }[] = [
  { control: 'Graded', name: ['Graded', '評級', '鑑定済み', '그레이딩'], values: [['Yes', '是', 'はい', '예'], ['No', '否', 'いいえ', '아니요']] },
  { control: 'Rookie', name: ['Rookie', '新人卡', 'ルーキー', '루키'], values: [['Yes', '是', 'はい', '예'], ['No', '否', 'いいえ', '아니요']] },
  { control: 'Auto', name: ['Auto', '親筆簽名', '直筆サイン', '친필 사인'], values: [['Yes', '是', 'はい', '예'], ['No', '否', 'いいえ', '아니요']] },
  { control: 'SerialNumbered', name: ['Serial Numbered', '限量編號', 'シリアルナンバー入り', '시리얼 넘버'], values: [['Yes', '是', 'はい', '예'], ['No', '否', 'いいえ', '아니요']] },
  {
    control: 'Sports',
    name: ['Sports', '運動項目', 'スポーツ', '스포츠'],
    values: [['Baseball', '棒球', '野球', '야구'], ['Basketball', '籃球', 'バスケットボール', '농구'], ['Football', '美式足球', 'アメフト', '미식축구'], ['Soccer', '足球', 'サッカー', '축구'], ['Hockey', '冰球', 'アイスホッケー', '아이스하키']],
  },
  {
    control: 'GameComic',
    name: ['Game/Comic', '遊戲／漫畫', 'ゲーム／コミック', '게임/코믹'],
    values: [
      ['Pokémon', '寶可夢', 'ポケモン', '포켓몬'], ['Magic: The Gathering', '魔法風雲會', 'マジック：ザ・ギャザリング', '매직: 더 개더링'], ['Yu-Gi-Oh!', '遊戲王', '遊☆戯☆王', '유희왕'], ['One Piece', '航海王', 'ワンピース', '원피스'],
      ['Marvel', '漫威', 'マーベル', '마블'], ['Star Wars', '星際大戰', 'スター・ウォーズ', '스타워즈'], ['Garbage Pail Kids', '垃圾桶小孩', 'ガーベッジ・ペイル・キッズ', '가비지 페일 키즈'],
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
    name: ['Sports', '運動卡', 'スポーツカード', '스포츠 카드'],
    seconds: [['Baseball', '棒球', '野球', '야구'], ['Basketball', '籃球', 'バスケットボール', '농구'], ['Football', '美式足球', 'アメフト', '미식축구'], ['Soccer', '足球', 'サッカー', '축구'], ['Hockey', '冰球', 'アイスホッケー', '아이스하키']],
    thirds: [[['Singles', '單卡', 'シングル', '싱글 카드'], cardProps], [['Graded', '評級卡', '鑑定済みカード', '그레이딩 카드'], cardProps], [['Sealed Wax', '未拆封卡盒', '未開封ボックス', '미개봉 박스'], ['Sports']]],
  },
  {
    name: ['TCG', '集換式卡牌', 'トレカ', 'TCG'],
    seconds: [['Pokémon', '寶可夢', 'ポケモン', '포켓몬'], ['Magic: The Gathering', '魔法風雲會', 'マジック：ザ・ギャザリング', '매직: 더 개더링'], ['Yu-Gi-Oh!', '遊戲王', '遊☆戯☆王', '유희왕'], ['One Piece', '航海王', 'ワンピース', '원피스']],
    thirds: [[['Singles', '單卡', 'シングル', '싱글 카드'], tcgProps], [['Graded', '評級卡', '鑑定済みカード', '그레이딩 카드'], tcgProps], [['Sealed', '未拆封商品', '未開封品', '미개봉 상품'], ['GameComic']]],
  },
  {
    name: ['Non-Sport', '非運動卡', 'ノンスポーツ', '논스포츠'],
    seconds: [['Marvel', '漫威', 'マーベル', '마블'], ['Star Wars', '星際大戰', 'スター・ウォーズ', '스타워즈'], ['Garbage Pail Kids', '垃圾桶小孩', 'ガーベッジ・ペイル・キッズ', '가비지 페일 키즈']],
    thirds: [[['Singles', '單卡', 'シングル', '싱글 카드'], nonSportProps], [['Graded', '評級卡', '鑑定済みカード', '그레이딩 카드'], nonSportProps], [['Sealed', '未拆封商品', '未開封品', '미개봉 상품'], ['GameComic']]],
  },
  {
    name: ['Boxes & Cases', '卡盒與整箱', 'ボックス・ケース', '박스 및 케이스'],
    seconds: [['Hobby Boxes', '收藏版卡盒', 'ホビーボックス', '하비 박스'], ['Blaster Boxes', '零售版卡盒', 'ブラスターボックス', '블래스터 박스'], ['Cases', '整箱', 'ケース', '케이스']],
    thirds: [[['Sports', '運動卡', 'スポーツカード', '스포츠 카드'], ['Sports']], [['TCG', '集換式卡牌', 'トレカ', 'TCG'], ['GameComic']], [['Non-Sport', '非運動卡', 'ノンスポーツ', '논스포츠'], ['GameComic']]],
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
    const [enName, chName, jaName, koName] = def.name;
    seed.properties.push({ id, controlName: def.control, enName, chName, jaName, koName, sort: index });
    def.values.forEach(([enName, chName, jaName, koName], sort) =>
      seed.propertyValues.push({ id: seed.propertyValues.length + 1, propertyId: id, enName, chName, jaName, koName, sort }),
    );
  });

  const paths = new Map<string, CategoryPath>();
  const add = (parentId: number | null, level: number, [enName, chName, jaName, koName]: Named, sort: number) => {
    const id = seed.categories.length + 1;
    seed.categories.push({ id, parentId, level, enName, chName, jaName, koName, sort });
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
