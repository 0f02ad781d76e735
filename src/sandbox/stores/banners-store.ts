import type { Banner } from '@/generated/types/banner-list';
import type { SandboxDb } from '../db';

export type { Banner };

/** The two published data files: heloc-banners.json and heloc-banners-test.json. */
export const BANNER_FILES = ['production', 'test'] as const;
export type BannerFile = (typeof BANNER_FILES)[number];

export function readBanners(db: SandboxDb, file: BannerFile): Banner[] {
  return db
    .all<{ body: string }>('SELECT body FROM banners WHERE file = ? ORDER BY position', [file])
    .map((row) => JSON.parse(row.body) as Banner);
}

export function replaceBanners(db: SandboxDb, files: readonly BannerFile[], banners: readonly Banner[]): void {
  db.transaction(() => {
    for (const file of files) {
      db.run('DELETE FROM banners WHERE file = ?', [file]);
      banners.forEach((banner, position) => {
        db.run('INSERT INTO banners (file, position, body) VALUES (?, ?, ?)', [file, position, JSON.stringify(banner)]);
      });
    }
  });
}
