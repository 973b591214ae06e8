// The catalogue a fresh shop starts with: a Korean grocery's everyday range. Each category has
// its notice kind; each subcategory its defaults (storage, shelf life, food type); each product is
// [brand, English name, Korean name, pack size, regular price in won, origin (for household goods
// the country of manufacture), what it says beyond its subcategory's defaults]. The display names
// get the pack size appended, as Korean shops list them: "Shin Ramyun 120g x 5", "신라면 120g x 5개".
import type { NoticeKind } from '@jangbogi/contracts/product-information';
import {
  brandKrOf,
  builtinInformation,
  type ItemInformation,
  type SubcategoryDefaults,
} from './builtin-information.ts';
import type { CatalogueFile } from './catalogue-schema.ts';
import { parseNetQuantity } from '@jangbogi/contracts/unit-price';

type Item = [
  brand: string,
  name: string,
  nameKr: string,
  weight: string,
  price: number,
  origin: string,
  info?: ItemInformation,
];
type Sub = [name: string, nameKr: string, defaults: SubcategoryDefaults, items: Item[]];
type Cat = [name: string, nameKr: string, kind: NoticeKind, subs: Sub[]];

// One product a line, so the catalogue reads as the table it is.
// prettier-ignore
const CATALOGUE: Cat[] = [
  [
    'Fresh Produce',
    '신선 채소·과일',
    'food',
    [
      [
        'Vegetables',
        '채소',
        { storage: 'chilled', shelfLife: '발송일 기준 소비기한 3일 이상 남은 상품 발송' },
        [
          ['Jangbogi Farm', 'Napa Cabbage', '알배기 배추', '1 head', 3980, '국내산(강원 평창)', { kr: '1통' }],
          ['Jangbogi Farm', 'Korean Radish', '무', '1 ea', 2480, '국내산(제주)'],
          ['Jangbogi Farm', 'Green Onion', '대파', '1 bunch', 2980, '국내산(전남 진도)'],
          ['Jangbogi Farm', 'Perilla Leaves', '깻잎', '30 sheets', 1980, '국내산(충남 금산)'],
          ['Jangbogi Farm', 'Zucchini', '애호박', '1 ea', 1780, '국내산(경남 진주)'],
          ['Jangbogi Farm', 'Bean Sprouts', '콩나물', '300g', 1500, '국내산', { ing: '콩나물(대두: 국산)' }],
          ['Jangbogi Farm', 'Cheongyang Chili Peppers', '청양고추', '150g', 2280, '국내산(경북 청송)'],
          ['Jangbogi Farm', 'Korean Cucumbers', '백오이', '3 ea', 2980, '국내산(충남 천안)'],
          ['Jangbogi Farm', 'Sweet Potatoes', '꿀고구마', '1.5kg', 8980, '국내산(전남 해남)', { storage: 'room', method: '실온 보관 (10~15℃), 냉장 보관 시 쉽게 상합니다' }],
        ],
      ],
      [
        'Fruit',
        '과일',
        { storage: 'chilled', shelfLife: '발송일 기준 소비기한 5일 이상 남은 상품 발송' },
        [
          ['Jangbogi Farm', 'Seongju Korean Melon', '성주 참외', '1.5kg', 15900, '국내산(경북 성주)'],
          ['Jangbogi Farm', 'Shine Muscat Grapes', '샤인머스캣', '700g', 16900, '국내산(경북 김천)'],
          ['Jangbogi Farm', 'Jeju Tangerines', '제주 감귤', '2kg', 12900, '국내산(제주 서귀포)', { storage: 'room', method: '서늘한 실온 보관, 장기 보관 시 냉장' }],
          ['Jangbogi Farm', 'Cheongsong Apples', '청송 사과', '1.5kg', 19800, '국내산(경북 청송)'],
          ['Jangbogi Farm', 'Naju Pears', '나주 배', '3 ea', 17900, '국내산(전남 나주)'],
          ['Dole', 'Bananas', '바나나', '1.2kg', 4980, '수입산(필리핀)', { storage: 'room', method: '실온 보관 (13~15℃), 냉장 보관 시 껍질이 검게 변합니다', importDeclaration: '수입식품안전관리 특별법에 따른 수입신고를 필함' }],
          ['Jangbogi Farm', 'Nonsan Strawberries', '논산 설향 딸기', '500g', 12900, '국내산(충남 논산)'],
          ['Jangbogi Farm', 'Hallabong Oranges', '한라봉', '1.5kg', 21900, '국내산(제주)', { storage: 'room', method: '서늘한 실온 보관, 장기 보관 시 냉장' }],
        ],
      ],
      [
        'Mushrooms',
        '버섯',
        { storage: 'chilled', shelfLife: '발송일 기준 소비기한 4일 이상 남은 상품 발송' },
        [
          ['Jangbogi Farm', 'King Oyster Mushrooms', '새송이버섯', '400g', 2980, '국내산(경남 진주)'],
          ['Jangbogi Farm', 'Enoki Mushrooms', '팽이버섯', '150g x 3', 1980, '국내산(경북 경산)', { kr: '150g x 3봉' }],
          ['Jangbogi Farm', 'Shiitake Mushrooms', '표고버섯', '200g', 4980, '국내산(전남 장흥)'],
          ['Jangbogi Farm', 'Oyster Mushrooms', '느타리버섯', '300g', 2780, '국내산(경기 여주)'],
        ],
      ],
    ],
  ],
  [
    'Meat & Eggs',
    '정육·계란',
    'food',
    [
      [
        'Pork',
        '돼지고기',
        { storage: 'chilled', shelfLife: '포장일로부터 9일 (냉장)' },
        [
          ['Handon', 'Pork Belly Samgyeopsal', '한돈 삼겹살', '500g', 15900, '국내산(돼지고기)', { grade: '돼지 등급 1등급 / 이력번호 포장 별도 표기' }],
          ['Handon', 'Pork Neck Moksal', '한돈 목살', '500g', 14900, '국내산(돼지고기)', { grade: '돼지 등급 1등급 / 이력번호 포장 별도 표기' }],
          ['Handon', 'Pork for Kimchi Stew', '한돈 찌개용 앞다리', '500g', 8900, '국내산(돼지고기)', { grade: '돼지 등급 1등급 / 이력번호 포장 별도 표기' }],
          ['Handon', 'Pork Ribs', '한돈 등갈비', '1kg', 21900, '국내산(돼지고기)', { grade: '돼지 등급 1등급 / 이력번호 포장 별도 표기' }],
          ['Handon', 'Pork Shoulder for Bossam', '한돈 보쌈용 앞다리', '600g', 11900, '국내산(돼지고기)', { grade: '돼지 등급 1등급 / 이력번호 포장 별도 표기' }],
        ],
      ],
      [
        'Beef',
        '소고기',
        { storage: 'chilled', shelfLife: '포장일로부터 10일 (냉장)' },
        [
          ['Hanwoo', 'Hanwoo Bulgogi', '한우 불고기', '300g', 24900, '국내산(한우)', { grade: '한우 1등급 / 이력번호 포장 별도 표기' }],
          ['Hanwoo', 'Hanwoo Sirloin 1++', '한우 등심 1++', '300g', 59000, '국내산(한우)', { grade: '한우 1++등급 / 이력번호 포장 별도 표기' }],
          ['Hanwoo', 'Hanwoo Brisket for Soup', '한우 국거리 양지', '300g', 19900, '국내산(한우)', { grade: '한우 1등급 / 이력번호 포장 별도 표기' }],
          ['Hanwoo', 'Hanwoo Ground Beef', '한우 다짐육', '300g', 13900, '국내산(한우)', { grade: '한우 2등급 / 이력번호 포장 별도 표기' }],
        ],
      ],
      [
        'Chicken & Eggs',
        '닭고기·계란',
        { storage: 'chilled', shelfLife: '포장일로부터 7일 (냉장)' },
        [
          ['Harim', 'Whole Chicken for Samgyetang', '삼계탕용 영계', '550g x 2', 9980, '국내산(닭고기)', { kr: '550g x 2마리', grade: '닭 1등급' }],
          ['Harim', 'Chicken Breast', '닭가슴살', '1kg', 11900, '국내산(닭고기)', { storage: 'frozen', life: '제조일로부터 12개월 (냉동)' }],
          ['Maniker', 'Chicken Thigh Fillet', '닭다리살 정육', '500g', 7980, '국내산(닭고기)'],
          ['Pulmuone', 'Free-range Eggs', '동물복지 유정란', '15 ea', 8980, '국내산(계란)', { kr: '15구', grade: '계란 1+등급 / 산란일자·생산자고유번호 껍데기 표기', life: '산란일로부터 30일 (냉장)' }],
          ['Jangbogi Farm', 'Large Eggs', '특란', '30 ea', 9980, '국내산', { kr: '30구', grade: '계란 1등급 / 산란일자·생산자고유번호 껍데기 표기', life: '산란일로부터 30일 (냉장)' }],
        ],
      ],
    ],
  ],
  [
    'Seafood',
    '수산·건어물',
    'food',
    [
      [
        'Fish',
        '생선',
        { storage: 'chilled', shelfLife: '발송일 기준 소비기한 2일 이상 남은 상품 발송' },
        [
          ['Jeju Fisheries', 'Jeju Hairtail', '제주 은갈치', '400g', 18900, '국내산(제주)'],
          ['Jangbogi Sea', 'Salted Mackerel', '간고등어', '2 fillets', 7980, '국내산(고등어), 천일염: 국내산', { kr: '2마리', storage: 'frozen', life: '제조일로부터 12개월 (냉동)' }],
          ['Jangbogi Sea', 'Yellow Croaker', '참굴비', '10 ea', 29900, '국내산(전남 영광)', { kr: '10미', storage: 'frozen', life: '제조일로부터 12개월 (냉동)' }],
          ['Jangbogi Sea', 'Pollack Fillet', '동태포', '400g', 6980, '러시아산', { storage: 'frozen', life: '제조일로부터 18개월 (냉동)', importDeclaration: '수입식품안전관리 특별법에 따른 수입신고를 필함' }],
        ],
      ],
      [
        'Shellfish & Squid',
        '조개·오징어',
        { storage: 'chilled', shelfLife: '발송일 기준 소비기한 2일 이상 남은 상품 발송' },
        [
          ['Jangbogi Sea', 'Fresh Squid', '손질 오징어', '2 ea', 9980, '국내산(동해)', { kr: '2마리', storage: 'frozen', life: '제조일로부터 12개월 (냉동)' }],
          ['Jangbogi Sea', 'Tongyeong Oysters', '통영 굴', '300g', 8980, '국내산(경남 통영)'],
          ['Jangbogi Sea', 'Clams for Soup', '바지락', '500g', 5980, '국내산(전북 고창)'],
          ['Jangbogi Sea', 'Shrimp Peeled', '칵테일 새우', '300g', 9900, '베트남산', { storage: 'frozen', life: '제조일로부터 24개월 (냉동)', importDeclaration: '수입식품안전관리 특별법에 따른 수입신고를 필함' }],
          ['Jangbogi Sea', 'Seasoned Pollock Roe', '명란젓', '200g', 14900, '명태알: 러시아산, 고춧가루: 국내산', { storage: 'frozen', life: '제조일로부터 6개월 (냉동), 해동 후 7일' }],
        ],
      ],
      [
        'Dried Seafood & Laver',
        '건어물·김',
        { storage: 'room', shelfLife: '제조일로부터 12개월' },
        [
          ['Gwangcheon', 'Seasoned Laver', '광천 조미김', '5g x 16', 6980, '김: 국내산, 들기름: 국내산', { kr: '5g x 16봉' }],
          ['CJ', 'Bibigo Crispy Laver', '비비고 김스낵', '20g x 3', 4480, '김: 국내산, 현미: 국내산', { kr: '20g x 3봉' }],
          ['Jangbogi Sea', 'Dried Anchovies', '볶음용 멸치', '200g', 11900, '국내산(경남 남해)', { storage: 'chilled', life: '제조일로부터 6개월 (냉장)' }],
          ['Jangbogi Sea', 'Dried Pollack Shreds', '황태채', '200g', 12900, '러시아산(명태), 국내 가공(강원 인제)', { importDeclaration: '수입식품안전관리 특별법에 따른 수입신고를 필함' }],
          ['Jangbogi Sea', 'Dried Kelp', '다시마', '150g', 5980, '국내산(전남 완도)'],
        ],
      ],
    ],
  ],
  [
    'Tofu, Kimchi & Side Dishes',
    '두부·김치·반찬',
    'processed_food',
    [
      [
        'Tofu',
        '두부',
        { storage: 'chilled', shelfLife: '제조일로부터 14일 (냉장)', foodType: '두부' },
        [
          ['Pulmuone', 'Firm Tofu for Frying', '부침용 두부', '300g', 2480, '대두: 미국산', { ing: '대두(미국산) 98%, 정제수, 염화마그네슘(응고제)' }],
          ['Pulmuone', 'Soft Tofu for Stew', '찌개용 순두부', '350g', 1980, '대두: 미국산', { ing: '대두(미국산) 97%, 정제수, 황산칼슘(응고제)', type: '순두부' }],
          ['CJ', 'Haechandle Organic Tofu', '행복한콩 국산콩 두부', '300g x 2', 4980, '대두: 국산', { kr: '300g x 2모', ing: '대두(국산) 98%, 정제수, 염화마그네슘(응고제)' }],
          ['Pulmuone', 'Silken Tofu', '연두부', '250g x 3', 3480, '대두: 미국산', { kr: '250g x 3개', ing: '대두(미국산) 96%, 정제수, 글루코노델타락톤(응고제)', type: '연두부' }],
          ['Jongga', 'Fried Tofu Pockets', '유부초밥 키트', '330g', 4280, '대두: 외국산(미국, 캐나다), 쌀: 국내산', { ing: '조미유부(대두: 외국산), 배합초, 후레이크(당근, 우엉)', type: '조미식품' }],
        ],
      ],
      [
        'Kimchi',
        '김치',
        { storage: 'chilled', shelfLife: '제조일로부터 30일 (냉장)', foodType: '배추김치' },
        [
          ['Jongga', 'Cabbage Kimchi', '포기김치', '1kg', 11900, '배추: 국내산, 고춧가루: 국내산', { ing: '배추(국내산) 80%, 무, 고춧가루(국내산), 마늘, 멸치액젓, 새우젓, 생강' }],
          ['Jongga', 'Radish Kimchi Kkakdugi', '깍두기', '900g', 9900, '무: 국내산, 고춧가루: 국내산', { ing: '무(국내산) 83%, 고춧가루(국내산), 마늘, 멸치액젓, 새우젓, 설탕', type: '깍두기' }],
          ['Bibigo', 'Sliced Kimchi', '썰은 배추김치', '500g', 6480, '배추: 국내산, 고춧가루: 중국산', { ing: '배추(국내산) 78%, 무, 고춧가루(중국산), 마늘, 멸치액젓, 양파', type: '배추김치' }],
          ['Jongga', 'Young Radish Kimchi', '총각김치', '900g', 12900, '총각무: 국내산, 고춧가루: 국내산', { ing: '총각무(국내산) 82%, 고춧가루(국내산), 쪽파, 마늘, 멸치액젓', type: '총각김치' }],
          ['Jongga', 'Green Onion Kimchi', '파김치', '500g', 9480, '쪽파: 국내산, 고춧가루: 국내산', { ing: '쪽파(국내산) 75%, 고춧가루(국내산), 멸치액젓, 마늘, 설탕', type: '파김치' }],
        ],
      ],
      [
        'Side Dishes',
        '반찬',
        { storage: 'chilled', shelfLife: '제조일로부터 5일 (냉장)', foodType: '즉석조리식품' },
        [
          ['Jangbogi Kitchen', 'Braised Beef in Soy Sauce', '소고기 장조림', '250g', 8980, '쇠고기: 호주산, 메추리알: 국내산', { ing: '쇠고기(호주산) 45%, 메추리알(국내산), 간장, 설탕, 마늘, 꽈리고추' }],
          ['Jangbogi Kitchen', 'Stir-fried Anchovies', '멸치볶음', '150g', 5980, '멸치: 국내산', { ing: '멸치(국내산) 60%, 물엿, 간장, 식용유, 아몬드, 참깨' }],
          ['Jangbogi Kitchen', 'Seasoned Spinach', '시금치나물', '150g', 3980, '시금치: 국내산', { ing: '시금치(국내산) 85%, 참기름, 간장, 마늘, 참깨, 정제소금', life: '제조일로부터 3일 (냉장)' }],
          ['Jangbogi Kitchen', 'Braised Black Beans', '콩자반', '150g', 4480, '검정콩: 국내산', { ing: '검정콩(국내산) 70%, 간장, 물엿, 설탕, 참깨' }],
          ['Jangbogi Kitchen', 'Korean Pancake Mix Kit', '해물파전 키트', '2 servings', 7980, '오징어: 페루산, 쪽파: 국내산', { kr: '2인분', storage: 'frozen', life: '제조일로부터 9개월 (냉동)', ing: '부침가루(밀: 미국산), 쪽파(국내산), 오징어(페루산), 새우살(베트남산), 홍합살(칠레산)', type: '냉동식품' }],
          ['Jangbogi Kitchen', 'Japchae Glass Noodles', '잡채', '300g', 6980, '당면: 중국산, 돼지고기: 국내산', { ing: '당면(고구마전분: 중국산) 40%, 돼지고기(국내산), 시금치, 당근, 양파, 간장, 참기름' }],
        ],
      ],
    ],
  ],
  [
    'Rice, Noodles & Pantry',
    '쌀·면·가공식품',
    'processed_food',
    [
      [
        'Rice & Grains',
        '쌀·잡곡',
        { storage: 'room', shelfLife: '도정일로부터 12개월 (도정일 포장 별도 표기)', foodType: '쌀' },
        [
          ['Icheon', 'Icheon Premium Rice', '이천 쌀', '10kg', 42900, '국내산(경기 이천)', { ing: '멥쌀 100% (추청, 경기 이천, 상등급)' }],
          ['Cheorwon', 'Cheorwon Odae Rice', '철원 오대쌀', '4kg', 19900, '국내산(강원 철원)', { ing: '멥쌀 100% (오대, 강원 철원, 특등급)' }],
          ['Jangbogi Farm', 'Mixed Multigrain', '혼합 15곡', '2kg', 14900, '국내산', { ing: '찰보리, 현미, 찰흑미, 서리태, 수수, 기장 등 15곡 (모두 국내산)', type: '혼합곡' }],
          ['CJ', 'Hetbahn Cooked Rice', '햇반', '210g x 12', 15980, '쌀: 국내산', { kr: '210g x 12개', ing: '쌀(국내산) 99.9%, 정제수', type: '즉석밥', life: '제조일로부터 9개월' }],
          ['Jangbogi Farm', 'Brown Rice', '현미', '4kg', 17900, '국내산(전북 김제)', { ing: '현미 100% (국내산)', type: '현미' }],
        ],
      ],
      [
        'Ramyun',
        '라면',
        { storage: 'room', shelfLife: '제조일로부터 6개월', foodType: '유탕면' },
        [
          ['Nongshim', 'Shin Ramyun', '신라면', '120g x 5', 4980, '소맥분: 미국산, 호주산', { ing: '소맥분(밀: 미국산, 호주산), 감자전분, 팜유, 정제염, 스프(고춧가루, 간장분말, 쇠고기분말)', allergens: '밀, 대두, 쇠고기 함유', nutrition: '1봉지(120g)당 열량 500kcal, 나트륨 1,790mg, 탄수화물 79g, 당류 4g, 지방 16g, 트랜스지방 0g, 포화지방 8g, 콜레스테롤 0mg, 단백질 10g' }],
          ['Ottogi', 'Jin Ramen Mild', '진라면 순한맛', '120g x 5', 3980, '소맥분: 미국산, 호주산', { ing: '소맥분(밀: 미국산, 호주산), 팜유, 감자전분, 스프(정제염, 쇠고기맛분말, 고춧가루)' }],
          ['Samyang', 'Buldak Stir-fried Noodles', '불닭볶음면', '140g x 5', 5480, '소맥분: 호주산, 미국산', { ing: '소맥분(밀: 호주산, 미국산), 팜유, 감자전분, 액상스프(물엿, 간장, 고춧가루, 닭고기맛분말)' }],
          ['Nongshim', 'Chapagetti', '짜파게티', '140g x 5', 5280, '소맥분: 미국산, 호주산', { ing: '소맥분(밀: 미국산, 호주산), 팜유, 감자전분, 짜장분말(춘장, 설탕, 양파)' }],
          ['Paldo', 'Bibim Men', '팔도 비빔면', '130g x 5', 4780, '소맥분: 미국산, 호주산', { ing: '소맥분(밀: 미국산, 호주산), 감자전분, 팜유, 비빔액상스프(고추장, 설탕, 사과식초)' }],
          ['Nongshim', 'Neoguri Spicy Seafood', '너구리 얼큰한맛', '120g x 5', 4880, '소맥분: 미국산, 호주산', { ing: '소맥분(밀: 미국산, 호주산), 팜유, 감자전분, 다시마, 스프(고춧가루, 오징어분말, 정제염)' }],
          ['Ottogi', 'Sesame Ramen', '참깨라면', '115g x 4', 4680, '소맥분: 미국산, 호주산', { kr: '115g x 4개', ing: '소맥분(밀: 미국산, 호주산), 팜유, 참깨, 계란블럭, 스프(정제염, 고춧가루)' }],
          ['Ottogi', 'Jjajang Ramen', '진짜장', '135g x 4', 5180, '소맥분: 미국산, 호주산', { kr: '135g x 4개', ing: '소맥분(밀: 미국산, 호주산), 팜유, 감자전분, 짜장소스(춘장, 양파, 돼지고기)' }],
          ['Nongshim', 'Yukgaejang Cup Noodles', '육개장 사발면', '86g x 6', 5380, '소맥분: 미국산, 호주산', { kr: '86g x 6개', ing: '소맥분(밀: 미국산, 호주산), 팜유, 감자전분, 스프(쇠고기맛분말, 고춧가루, 건조파)' }],
        ],
      ],
      [
        'Noodles & Dumplings',
        '국수·만두',
        { storage: 'room', shelfLife: '제조일로부터 24개월', foodType: '건면' },
        [
          ['Ottogi', 'Somyeon Thin Noodles', '옛날 소면', '900g', 3480, '소맥분: 미국산, 호주산', { ing: '소맥분(밀: 미국산, 호주산) 97%, 정제염' }],
          ['CJ', 'Bibigo Wang Gyoza', '비비고 왕교자', '1.05kg', 9980, '돼지고기: 국내산, 양배추: 국내산', { storage: 'frozen', life: '제조일로부터 9개월 (냉동)', ing: '돼지고기(국내산) 32%, 양배추(국내산), 소맥분(밀: 미국산), 부추, 두부, 대파', type: '만두' }],
          ['Pulmuone', 'Naengmyeon Cold Noodles', '물냉면', '2 servings', 6480, '메밀: 중국산, 소맥분: 미국산', { kr: '2인분', storage: 'chilled', life: '제조일로부터 60일 (냉장)', ing: '면(소맥분: 미국산, 메밀가루: 중국산, 전분), 육수(쇠고기육수, 동치미, 설탕, 식초)', type: '냉면' }],
          ['Haitai', 'Kohyang Dumplings', '고향만두', '1kg', 8980, '돼지고기: 국내산, 소맥분: 미국산', { storage: 'frozen', life: '제조일로부터 9개월 (냉동)', ing: '돼지고기(국내산) 25%, 소맥분(밀: 미국산), 양배추, 당면, 두부, 양파', type: '만두' }],
          ['Ottogi', 'Dangmyeon Sweet Potato Noodles', '옛날 당면', '500g', 4980, '고구마전분: 중국산', { ing: '고구마전분(중국산) 100%', type: '당면' }],
        ],
      ],
      [
        'Sauces & Pastes',
        '장류·양념',
        { storage: 'room', shelfLife: '제조일로부터 24개월', foodType: '양념소스' },
        [
          ['CJ', 'Haechandle Gochujang', '해찬들 고추장', '1kg', 11480, '고춧가루: 중국산, 밀쌀: 미국산', { ing: '물엿, 밀쌀(미국산), 고춧가루(중국산) 10%, 정제소금, 메주분말(대두)', type: '고추장' }],
          ['Sempio', 'Doenjang Soybean Paste', '샘표 된장', '900g', 7980, '대두: 외국산(미국, 캐나다)', { ing: '대두(외국산) 52%, 정제수, 천일염, 밀가루', type: '된장' }],
          ['Sempio', 'Jin Soy Sauce', '진간장', '1.7L', 8980, '탈지대두: 인도산, 소맥: 미국산', { ing: '정제수, 탈지대두(인도산), 소맥(미국산), 천일염, 과당', type: '혼합간장' }],
          ['Ottogi', 'Sesame Oil', '고소한 참기름', '320ml', 8480, '참깨: 인도산', { ing: '참깨(인도산) 100%', type: '참기름' }],
          ['CJ', 'Bulgogi Marinade', '소불고기 양념', '840g', 6280, '간장: 국내제조, 배: 국내산', { ing: '간장(탈지대두: 인도산), 설탕, 배농축액(국내산), 물엿, 마늘, 참기름' }],
          ['Jangbogi Farm', 'Red Pepper Powder', '국산 고춧가루', '500g', 24900, '국내산(경북 영양)', { ing: '고추(국내산) 100%', type: '고춧가루' }],
          ['Ottogi', 'Mayonnaise', '고소한 마요네즈', '500g', 4980, '대두유: 외국산, 계란: 국내산', { ing: '대두유(외국산) 74%, 난황(국내산), 식초, 설탕, 정제소금', type: '마요네즈', method: '직사광선을 피해 서늘한 곳에 보관, 개봉 후 냉장 보관' }],
          ['Sempio', 'Yondu Seasoning', '연두 순', '275ml', 5980, '콩발효액: 국내제조(대두: 미국산)', { ing: '정제수, 콩발효액(대두: 미국산) 40%, 천일염, 양파, 표고버섯', type: '소스' }],
        ],
      ],
      [
        'Canned & Instant',
        '통조림·즉석식품',
        { storage: 'room', shelfLife: '제조일로부터 36개월', foodType: '즉석조리식품' },
        [
          ['Dongwon', 'Light Tuna', '동원 라이트 참치', '150g x 4', 9980, '가다랑어: 원양산', { kr: '150g x 4캔', ing: '가다랑어(원양산) 70%, 대두유, 정제소금', type: '참치통조림' }],
          ['CJ', 'Spam Classic', '스팸 클래식', '200g x 3', 13980, '돼지고기: 외국산(스페인, 미국 등)', { kr: '200g x 3캔', ing: '돼지고기(외국산) 91%, 정제수, 정제소금, 설탕', type: '캔햄' }],
          ['Ottogi', '3-Minute Curry Mild', '3분 카레 순한맛', '200g x 4', 5980, '감자: 국내산, 돼지고기: 외국산', { kr: '200g x 4개', ing: '감자(국내산), 당근, 양파, 돼지고기(외국산), 카레분', type: '카레' }],
          ['Bibigo', 'Beef Bone Soup', '비비고 사골곰탕', '500g x 3', 6980, '사골: 국내산(한우)', { kr: '500g x 3봉', ing: '사골육수 99% (한우사골: 국내산), 정제소금', type: '국' }],
          ['Ottogi', 'Mild Curry Powder', '오뚜기 카레 약간매운맛', '100g', 2780, '강황: 인도산', { ing: '밀가루(밀: 미국산), 카레분(강황: 인도산), 전분, 정제소금, 설탕', type: '카레분' }],
        ],
      ],
    ],
  ],
  [
    'Snacks & Sweets',
    '과자·간식',
    'processed_food',
    [
      [
        'Chips & Crackers',
        '스낵',
        { storage: 'room', shelfLife: '제조일로부터 6개월', foodType: '과자' },
        [
          ['Nongshim', 'Shrimp Crackers', '새우깡', '90g', 1680, '새우: 국내산, 소맥분: 미국산', { ing: '소맥분(밀: 미국산), 팜유, 새우(국내산) 8.2%, 설탕, 정제소금' }],
          ['Orion', 'Turtle Chips Corn Soup', '꼬북칩 콘스프맛', '80g', 2180, '옥수수: 미국산', { ing: '옥수수(미국산), 소맥분, 팜유, 콘스프시즈닝' }],
          ['Haitai', 'Honey Butter Chips', '허니버터칩', '60g', 1980, '감자: 국내산', { ing: '감자(국내산) 70%, 해바라기유, 아카시아꿀, 버터' }],
          ['Nongshim', 'Onion Rings', '양파링', '84g', 1680, '소맥분: 미국산, 양파: 국내산', { ing: '소맥분(밀: 미국산), 팜유, 양파분말(국내산) 1.5%, 설탕' }],
          ['Lotte', 'Kkokkalcorn', '꼬깔콘 고소한맛', '72g', 1780, '옥수수: 미국산', { ing: '옥수수(미국산) 60%, 팜유, 설탕, 정제소금' }],
          ['Orion', 'Poca Chips Original', '포카칩 오리지널', '110g', 2680, '감자: 국내산, 미국산', { ing: '감자(국내산, 미국산) 68%, 팜유, 정제소금' }],
        ],
      ],
      [
        'Biscuits & Chocolate',
        '과자·초콜릿',
        { storage: 'room', shelfLife: '제조일로부터 9개월', foodType: '과자' },
        [
          ['Orion', 'Choco Pie', '초코파이 정', '39g x 12', 5280, '소맥분: 미국산', { kr: '39g x 12개', ing: '소맥분(밀: 미국산), 설탕, 준초콜릿, 마시멜로, 팜유', allergens: '난류, 우유, 대두, 밀, 돼지고기 함유' }],
          ['Lotte', 'Pepero Original', '빼빼로', '54g x 4', 5180, '소맥분: 미국산', { kr: '54g x 4갑', ing: '소맥분(밀: 미국산), 준초콜릿, 설탕, 쇼트닝' }],
          ['Lotte', 'Ghana Milk Chocolate', '가나 마일드', '70g x 3', 4980, '코코아매스: 가나산', { kr: '70g x 3개', ing: '설탕, 코코아매스(가나산), 전지분유, 코코아버터', type: '초콜릿' }],
          ['Orion', 'Custard Cakes', '카스타드', '23g x 12', 4880, '소맥분: 미국산, 계란: 국내산', { kr: '23g x 12개', ing: '소맥분(밀: 미국산), 계란(국내산), 설탕, 커스터드크림' }],
          ['Crown', 'Couque D Asse', '쿠크다스', '128g', 2980, '소맥분: 미국산', { ing: '소맥분(밀: 미국산), 설탕, 쇼트닝, 크림' }],
        ],
      ],
      [
        'Rice Cakes & Traditional',
        '떡·전통간식',
        { storage: 'chilled', shelfLife: '제조일로부터 10일 (냉장)', foodType: '떡류' },
        [
          ['Jangbogi Kitchen', 'Rice Cakes for Tteokbokki', '떡볶이 떡', '500g', 2980, '쌀: 국내산', { ing: '쌀(국내산) 98%, 정제소금, 주정' }],
          ['Jangbogi Kitchen', 'Injeolmi Rice Cake', '인절미', '300g', 5980, '찹쌀: 국내산, 콩가루: 국내산', { ing: '찹쌀(국내산) 85%, 볶은콩가루(국내산), 설탕, 정제소금', storage: 'frozen', life: '제조일로부터 6개월 (냉동), 해동 후 당일' }],
          ['Jangbogi Kitchen', 'Yakgwa Honey Cookies', '약과', '400g', 6480, '소맥분: 미국산, 꿀: 국내산', { storage: 'room', life: '제조일로부터 6개월', ing: '소맥분(밀: 미국산), 조청, 꿀(국내산), 참기름, 생강', type: '유과' }],
          ['CJ', 'Tteokbokki Kit Sweet & Spicy', '떡볶이 밀키트', '2 servings', 5980, '쌀: 국내산, 고춧가루: 중국산', { kr: '2인분', ing: '떡(쌀: 국내산) 70%, 어묵, 소스(고추장, 설탕, 고춧가루: 중국산)', type: '즉석조리식품' }],
        ],
      ],
      [
        'Ice Cream',
        '아이스크림',
        { storage: 'frozen', shelfLife: '아이스크림류는 소비기한 표시 대상이 아님 (제조일 별도 표기)', foodType: '아이스크림' },
        [
          ['Binggrae', 'Melona Bars', '메로나', '75ml x 8', 4980, '멜론농축액: 국내제조, 원유: 국내산', { kr: '75ml x 8개', ing: '정제수, 설탕, 유크림, 탈지분유, 멜론농축액', type: '아이스밀크' }],
          ['Lotte', 'Seolleim Cookies and Cream', '설레임 쿠키앤크림', '160ml x 6', 7980, '원유: 국내산', { kr: '160ml x 6개', ing: '정제수, 유크림(국내산), 설탕, 쿠키분태', type: '아이스크림' }],
          ['Binggrae', 'Bungeoppang Ice Cream', '붕어싸만코', '170ml x 4', 6980, '팥: 중국산, 소맥분: 미국산', { kr: '170ml x 4개', ing: '모나카(소맥분: 미국산), 팥앙금(팥: 중국산), 바닐라아이스크림', type: '아이스크림' }],
          ['Haitai', 'Bibibig Red Bean Bars', '비비빅', '130ml x 6', 5480, '팥: 중국산', { kr: '130ml x 6개', ing: '정제수, 팥(중국산) 22%, 설탕, 물엿', type: '빙과' }],
        ],
      ],
    ],
  ],
  [
    'Drinks & Dairy',
    '음료·유제품',
    'processed_food',
    [
      [
        'Water & Soft Drinks',
        '생수·탄산',
        { storage: 'room', shelfLife: '제조일로부터 12개월', foodType: '탄산음료' },
        [
          ['Jeju Samdasoo', 'Jeju Samdasoo Water', '제주 삼다수', '2L x 6', 6480, '국내산(제주 화산암반수)', { kr: '2L x 6병', ing: '먹는샘물 100%', type: '먹는샘물', life: '제조일로부터 24개월' }],
          ['Lotte', 'Chilsung Cider', '칠성사이다', '1.5L x 2', 4980, '정제수: 국내산', { kr: '1.5L x 2병', ing: '정제수, 과당, 이산화탄소, 구연산, 레몬라임향', maker: '롯데칠성음료(주) / 서울특별시 서초구' }],
          ['Coca-Cola', 'Coca-Cola', '코카콜라', '500ml x 6', 7980, '정제수: 국내산', { kr: '500ml x 6병', ing: '정제수, 과당, 설탕, 이산화탄소, 카라멜색소, 인산, 천연향료, 카페인' }],
          ['Lotte', 'Milkis Soda', '밀키스', '250ml x 6', 4480, '정제수: 국내산, 탈지분유: 국내산', { kr: '250ml x 6캔', ing: '정제수, 과당, 탈지분유(국내산), 이산화탄소, 요구르트향', maker: '롯데칠성음료(주) / 서울특별시 서초구' }],
          ['Donga Otsuka', 'Pocari Sweat', '포카리스웨트', '620ml x 6', 8980, '정제수: 국내산', { kr: '620ml x 6병', ing: '정제수, 설탕, 포도당, 구연산, 염화나트륨', type: '혼합음료' }],
          ['Jinro', 'Tonic Water', '진로 토닉워터', '300ml x 6', 4980, '정제수: 국내산', { kr: '300ml x 6캔', ing: '정제수, 과당, 이산화탄소, 구연산, 퀴닌' }],
        ],
      ],
      [
        'Juice & Tea',
        '주스·차',
        { storage: 'room', shelfLife: '제조일로부터 12개월', foodType: '과·채음료' },
        [
          ['Woongjin', 'Natural Pear Juice', '자연은 배 주스', '1.5L', 3980, '배: 국내산', { ing: '배농축액(배: 국내산) 30%, 정제수, 과당' }],
          ['Paldo', 'Sikhye Rice Punch', '비락 식혜', '1.8L', 3980, '쌀: 국내산, 엿기름: 국내산', { ing: '정제수, 백설탕, 쌀(국내산) 3%, 엿기름(국내산)', type: '식혜' }],
          ['Kwangdong', 'Corn Silk Tea', '옥수수수염차', '500ml x 12', 11980, '옥수수수염: 국내산, 옥수수: 국내산', { kr: '500ml x 12병', ing: '정제수, 옥수수수염추출액(국내산), 볶은옥수수추출액(국내산)', type: '액상차' }],
          ['Damtuh', 'Citron Yuja Tea', '꿀 유자차', '1kg', 9980, '유자: 국내산(전남 고흥)', { ing: '유자(국내산) 40%, 설탕, 꿀 1%', type: '액상차' }],
          ['Dongsuh', 'Barley Tea Bags', '보리차', '300g', 4480, '보리: 국내산', { ing: '볶은보리(국내산) 100%', type: '침출차' }],
        ],
      ],
      [
        'Coffee',
        '커피',
        { storage: 'room', shelfLife: '제조일로부터 18개월', foodType: '커피' },
        [
          ['Maxim', 'Mocha Gold Coffee Mix', '맥심 모카골드', '12g x 100', 16980, '커피원두: 콜롬비아, 브라질 등', { kr: '12g x 100개입', ing: '설탕, 식물성크림, 커피(원두: 콜롬비아, 브라질 등) 8.3%', type: '혼합커피' }],
          ['Kanu', 'Kanu Mild Roast Americano', '카누 마일드 로스트', '0.9g x 100', 25900, '커피원두: 콜롬비아, 에티오피아 등', { kr: '0.9g x 100개입', ing: '커피(원두: 콜롬비아, 에티오피아 등) 100%', type: '인스턴트커피' }],
          ['Starbucks', 'Cold Brew Black', '스타벅스 콜드브루', '275ml x 6', 14900, '커피원두: 콜롬비아, 과테말라', { kr: '275ml x 6병', ing: '정제수, 커피추출액(원두: 콜롬비아, 과테말라) 15%', type: '액상커피', life: '제조일로부터 12개월' }],
          ['Maxim', 'TOP Sweet Americano', 'TOP 스위트 아메리카노', '275ml x 6', 9980, '커피원두: 콜롬비아, 브라질', { kr: '275ml x 6병', ing: '정제수, 커피추출액(원두: 콜롬비아, 브라질), 설탕', type: '액상커피' }],
        ],
      ],
      [
        'Milk & Yoghurt',
        '우유·요거트',
        { storage: 'chilled', shelfLife: '제조일로부터 11일 (냉장)', foodType: '우유' },
        [
          ['Seoul Milk', 'Fresh Milk', '서울우유 나100%', '1L x 2', 5980, '원유: 국내산', { kr: '1L x 2개', ing: '원유 100% (국내산)', type: '우유' }],
          ['Binggrae', 'Banana Milk', '바나나맛 우유', '240ml x 4', 5480, '원유: 국내산', { kr: '240ml x 4개', ing: '원유(국내산) 85%, 정제수, 설탕, 바나나과즙', type: '가공유', life: '제조일로부터 14일 (냉장)' }],
          ['Maeil', 'Plain Greek Yoghurt', '상하목장 그릭요거트', '400g', 6980, '원유: 국내산(전북 고창)', { ing: '원유(국내산) 99.9%, 유산균', type: '발효유', life: '제조일로부터 21일 (냉장)' }],
          ['Yakult', 'Yakult Probiotic Drink', '야쿠르트', '65ml x 10', 3280, '원유: 국내산', { kr: '65ml x 10개', ing: '정제수, 탈지분유(국내산), 설탕, 포도당, 유산균', type: '발효유', life: '제조일로부터 14일 (냉장)' }],
          ['Seoul Milk', 'Sliced Cheese', '체다 슬라이스 치즈', '18 slices', 6980, '원유: 국내산, 자연치즈: 뉴질랜드산', { kr: '18매', ing: '자연치즈(뉴질랜드산) 60%, 정제수, 버터, 유화제', type: '가공치즈', life: '제조일로부터 6개월 (냉장)' }],
        ],
      ],
    ],
  ],
  [
    'Household & Kitchen',
    '생활용품·주방',
    'household',
    [
      [
        'Cleaning & Laundry',
        '세제·청소',
        { storage: 'room' },
        [
          ['LG', 'Tech Laundry Liquid', '테크 액체세제', '3L', 13980, '대한민국', { ing: '음이온·비이온 계면활성제, 효소, 향료', warn: '어린이 손이 닿지 않는 곳에 보관, 눈에 들어가면 물로 씻어 낼 것' }],
          ['Aekyung', 'Trio Dish Soap', '트리오 주방세제', '1.2L', 4980, '대한민국', { ing: '음이온·양쪽성 계면활성제, 정제수, 향료 (1종 주방세제)', warn: '어린이 손이 닿지 않는 곳에 보관' }],
          ['Pigeon', 'Fabric Softener', '피죤 섬유유연제', '2.5L', 8980, '대한민국', { ing: '양이온 계면활성제, 정제수, 향료', warn: '어린이 손이 닿지 않는 곳에 보관, 마시지 말 것' }],
          ['Yuhan', 'Yuhanrox Bleach', '유한락스', '2L', 4480, '대한민국', { ing: '차아염소산나트륨 4%, 정제수', warn: '산성 세제와 섞지 말 것, 환기하며 사용' }],
          ['Homestar', 'Bathroom Cleaner', '홈스타 욕실 세정제', '900ml', 4980, '대한민국', { ing: '음이온 계면활성제, 구연산, 정제수', warn: '염소계 표백제와 섞지 말 것' }],
          ['3M', 'Scotch-Brite Sponges', '스카치브라이트 수세미', '6 ea', 3980, '대한민국', { kr: '6개입', ing: '폴리우레탄 폼, 나일론 부직포' }],
        ],
      ],
      [
        'Paper & Kitchen Goods',
        '화장지·주방용품',
        { storage: 'room' },
        [
          ['Yuhan-Kimberly', 'Kleenex Toilet Tissue', '크리넥스 화장지', '30m x 30 rolls', 21900, '대한민국', { kr: '30m x 30롤', ing: '천연펄프 100%, 3겹' }],
          ['Yuhan-Kimberly', 'Scott Kitchen Towels', '스카트 키친타월', '150 sheets x 6', 9980, '대한민국', { kr: '150매 x 6롤', ing: '천연펄프 100%, 2겹' }],
          ['Cleanwrap', 'Plastic Wrap', '크린랩', '30cm x 50m', 3980, '대한민국', { ing: '폴리에틸렌(PE), 내열온도 110℃', warn: '전자레인지 사용 시 음식에 닿지 않게 할 것' }],
          ['Cleanwrap', 'Zipper Bags Medium', '지퍼백 중', '30 ea', 4480, '대한민국', { kr: '30매', ing: '폴리에틸렌(PE), 내열온도 90℃' }],
          ['Lock&Lock', 'Glass Food Containers', '글라스 밀폐용기 세트', '4 pcs', 19900, '베트남', { kr: '4종', ing: '용기: 내열유리, 뚜껑: 폴리프로필렌(PP), 실리콘', warn: '급격한 온도 변화를 피할 것' }],
        ],
      ],
      [
        'Personal Care',
        '생활·위생',
        { storage: 'room' },
        [
          ['Amorepacific', 'Ryo Hair Shampoo', '려 샴푸', '550ml', 13900, '대한민국', { ing: '정제수, 소듐라우레스설페이트, 한방추출물 (전성분 포장 별도 표기)', warn: '눈에 들어갔을 때는 즉시 씻어 낼 것' }],
          ['LG', 'Perioe Toothpaste', '페리오 치약', '120g x 3', 6980, '대한민국', { kr: '120g x 3개', ing: '불소 1,000ppm, 탄산칼슘, 정제수 (의약외품)', warn: '6세 이하 어린이는 완두콩 크기만큼 사용' }],
          ['Aekyung', '2080 Toothbrushes', '2080 칫솔', '10 ea', 7980, '대한민국', { kr: '10개입', ing: '손잡이: 폴리프로필렌(PP), 칫솔모: 나일론' }],
          ['Dove', 'Beauty Bar Soap', '도브 뷰티바', '90g x 4', 6480, '독일', { kr: '90g x 4개', ing: '소듐라우로일이세티오네이트, 스테아릭애씨드, 정제수 (전성분 포장 별도 표기)', maker: '수입원: 유니레버코리아(주)' }],
          ['Yuhan-Kimberly', 'Wet Wipes', '물티슈', '80 sheets x 3', 5980, '대한민국', { kr: '80매 x 3팩', ing: '레이온·폴리에스터 부직포, 정제수, 피부컨디셔닝제', warn: '사용 후 뚜껑을 닫아 건조를 막을 것' }],
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
 * Cut to order and sold by weight (삼겹살 약 500g): the pack's price is its price per kg at the
 * weight shown, and a lighter pack is refunded the difference.
 */
const SOLD_BY_WEIGHT = new Set([
  'Pork Belly Samgyeopsal',
  'Pork Neck Moksal',
  'Pork Shoulder for Bossam',
]);

/** A weighed product's fields: the price per kg its pack price and weight in grams imply. */
function weighing(name: string, weight: string, price: number) {
  const grams = parseNetQuantity(weight);
  if (!SOLD_BY_WEIGHT.has(name) || grams?.net_unit !== 'g') return {};
  const estimated = grams.net_quantity * grams.pack_count;
  return {
    sold_by_weight: true,
    price_per_kg: Math.round((price * 1000) / estimated),
    estimated_grams: estimated,
  };
}

/**
 * Flags are spread deterministically so every run builds the same shop: about a quarter on sale
 * (some of those highlighted), one in seven featured, one in twenty out of stock.
 */
export function builtinCatalogue(): CatalogueFile {
  let n = 0;
  return {
    categories: CATALOGUE.map(([catName, catKr, kind, subs]) => ({
      name: catName,
      name_kr: catKr,
      notice_kind: kind,
      subcategories: subs.map(([subName, subKr, defaults, items]) => ({
        name: subName,
        name_kr: subKr,
        products: items.map(([brand, name, nameKr, weight, price, origin, info = {}]) => {
          n += 1;
          const onSale = n % 4 === 1;
          const salePrice = onSale
            ? Math.round((price * (n % 3 === 0 ? 0.8 : 0.88)) / 10) * 10
            : null;
          const korean = builtinInformation({
            category: catName,
            kind,
            defaults,
            brand,
            nameKr,
            weight,
            origin,
            info,
          });
          return {
            // Stable while products are only ever appended to CATALOGUE.
            sku: `JB-${String(n).padStart(5, '0')}`,
            ...korean,
            name: `${name} ${weight}`,
            brand,
            brand_kr: brandKrOf(brand),
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
            ...weighing(name, weight, price),
          };
        }),
      })),
    })),
  };
}
