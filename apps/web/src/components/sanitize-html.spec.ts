import { sanitizeArticleHtml } from './sanitize-html';

describe("the browser's article sanitizer", () => {
  it("keeps a calculator's place only on a div naming one of our calculators, and no other data attribute", () => {
    expect(sanitizeArticleHtml('<p>eGFR</p><div data-calculator="egfr-lmrev"></div>')).toBe('<p>eGFR</p><div data-calculator="egfr-lmrev"></div>');
    expect(sanitizeArticleHtml('<div data-calculator="steal-cookies"></div>')).toBe('<div></div>');
    expect(sanitizeArticleHtml('<span data-calculator="egfr-lmrev">x</span><div data-other="1">y</div>')).toBe('<span>x</span><div>y</div>');
  });
});
