import { and, count, eq, inArray } from 'drizzle-orm';
import { skuFromCode, slugify } from '../../../domain/catalogue';
import type { LaunchTeamRole } from '../../../domain/catalogue/launch';
import type { SeedLanguage } from '../../config';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/tables/users';
import {
  brands,
  categories,
  productCategories,
  launchTeamMembers,
  productLaunches,
  productReviews,
  products,
  productStatuses,
  productStatusHistory,
  productTypes,
  referrals,
} from './tables';

/**
 * A reference row's name in each language the screens have: an organisation's statuses, types and
 * categories are its own data, named in its language, so the demo writes them in the language it
 * is seeded in (README: demo data).
 */
type Names = Record<SeedLanguage, string>;

type Catalogue = {
  statuses: {
    code: string;
    name: Names;
    allows_sales?: boolean;
    allows_launch?: boolean;
    is_editable?: boolean;
  }[];
  types: {
    code: string;
    name: Names;
    is_physical?: boolean;
    tracks_inventory?: boolean;
    allows_preorders?: boolean;
    allows_backorders?: boolean;
    requires_serial_numbers?: boolean;
  }[];
  brands: { code: string; name: string; website?: string; description?: string }[];
  /** Parents before children; `parent` is a code. */
  categories: { code: string; name: Names; parent?: string }[];
  products: {
    code: string;
    name: string;
    brand: string;
    status: string;
    type: string;
    categories: string[];
    cost: number;
    price: number | null;
    stock: number;
    priority: 'low' | 'medium' | 'high' | 'critical';
    /** Earlier statuses, oldest first, for the analytics' transition flow. */
    history?: string[];
  }[];
  launches: {
    code: string;
    name: string;
    product: string;
    status: 'planning' | 'scheduled' | 'in_progress' | 'launched';
    days: number;
    /** Who works on it (by email), with their part: the launches show on their own dashboard. */
    team?: [email: string, role: LaunchTeamRole][];
  }[];
  reviews?: {
    product: string;
    author: string;
    rating: number;
    title: string;
    status: 'pending' | 'approved' | 'rejected';
  }[];
  referrals?: {
    code: string;
    referrer: string;
    referred: string;
    product: string | null;
    commission: number;
    status: 'pending' | 'converted' | 'paid';
  }[];
};

const ACTIVE: Catalogue['statuses'][number] = {
  code: 'ACTIVE',
  name: { en: 'Active', fr: 'Actif', ar: 'نشط', zh: '在售' },
  allows_sales: true,
  allows_launch: true,
  is_editable: true,
};
const PHYSICAL: Catalogue['types'][number] = {
  code: 'PHYSICAL',
  name: { en: 'Physical good', fr: 'Bien physique', ar: 'منتج مادي', zh: '实物商品' },
  is_physical: true,
  tracks_inventory: true,
};

