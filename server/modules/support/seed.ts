import { and, asc, eq, inArray } from 'drizzle-orm';
import type { TicketPriority, TicketStatus } from '../../../domain/support/ticket';
import type { SeedLanguage } from '../../config';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/tables/users';
import { clients } from '../sales/tables';
import { supportTicketEvents, supportTickets } from './tables';

const HOUR = 3_600_000;

type Words = Record<SeedLanguage, string>;
/** A step of a demo ticket's life after its opening: a reply (by the help desk or the client's words relayed) or a status change. */
type Step = { hoursLater: number; reply?: Words; status?: TicketStatus };
type DemoTicket = {
  /** Which of the organisation's clients (by id order). */
  client: number;
  subject: Words;
  description: Words;
  priority: TicketPriority;
  /** Assigned to the support account, or to nobody yet. */
  assigned: boolean;
  openedHoursAgo: number;
  steps: Step[];
};

const DEMO_TICKETS: DemoTicket[] = [
  {
    client: 0,
    subject: {
      en: 'Invoice shows the wrong billing address',
      fr: 'La facture indique une mauvaise adresse de facturation',
      ar: 'الفاتورة تعرض عنوان فوترة خاطئًا',
      zh: '发票上的账单地址有误',
    },
    description: {
      en: 'The last invoice was sent to our old office. Please update it and send it again.',
      fr: 'La dernière facture a été envoyée à notre ancien bureau. Merci de la corriger et de la renvoyer.',
      ar: 'أُرسلت الفاتورة الأخيرة إلى مكتبنا القديم. يرجى تحديثها وإعادة إرسالها.',
      zh: '最近一张发票寄到了我们的旧办公室，请更正后重新发送。',
    },
    priority: 'high',
    assigned: true,
    openedHoursAgo: 72,
    steps: [
      {
        hoursLater: 2,
        reply: {
          en: 'Thank you, we are correcting the address on the invoice now.',
          fr: 'Merci, nous corrigeons l’adresse de la facture.',
          ar: 'شكرًا لك، نحن نصحح العنوان في الفاتورة الآن.',
          zh: '谢谢，我们正在更正发票上的地址。',
        },
        status: 'pending',
      },
      {
        hoursLater: 20,
        reply: {
          en: 'The corrected invoice has been sent. Could you confirm you received it?',
          fr: 'La facture corrigée a été envoyée. Pouvez-vous confirmer sa réception ?',
          ar: 'أُرسلت الفاتورة المصححة. هل يمكنك تأكيد استلامها؟',
          zh: '更正后的发票已发送，请确认是否收到。',
        },
      },
    ],
  },
  {
    client: 1,
    subject: {
      en: 'Delivery arrived with a damaged item',
      fr: 'Livraison reçue avec un article endommagé',
      ar: 'وصلت الشحنة مع منتج تالف',
      zh: '收到的货物中有一件损坏',
    },
    description: {
      en: 'One tent in the last order arrived with a torn cover.',
      fr: 'Une tente de la dernière commande est arrivée avec une housse déchirée.',
      ar: 'وصلت خيمة من الطلب الأخير بغطاء ممزق.',
      zh: '上次订单中的一顶帐篷外罩破损。',
    },
    priority: 'urgent',
    assigned: true,
    openedHoursAgo: 6,
    steps: [],
  },
  {
    client: 2,
    subject: {
      en: 'Question about volume discounts',
      fr: 'Question sur les remises sur volume',
      ar: 'استفسار عن خصومات الكميات',
      zh: '关于批量折扣的问题',
    },
    description: {
      en: 'Do you offer a discount from fifty units?',
      fr: 'Proposez-vous une remise à partir de cinquante unités ?',
      ar: 'هل تقدمون خصمًا ابتداءً من خمسين وحدة؟',
      zh: '五十件起是否有折扣？',
    },
    priority: 'low',
    assigned: false,
    openedHoursAgo: 30,
    steps: [],
  },
  {
    client: 0,
    subject: {
      en: 'Cannot sign in to the client portal',
      fr: 'Impossible de se connecter au portail client',
      ar: 'تعذر تسجيل الدخول إلى بوابة العملاء',
      zh: '无法登录客户门户',
    },
    description: {
      en: 'Our buyer gets an error when signing in since Monday.',
      fr: 'Notre acheteur obtient une erreur à la connexion depuis lundi.',
      ar: 'يظهر خطأ لمسؤول المشتريات لدينا عند تسجيل الدخول منذ يوم الاثنين.',
      zh: '自周一起，我们的采购员登录时出现错误。',
    },
    priority: 'normal',
    assigned: true,
    openedHoursAgo: 240,
    steps: [
      {
        hoursLater: 1,
        reply: {
          en: 'We have reset the portal access; please try again.',
          fr: 'Nous avons réinitialisé l’accès au portail ; merci de réessayer.',
          ar: 'أعدنا تعيين الوصول إلى البوابة؛ يرجى المحاولة مرة أخرى.',
          zh: '我们已重置门户访问权限，请重试。',
        },
        status: 'resolved',
      },
      { hoursLater: 48, status: 'closed' },
    ],
  },
];

