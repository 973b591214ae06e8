// The catalogue a fresh shop starts with: a Korean grocery's everyday range. Each product is
// [brand, English name, Korean name, weight/pack, regular price in won]; the display names get
// the pack size appended, as Korean shops list them ("Shin Ramyun 120g x 5").
import type { CatalogueFile } from './catalogue-schema.ts';

type Item = [brand: string, name: string, nameKr: string, weight: string, price: number];
type Sub = [name: string, nameKr: string, items: Item[]];
type Cat = [name: string, nameKr: string, subs: Sub[]];

const CATALOGUE: Cat[] = [
  [
    'Fresh Produce',
    '신선 채소·과일',
    [
      [
        'Vegetables',
        '채소',
        [
          ['Jangbogi Farm', 'Napa Cabbage', '알배기 배추', '1 head', 3980],
          ['Jangbogi Farm', 'Korean Radish', '무', '1 ea', 2480],
          ['Jangbogi Farm', 'Green Onion', '대파', '1 bunch', 2980],
          ['Jangbogi Farm', 'Perilla Leaves', '깻잎', '30 sheets', 1980],
          ['Jangbogi Farm', 'Zucchini', '애호박', '1 ea', 1780],
          ['Jangbogi Farm', 'Bean Sprouts', '콩나물', '300g', 1500],
          ['Jangbogi Farm', 'Cheongyang Chili Peppers', '청양고추', '150g', 2280],
          ['Jangbogi Farm', 'Korean Cucumbers', '백오이', '3 ea', 2980],
          ['Jangbogi Farm', 'Sweet Potatoes', '꿀고구마', '1.5kg', 8980],
        ],
      ],
      [
        'Fruit',
        '과일',
        [
          ['Jangbogi Farm', 'Seongju Korean Melon', '성주 참외', '1.5kg', 15900],
          ['Jangbogi Farm', 'Shine Muscat Grapes', '샤인머스캣', '700g', 16900],
          ['Jangbogi Farm', 'Jeju Tangerines', '제주 감귤', '2kg', 12900],
          ['Jangbogi Farm', 'Cheongsong Apples', '청송 사과', '1.5kg', 19800],
          ['Jangbogi Farm', 'Naju Pears', '나주 배', '3 ea', 17900],
          ['Dole', 'Bananas', '바나나', '1.2kg', 4980],
          ['Jangbogi Farm', 'Nonsan Strawberries', '논산 설향 딸기', '500g', 12900],
          ['Jangbogi Farm', 'Hallabong Oranges', '한라봉', '1.5kg', 21900],
        ],
      ],
      [
        'Mushrooms',
        '버섯',
        [
          ['Jangbogi Farm', 'King Oyster Mushrooms', '새송이버섯', '400g', 2980],
          ['Jangbogi Farm', 'Enoki Mushrooms', '팽이버섯', '150g x 3', 1980],
          ['Jangbogi Farm', 'Shiitake Mushrooms', '표고버섯', '200g', 4980],
          ['Jangbogi Farm', 'Oyster Mushrooms', '느타리버섯', '300g', 2780],
        ],
      ],
    ],
  ],
  [
    'Meat & Eggs',
    '정육·계란',
    [
      [
        'Pork',
        '돼지고기',
        [
          ['Handon', 'Pork Belly Samgyeopsal', '한돈 삼겹살', '500g', 15900],
          ['Handon', 'Pork Neck Moksal', '한돈 목살', '500g', 14900],
          ['Handon', 'Pork for Kimchi Stew', '한돈 찌개용 앞다리', '500g', 8900],
          ['Handon', 'Pork Ribs', '한돈 등갈비', '1kg', 21900],
          ['Handon', 'Pork Shoulder for Bossam', '한돈 보쌈용 앞다리', '600g', 11900],
        ],
      ],
      [
        'Beef',
        '소고기',
        [
          ['Hanwoo', 'Hanwoo Bulgogi', '한우 불고기', '300g', 24900],
          ['Hanwoo', 'Hanwoo Sirloin 1++', '한우 등심 1++', '300g', 59000],
          ['Hanwoo', 'Hanwoo Brisket for Soup', '한우 국거리 양지', '300g', 19900],
          ['Hanwoo', 'Hanwoo Ground Beef', '한우 다짐육', '300g', 13900],
        ],
      ],
      [
        'Chicken & Eggs',
        '닭고기·계란',
        [
          ['Harim', 'Whole Chicken for Samgyetang', '삼계탕용 영계', '550g x 2', 9980],
          ['Harim', 'Chicken Breast', '닭가슴살', '1kg', 11900],
          ['Maniker', 'Chicken Thigh Fillet', '닭다리살 정육', '500g', 7980],
          ['Pulmuone', 'Free-range Eggs', '동물복지 유정란', '15 ea', 8980],
          ['Jangbogi Farm', 'Large Eggs', '특란', '30 ea', 9980],
        ],
      ],
    ],
  ],
  [
    'Seafood',
    '수산·건어물',
    [
      [
        'Fish',
        '생선',
        [
          ['Jeju Fisheries', 'Jeju Hairtail', '제주 은갈치', '400g', 18900],
          ['Jangbogi Sea', 'Salted Mackerel', '간고등어', '2 fillets', 7980],
          ['Jangbogi Sea', 'Yellow Croaker', '참굴비', '10 ea', 29900],
          ['Jangbogi Sea', 'Pollack Fillet', '동태포', '400g', 6980],
        ],
      ],
      [
        'Shellfish & Squid',
        '조개·오징어',
        [
          ['Jangbogi Sea', 'Fresh Squid', '손질 오징어', '2 ea', 9980],
          ['Jangbogi Sea', 'Tongyeong Oysters', '통영 굴', '300g', 8980],
          ['Jangbogi Sea', 'Clams for Soup', '바지락', '500g', 5980],
          ['Jangbogi Sea', 'Shrimp Peeled', '칵테일 새우', '300g', 9900],
          ['Jangbogi Sea', 'Seasoned Pollock Roe', '명란젓', '200g', 14900],
        ],
      ],
      [
        'Dried Seafood & Laver',
        '건어물·김',
        [
          ['Gwangcheon', 'Seasoned Laver', '광천 조미김', '5g x 16', 6980],
          ['CJ', 'Bibigo Crispy Laver', '비비고 김스낵', '20g x 3', 4480],
          ['Jangbogi Sea', 'Dried Anchovies', '볶음용 멸치', '200g', 11900],
          ['Jangbogi Sea', 'Dried Pollack Shreds', '황태채', '200g', 12900],
          ['Jangbogi Sea', 'Dried Kelp', '다시마', '150g', 5980],
        ],
      ],
    ],
  ],
  [
    'Tofu, Kimchi & Side Dishes',
    '두부·김치·반찬',
    [
      [
        'Tofu',
        '두부',
        [
          ['Pulmuone', 'Firm Tofu for Frying', '부침용 두부', '300g', 2480],
          ['Pulmuone', 'Soft Tofu for Stew', '찌개용 순두부', '350g', 1980],
          ['CJ', 'Haechandle Organic Tofu', '행복한콩 국산콩 두부', '300g x 2', 4980],
          ['Pulmuone', 'Silken Tofu', '연두부', '250g x 3', 3480],
          ['Jongga', 'Fried Tofu Pockets', '유부초밥 키트', '330g', 4280],
        ],
      ],
      [
        'Kimchi',
        '김치',
        [
          ['Jongga', 'Cabbage Kimchi', '포기김치', '1kg', 11900],
          ['Jongga', 'Radish Kimchi Kkakdugi', '깍두기', '900g', 9900],
          ['Bibigo', 'Sliced Kimchi', '썰은 배추김치', '500g', 6480],
          ['Jongga', 'Young Radish Kimchi', '총각김치', '900g', 12900],
          ['Jongga', 'Green Onion Kimchi', '파김치', '500g', 9480],
        ],
      ],
      [
        'Side Dishes',
        '반찬',
        [
          ['Jangbogi Kitchen', 'Braised Beef in Soy Sauce', '소고기 장조림', '250g', 8980],
          ['Jangbogi Kitchen', 'Stir-fried Anchovies', '멸치볶음', '150g', 5980],
          ['Jangbogi Kitchen', 'Seasoned Spinach', '시금치나물', '150g', 3980],
          ['Jangbogi Kitchen', 'Braised Black Beans', '콩자반', '150g', 4480],
          ['Jangbogi Kitchen', 'Korean Pancake Mix Kit', '해물파전 키트', '2 servings', 7980],
          ['Jangbogi Kitchen', 'Japchae Glass Noodles', '잡채', '300g', 6980],
        ],
      ],
    ],
  ],
  [
    'Rice, Noodles & Pantry',
    '쌀·면·가공식품',
    [
      [
        'Rice & Grains',
        '쌀·잡곡',
        [
          ['Icheon', 'Icheon Premium Rice', '이천 쌀', '10kg', 42900],
          ['Cheorwon', 'Cheorwon Odae Rice', '철원 오대쌀', '4kg', 19900],
          ['Jangbogi Farm', 'Mixed Multigrain', '혼합 15곡', '2kg', 14900],
          ['CJ', 'Hetbahn Cooked Rice', '햇반', '210g x 12', 15980],
          ['Jangbogi Farm', 'Brown Rice', '현미', '4kg', 17900],
        ],
      ],
      [
        'Ramyun',
        '라면',
        [
          ['Nongshim', 'Shin Ramyun', '신라면', '120g x 5', 4980],
          ['Ottogi', 'Jin Ramen Mild', '진라면 순한맛', '120g x 5', 3980],
          ['Samyang', 'Buldak Stir-fried Noodles', '불닭볶음면', '140g x 5', 5480],
          ['Nongshim', 'Chapagetti', '짜파게티', '140g x 5', 5280],
          ['Paldo', 'Bibim Men', '팔도 비빔면', '130g x 5', 4780],
          ['Nongshim', 'Neoguri Spicy Seafood', '너구리 얼큰한맛', '120g x 5', 4880],
          ['Ottogi', 'Sesame Ramen', '참깨라면', '115g x 4', 4680],
          ['Ottogi', 'Jjajang Ramen', '진짜장', '135g x 4', 5180],
          ['Nongshim', 'Yukgaejang Cup Noodles', '육개장 사발면', '86g x 6', 5380],
        ],
      ],
      [
        'Noodles & Dumplings',
        '국수·만두',
        [
          ['Ottogi', 'Somyeon Thin Noodles', '옛날 소면', '900g', 3480],
          ['CJ', 'Bibigo Wang Gyoza', '비비고 왕교자', '1.05kg', 9980],
          ['Pulmuone', 'Naengmyeon Cold Noodles', '물냉면', '2 servings', 6480],
          ['Haitai', 'Kohyang Dumplings', '고향만두', '1kg', 8980],
          ['Ottogi', 'Dangmyeon Sweet Potato Noodles', '옛날 당면', '500g', 4980],
        ],
      ],
      [
        'Sauces & Pastes',
        '장류·양념',
        [
          ['CJ', 'Haechandle Gochujang', '해찬들 고추장', '1kg', 11480],
          ['Sempio', 'Doenjang Soybean Paste', '샘표 된장', '900g', 7980],
          ['Sempio', 'Jin Soy Sauce', '진간장', '1.7L', 8980],
          ['Ottogi', 'Sesame Oil', '고소한 참기름', '320ml', 8480],
          ['CJ', 'Bulgogi Marinade', '소불고기 양념', '840g', 6280],
          ['Jangbogi Farm', 'Red Pepper Powder', '국산 고춧가루', '500g', 24900],
          ['Ottogi', 'Mayonnaise', '고소한 마요네즈', '500g', 4980],
          ['Sempio', 'Yondu Seasoning', '연두 순', '275ml', 5980],
        ],
      ],
      [
        'Canned & Instant',
        '통조림·즉석식품',
        [
          ['Dongwon', 'Light Tuna', '동원 라이트 참치', '150g x 4', 9980],
          ['CJ', 'Spam Classic', '스팸 클래식', '200g x 3', 13980],
          ['Ottogi', '3-Minute Curry Mild', '3분 카레 순한맛', '200g x 4', 5980],
          ['Bibigo', 'Beef Bone Soup', '비비고 사골곰탕', '500g x 3', 6980],
          ['Ottogi', 'Mild Curry Powder', '오뚜기 카레 약간매운맛', '100g', 2780],
        ],
      ],
    ],
  ],
  [
    'Snacks & Sweets',
    '과자·간식',
    [
      [
        'Chips & Crackers',
        '스낵',
        [
          ['Nongshim', 'Shrimp Crackers', '새우깡', '90g', 1680],
          ['Orion', 'Turtle Chips Corn Soup', '꼬북칩 콘스프맛', '80g', 2180],
          ['Haitai', 'Honey Butter Chips', '허니버터칩', '60g', 1980],
          ['Nongshim', 'Onion Rings', '양파링', '84g', 1680],
          ['Lotte', 'Kkokkalcorn', '꼬깔콘 고소한맛', '72g', 1780],
          ['Orion', 'Poca Chips Original', '포카칩 오리지널', '110g', 2680],
        ],
      ],
      [
        'Biscuits & Chocolate',
        '과자·초콜릿',
        [
          ['Orion', 'Choco Pie', '초코파이 정', '39g x 12', 5280],
          ['Lotte', 'Pepero Original', '빼빼로', '54g x 4', 5180],
          ['Lotte', 'Ghana Milk Chocolate', '가나 마일드', '70g x 3', 4980],
          ['Orion', 'Custard Cakes', '카스타드', '23g x 12', 4880],
          ['Crown', 'Couque D Asse', '쿠크다스', '128g', 2980],
        ],
      ],
      [
        'Rice Cakes & Traditional',
        '떡·전통간식',
        [
          ['Jangbogi Kitchen', 'Rice Cakes for Tteokbokki', '떡볶이 떡', '500g', 2980],
          ['Jangbogi Kitchen', 'Injeolmi Rice Cake', '인절미', '300g', 5980],
          ['Jangbogi Kitchen', 'Yakgwa Honey Cookies', '약과', '400g', 6480],
          ['CJ', 'Tteokbokki Kit Sweet & Spicy', '떡볶이 밀키트', '2 servings', 5980],
        ],
      ],
      [
        'Ice Cream',
        '아이스크림',
        [
          ['Binggrae', 'Melona Bars', '메로나', '75ml x 8', 4980],
          ['Lotte', 'Seolleim Cookies and Cream', '설레임 쿠키앤크림', '160ml x 6', 7980],
          ['Binggrae', 'Bungeoppang Ice Cream', '붕어싸만코', '170ml x 4', 6980],
          ['Haitai', 'Bibibig Red Bean Bars', '비비빅', '130ml x 6', 5480],
        ],
      ],
    ],
  ],
  [
    'Drinks & Dairy',
    '음료·유제품',
    [
      [
        'Water & Soft Drinks',
        '생수·탄산',
        [
          ['Jeju Samdasoo', 'Jeju Samdasoo Water', '제주 삼다수', '2L x 6', 6480],
          ['Lotte', 'Chilsung Cider', '칠성사이다', '1.5L x 2', 4980],
          ['Coca-Cola', 'Coca-Cola', '코카콜라', '500ml x 6', 7980],
          ['Lotte', 'Milkis Soda', '밀키스', '250ml x 6', 4480],
          ['Donga Otsuka', 'Pocari Sweat', '포카리스웨트', '620ml x 6', 8980],
          ['Jinro', 'Tonic Water', '진로 토닉워터', '300ml x 6', 4980],
        ],
      ],
      [
        'Juice & Tea',
        '주스·차',
        [
          ['Woongjin', 'Natural Pear Juice', '자연은 배 주스', '1.5L', 3980],
          ['Paldo', 'Sikhye Rice Punch', '비락 식혜', '1.8L', 3980],
          ['Kwangdong', 'Corn Silk Tea', '옥수수수염차', '500ml x 12', 11980],
          ['Damtuh', 'Citron Yuja Tea', '꿀 유자차', '1kg', 9980],
          ['Dongsuh', 'Barley Tea Bags', '보리차', '300g', 4480],
        ],
      ],
      [
        'Coffee',
        '커피',
        [
          ['Maxim', 'Mocha Gold Coffee Mix', '맥심 모카골드', '12g x 100', 16980],
          ['Kanu', 'Kanu Mild Roast Americano', '카누 마일드 로스트', '0.9g x 100', 25900],
          ['Starbucks', 'Cold Brew Black', '스타벅스 콜드브루', '275ml x 6', 14900],
          ['Maxim', 'TOP Sweet Americano', 'TOP 스위트 아메리카노', '275ml x 6', 9980],
        ],
      ],
      [
        'Milk & Yoghurt',
        '우유·요거트',
        [
          ['Seoul Milk', 'Fresh Milk', '서울우유 나100%', '1L x 2', 5980],
          ['Binggrae', 'Banana Milk', '바나나맛 우유', '240ml x 4', 5480],
          ['Maeil', 'Plain Greek Yoghurt', '상하목장 그릭요거트', '400g', 6980],
          ['Yakult', 'Yakult Probiotic Drink', '야쿠르트', '65ml x 10', 3280],
          ['Seoul Milk', 'Sliced Cheese', '체다 슬라이스 치즈', '18 slices', 6980],
        ],
      ],
    ],
  ],
  [
    'Household & Kitchen',
    '생활용품·주방',
    [
      [
        'Cleaning & Laundry',
        '세제·청소',
        [
          ['LG', 'Tech Laundry Liquid', '테크 액체세제', '3L', 13980],
          ['Aekyung', 'Trio Dish Soap', '트리오 주방세제', '1.2L', 4980],
          ['Pigeon', 'Fabric Softener', '피죤 섬유유연제', '2.5L', 8980],
          ['Yuhan', 'Yuhanrox Bleach', '유한락스', '2L', 4480],
          ['Homestar', 'Bathroom Cleaner', '홈스타 욕실 세정제', '900ml', 4980],
          ['3M', 'Scotch-Brite Sponges', '스카치브라이트 수세미', '6 ea', 3980],
        ],
      ],
      [
        'Paper & Kitchen Goods',
        '화장지·주방용품',
        [
          ['Yuhan-Kimberly', 'Kleenex Toilet Tissue', '크리넥스 화장지', '30m x 30 rolls', 21900],
          ['Yuhan-Kimberly', 'Scott Kitchen Towels', '스카트 키친타월', '150 sheets x 6', 9980],
          ['Cleanwrap', 'Plastic Wrap', '크린랩', '30cm x 50m', 3980],
          ['Cleanwrap', 'Zipper Bags Medium', '지퍼백 중', '30 ea', 4480],
          ['Lock&Lock', 'Glass Food Containers', '글라스 밀폐용기 세트', '4 pcs', 19900],
        ],
      ],
      [
        'Personal Care',
        '생활·위생',
        [
          ['Amorepacific', 'Ryo Hair Shampoo', '려 샴푸', '550ml', 13900],
          ['LG', 'Perioe Toothpaste', '페리오 치약', '120g x 3', 6980],
          ['Aekyung', '2080 Toothbrushes', '2080 칫솔', '10 ea', 7980],
          ['Dove', 'Beauty Bar Soap', '도브 뷰티바', '90g x 4', 6480],
          ['Yuhan-Kimberly', 'Wet Wipes', '물티슈', '80 sheets x 3', 5980],
        ],
      ],
    ],
  ],
];