const DEMO: Catalogue = {
  statuses: [
    { code: 'DRAFT', name: { en: 'Draft', fr: 'Brouillon', ar: 'مسودة', zh: '草稿' }, is_editable: true },
    {
      code: 'PRE_LAUNCH',
      name: { en: 'Pre-launch', fr: 'Prélancement', ar: 'ما قبل الإطلاق', zh: '预发布' },
      allows_launch: true,
      is_editable: true,
    },
    ACTIVE,
    { code: 'DISCONTINUED', name: { en: 'Discontinued', fr: 'Arrêté', ar: 'متوقف', zh: '已停产' } },
  ],
  types: [
    PHYSICAL,
    {
      code: 'DIGITAL',
      name: { en: 'Digital product', fr: 'Produit numérique', ar: 'منتج رقمي', zh: '数字产品' },
    },
    {
      code: 'MADE_TO_ORDER',
      name: { en: 'Made to order', fr: 'Fabriqué sur commande', ar: 'يُصنع حسب الطلب', zh: '按订单生产' },
      is_physical: true,
      allows_preorders: true,
      allows_backorders: true,
    },
  ],
  brands: [
    { code: 'NOVA', name: 'Nova', website: 'https://nova.example.com', description: 'Consumer electronics.' },
    {
      code: 'AURA',
      name: 'Aura Home',
      website: 'https://aura.example.com',
      description: 'Furniture and home.',
    },
    { code: 'TERRA', name: 'Terra Outdoor', description: 'Camping and outdoor sports.' },
  ],
  categories: [
    {
      code: 'ELECTRONICS',
      name: { en: 'Electronics', fr: 'Électronique', ar: 'إلكترونيات', zh: '电子产品' },
    },
    {
      code: 'PHONES',
      name: { en: 'Phones', fr: 'Téléphones', ar: 'هواتف', zh: '手机' },
      parent: 'ELECTRONICS',
    },
    { code: 'AUDIO', name: { en: 'Audio', fr: 'Audio', ar: 'صوتيات', zh: '音频' }, parent: 'ELECTRONICS' },
    { code: 'HOME', name: { en: 'Home', fr: 'Maison', ar: 'المنزل', zh: '家居' } },
    { code: 'SPORTS', name: { en: 'Sports', fr: 'Sports', ar: 'رياضة', zh: '运动' } },
    { code: 'CAMPING', name: { en: 'Camping', fr: 'Camping', ar: 'تخييم', zh: '露营' }, parent: 'SPORTS' },
  ],
  products: [
    {
      code: 'NOVA_X1',
      name: 'Nova X1 Phone',
      brand: 'NOVA',
      status: 'ACTIVE',
      type: 'PHYSICAL',
      categories: ['PHONES'],
      cost: 310,
      price: 599,
      stock: 140,
      priority: 'high',
      history: ['DRAFT', 'PRE_LAUNCH'],
    },
    {
      code: 'NOVA_X2',
      name: 'Nova X2 Phone',
      brand: 'NOVA',
      status: 'PRE_LAUNCH',
      type: 'PHYSICAL',
      categories: ['PHONES'],
      cost: 360,
      price: 699,
      stock: 25,
      priority: 'critical',
      history: ['DRAFT'],
    },
    {
      code: 'NOVA_BUDS',
      name: 'Nova Buds',
      brand: 'NOVA',
      status: 'ACTIVE',
      type: 'PHYSICAL',
      categories: ['AUDIO'],
      cost: 38,
      price: 99,
      stock: 0,
      priority: 'medium',
      history: ['DRAFT'],
    },
    {
      code: 'NOVA_CARE',
      name: 'Nova Care Plan',
      brand: 'NOVA',
      status: 'ACTIVE',
      type: 'DIGITAL',
      categories: ['ELECTRONICS'],
      cost: 5,
      price: 49,
      stock: 10000,
      priority: 'low',
    },
    {
      code: 'AURA_SOFA',
      name: 'Aura Sofa',
      brand: 'AURA',
      status: 'ACTIVE',
      type: 'MADE_TO_ORDER',
      categories: ['HOME'],
      cost: 420,
      price: 1190,
      stock: 0,
      priority: 'medium',
      history: ['DRAFT'],
    },
    {
      code: 'AURA_LAMP',
      name: 'Aura Lamp',
      brand: 'AURA',
      status: 'DISCONTINUED',
      type: 'PHYSICAL',
      categories: ['HOME'],
      cost: 18,
      price: 45,
      stock: 12,
      priority: 'low',
      history: ['DRAFT', 'ACTIVE'],
    },
    {
      code: 'AURA_RUG',
      name: 'Aura Rug',
      brand: 'AURA',
      status: 'DRAFT',
      type: 'PHYSICAL',
      categories: ['HOME'],
      cost: 60,
      price: null,
      stock: 30,
      priority: 'low',
    },
    {
      code: 'TERRA_TENT',
      name: 'Terra Tent 2P',
      brand: 'TERRA',
      status: 'ACTIVE',
      type: 'PHYSICAL',
      categories: ['SPORTS', 'CAMPING'],
      cost: 95,
      price: 229,
      stock: 64,
      priority: 'high',
      history: ['DRAFT', 'PRE_LAUNCH'],
    },
    {
      code: 'TERRA_STOVE',
      name: 'Terra Stove',
      brand: 'TERRA',
      status: 'PRE_LAUNCH',
      type: 'PHYSICAL',
      categories: ['CAMPING'],
      cost: 22,
      price: 59,
      stock: 200,
      priority: 'medium',
      history: ['DRAFT'],
    },
    {
      code: 'TERRA_GUIDE',
      name: 'Terra Trail Guide',
      brand: 'TERRA',
      status: 'ACTIVE',
      type: 'DIGITAL',
      categories: ['SPORTS'],
      cost: 2,
      price: 12,
      stock: 5000,
      priority: 'low',
      history: ['DRAFT'],
    },
  ],
  launches: [
    {
      code: 'LCH_NOVA_X2',
      name: 'Nova X2 launch',
      product: 'NOVA_X2',
      status: 'scheduled',
      days: 21,
      team: [
        ['brand_manager@demo.local', 'lead'],
        ['sales@demo.local', 'sales'],
      ],
    },
    {
      code: 'LCH_TERRA_STOVE',
      name: 'Terra Stove spring launch',
      product: 'TERRA_STOVE',
      status: 'planning',
      days: 60,
      team: [
        ['admin@demo.local', 'lead'],
        ['sales@demo.local', 'marketing'],
      ],
    },
    { code: 'LCH_NOVA_X1', name: 'Nova X1 launch', product: 'NOVA_X1', status: 'launched', days: -90 },
  ],
};

