/** The public front pages: what the product is, what it costs, how to use it. */
export const FRONT_PAGES_PATH = '/front-pages';
export const LANDING_PATH = `${FRONT_PAGES_PATH}/landing-page`;
export const FRONT_PRICING_PATH = '/front-pages/pricing';
export const PRICING_PATH = '/pages/pricing';
export const FAQ_PATH = '/pages/faq';
export const HELP_CENTER_PATH = '/front-pages/help-center';
export const helpArticlePath = (title: string) => `${HELP_CENTER_PATH}/article/${title}`;
export const CHECKOUT_PATH = '/front-pages/checkout';
export const PAYMENT_PATH = '/front-pages/payment';