const DESCRIPTION_NOTES: Record<string, string> = {
  'Fresh Produce':
    'Picked and packed the day before delivery, and kept cold all the way to your door.',
  'Meat & Eggs':
    'Graded and portioned in our chilled room, delivered in an insulated box with ice packs.',
  Seafood: 'Cleaned and packed at the port, delivered chilled so it is ready to cook.',
  'Tofu, Kimchi & Side Dishes':
    'Made in small batches; keep refrigerated and enjoy within a few days of opening.',
  'Rice, Noodles & Pantry': 'A pantry staple of Korean home cooking; store in a cool, dry place.',
  'Snacks & Sweets': 'A favourite for lunch boxes, movie nights and sharing with friends.',
  'Drinks & Dairy': 'Best served chilled; refrigerate after opening.',
  'Household & Kitchen': 'Everyday essentials delivered with your groceries, so you never run out.',
};

/**
 * Flags are spread deterministically so every run builds the same shop: about a quarter on sale
 * (some of those highlighted), one in seven featured, one in twenty out of stock.
 */
export function builtinCatalogue(): CatalogueFile {
  let n = 0;
  return {
    categories: CATALOGUE.map(([catName, catKr, subs]) => ({
      name: catName,
      name_kr: catKr,
      subcategories: subs.map(([subName, subKr, items]) => ({
        name: subName,
        name_kr: subKr,
        products: items.map(([brand, name, nameKr, weight, price]) => {
          n += 1;
          const onSale = n % 4 === 1;
          const salePrice = onSale
            ? Math.round((price * (n % 3 === 0 ? 0.8 : 0.88)) / 10) * 10
            : null;
          return {
            // Stable while products are only ever appended to CATALOGUE.
            sku: `JB-${String(n).padStart(5, '0')}`,
            name: `${name} ${weight}`,
            name_kr: `${nameKr} ${weight}`,
            brand,
            weight,
            sell_price: price,
            sale_price: salePrice,
            compare_price: onSale ? price : null,
            is_on_sale: onSale,
            is_featured: n % 7 === 3,
            is_highlighted: onSale && n % 8 === 1,
            stock_quantity: n % 20 === 7 ? 0 : 12 + ((n * 37) % 140),
            description:
              `${brand} ${name} (${nameKr}), ${weight}. ${DESCRIPTION_NOTES[catName] ?? ''}`.trim(),
          };
        }),
      })),
    })),
  };
}