DEMO.reviews = [
  {
    product: 'NOVA_X1',
    author: 'Lina Haddad',
    rating: 5,
    title: 'Best phone I have owned',
    status: 'approved',
  },
  { product: 'NOVA_X1', author: 'Tom Weber', rating: 2, title: 'Battery drains fast', status: 'pending' },
  { product: 'NOVA_BUDS', author: 'Mei Chen', rating: 4, title: 'Great sound, snug fit', status: 'pending' },
  { product: 'TERRA_TENT', author: 'Omar Said', rating: 5, title: 'Survived a storm', status: 'approved' },
  { product: 'AURA_SOFA', author: 'Julie Martin', rating: 1, title: 'Delivered late', status: 'rejected' },
];
DEMO.referrals = [
  {
    code: 'REF_LINA',
    referrer: 'Lina Haddad',
    referred: 'sara@example.com',
    product: 'NOVA_X1',
    commission: 5,
    status: 'converted',
  },
  {
    code: 'REF_OMAR',
    referrer: 'Omar Said',
    referred: 'yusuf@example.com',
    product: 'TERRA_TENT',
    commission: 7.5,
    status: 'pending',
  },
  {
    code: 'REF_MEI',
    referrer: 'Mei Chen',
    referred: 'li@example.com',
    product: null,
    commission: 3,
    status: 'paid',
  },
];

const ACME: Catalogue = {
  statuses: [ACTIVE],
  types: [PHYSICAL],
  brands: [{ code: 'ROADRUNNER', name: 'Roadrunner' }],
  categories: [{ code: 'TOOLS', name: { en: 'Tools', fr: 'Outils', ar: 'أدوات', zh: '工具' } }],
  products: [
    {
      code: 'ANVIL',
      name: 'Anvil',
      brand: 'ROADRUNNER',
      status: 'ACTIVE',
      type: 'PHYSICAL',
      categories: ['TOOLS'],
      cost: 80,
      price: 150,
      stock: 9,
      priority: 'medium',
    },
    {
      code: 'ROCKET_SKATES',
      name: 'Rocket Skates',
      brand: 'ROADRUNNER',
      status: 'ACTIVE',
      type: 'PHYSICAL',
      categories: ['TOOLS'],
      cost: 200,
      price: 480,
      stock: 3,
      priority: 'high',
    },
  ],
  launches: [],
};

export const DEMO_CATALOGUES = { DEMO, ACME } as const;

const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Seeds an organisation's catalogue once, its reference rows named in the organisation's
 * `language`: nothing happens when it already has brands.
 */
