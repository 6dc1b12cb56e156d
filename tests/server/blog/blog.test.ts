import { describe, expect, it } from 'vitest';
import { demo } from '../../demo-catalogue.ts';
import { databases, seededApi } from '../harness.ts';

describe.each(databases)('blog API on %s', (kind) => {
  const api = seededApi(kind);
  const get = api.get;

  it('serves the blog in the WordPress posts shape, in the asked language, with totals in headers', async () => {
    const fr = await get('/utilisateur/wp/v2/posts?per_page=5');
    expect(fr.headers['x-wp-total']).toBe(String(demo.articles.length));
    expect(fr.headers['x-wp-totalpages']).toBe(String(Math.ceil(demo.articles.length / 5)));
    const posts = fr.json() as { slug: string; date: string; title: { rendered: string }; link: string }[];
    expect(posts).toHaveLength(5);
    expect(posts.map((p) => p.date)).toEqual([...posts.map((p) => p.date)].sort().reverse());
    const seed = demo.articles.find((a) => a.slug === posts[0]!.slug)!;
    expect(posts[0]!.title.rendered).toBe(seed.title.fr);
    expect(posts[0]!.link).toBe(`http://rihla.test/fr/blog/${seed.slug}`);
    const ar = (await get('/utilisateur/wp/v2/posts?per_page=5&lang=ar')).json() as typeof posts;
    expect(ar[0]!.title.rendered).toBe(seed.title.ar);
  });
});
