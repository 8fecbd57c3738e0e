import type { SeedLanguage } from '../../config';
import type { ClientKind, ClientStatus, SellerLevel } from '../../../domain/sales/kinds';
import type { PortalAccessLevel } from '../../../domain/sales/clientPortal';

// The demo organisations' sellers and clients, named in the seed's language (people's and
// companies' names, cities and streets as they would be written there).

type Text = Record<SeedLanguage, string>;
const w = (en: string, fr: string, ar: string, zh: string): Text => ({ en, fr, ar, zh });

type Address = { address: Text; city: Text; postal_code: string; country: Text };

export type DemoSeller = {
  code: string;
  name: Text;
  email: string;
  phone: string;
  location: Text;
  level: SellerLevel;
  website: string;
  start_date: string;
  end_date?: string;
  /** The demo account that is this seller, if any. */
  account?: string;
  notes: Text;
};

export type DemoClient = {
  code: string;
  kind: ClientKind;
  name: Text;
  email: string;
  phone: string;
  tax_id?: string;
  status: ClientStatus;
  /** The code of its seller. */
  seller?: string;
  billing: Address;
  /** Shipped elsewhere than billed, for some. */
  shipping?: Address;
  notes?: Text;
  portal?: { name: Text; email: string; access_level: PortalAccessLevel; enabled: boolean }[];
};

const FRANCE = w('France', 'France', 'فرنسا', '法国');
const MOROCCO = w('Morocco', 'Maroc', 'المغرب', '摩洛哥');
const CHINA = w('China', 'Chine', 'الصين', '中国');
const UK = w('United Kingdom', 'Royaume-Uni', 'المملكة المتحدة', '英国');

const LYON = w('Lyon', 'Lyon', 'ليون', '里昂');
const PARIS = w('Paris', 'Paris', 'باريس', '巴黎');
const CASABLANCA = w('Casablanca', 'Casablanca', 'الدار البيضاء', '卡萨布兰卡');
const SHANGHAI = w('Shanghai', 'Shanghai', 'شنغهاي', '上海');
const LONDON = w('London', 'Londres', 'لندن', '伦敦');

const street = (n: number, en: string, fr: string, ar: string, zh: string) =>
  w(`${n} ${en}`, `${n} ${fr}`, `${n} ${ar}`, `${zh}${n}号`);

