// src/features/catalogue/launches/launchNotice.ts
/** The notice the navigation to this page brought, if any. */
var launchNoticeOf = (state) => state?.notice ?? null;
export { launchNoticeOf as t };

//# sourceMappingURL=launchNotice-9RHvXVY3.js.map