/**
 * A few tickets of the demo organisation's clients, in every status, each with the timeline its
 * life would have left (opening, replies, status changes). Adds nothing where tickets exist.
 */
export async function seedSupport(tx: DbOrTx, orgId: number, code: 'DEMO' | 'ACME', language: SeedLanguage) {
  if (code !== 'DEMO') return;
  const existing = await tx
    .select({ id: supportTickets.id })
    .from(supportTickets)
    .where(eq(supportTickets.id_organization, orgId))
    .limit(1);
  if (existing.length) return;
  const clientIds = (
    await tx
      .select({ id: clients.id })
      .from(clients)
      .where(eq(clients.id_organization, orgId))
      .orderBy(asc(clients.id))
      .limit(3)
  ).map((c) => c.id);
  if (clientIds.length < 3) return;
  const staff = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(eq(users.id_organization, orgId), inArray(users.email, ['support@demo.local', 'admin@demo.local'])),
    );
  const support = staff.find((u) => u.email === 'support@demo.local')?.id ?? null;
  const opener = staff.find((u) => u.email === 'admin@demo.local')?.id ?? support;
  const now = Date.now();

  for (const plan of DEMO_TICKETS) {
    const opened = new Date(now - plan.openedHoursAgo * HOUR);
    let status: TicketStatus = 'open';
    let at = opened;
    const events: (typeof supportTicketEvents.$inferInsert)[] = [];
    for (const step of plan.steps) {
      at = new Date(opened.getTime() + step.hoursLater * HOUR);
      const base = { id_organization: orgId, ticket_id: 0, user_id: support, created_at: at };
      if (step.reply) events.push({ ...base, kind: 'reply', text: step.reply[language] });
      if (step.status && step.status !== status) {
        events.push({ ...base, kind: 'status', from_status: status, to_status: step.status });
        status = step.status;
      }
    }
    const [ticket] = await tx
      .insert(supportTickets)
      .values({
        id_organization: orgId,
        client_id: clientIds[plan.client]!,
        subject: plan.subject[language],
        description: plan.description[language],
        priority: plan.priority,
        status,
        assignee_id: plan.assigned ? support : null,
        created_by: opener,
        created_at: opened,
        updated_at: at,
      })
      .returning({ id: supportTickets.id });
    await tx.insert(supportTicketEvents).values([
      {
        id_organization: orgId,
        ticket_id: ticket!.id,
        kind: 'created',
        user_id: opener,
        to_status: 'open',
        created_at: opened,
      },
      ...events.map((event) => ({ ...event, ticket_id: ticket!.id })),
    ]);
  }
}