export const DEMO_PARTIES: Record<'DEMO' | 'ACME', { sellers: DemoSeller[]; clients: DemoClient[] }> = {
  DEMO: {
    sellers: [
      {
        // The first seller has no account: a regional lead who does not sign in.
        code: 'S_LEAD',
        name: w('Claire Martin', 'Claire Martin', 'كلير مارتن', '克莱尔·马丁'),
        email: 'claire.martin@demo.local',
        phone: '+33 4 72 00 10 01',
        location: LYON,
        level: 'lead',
        website: 'https://demo.example.com/team/claire',
        start_date: '2019-03-01',
        notes: w(
          'Leads the Lyon sales team; key accounts in retail.',
          "Dirige l'équipe commerciale de Lyon ; grands comptes de la distribution.",
          'تقود فريق المبيعات في ليون؛ الحسابات الكبرى في قطاع التجزئة.',
          '领导里昂销售团队，负责零售大客户。',
        ),
      },
      {
        code: 'S_SALES',
        name: w('Sam Seller', 'Samuel Vendeur', 'سامي البائع', '孙销售'),
        email: 'sales@demo.local',
        phone: '+33 1 40 00 20 02',
        location: PARIS,
        level: 'senior',
        website: '',
        start_date: '2021-01-04',
        account: 'sales@demo.local',
        notes: w(
          'Corporate clients of the Paris region.',
          "Clients entreprises d'Île-de-France.",
          'عملاء الشركات في منطقة باريس.',
          '巴黎地区企业客户。',
        ),
      },
      {
        code: 'S_REP',
        name: w('Rita Rep', 'Rita Représentante', 'ريتا المندوبة', '李代表'),
        email: 'sales_rep@demo.local',
        phone: '+212 5 22 00 30 03',
        location: CASABLANCA,
        level: 'junior',
        website: '',
        start_date: '2024-02-12',
        account: 'sales_rep@demo.local',
        notes: w(
          'Small businesses and private clients.',
          'Petites entreprises et particuliers.',
          'الشركات الصغيرة والعملاء الأفراد.',
          '小型企业和个人客户。',
        ),
      },
      {
        code: 'S_EXPORT',
        name: w('Li Wei', 'Li Wei', 'لي وي', '李伟'),
        email: 'li.wei@demo.local',
        phone: '+86 21 5000 4004',
        location: SHANGHAI,
        level: 'intermediate',
        website: 'https://demo.example.com/asia',
        start_date: '2022-09-01',
        end_date: '2026-12-31',
        notes: w('Export to Asia.', "Export vers l'Asie.", 'التصدير إلى آسيا.', '亚洲出口业务。'),
      },
    ],
    clients: [
      {
        code: 'C_NORDHAUS',
        kind: 'company',
        name: w('Nordhaus Retail', 'Nordhaus Distribution', 'نوردهاوس للتجزئة', '诺德豪斯零售'),
        email: 'purchasing@nordhaus.example.com',
        phone: '+33 4 78 11 22 33',
        tax_id: 'FR40123456789',
        status: 'active',
        seller: 'S_LEAD',
        billing: {
          address: street(12, 'Rue de la République', 'rue de la République', 'شارع الجمهورية', '共和国街'),
          city: LYON,
          postal_code: '69002',
          country: FRANCE,
        },
        shipping: {
          address: street(
            4,
            'Port Edouard Herriot',
            'port Édouard-Herriot',
            'ميناء إدوار هيريو',
            '爱德华·赫里欧港',
          ),
          city: LYON,
          postal_code: '69007',
          country: FRANCE,
        },
        notes: w(
          'Orders monthly; invoices to the head office.',
          'Commande chaque mois ; factures au siège.',
          'يطلب شهريًا؛ الفواتير إلى المقر الرئيسي.',
          '每月下单；发票寄往总部。',
        ),
        portal: [
          {
            name: w('Anna Keller', 'Anna Keller', 'آنا كيلر', '安娜·凯勒'),
            email: 'anna.keller@nordhaus.example.com',
            access_level: 'administrator',
            enabled: true,
          },
          {
            name: w('Tom Berger', 'Tom Berger', 'توم برغر', '汤姆·伯格'),
            email: 'tom.berger@nordhaus.example.com',
            access_level: 'buyer',
            enabled: true,
          },
        ],
      },
      {
        code: 'C_DUPONT',
        kind: 'person',
        name: w('Marie Dupont', 'Marie Dupont', 'ماري دوبون', '玛丽·杜邦'),
        email: 'marie.dupont@example.com',
        phone: '+33 6 12 34 56 78',
        status: 'active',
        seller: 'S_SALES',
        billing: {
          address: street(
            8,
            'Avenue Victor Hugo',
            'avenue Victor-Hugo',
            'شارع فيكتور هوغو',
            '维克多·雨果大道',
          ),
          city: PARIS,
          postal_code: '75016',
          country: FRANCE,
        },
      },
      {
        code: 'C_ATLAS',
        kind: 'company',
        name: w('Atlas Trading', 'Atlas Négoce', 'أطلس للتجارة', '阿特拉斯贸易'),
        email: 'contact@atlas.example.com',
        phone: '+212 5 22 44 55 66',
        tax_id: 'MA-ICE-001122334',
        status: 'active',
        seller: 'S_REP',
        billing: {
          address: street(
            27,
            'Boulevard Zerktouni',
            'boulevard Zerktouni',
            'شارع الزرقطوني',
            '泽尔克图尼大道',
          ),
          city: CASABLANCA,
          postal_code: '20000',
          country: MOROCCO,
        },
        portal: [
          {
            name: w('Youssef Alami', 'Youssef Alami', 'يوسف العلمي', '优素福·阿拉米'),
            email: 'youssef@atlas.example.com',
            access_level: 'buyer',
            enabled: true,
          },
        ],
      },
      {
        code: 'C_BENALI',
        kind: 'person',
        name: w('Karim Benali', 'Karim Benali', 'كريم بنعلي', '卡里姆·本阿里'),
        email: 'karim.benali@example.com',
        phone: '+212 6 61 22 33 44',
        status: 'prospect',
        seller: 'S_REP',
        billing: {
          address: street(3, 'Rue Ibn Batouta', 'rue Ibn-Battûta', 'زنقة ابن بطوطة', '伊本·白图泰街'),
          city: CASABLANCA,
          postal_code: '20250',
          country: MOROCCO,
        },
      },
      {
        code: 'C_HUANGPU',
        kind: 'company',
        name: w('Huangpu Electronics', 'Huangpu Électronique', 'هوانغبو للإلكترونيات', '黄浦电子'),
        email: 'buyer@huangpu.example.com',
        phone: '+86 21 6300 1234',
        tax_id: '91310101MA1FP0000X',
        status: 'active',
        seller: 'S_EXPORT',
        billing: {
          address: street(88, 'Nanjing East Road', 'route de Nankin Est', 'طريق نانجينغ الشرقي', '南京东路'),
          city: SHANGHAI,
          postal_code: '200001',
          country: CHINA,
        },
      },
      {
        code: 'C_HARTLEY',
        kind: 'company',
        name: w('Hartley & Sons', 'Hartley & Fils', 'هارتلي وأبناؤه', '哈特利父子公司'),
        email: 'accounts@hartley.example.com',
        phone: '+44 20 7946 0000',
        tax_id: 'GB123456789',
        status: 'inactive',
        seller: 'S_SALES',
        billing: {
          address: street(221, 'Baker Street', 'Baker Street', 'شارع بيكر', '贝克街'),
          city: LONDON,
          postal_code: 'NW1 6XE',
          country: UK,
        },
      },
      {
        code: 'C_ROUX',
        kind: 'person',
        name: w('Julien Roux', 'Julien Roux', 'جوليان رو', '朱利安·鲁'),
        email: 'julien.roux@example.com',
        phone: '+33 6 98 76 54 32',
        status: 'blocked',
        billing: {
          address: street(15, 'Quai Saint-Antoine', 'quai Saint-Antoine', 'رصيف سان أنطوان', '圣安托万码头'),
          city: LYON,
          postal_code: '69002',
          country: FRANCE,
        },
        notes: w(
          'Blocked after two unpaid orders.',
          'Bloqué après deux commandes impayées.',
          'محظور بعد طلبين غير مدفوعين.',
          '两笔订单未付款后被冻结。',
        ),
      },
    ],
  },
  ACME: {
    sellers: [
      {
        code: 'S_ACME_NORTH',
        name: w('Oliver Grant', 'Olivier Grand', 'أوليفر غرانت', '奥利弗·格兰特'),
        email: 'oliver.grant@acme.local',
        phone: '+44 161 000 1000',
        location: LONDON,
        level: 'senior',
        website: 'https://acme.example.com',
        start_date: '2020-05-01',
        notes: w('Northern accounts.', 'Comptes du nord.', 'حسابات الشمال.', '北方客户。'),
      },
      {
        code: 'S_ACME_SOUTH',
        name: w('Sofia Laurent', 'Sofia Laurent', 'صوفيا لوران', '索菲亚·洛朗'),
        email: 'sofia.laurent@acme.local',
        phone: '+33 4 91 00 20 00',
        location: PARIS,
        level: 'intermediate',
        website: '',
        start_date: '2023-01-09',
        notes: w('Southern accounts.', 'Comptes du sud.', 'حسابات الجنوب.', '南方客户。'),
      },
    ],
    clients: [
      {
        code: 'C_ACME_BRIGHT',
        kind: 'company',
        name: w('Bright Foods', 'Bright Alimentation', 'برايت للأغذية', '明亮食品'),
        email: 'orders@brightfoods.example.com',
        phone: '+44 161 555 0100',
        tax_id: 'GB987654321',
        status: 'active',
        seller: 'S_ACME_NORTH',
        billing: {
          address: street(10, 'Deansgate', 'Deansgate', 'دينزغيت', '迪恩斯盖特'),
          city: LONDON,
          postal_code: 'M3 2BW',
          country: UK,
        },
        portal: [
          {
            name: w('Emma Bright', 'Emma Bright', 'إيما برايت', '艾玛·布莱特'),
            email: 'emma@brightfoods.example.com',
            access_level: 'administrator',
            enabled: true,
          },
        ],
      },
      {
        code: 'C_ACME_MOREAU',
        kind: 'person',
        name: w('Luc Moreau', 'Luc Moreau', 'لوك مورو', '吕克·莫罗'),
        email: 'luc.moreau@example.com',
        phone: '+33 6 11 22 33 44',
        status: 'active',
        seller: 'S_ACME_SOUTH',
        billing: {
          address: street(5, 'Rue de Rivoli', 'rue de Rivoli', 'شارع ريفولي', '里沃利街'),
          city: PARIS,
          postal_code: '75001',
          country: FRANCE,
        },
      },
    ],
  },
};
