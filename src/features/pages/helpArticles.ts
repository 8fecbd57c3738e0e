/**
 * The help centre's articles, by the name in their address (`article/{title}`); each has a title,
 * a summary and paragraphs in `front.help.articles.<id>`.
 */
export const HELP_ARTICLES = {
  'getting-started': { paragraphs: 3 },
  'roles-and-rights': { paragraphs: 3 },
  'adding-a-product': { paragraphs: 3 },
  'orders-and-statuses': { paragraphs: 3 },
  'performance-reviews': { paragraphs: 2 },
  'workflow-studio': { paragraphs: 2 },
} as const;
export type HelpArticleId = keyof typeof HELP_ARTICLES;
export const isHelpArticle = (id: string | undefined): id is HelpArticleId => !!id && id in HELP_ARTICLES;