export async function seedCatalogue(
  tx: DbOrTx,
  orgId: number,
  data: Catalogue,
  ownerId: number | null,
  language: SeedLanguage,
) {
  const [existing] = await tx.select({ n: count() }).from(brands).where(eq(brands.id_organization, orgId));
  if (Number(existing?.n) > 0) return false;
  const org = { id_organization: orgId };
  const ids = async <T extends { id: number; code: string }>(rows: Promise<T[]>) =>
    new Map((await rows).map((r) => [r.code, r.id]));

  const statusIds = await ids(
    tx
      .insert(productStatuses)
      .values(data.statuses.map((s) => ({ ...s, name: s.name[language], ...org })))
      .returning(),
  );
  const typeIds = await ids(
    tx
      .insert(productTypes)
      .values(data.types.map((t) => ({ ...t, name: t.name[language], ...org })))
      .returning(),
  );
  const brandIds = await ids(
    tx
      .insert(brands)
      .values(data.brands.map((b) => ({ ...b, ...org })))
      .returning(),
  );
  const categoryIds = new Map<string, number>();
  const paths = new Map<string, string>();
  for (const c of data.categories) {
    const path = c.parent ? `${paths.get(c.parent)}/${c.code}` : c.code;
    const [row] = await tx
      .insert(categories)
      .values({
        ...org,
        code: c.code,
        name: c.name[language],
        parent: c.parent ? categoryIds.get(c.parent)! : null,
        path,
        level: path.split('/').length - 1,
      })
      .returning();
    categoryIds.set(c.code, row!.id);
    paths.set(c.code, path);
  }
  const productIds = await ids(
    tx
      .insert(products)
      .values(
        data.products.map((p) => ({
          ...org,
          code: p.code,
          name: p.name,
          sku: skuFromCode(p.code),
          slug: slugify(p.name),
          brand: brandIds.get(p.brand)!,
          status: statusIds.get(p.status)!,
          product_type: typeIds.get(p.type)!,
          priority: p.priority,
          cost_basis: p.cost,
          suggested_retail_price: p.price,
          stock_quantity: p.stock,
          owner: ownerId,
          created_by: ownerId,
          start_date: daysFromNow(-120),
          end_date: daysFromNow(600),
        })),
      )
      .returning(),
  );
  const links = data.products.flatMap((p) =>
    p.categories.map((c) => ({ product_id: productIds.get(p.code)!, category_id: categoryIds.get(c)! })),
  );
  if (links.length) await tx.insert(productCategories).values(links);
  const history = data.products.flatMap((p) => {
    const chain = [...(p.history ?? []), p.status];
    return chain.map((status, i) => ({
      ...org,
      product_id: productIds.get(p.code)!,
      from_status: i === 0 ? null : statusIds.get(chain[i - 1]!)!,
      to_status: statusIds.get(status)!,
      changed_by: ownerId,
      changed_at: new Date(Date.now() - (chain.length - i) * 7 * 86_400_000),
    }));
  });
  if (history.length) await tx.insert(productStatusHistory).values(history);
  if (data.launches.length) {
    const launchIds = await ids(
      tx
        .insert(productLaunches)
        .values(
          data.launches.map((l) => ({
            ...org,
            code: l.code,
            name: l.name,
            product_id: productIds.get(l.product)!,
            launch_type: 'new_product' as const,
            status: l.status,
            market_scope: 'national' as const,
            manager: ownerId,
            planned_launch_date: daysFromNow(l.days),
            actual_launch_date: l.status === 'launched' ? daysFromNow(l.days) : null,
            target_revenue: 250_000,
            target_units: 2_000,
          })),
        )
        .returning(),
    );
    const members = data.launches.flatMap((l) => (l.team ?? []).map(([email, role]) => ({ l, email, role })));
    if (members.length) {
      const people = await tx
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(inArray(users.email, [...new Set(members.map((m) => m.email))]));
      const userIds = new Map(people.map((p) => [p.email, p.id]));
      await tx.insert(launchTeamMembers).values(
        members
          .filter((m) => userIds.has(m.email))
          .map((m) => ({
            launch_id: launchIds.get(m.l.code)!,
            user_id: userIds.get(m.email)!,
            role: m.role,
          })),
      );
    }
  }
  const email = (name: string) => `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`;
  if (data.reviews?.length) {
    await tx.insert(productReviews).values(
      data.reviews.map((r) => ({
        ...org,
        product_id: productIds.get(r.product)!,
        author_name: r.author,
        author_email: email(r.author),
        rating: r.rating,
        title: r.title,
        status: r.status,
        moderated_by: r.status === 'pending' ? null : ownerId,
        moderated_at: r.status === 'pending' ? null : new Date(),
      })),
    );
  }
  if (data.referrals?.length) {
    await tx.insert(referrals).values(
      data.referrals.map((r) => ({
        ...org,
        code: r.code,
        referrer_name: r.referrer,
        referrer_email: email(r.referrer),
        referred_email: r.referred,
        product_id: r.product ? productIds.get(r.product)! : null,
        commission_rate: r.commission,
        status: r.status,
      })),
    );
  }
  return true;
}

/** The demo brand manager manages the first demo brand (README: brand 1 of Demo Group). */
export async function assignDemoBrand(tx: DbOrTx, orgId: number, email: string, brandCode: string) {
  const [brand] = await tx
    .select({ id: brands.id })
    .from(brands)
    .where(and(eq(brands.id_organization, orgId), eq(brands.code, brandCode)));
  if (brand) await tx.update(users).set({ brand: brand.id }).where(eq(users.email, email));
}
