/** Business constants and limits, the single source for forms and services. */
export const LIMITS = {
  titleMax: 200,
  summaryMax: 500,
  changeDescriptionMax: 200,
  /** An admin's note when sending a draft back to its author. */
  reviewNoteMax: 1000,
  tagsPerArticle: 10,
  /** An article's analyses (a blood count article describes several), and what each may hold. */
  analysesPerArticle: 20,
  analysisDesignationMax: 100,
  analysisCodesMax: 10,
  analysisTextMax: 500,
  otherNamesPerAnalysis: 30,
  otherNameMax: 100,
  tagSuggestions: 5,
  tagNameMax: 50,
  usernameMin: 3,
  usernameMax: 20,
  passwordMin: 6,
  bioMax: 500,
  /** Profile free-text fields (names, specialty, institution, location): generous, but bounded. */
  profileFieldMax: 100,
  websiteMax: 300,
  categoryNameMax: 50,
  categoryDescriptionMax: 200,
  imageUploadMaxBytes: 5 * 1024 * 1024,
  /** An image's alternative text, in characters. */
  imageAltMax: 250,
  avatarMaxBytes: 2 * 1024 * 1024,
  dashboardFetchLimit: 100,
  /** The longest text an article list is searched for (the dashboard's search). */
  listSearchMax: 200,
  userListLimit: 100,
  mediaPageSize: 20,
  commentPageSize: 20,
  /** The longest comment a reader may post, in characters once trimmed. */
  commentMax: 2000,
  tagArticlePageSize: 12,
  /** Articles a page of a profile's Articles tab. */
  profileArticlePageSize: 12,
  revisionPageSize: 20,
  mediaSearchDebounceMs: 300,
  cardSummaryFallback: 150,
  dashboardSummary: 80,
  cardTagCount: 3,
  compareSelection: 2,
  successNoticeMs: 5000,
  toastMs: 3000,
  redirectAfterSaveMs: 1500,
  profileModalDelayMs: 1500,
  profileEditRedirectMs: 2000,
  categoryMessageMs: 5000,
  maxPageSize: 100,
  /**
   * How deeply article HTML may nest elements. The editor's deepest (a list in a list in a table)
   * is a few dozen; far deeper HTML is no article, and sanitizing it costs time that grows faster
   * than its size.
   */
  htmlNestingMax: 200,
  /**
   * The most query parameters an address may carry. The longest query the app sends has about
   * ten; thousands only cost the parser and hide which value counts.
   */
  queryParametersMax: 100,
  /**
   * The longest article slug: far above any a title can make (a slug is about as long as its
   * title of at most titleMax characters, a little longer for a ligature spelt out, plus -2, -3).
   */
  slugMax: 1000,
  /**
   * The longest an article's HTML field (content, clinical significance, interpretation) may be, in
   * characters, markup included. The longest seed article has 2,763 in its content and 4,462 in all
   * three: this is some forty times that, room for long tables, while a save at the limit in every
   * field still costs content's workers well under a second. More is refused with 413
   * ARTICLE_TOO_LARGE, by the editor before it sends.
   */
  articleHtmlMax: 200_000,
  /** The furthest page a list can be asked for; beyond it a store's skip would overflow. */
  maxPage: 100_000,
} as const;

export const DEFAULT_CATEGORY_COLOR = '#6c757d';
export const DEFAULT_COLOR_ELSEWHERE = '#0d6efd';
