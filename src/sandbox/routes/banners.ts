import type { Hono } from 'hono';
import type { SandboxContext } from '../sandbox-context';
import { BANNER_FILES, readBanners, replaceBanners, type Banner, type BannerFile } from '../stores/banners-store';

/**
 * The published banner data files (a CDN in production) and their control call. The CDN
 * ignores query strings and org headers, as a static file host would.
 */
export function registerBannerRoutes(app: Hono, ctx: SandboxContext): void {
  app.get('/cdn/banners/heloc-banners.json', (c) => c.json(readBanners(ctx.db, 'production')));
  app.get('/cdn/banners/heloc-banners-test.json', (c) => c.json(readBanners(ctx.db, 'test')));

  app.put('/__sandbox/banners', async (c) => {
    const query = ctx.validator.query<{ file?: BannerFile }>(c, 'sandbox-banners-query');
    const banners = await ctx.validator.body<Banner[]>(c, 'banner-list');
    replaceBanners(ctx.db, query.file ? [query.file] : BANNER_FILES, banners);
    return c.json(banners);
  });
}
