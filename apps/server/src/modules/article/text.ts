import MarkdownIt from 'markdown-it';

/**
 * An article's Markdown made into HTML the web app can insert as it is: raw HTML in the text
 * is escaped (html: false), and markdown-it's validateLink drops javascript:, vbscript: and
 * data: addresses (but data:image pictures), so nothing in a body runs. Links open in a new
 * tab without handing the library's page to the one opened.
 */
const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

const renderToken = markdown.renderer.renderToken.bind(markdown.renderer);
markdown.renderer.rules.link_open = (tokens, idx, options) => {
  const token = tokens[idx]!;
  token.attrSet('target', '_blank');
  token.attrSet('rel', 'noopener noreferrer');
  return renderToken(tokens, idx, options);
};

export function renderArticleBody(bodyMd: string): string {
  return markdown.render(bodyMd);
}

const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/gu;
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

/** Minutes to read a text: Latin words at 200 a minute, Chinese characters at 400, at least one. */
export function readingMinutes(text: string): number {
  const cjk = text.match(CJK)?.length ?? 0;
  const words = text.replace(CJK, ' ').match(WORD)?.length ?? 0;
  return Math.max(1, Math.round(words / 200 + cjk / 400));
}
