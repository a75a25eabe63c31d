import { describe, expect, it } from 'vitest';
import { outsideAddress } from './outside-link.ts';
import { articleShareLink } from './share-link.ts';

const APP = 'https://app.repwise.example';

describe("an article body's links", () => {
  it('send an outside web address to the webview', () => {
    expect(outsideAddress('https://www.nsca.com/education/articles/', APP)).toBe('https://www.nsca.com/education/articles/');
    expect(outsideAddress('http://example.org/a?b=1#c', APP)).toBe('http://example.org/a?b=1#c');
  });
  it("leave the app's own pages, anchors and other schemes alone", () => {
    expect(outsideAddress('/#/pages/webArticle/articleInfo?id=3', APP)).toBeNull();
    expect(outsideAddress('#warm-up', APP)).toBeNull();
    expect(outsideAddress(`${APP}/#/pages/index/index`, APP)).toBeNull();
    expect(outsideAddress('mailto:coach@example.org', APP)).toBeNull();
    expect(outsideAddress('javascript:alert(1)', APP)).toBeNull();
  });
});

describe('the share link of an article', () => {
  it("is the server's page path on this app's origin", () => {
    expect(articleShareLink('/s/article/abcdefgh12', { origin: APP })).toBe(`${APP}/s/article/abcdefgh12`);
  });
});
